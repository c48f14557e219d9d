/**
 * Removes metadata from a JPEG or PNG without re-encoding it (lossless and fast): EXIF, XMP, IPTC, comments, text
 * chunks and anything after the image's end (phones append further pictures there, with their own EXIF). The
 * colour profile stays. Answers null when the structure is not what it should be; the caller then re-encodes.
 * `inPlace`: the kept segments are moved to the front of `bytes` itself and a view of them answered (a photo's
 * megabytes are not copied into fresh memory); `bytes` is changed only when the answer is not null.
 */

/** The parts (views of `bytes`, in order) joined: into new memory, or moved to the front of `bytes`. */
function join(bytes: Uint8Array, parts: Uint8Array[], inPlace: boolean): Uint8Array {
  if (!inPlace) return Buffer.concat(parts);
  let length = 0;
  for (const part of parts) {
    const from = part.byteOffset - bytes.byteOffset;
    if (from !== length) bytes.copyWithin(length, from, from + part.byteLength);
    length += part.byteLength;
  }
  return bytes.subarray(0, length);
}

const JPEG_KEEP_APP = (marker: number, segment: Uint8Array): boolean =>
  marker === 0xe0 || // APP0 JFIF
  marker === 0xee || // APP14 Adobe (colour transform)
  (marker === 0xe2 && ascii(segment, 0, 12) === 'ICC_PROFILE\0');

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** The position after the entropy-coded data that starts at `from` (the next marker that is not data). */
function skipScan(bytes: Uint8Array, from: number): number {
  let at = from;
  while (at + 1 < bytes.length) {
    // jump from 0xFF to 0xFF natively: a photo's megabytes of scan data are not walked byte by byte in JavaScript
    at = bytes.indexOf(0xff, at);
    if (at < 0 || at + 1 >= bytes.length) return -1;
    const next = bytes[at + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
      at += next === 0xff ? 1 : 2;
      continue;
    }
    return at;
  }
  return -1;
}

export function stripJpeg(bytes: Uint8Array, inPlace = false): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) {
      parts.push(bytes.subarray(at, at + 2));
      return join(bytes, parts, inPlace);
    }
    if (at + 4 > bytes.length) return null;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) return null;
    const end = at + 2 + length;
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const keep = isApp ? JPEG_KEEP_APP(marker, bytes.subarray(at + 4, end)) : marker !== 0xfe;
    if (marker === 0xda) {
      const scanEnd = skipScan(bytes, end);
      if (scanEnd < 0) return null;
      parts.push(bytes.subarray(at, scanEnd));
      at = scanEnd;
      continue;
    }
    if (keep) parts.push(bytes.subarray(at, end));
    at = end;
  }
  return null;
}

const PNG_DROP = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

export function stripPng(bytes: Uint8Array, inPlace = false): Uint8Array | null {
  if (bytes.length < 8) return null;
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    if (!PNG_DROP.has(type)) parts.push(bytes.subarray(at, end));
    if (type === 'IEND') return join(bytes, parts, inPlace);
    at = end;
  }
  return null;
}
