/**
 * Removes stored files that no record uses any more, once the records that used them were deleted or pointed
 * elsewhere (asset deletes and edits, entry and campaign deletes, a tenant's new logo). Files are shared by key, so a
 * file still used by another record stays (storage/references.ts lists what counts as a use). Best effort: a failure
 * is logged, never answered (a file left behind costs space, not correctness). Uploads that no record ever used are
 * the sweep's (storage/sweep.ts).
 */
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
    const used = await usedKeys(services.db, candidates);
    const unused = candidates.filter((key) => !used.has(key));
    if (unused.length === 0) return;
    // the record first: a file without its record is unreachable; a record without its file would answer 404
    await services.db.delete(files).where(inArray(files.key, unused));
    for (const key of unused) await services.storage.delete(key);
  } catch (error) {
    services.logger.warn({ err: error }, 'could not remove unused files');
  }
}
