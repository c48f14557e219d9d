/**
 * Storing an uploaded file: the tenant's storage quota first, then the objects (an image cleaned, with its resized
 * versions: media/upload-objects.ts), then their records (who uploaded them and their type read from their bytes). The
 * upload route and logos fetched from a URL both store through here.
 */
import type { Services } from '../context';
import { files } from '../db/schema';
import type { Actor } from '../types';
import { uploadObjects } from './upload-objects';
import { storageFull, storedBytes } from '../storage/quota';
import type { SniffedType } from '../storage/sniff';

/** 2 GiB per tenant unless STORAGE_QUOTA_BYTES says otherwise. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 2 * 1024 ** 3;

/**
 * Stores `bytes` (already sniffed) under a new key in `bucketKey` for `actor`; answers the key. A tenant past its
 * quota gets 413 (administrators have none). The upload route reserves the quota before it reads a body (quota.ts);
 * this check also covers logos fetched from a URL.
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
    if (used + bytes.byteLength > services.storageQuotaBytes) throw storageFull(services);
  }
  const key = `${bucketKey}/${crypto.randomUUID()}.${type.ext}`;
  const objects = await uploadObjects(key, bytes, type);
  if (actor.role !== 'tenant') return write(services, actor, objects, key, bytes.byteLength);
  // a tenant's files are checked and written one at a time: the file and its resized versions, against the bytes
  // stored before, so uploads at the same moment never pass the quota together
  return oneAtATime(actor.id, async () => {
    const used = await storedBytes(services, actor.id);
    const total = objects.reduce((sum, object) => sum + object.bytes.byteLength, 0);
    if (used + total > services.storageQuotaBytes) throw storageFull(services);
    return write(services, actor, objects, key, bytes.byteLength);
  });
}

const storing = new Map<string, Promise<unknown>>();

/** Runs `work` after the tenant's earlier stores have ended (on this instance). */
async function oneAtATime<T>(tenant: string, work: () => Promise<T>): Promise<T> {
  const run = (storing.get(tenant) ?? Promise.resolve()).then(work, work);
  const tail = run.catch(() => undefined);
  storing.set(tenant, tail);
  try {
    return await run;
  } finally {
    if (storing.get(tenant) === tail) storing.delete(tenant);
  }
}

async function write(
  services: Pick<Services, 'db' | 'storage' | 'metrics' | 'now'>,
  actor: Actor,
  [original, ...versions]: Awaited<ReturnType<typeof uploadObjects>>,
  key: string,
  size: number,
): Promise<string> {
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
      width: object.width ?? null,
      height: object.height ?? null,
      uploadedBy: actor.id,
      uploaderRole: actor.role,
      createdAt,
    })),
  );
  services.metrics.upload('stored', size);
  return key;
}
