/**
 * Image work with sharp (libvips): an upload is decoded for real, its pixel count checked from the header before
 * any pixel is decoded, turned upright by its EXIF orientation, stripped of metadata (the colour profile stays) and
 * resized to the versions of MEDIA_VERSIONS (contract). At most MEDIA_CONCURRENCY images are worked on at once.
 *
 * The stored original is served (downloads, the customer page), so it must carry no EXIF: when it is already
 * upright its metadata segments are cut out without re-encoding (lossless, milliseconds); when it needs turning it
 * is re-encoded once at high quality. Nothing keeps the uploaded bytes.
 *
 * Two queues, chosen by the pixel count of the header: a small image (a logo, an icon, a screenshot: at most
 * SMALL_IMAGE_PIXELS) is a few milliseconds of work and never waits behind the photos of a burst; photos take their
 * turn in the other. Each `sharp(bytes)` is made anew rather than cloned: sharp's clone() structuredClones its input,
 * a synchronous copy of the whole upload on the event loop.
 *
 * libvips works on each image with one thread (sharp.concurrency): MEDIA_CONCURRENCY photos at once then use at most
 * that many cores, and the event loop keeps the core left over.
 */
import os from 'node:os';
import sharp from 'sharp';
import { ApiError, apiError } from '../http/errors';
import { createLimiter } from './limit';
import { stripJpeg, stripPng } from './strip';
import { MEDIA_VERSIONS, type MediaVersionName } from '@app/contract';

export const MAX_PIXELS = 40_000_000;

sharp.cache(false);
sharp.concurrency(1);

/**
 * Images worked on at once by default: one core left for answering requests (and the database), at least one.
 */
export const DEFAULT_MEDIA_CONCURRENCY = Math.max(1, os.availableParallelism() - 1);

/** Images of at most this many pixels (e.g. 1600×1200) go through the small images' queue. */
export const SMALL_IMAGE_PIXELS = 2_000_000;

/** Small images worked on at once: each is at most ≈ 8 MB of pixels and a few ms, so several may run. */
const SMALL_IMAGE_CONCURRENCY = 4;

const isSmall = (meta: sharp.Metadata) => meta.width * meta.height <= SMALL_IMAGE_PIXELS;

let limited = createLimiter(DEFAULT_MEDIA_CONCURRENCY);
let limitedSmall = createLimiter(Math.max(SMALL_IMAGE_CONCURRENCY, DEFAULT_MEDIA_CONCURRENCY));

/**
 * At most `size` large images are worked on at once in this process (MEDIA_CONCURRENCY, read by env.ts); small ones
 * have their own queue of at least as many.
 */
export function limitImageWork(size: number): void {
  limited = createLimiter(size);
  limitedSmall = createLimiter(Math.max(SMALL_IMAGE_CONCURRENCY, size));
}

export interface ImageVersion {
  name: MediaVersionName;
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** The original without metadata, upright. */
  original: Uint8Array;
  width: number;
  height: number;
  versions: ImageVersion[];
}

/**
 * Quality per version: a WebP thumbnail stays small (≈ 10–30 KB for a photo), a WebP display version stays sharp, the
 * JPEG share version (what a customer shares or saves) stays about 1 MB at 2,560 px.
 */
const QUALITY: Record<MediaVersionName, number> = { thumbnail: 72, display: 80, share: 78 };

/** The content type of a version's file. */
export const versionContentType = (name: MediaVersionName): string =>
  MEDIA_VERSIONS.find((version) => version.name === name)!.ext === 'jpeg' ? 'image/jpeg' : 'image/webp';

const decodeOptions = { limitInputPixels: MAX_PIXELS, failOn: 'error' } as const;

async function header(bytes: Uint8Array, format: 'jpeg' | 'png') {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw apiError(415, 'invalid_file_type');
  }
  if (meta.format !== format || !meta.width || !meta.height) throw apiError(415, 'invalid_file_type');
  if (meta.width * meta.height > MAX_PIXELS) throw apiError(413, 'image_too_large');
  return meta;
}

async function work(bytes: Uint8Array, format: 'jpeg' | 'png', meta: sharp.Metadata): Promise<ProcessedImage> {
  const turned = (meta.orientation ?? 1) !== 1;
  try {
    const upright = () => sharp(bytes, decodeOptions).rotate();
    // a photo: one decode (shrunk on load to about the display width), and every version resized from it; a small
    // image: each version straight from the upload (decoding it twice costs less than one more pass through sharp)
    let source = upright;
    if (!isSmall(meta)) {
      const largest = MEDIA_VERSIONS[MEDIA_VERSIONS.length - 1]!.width;
      const { data: pixels, info: base } = await upright()
        .resize({ width: largest, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: base.width, height: base.height, channels: base.channels } };
      source = () => sharp(pixels, raw);
    }
    // versions that come out the same size (an image no wider than a thumbnail: a logo, an icon) are one encode,
    // at the best quality among them
    const uprightWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
    const widthOf = (version: (typeof MEDIA_VERSIONS)[number]) => Math.min(version.width, uprightWidth);
    const encodes = new Map<string, Promise<{ data: Buffer; info: sharp.OutputInfo }>>();
    const versions = await Promise.all(
      MEDIA_VERSIONS.map(async (version) => {
        const width = widthOf(version);
        const same = `${width}.${version.ext}`;
        let encode = encodes.get(same);
        if (!encode) {
          const quality = Math.max(
            ...MEDIA_VERSIONS.filter((other) => `${widthOf(other)}.${other.ext}` === same).map(
              (other) => QUALITY[other.name],
            ),
          );
          const resized = source().resize({ width, withoutEnlargement: true });
          // no metadata is written: sharp keeps none unless asked (the share JPEG carries no EXIF)
          encode = (
            version.ext === 'jpeg'
              ? resized.jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
              : resized.webp({ quality, effort: 2 })
          ).toBuffer({ resolveWithObject: true });
          encodes.set(same, encode);
        }
        const { data, info } = await encode;
        return { name: version.name, bytes: data, width: info.width, height: info.height };
      }),
    );
    // every decode of `bytes` is over: the metadata is cut out in place (no fresh copy of the upload)
    const stripped = turned ? null : format === 'jpeg' ? stripJpeg(bytes, true) : stripPng(bytes, true);
    const original =
      stripped ??
      (await (
        format === 'jpeg'
          ? upright().keepIccProfile().jpeg({ quality: 92, chromaSubsampling: '4:4:4', mozjpeg: true })
          : upright().keepIccProfile().png({ compressionLevel: 6 })
      ).toBuffer());
    const swap = (meta.orientation ?? 1) >= 5;
    return {
      original,
      width: swap ? meta.height : meta.width,
      height: swap ? meta.width : meta.height,
      versions,
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw apiError(415, 'invalid_file_type');
  }
}

/**
 * Checks, cleans and resizes an uploaded JPEG or PNG; 415 when it does not decode, 413 over MAX_PIXELS. `bytes` is
 * the caller's no more: the original is cut out of it in place (a view of it is answered). The header is
 * read before queueing (no pixel is decoded): a bomb is refused at once, and the pixel count picks the queue.
 */
export async function processImage(bytes: Uint8Array, format: 'jpeg' | 'png'): Promise<ProcessedImage> {
  const meta = await header(bytes, format);
  return (isSmall(meta) ? limitedSmall : limited)(() => work(bytes, format, meta));
}
