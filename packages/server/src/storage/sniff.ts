/** File types read from the bytes, not the name: JPEG, PNG and MP4 (an ISO-BMFF `ftyp` box of an MP4 brand). */
export interface SniffedType {
  mime: 'image/jpeg' | 'image/png' | 'video/mp4';
  ext: 'jpg' | 'png' | 'mp4';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'M4V ',
  'M4VP',
  'mmp4',
  'MSNV',
  'f4v ',
]);

/** Still-image HEIF/AVIF files also use `ftyp`; their major brand rules them out. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis', 'qt  ']);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length >= 3 && startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (bytes.length >= 8 && startsWith(bytes, PNG_SIGNATURE)) return { mime: 'image/png', ext: 'png' };
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') {
    const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
    if (boxSize < 16 && boxSize !== 0 && boxSize !== 1 && boxSize !== 12) return null;
    const major = ascii(bytes, 8, 4);
    if (IMAGE_BRANDS.has(major)) return null;
    const brands = [major];
    const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 12);
    for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4));
    if (brands.some((brand) => MP4_BRANDS.has(brand))) return { mime: 'video/mp4', ext: 'mp4' };
  }
  return null;
}
