import { readFileSync } from 'node:fs';
import QRCode from 'qrcode';

/** A small, real PNG image (a QR code of the text), as a browser file-chooser payload. */
export async function pngFile(name: string, text = name): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await QRCode.toBuffer(text, { type: 'png', width: 96, margin: 1 });
  return { name, mimeType: 'image/png', buffer };
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The committed phone photo: 3000×2250, a JPEG of 1.2 MB (grain over shapes, as a camera's detail). */
export const PHONE_PHOTO = { width: 3000, height: 2250, file: new URL('../fixtures/phone-photo.jpg', import.meta.url) };

/** The phone photo under a camera's file name, as a browser file-chooser payload. */
export function phonePhoto(name: string): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'image/jpeg', buffer: readFileSync(PHONE_PHOTO.file) };
}
