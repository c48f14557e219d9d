/**
 * The objects an upload is stored as: a video as it came but for its location and user metadata (mp4.ts: blanked
 * where they are, so its size and offsets stay); an image cleaned, with its resized versions
 * (process.ts), each its own object under a key derived from the original's (contract's media.ts).
 */
import { mediaVersionKey } from '@app/contract';
import type { SniffedType } from '../storage/sniff';
import { blankMp4Metadata } from './mp4';
import { processImage, versionContentType } from './process';

export interface UploadObject {
  key: string;
  bytes: Uint8Array;
  contentType: string;
  /** An image's size in pixels (upright). */
  width?: number;
  height?: number;
}

/** The original first, then its versions. */
export async function uploadObjects(key: string, bytes: Uint8Array, sniffed: SniffedType): Promise<UploadObject[]> {
  if (sniffed.mime === 'video/mp4') {
    blankMp4Metadata(bytes);
    return [{ key, bytes, contentType: sniffed.mime }];
  }
  const image = await processImage(bytes, sniffed.mime === 'image/jpeg' ? 'jpeg' : 'png');
  return [
    { key, bytes: image.original, contentType: sniffed.mime, width: image.width, height: image.height },
    ...image.versions.map((version) => ({
      key: mediaVersionKey(key, version.name)!,
      bytes: version.bytes,
      contentType: versionContentType(version.name),
      width: version.width,
      height: version.height,
    })),
  ];
}
