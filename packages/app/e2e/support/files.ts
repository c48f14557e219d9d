import QRCode from 'qrcode';

/** A small, real PNG image (a QR code of the text), as a browser file-chooser payload. */
export async function pngFile(name: string, text = name): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await QRCode.toBuffer(text, { type: 'png', width: 96, margin: 1 });
  return { name, mimeType: 'image/png', buffer };
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
