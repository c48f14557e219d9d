/**
 * `npm run media:backfill`: images stored before uploads were processed get what new uploads get — metadata cut
 * out (turned upright when needed), the 320 px, 1280 px and 2,560 px share versions stored beside them, and their assets' thumbnail
 * pointing at the thumbnail version. Idempotent and resumable: an image whose versions are recorded is skipped, and
 * an image's versions are recorded only once everything of it is stored. One image that does not decode is logged
 * and skipped, never fatal.
 */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { isMediaVersionKey, mediaVersionKey, mediaVersionKeys } from '@app/contract';
import type { Db } from '../db';
import { assets, files } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import { processImage, versionContentType } from './process';

export interface BackfillResult {
  total: number;
  processed: number;
  skipped: number;
  failed: number;
}

async function readAll(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const object = await storage.get(key);
  return object ? new Uint8Array(await new Response(object.body).arrayBuffer()) : null;
}

export async function backfillMedia(
  db: Db,
  storage: FileStorage,
  progress: (line: string, result: BackfillResult) => void,
): Promise<BackfillResult> {
  // the share versions are JPEGs too: only originals are worked on
  const images = (
    await db
      .select()
      .from(files)
      .where(inArray(files.contentType, ['image/jpeg', 'image/png']))
      .orderBy(asc(files.key))
  ).filter((image) => !isMediaVersionKey(image.key));
  const result: BackfillResult = { total: images.length, processed: 0, skipped: 0, failed: 0 };
  const report = (note = '') =>
    progress(
      `media:backfill ${result.processed + result.skipped + result.failed}/${result.total} images: ` +
        `${result.processed} processed, ${result.skipped} already done, ${result.failed} failed${note}`,
      result,
    );
  for (const image of images) {
    const versionKeys = mediaVersionKeys(image.key);
    const recorded = await db.select({ key: files.key }).from(files).where(inArray(files.key, versionKeys));
    if (versionKeys.length === 0 || recorded.length === versionKeys.length) {
      result.skipped += 1;
      report();
      continue;
    }
    try {
      const bytes = await readAll(storage, image.key);
      if (!bytes) throw new Error('missing from storage');
      const processed = await processImage(bytes, image.contentType === 'image/jpeg' ? 'jpeg' : 'png');
      for (const version of processed.versions) {
        await storage.put(mediaVersionKey(image.key, version.name)!, version.bytes);
      }
      await storage.put(image.key, processed.original);
      const thumbnail = mediaVersionKey(image.key, 'thumbnail')!;
      await db.transaction(async (tx) => {
        await tx.update(files).set({ size: processed.original.byteLength }).where(eq(files.key, image.key));
        await tx
          .insert(files)
          .values(
            processed.versions.map((version) => ({
              key: mediaVersionKey(image.key, version.name)!,
              contentType: versionContentType(version.name),
              size: version.bytes.byteLength,
              width: version.width,
              height: version.height,
              uploadedBy: image.uploadedBy,
              uploaderRole: image.uploaderRole,
            })),
          )
          .onConflictDoNothing();
        await tx
          .update(assets)
          .set({ thumbnailPath: thumbnail })
          .where(
            and(
              eq(assets.type, 'image'),
              eq(assets.filePath, image.key),
              or(isNull(assets.thumbnailPath), eq(assets.thumbnailPath, image.key)),
            ),
          );
      });
      result.processed += 1;
      report();
    } catch (error) {
      result.failed += 1;
      const reason = error instanceof Error ? error.message : String(error);
      report(` (${image.key}: ${reason})`);
    }
  }
  return result;
}
