/** Why a file was refused: its type is not accepted, or it is larger than the limit. */
export type FileRejectionReason = 'type' | 'size';

export type FileCheck = { ok: true } | { ok: false; reason: FileRejectionReason };

/** The parts of a `File` the check reads, so it runs anywhere (and in tests) without a DOM. */
export interface FileLike {
  readonly type: string;
  readonly size: number;
}

function matchesMimeType(type: string, pattern: string): boolean {
  const wanted = pattern.trim().toLowerCase();
  const actual = type.trim().toLowerCase();
  if (wanted.endsWith('/*')) return actual.startsWith(wanted.slice(0, -1));
  return actual === wanted;
}

/**
 * Checks a chosen file: its type first (against a list of MIME types, `image/*` wildcards allowed; an empty list
 * accepts any type), then its size (`maxBytes` itself is allowed, one byte more is not).
 */
export function validateFile(file: FileLike, accept: readonly string[], maxBytes: number): FileCheck {
  if (accept.length > 0 && !accept.some((pattern) => matchesMimeType(file.type, pattern))) {
    return { ok: false, reason: 'type' };
  }
  if (file.size > maxBytes) return { ok: false, reason: 'size' };
  return { ok: true };
}

/** Which preview a file type gets, if any. */
export function previewKindOf(type: string): 'image' | 'video' | null {
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  return null;
}

/** A whole percentage between 0 and 100 for a progress bar. */
export function clampProgress(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, Math.round(progress)));
}

const units = ['KB', 'MB', 'GB'] as const;

/** A human file size: "512 B", "12.3 KB", "5 MB" (1 KB = 1024 bytes, like the 5 MB upload limit). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit: (typeof units)[number] = units[0];
  for (const next of units.slice(1)) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${unit}`;
}

/** A short name for a MIME type: "image/jpeg" → "JPEG", "video/*" → "video". */
function shortTypeName(mime: string): string {
  const [kind = '', subtype = ''] = mime.trim().toLowerCase().split('/');
  if (subtype === '*' || subtype === '') return kind;
  return subtype.toUpperCase();
}

/** The short names of the accepted types, once each: ["JPEG", "PNG", "MP4"]. */
export function acceptedTypeNames(accept: readonly string[]): string[] {
  return [...new Set(accept.map(shortTypeName))];
}

/** The default hint under the drop zone: "JPEG, PNG or MP4, up to 5 MB"; "Up to 5 MB" when any type is allowed. */
export function describeAccepted(accept: readonly string[], maxBytes: number): string {
  const names = acceptedTypeNames(accept);
  const size = `up to ${formatFileSize(maxBytes)}`;
  if (names.length === 0) return `Up to ${formatFileSize(maxBytes)}`;
  const last = names.pop() as string;
  return `${names.length > 0 ? `${names.join(', ')} or ${last}` : last}, ${size}`;
}
