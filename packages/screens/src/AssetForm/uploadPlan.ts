/**
 * What happens to each file picked for a new image or video asset: uploaded as it is, shrunk first (a photo over
 * the size limit), or refused with a reason. Pure, so the rules are tested without a browser.
 */
import { validateFile, type FileLike } from '@app/ui';

/** A shrunk photo's longest side, in pixels: sharp enough for any post, small enough to fit the limit. */
export const SHRINK_LONG_EDGE = 2560;

/** The JPEG quality a shrunk photo starts at (the shrinker lowers it when the file is still too large). */
export const SHRINK_QUALITY = 0.85;

export type UploadPlan =
  { action: 'upload' } | { action: 'shrink' } | { action: 'refuse'; reason: 'type' | 'size' | 'video-size' };

/** The plan for one file, against the accepted MIME types and the byte limit. */
export function planUpload(file: FileLike, accept: readonly string[], maxBytes: number): UploadPlan {
  const check = validateFile(file, accept, maxBytes);
  if (check.ok) return { action: 'upload' };
  if (check.reason === 'type') return { action: 'refuse', reason: 'type' };
  const type = file.type.toLowerCase();
  if (type.startsWith('image/')) return { action: 'shrink' };
  if (type.startsWith('video/')) return { action: 'refuse', reason: 'video-size' };
  return { action: 'refuse', reason: 'size' };
}

/** The size a picture of `width` × `height` is drawn at so that its longest side is at most `longEdge`. */
export function fitLongEdge(
  width: number,
  height: number,
  longEdge: number = SHRINK_LONG_EDGE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= longEdge) return { width, height };
  const scale = longEdge / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A shrunk photo's file name: the same name with a .jpg extension ("IMG_2041.HEIC.png" → "IMG_2041.HEIC.jpg"). */
export function shrunkFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base || 'photo'}.jpg`;
}
