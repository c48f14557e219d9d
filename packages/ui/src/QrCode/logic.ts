/** The URL to encode, or null when there is nothing to show (null, undefined, empty or blank). */
export function normalizeQrValue(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export interface QrColors {
  dark: string;
  light: string;
}

/**
 * Renders `value` as a QR code SVG, entirely on this machine, and returns it as a `data:` URL for an `<img>`.
 * SVG keeps the modules crisp at any display size. The encoder's code loads with the first code drawn, so that a page
 * shows its first screen without waiting for it.
 */
export async function renderQrDataUrl(value: string, colors: QrColors): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(value, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: colors.dark, light: colors.light },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
