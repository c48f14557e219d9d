/** The printed code's width in pixels (sharp enough for a table card of 8 cm at 250 dpi). */
const WIDTH = 800;
/** The standard's quiet zone around the code, in modules. */
const QUIET_ZONE_MODULES = 4;
const LABEL_HEIGHT = 96;
const LABEL_FONT = 'bold 44px system-ui, "Noto Sans", "Noto Sans CJK SC", sans-serif';

/**
 * A PNG (as a `data:` URL) of `value`'s QR code ready to print: black on white, the quiet zone of four modules, and
 * `label` (the business's name) centred under it, cut with "…" when wider than the code.
 */
export async function printableQrDataUrl(value: string, label: string, doc: Document = document): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const code = doc.createElement('canvas');
  await QRCode.toCanvas(code, value, {
    errorCorrectionLevel: 'M',
    margin: QUIET_ZONE_MODULES,
    width: WIDTH,
    color: { dark: '#000000', light: '#ffffff' },
  });
  const card = doc.createElement('canvas');
  card.width = code.width;
  card.height = code.height + LABEL_HEIGHT;
  const context = card.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, card.width, card.height);
  context.drawImage(code, 0, 0);
  context.fillStyle = '#000000';
  context.font = LABEL_FONT;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(
    fitted(label, card.width * 0.9, (text) => context.measureText(text).width),
    card.width / 2,
    code.height + LABEL_HEIGHT / 2 - 12,
  );
  return card.toDataURL('image/png');
}

/** `text`, or its longest start that fits `maxWidth` with "…" after it. */
export function fitted(text: string, maxWidth: number, widthOf: (text: string) => number): string {
  if (widthOf(text) <= maxWidth) return text;
  const characters = [...text];
  let end = characters.length;
  while (end > 0 && widthOf(`${characters.slice(0, end).join('')}…`) > maxWidth) end -= 1;
  return `${characters.slice(0, end).join('').trimEnd()}…`;
}

/** A file name for the code of `name`: its letters and digits (any script), dashes between words. */
export function qrFileName(name: string): string {
  const base = name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `qr-${base || 'code'}.png`;
}
