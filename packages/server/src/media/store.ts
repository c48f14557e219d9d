/**
 * Stores an upload: a video as it came, an image cleaned with its resized versions (process.ts), each as its own
 * object through the storage driver and its own `files` row of the same uploader (so quotas and access see them).
 */
import type { Actor, Services } from '../context';
import { files } from '../db/schema';
import type { SniffedType } from '../storage/sniff';
import { processImage } from './process';
import { mediaVersionKey } from '@app/contract';

export async function storeUpload(
  services: Pick<Services, 'db' | 'storage'>,
  actor: Actor,
  bucketKey: string,
  bytes: Uint8Array,
  sniffed: SniffedType,
): Promise<string> {
  const key = `${bucketKey}/${crypto.randomUUID()}.${sniffed.ext}`;
  const objects: { key: string; bytes: Uint8Array; contentType: string }[] = [];
  if (sniffed.mime === 'video/mp4') {
    objects.push({ key, bytes, contentType: sniffed.mime });
  } else {
    const image = await processImage(bytes, sniffed.mime === 'image/jpeg' ? 'jpeg' : 'png');
    objects.push({ key, bytes: image.original, contentType: sniffed.mime });
    for (const version of image.versions) {
      objects.push({ key: mediaVersionKey(key, version.name)!, bytes: version.bytes, contentType: 'image/webp' });
    }
  }
  // versions first: a row for the original promises its versions to whoever reads it
  for (const object of objects.slice(1)) await services.storage.put(object.key, object.bytes);
  await services.storage.put(key, objects[0]!.bytes);
  await services.db.insert(files).values(
    objects.map((object) => ({
      key: object.key,
      contentType: object.contentType,
      size: object.bytes.byteLength,
      uploadedBy: actor.id,
      uploaderRole: actor.role,
    })),
  );
  return key;
}
