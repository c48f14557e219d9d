/**
 * The upload sweep: stored files that no record has used within a day of their upload are removed (an upload whose
 * form was abandoned, or one made only to fill the disk), an image with its resized versions. Safe with several instances: each file's row is deleted by
 * one statement on one instance, and only the instance whose statement removed the row deletes the object.
 */
import { mediaVersionKeys } from '@app/contract';
import { and, inArray, lt, not } from 'drizzle-orm';
import type { Services } from '../context';
import { files } from '../db/schema';
import { fileIsVersion, fileUnused } from './references';

/** How old an unused upload must be before it is removed. */
export const UNUSED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How often each instance sweeps. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

type SweepServices = Pick<Services, 'db' | 'storage' | 'logger' | 'now' | 'metrics'>;

/** Removes the unused uploads older than a day; answers how many. */
export async function sweepUnusedUploads(services: SweepServices): Promise<number> {
  const cutoff = new Date(services.now() - UNUSED_UPLOAD_MAX_AGE_MS);
  const originals = await services.db
    .delete(files)
    .where(and(lt(files.createdAt, cutoff), not(fileIsVersion()), fileUnused()))
    .returning({ key: files.key });
  const versions = originals.flatMap(({ key }) => mediaVersionKeys(key));
  const removed = [
    ...originals,
    ...(versions.length > 0
      ? await services.db.delete(files).where(inArray(files.key, versions)).returning({ key: files.key })
      : []),
  ];
  for (const { key } of removed) {
    try {
      await services.storage.delete(key);
    } catch (error) {
      services.logger.warn({ err: error, key }, 'could not delete an unused upload');
    }
  }
  if (removed.length > 0) services.logger.info({ removed: removed.length }, 'removed unused uploads');
  services.metrics.swept(removed.length);
  return removed.length;
}

/** Sweeps every `intervalMs` (first after a random part of it, so instances started together spread out). */
export function startUploadSweep(services: SweepServices, intervalMs = SWEEP_INTERVAL_MS): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      running = sweepUnusedUploads(services)
        .then(
          () => undefined,
          (error: unknown) => services.logger.warn({ err: error }, 'the upload sweep failed'),
        )
        .finally(() => {
          running = undefined;
          if (!stopped) schedule(intervalMs);
        });
    }, delay);
    timer.unref();
  };
  schedule(Math.round(intervalMs * (0.5 + Math.random() / 2)));
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      return running ?? Promise.resolve();
    },
  };
}
