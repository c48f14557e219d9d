import { describe, expect, it } from 'vitest';
import { normalizeQrValue, renderQrDataUrl } from './logic';

describe('normalizeQrValue', () => {
  it('treats null, undefined, empty and blank as "no QR code"', () => {
    expect(normalizeQrValue(null)).toBeNull();
    expect(normalizeQrValue(undefined)).toBeNull();
    expect(normalizeQrValue('')).toBeNull();
    expect(normalizeQrValue('   ')).toBeNull();
  });

  it('keeps a URL, trimmed', () => {
    expect(normalizeQrValue(' https://example.com/q/abc ')).toBe('https://example.com/q/abc');
  });
});

describe('renderQrDataUrl', () => {
  it('renders an SVG data URL locally with the given colours', async () => {
    const url = await renderQrDataUrl('https://example.com/q/abc', { dark: '#1f2430', light: '#ffffff' });
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toContain('<svg');
    expect(svg).toContain('#1f2430');
    expect(svg).toContain('#ffffff');
  });

  it('encodes different URLs differently', async () => {
    const colors = { dark: '#000000', light: '#ffffff' };
    const a = await renderQrDataUrl('https://example.com/a', colors);
    const b = await renderQrDataUrl('https://example.com/b', colors);
    expect(a).not.toBe(b);
  });
});
