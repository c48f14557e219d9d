/**
 * The QR page's logo: a real-size upload (3000 × 3000, megabytes) is shown as its resized version, 60 KB or less,
 * from this server only (the page's policy allows no other image address).
 */
import { mediaVersionKey, type PublicLinkView } from '@app/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { upload } from './helpers';
import { photo } from './pictures';
import { business, phone, setUpWorld, world } from './public-fixture';

setUpWorld();

const LOGO_LIMIT_BYTES = 60 * 1024;

/** A flat logo as a designer exports it: a coloured disc, a ring and a word, as a PNG at 3000 × 3000. */
function flatLogo(): Promise<Buffer> {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="3000">' +
      '<rect width="100%" height="100%" fill="#fff8ee"/><circle cx="1500" cy="1500" r="1300" fill="#b5462a"/>' +
      '<circle cx="1500" cy="1500" r="1100" fill="none" stroke="#f5deb3" stroke-width="60"/>' +
      '<text x="1500" y="1650" font-size="520" text-anchor="middle" fill="#fff8ee" font-family="sans-serif">KOPI</text>' +
      '</svg>',
  );
  return sharp(svg).png().toBuffer();
}

async function shownLogo(logoBytes: Buffer, name: string) {
  const key = (await upload(world.server.url, world.admin, logoBytes, name)).body.key;
  const owner = await business(world, `Logo ${name}`, key);
  const view = (await phone(world).view(owner.uuid)).body as Extract<PublicLinkView, { status: 'active' }>;
  const page = await phone(world).page(owner.uuid);
  const file = await fetch(view.business.logoUrl!);
  const bytes = Buffer.from(await file.arrayBuffer());
  return { key, view, page, file, bytes };
}

describe("the QR page's logo", () => {
  it('shows a 3000 × 3000 photo-like JPEG of megabytes as its resized version of 60 KB or less', async () => {
    const original = await photo(3000, 3000);
    expect(original.byteLength).toBeGreaterThan(2_000_000);
    const { key, view, page, file, bytes } = await shownLogo(original, 'photo.jpg');
    expect(view.business.logoUrl).toContain(`/_signed/${mediaVersionKey(key, 'thumbnail')}?`);
    // the page's own data names the same small file
    expect(page.text).toContain(view.business.logoUrl!);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(bytes.byteLength).toBeLessThanOrEqual(LOGO_LIMIT_BYTES);
    const meta = await sharp(bytes).metadata();
    // still sharp on a 3x phone screen, where the page shows it 72 px wide
    expect([meta.width, meta.height]).toEqual([320, 320]);
  }, 120_000);

  it('shows a flat 3000 × 3000 PNG logo small too', async () => {
    const { bytes } = await shownLogo(await flatLogo(), 'flat.png');
    expect(bytes.byteLength).toBeLessThanOrEqual(LOGO_LIMIT_BYTES);
    expect((await sharp(bytes).metadata()).width).toBe(320);
  }, 120_000);

  it("allows no third party's image address on the page", async () => {
    const owner = await business(world, 'Policy');
    const csp = (await phone(world).page(owner.uuid)).headers.get('content-security-policy')!;
    const images = /img-src ([^;]*)/.exec(csp)![1]!.split(' ');
    expect(images).toEqual(["'self'", new URL(world.server.url).origin, 'data:', 'blob:']);
  });
});
