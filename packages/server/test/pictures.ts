/** Test pictures made with sharp at test time (nothing large is committed). */
import sharp from 'sharp';

/** A photo-like JPEG: smooth colour with grain, about 3–4 MB at 3000×2250. */
export async function photo(width = 3000, height = 2250, options: { quality?: number } = {}): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#d2691e"/><stop offset="0.5" stop-color="#4682b4"/><stop offset="1" stop-color="#2e8b57"/>' +
      '</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>' +
      `<circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#f5deb3"/></svg>`,
  );
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: options.quality ?? 92 })
    .toBuffer();
}

/** A small JPEG carrying EXIF (camera serial, GPS position) and an orientation, and a Display P3 colour profile. */
export async function jpegWithExif(orientation: number, width = 60, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c04020' } })
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Artist: 'SECRET-OWNER' },
      IFD2: { BodySerialNumber: 'SERIAL-123456' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '3/1 8/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '101/1 41/1 0/1' },
    })
    .withMetadata({ orientation })
    .jpeg({ quality: 90 })
    .toBuffer();
}
