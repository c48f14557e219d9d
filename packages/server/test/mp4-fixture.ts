/**
 * A small MP4 carrying a phone's location: a `©xyz` in the movie's `udta`, Apple's location key in a `meta`, and a
 * track's own `udta`; and the same file as it must be stored, those boxes blanked as `free` boxes of equal size.
 */

/** A box: its 32-bit size, its type, its payload. */
function box(type: string, ...payload: (Buffer | string)[]): Buffer {
  const body = Buffer.concat(payload.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)));
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.byteLength);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A `free` box of the same size as `original`, all zeros inside. */
const blank = (original: Buffer) => {
  const free = Buffer.alloc(original.byteLength);
  free.writeUInt32BE(original.byteLength);
  free.write('free', 4, 'latin1');
  return free;
};

const ftyp = box('ftyp', 'isom', Buffer.from([0, 0, 2, 0]), 'isomiso2mp41');
const mvhd = box('mvhd', Buffer.alloc(100));
const tkhd = box('tkhd', Buffer.alloc(84));
const trackUdta = box('udta', box('©nam', Buffer.alloc(4), 'holiday clip'));
const location = box(
  'udta',
  box('©xyz', Buffer.from([0x00, 0x12, 0x15, 0xc7]), '+03.1390+101.6869/'),
  box('©day', Buffer.alloc(4), '2026-11-27'),
);
const meta = box(
  'meta',
  Buffer.alloc(4),
  box('hdlr', Buffer.alloc(8), 'mdta', Buffer.alloc(13)),
  box('keys', Buffer.alloc(4), Buffer.from([0, 0, 0, 1]), box('mdta', 'com.apple.quicktime.location.ISO6709')),
  box('ilst', box('\0\0\0\x01', box('data', Buffer.alloc(8), '+03.1390+101.6869+012.000/'))),
);
const mdat = box('mdat', Buffer.alloc(256, 0x5a));

const build = (parts: { trackUdta: Buffer; location: Buffer; meta: Buffer }) =>
  Buffer.concat([ftyp, box('moov', mvhd, box('trak', tkhd, parts.trackUdta), parts.location, parts.meta), mdat]);

export const locatedMp4 = () => build({ trackUdta, location, meta });

export const blankedMp4 = () => build({ trackUdta: blank(trackUdta), location: blank(location), meta: blank(meta) });
