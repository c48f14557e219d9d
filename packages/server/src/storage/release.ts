/**
 * Removes stored files that no record uses any more, once the records that used them were deleted or pointed
 * elsewhere (asset deletes and edits, entry and campaign deletes, a tenant's new logo). Files are shared by key, so a
 * file still used by another record stays (storage/references.ts lists what counts as a use); an image's resized
 * versions go with it. Best effort: a failure is logged, never answered (a file left behind costs space, not
 * correctness). Uploads that no record ever used are the sweep's (storage/sweep.ts).
 */
import { isMediaVersionKey, mediaOriginalCandidates, mediaVersionKeys } from '@app/contract';
import { inArray } from 'drizzle-orm';
import type { Services } from '../context';
import { files } from '../db/schema';
import { usedKeys } from './references';
import { isObjectKey } from './storage';

export async function releaseFiles(
  services: Pick<Services, 'db' | 'storage' | 'logger'>,
  keys: Iterable<string | null | undefined>,
): Promise<void> {
  const candidates = [
    ...new Set([...keys].filter((key): key is string => typeof key === 'string' && isObjectKey(key))),
  ];
  if (candidates.length === 0) return;
  try {
    const { db } = services;
    // an image's resized versions live and die with it: decide on the originals, then release their versions too
    const originals = [
      ...new Set(candidates.flatMap((key) => (isMediaVersionKey(key) ? mediaOriginalCandidates(key) : [key]))),
    ];
    const used = await usedKeys(
      db,
      originals.flatMap((key) => [key, ...mediaVersionKeys(key)]),
    );
    for (const key of [...used]) for (const original of mediaOriginalCandidates(key)) used.add(original);
    const unused = originals.filter((key) => !used.has(key)).flatMap((key) => [key, ...mediaVersionKeys(key)]);
    if (unused.length === 0) return;
    // the record first: a file without its record is unreachable; a record without its file would answer 404
    const removed = await db.delete(files).where(inArray(files.key, unused)).returning({ key: files.key });
    for (const { key } of removed) await services.storage.delete(key);
  } catch (error) {
    services.logger.warn({ err: error }, 'could not remove unused files');
  }
}
