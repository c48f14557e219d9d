/**
 * Resized versions of a stored image live beside it under keys derived from its own: `{bucket}/{uuid}.jpg` has
 * `{bucket}/{uuid}.w320.webp` (thumbnail), `{bucket}/{uuid}.w1280.webp` (display size) and
 * `{bucket}/{uuid}.w2560.jpeg` (share: a JPEG of at most 2,560 px, about 1 MB, that phones' share sheets, apps'
 * composers and the Photos app accept; `.jpeg`, so it is never taken for an original `.jpg`). A version is visible to
 * whoever may see its original and is released with it. The browser derives a display version's key from an
 * asset's filePath the same way.
 */
import * as v from 'valibot';
export const MEDIA_VERSIONS = [
  { name: 'thumbnail', width: 320, ext: 'webp' },
  { name: 'display', width: 1280, ext: 'webp' },
  { name: 'share', width: 2560, ext: 'jpeg' },
] as const;

export type MediaVersionName = (typeof MEDIA_VERSIONS)[number]['name'];

const ORIGINAL_IMAGE = /^(.+)\.(jpg|png)$/;
const VERSION_KEY = /^(.+)\.w(\d+)\.(webp|jpeg)$/;

/** The key of one resized version of an image key; null for a key that is not an original image. */
export function mediaVersionKey(key: string, name: MediaVersionName): string | null {
  const match = ORIGINAL_IMAGE.exec(key);
  const version = MEDIA_VERSIONS.find((candidate) => candidate.name === name);
  return match && version ? `${match[1]}.w${version.width}.${version.ext}` : null;
}

/** Every resized version's key of an image key (none for a video or a version). */
export function mediaVersionKeys(key: string): string[] {
  return MEDIA_VERSIONS.map((version) => mediaVersionKey(key, version.name)).filter(
    (found): found is string => found !== null,
  );
}

/** The keys the original of a version key may have (`….w320.webp` → `….jpg`, `….png`); none for other keys. */
export function mediaOriginalCandidates(key: string): string[] {
  const match = VERSION_KEY.exec(key);
  if (!match || !MEDIA_VERSIONS.some((version) => String(version.width) === match[2] && version.ext === match[3]))
    return [];
  return [`${match[1]}.jpg`, `${match[1]}.png`];
}

export function isMediaVersionKey(key: string): boolean {
  return mediaOriginalCandidates(key).length > 0;
}

/** A stored image: an original JPEG or PNG, or one of its versions. */
export function isImageKey(key: string): boolean {
  return ORIGINAL_IMAGE.test(key) || isMediaVersionKey(key);
}

/** POST /files/_urls: the URLs of many stored files at once (one request for a page of previews). */
export const MAX_FILE_URLS = 500;

export const fileUrlsBodySchema = v.object({
  keys: v.pipe(
    v.array(
      v.pipe(v.string('Keys must be object keys'), v.maxLength(200, 'Keys must be object keys')),
      'Keys must be a list of object keys',
    ),
    v.maxLength(MAX_FILE_URLS, `Keys must have at most ${MAX_FILE_URLS} items`),
  ),
});

export type FileUrlsBody = v.InferOutput<typeof fileUrlsBodySchema>;

/** Each visible stored key's URL; keys the viewer may not see, or that are not stored, are left out. */
export interface FileUrlsResponse {
  urls: Record<string, string>;
}
