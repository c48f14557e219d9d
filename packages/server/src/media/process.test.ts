import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_CONCURRENCY, limitImageWork, processImage, SMALL_IMAGE_PIXELS } from './process';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A noisy JPEG of width × height (noise keeps the encoders busy, as a real photo does). */
async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

afterEach(() => limitImageWork(DEFAULT_MEDIA_CONCURRENCY));

describe('image work queues', () => {
  it('works on each image with one libvips thread, so the images at once use at most that many cores', () => {
    expect(sharp.concurrency()).toBe(1);
  });

  it('works on a small image at once, not after the photos queued before it', async () => {
    limitImageWork(1);
    const photo = await noisyJpeg(1800, 1200);
    expect(1800 * 1200).toBeGreaterThan(SMALL_IMAGE_PIXELS);
    const done: string[] = [];
    // each photo gets its own copy: the image work cuts the original out of the bytes it is given
    const photos = Array.from({ length: 5 }, (_, i) =>
      processImage(Buffer.from(photo), 'jpeg').then(() => done.push(`photo ${i}`)),
    );
    const small = processImage(Buffer.from(PNG_1X1), 'png').then((image) => {
      done.push('small');
      return image;
    });
    await Promise.all([...photos, small]);
    // one queue for everything put the small image after all five photos
    expect(done.indexOf('small')).toBeLessThan(3);
    const image = await small;
    expect(image.versions.map((version) => [version.name, version.width, version.height])).toEqual([
      ['thumbnail', 1, 1],
      ['display', 1, 1],
      ['share', 1, 1],
    ]);
  }, 60_000);

  it('makes the versions of a photo from one decode and of a small image straight from it, the same sizes', async () => {
    const photo = await processImage(await noisyJpeg(2400, 1800), 'jpeg');
    expect(photo.versions.map((version) => [version.width, version.height])).toEqual([
      [320, 240],
      [1280, 960],
      [2400, 1800],
    ]);
    const small = await processImage(await noisyJpeg(1600, 1200), 'jpeg');
    expect(small.versions.map((version) => [version.width, version.height])).toEqual([
      [320, 240],
      [1280, 960],
      [1600, 1200],
    ]);
    // the share version is a JPEG without metadata (what phones share to apps and save to Photos)
    const share = await sharp(photo.versions[2]!.bytes).metadata();
    expect([share.format, share.exif]).toEqual(['jpeg', undefined]);
    expect((await sharp(small.versions[0]!.bytes).metadata()).format).toBe('webp');
  }, 60_000);

  it('encodes an image no wider than a thumbnail once for both versions, at the display quality', async () => {
    const logo = await noisyJpeg(200, 120);
    const image = await processImage(Buffer.from(logo), 'jpeg');
    const [thumbnail, display] = image.versions;
    expect([thumbnail!.width, thumbnail!.height, display!.width, display!.height]).toEqual([200, 120, 200, 120]);
    expect(thumbnail!.bytes).toBe(display!.bytes);
    const alone = await sharp(logo).webp({ quality: 80, effort: 2 }).toBuffer();
    expect(Buffer.compare(Buffer.from(display!.bytes), alone)).toBe(0);
  }, 60_000);
});
