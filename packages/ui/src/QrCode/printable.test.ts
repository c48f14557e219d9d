import { describe, expect, it } from 'vitest';
import { fitted, qrFileName } from './printable';

describe('qrFileName', () => {
  it('keeps letters and digits of any script, dashes between words', () => {
    expect(qrFileName('Kopi Kita Café')).toBe('qr-Kopi-Kita-Café.png');
    expect(qrFileName('月光 茶室 (SS2)')).toBe('qr-月光-茶室-SS2.png');
  });

  it('never gives an empty or unsafe name', () => {
    expect(qrFileName('../../etc')).toBe('qr-etc.png');
    expect(qrFileName('  ***  ')).toBe('qr-code.png');
  });
});

describe('fitted', () => {
  // one unit per character
  const widthOf = (text: string) => [...text].length;

  it('keeps a label that fits', () => {
    expect(fitted('Kopi Kita', 9, widthOf)).toBe('Kopi Kita');
  });

  it('cuts a long label with an ellipsis, whole characters only', () => {
    expect(fitted('Kopi Kita Bangsar', 10, widthOf)).toBe('Kopi Kita…');
    expect(fitted('月光茶室月光茶室', 5, widthOf)).toBe('月光茶室…');
  });
});
