/**
 * Removes location and user metadata from an MP4 (or MOV) without moving a byte: every `udta` box (user data:
 * `©xyz` location, `©day`, `©nam`, `©too`, `©mak`/`©mod`, …) and every `meta` box (iTunes-style and Apple
 * `mdta` keys such as `com.apple.quicktime.location.ISO6709`) becomes a `free` box of the same size whose contents
 * are zeros. The sample tables' offsets into `mdat` stay right, so the video plays as before. The boxes are found in
 * the file's top level and in the containers that may hold them (`moov`, `trak`, `mdia`, `minf`); a box whose size
 * does not fit ends the walk of its level (what was found so far is still blanked).
 */

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf']);
const BLANKED = new Set(['udta', 'meta']);
const FREE = [0x66, 0x72, 0x65, 0x65]; // "free"

function typeAt(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

/** Blanks the boxes of `bytes` from `start` to `end`; answers how many it blanked. */
function blankLevel(bytes: Uint8Array, start: number, end: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let blanked = 0;
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      const large = view.getBigUint64(at + 8);
      if (large > BigInt(end - at)) break;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) break;
    const type = typeAt(bytes, at + 4);
    if (BLANKED.has(type)) {
      bytes.set(FREE, at + 4);
      bytes.fill(0, at + header, at + size);
      blanked += 1;
    } else if (CONTAINERS.has(type)) {
      blanked += blankLevel(bytes, at + header, at + size);
    }
    at += size;
  }
  return blanked;
}

/** Blanks the `udta` and `meta` boxes of an MP4 in place (see above); answers how many boxes were blanked. */
export function blankMp4Metadata(bytes: Uint8Array): number {
  return blankLevel(bytes, 0, bytes.byteLength);
}
