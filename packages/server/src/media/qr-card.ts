/**
 * A QR code ready to print: the standard's quiet zone of four modules around it, and the link's name printed under
 * it so that a stack of printed codes can be told apart.
 */
import QRCode from 'qrcode';
import sharp from 'sharp';

const WIDTH = 400;
const LABEL_HEIGHT = 56;
const QUIET_ZONE_MODULES = 4;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);

/** A PNG of `url`'s QR code, 400 px wide, with `name` under it. */
export async function printableQrPng(url: string, name: string): Promise<Buffer> {
  const code = await QRCode.toBuffer(url, { type: 'png', width: WIDTH, margin: QUIET_ZONE_MODULES });
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${LABEL_HEIGHT}">` +
      `<text x="50%" y="22" text-anchor="middle" font-family="sans-serif" font-size="26" fill="#000">${escapeXml(name)}</text>` +
      '</svg>',
  );
  return sharp(code)
    .extend({ bottom: LABEL_HEIGHT, background: '#ffffff' })
    .composite([{ input: label, gravity: 'south' }])
    .png()
    .toBuffer();
}
