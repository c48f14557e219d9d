/**
 * Removes stored files that no record uses any more, once the records that used them were deleted or pointed
 * elsewhere (asset deletes and edits, entry and campaign deletes, a tenant's new logo). Files are shared by key, so a
 * file still used by another asset or as a logo stays; an image's resized versions go with it. Best effort: a failure is logged, never answered (a file left
 * behind costs space, not correctness). Uploads that no record ever used are not touched.
 */
import { inArray, or } from 'drizzle-orm';
import type { Services } from '../context';
import { assets, files, tenants } from '../db/schema';
import { mediaOriginalCandidates, isMediaVersionKey, mediaVersionKeys } from '@app/contract';
import { isObjectKey } from './storage';

export async function releaseFiles(
  services: Pick<Services, 'db' | 'storage' | 'log'>,
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
    const watched = originals.flatMap((key) => [key, ...mediaVersionKeys(key)]);
    const used = new Set<string>();
    const assetRows = await db
      .select({ filePath: assets.filePath, thumbnailPath: assets.thumbnailPath })
      .from(assets)
      .where(or(inArray(assets.filePath, watched), inArray(assets.thumbnailPath, watched)));
    for (const row of assetRows) for (const key of [row.filePath, row.thumbnailPath]) if (key) used.add(key);
    const logoRows = await db.select({ logo: tenants.logo }).from(tenants).where(inArray(tenants.logo, watched));
    for (const row of logoRows) if (row.logo) used.add(row.logo);
    for (const key of [...used]) for (const original of mediaOriginalCandidates(key)) used.add(original);
    const unused = originals.filter((key) => !used.has(key)).flatMap((key) => [key, ...mediaVersionKeys(key)]);
    if (unused.length === 0) return;
    const stored = await db.select({ key: files.key }).from(files).where(inArray(files.key, unused));
    if (stored.length === 0) return;
    // the record first: a file without its record is unreachable; a record without its file would answer 404
    const doomed = stored.map((row) => row.key);
    await db.delete(files).where(inArray(files.key, doomed));
    for (const key of doomed) await services.storage.delete(key);
  } catch (error) {
    services.log(`could not remove unused files: ${error instanceof Error ? error.message : String(error)}`);
  }
}
