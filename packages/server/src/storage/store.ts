/**
 * Storing an uploaded file: the tenant's storage quota first, then the objects (an image cleaned, with its resized
 * versions: media/store.ts), then their records (who uploaded them and their type read from their bytes). The
 * upload route and logos fetched from a URL both store through here.
 */
import { eq, sum } from 'drizzle-orm';
import type { Services } from '../context';
import type { Actor } from '../types';
import { files, storageUsage } from '../db/schema';
import { apiError } from '../http/errors';
import { uploadObjects } from '../media/store';
import type { SniffedType } from './sniff';

/** 2 GiB per tenant unless STORAGE_QUOTA_BYTES says otherwise. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 2 * 1024 ** 3;

/** A byte count as people read it: 2 GiB, 500 MiB, 750 KiB. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

/** Bytes of stored files the account uploaded (kept by triggers on `files`: storage_usage). */
async function storedBytes(services: Pick<Services, 'db'>, uploader: string): Promise<number> {
  const [row] = await services.db
    .select({ total: sum(storageUsage.bytes) })
    .from(storageUsage)
    .where(eq(storageUsage.uploadedBy, uploader));
  return Number(row?.total ?? 0);
}

/**
 * Stores `bytes` (already sniffed) under a new key in `bucketKey` for `actor`; answers the key. A tenant past its
 * quota gets 413 (administrators have none). Uploads running at the same moment may pass the quota by their size.
 */
export async function storeFile(
  services: Pick<Services, 'db' | 'storage' | 'metrics' | 'storageQuotaBytes' | 'now'>,
  actor: Actor,
  bytes: Uint8Array,
  type: SniffedType,
  bucketKey: string,
): Promise<string> {
  if (actor.role === 'tenant') {
    const used = await storedBytes(services, actor.id);
    if (used + bytes.byteLength > services.storageQuotaBytes) {
      services.metrics.upload('over-quota', 0);
      throw apiError(413, 'storage_full', { quota: formatBytes(services.storageQuotaBytes) });
    }
  }
  const key = `${bucketKey}/${crypto.randomUUID()}.${type.ext}`;
  const [original, ...versions] = await uploadObjects(key, bytes, type);
  // all written at once (a bucket's round trips overlap); the rows come after every object is stored, so a row for
  // the original still promises its versions to whoever reads it
  // under a key just made: written in place (storage.ts, `fresh`)
  await Promise.all(
    [...versions, original!].map((object) => services.storage.put(object.key, object.bytes, { fresh: true })),
  );
  // the server's clock, which the sweep reads too
  const createdAt = new Date(services.now());
  await services.db.insert(files).values(
    [original!, ...versions].map((object) => ({
      key: object.key,
      contentType: object.contentType,
      size: object.bytes.byteLength,
      uploadedBy: actor.id,
      uploaderRole: actor.role,
      createdAt,
    })),
  );
  services.metrics.upload('stored', bytes.byteLength);
  return key;
}
