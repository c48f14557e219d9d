import { PDFDocument, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_FONT_FACE, DEFAULT_PRINT_FONT_PATH, printFont } from './font';
import { fitText, LABEL_MAX, NAME_MAX, printable } from './kit';

let font: PDFFont;

beforeAll(async () => {
  const printed = await printFont({ path: DEFAULT_PRINT_FONT_PATH, face: DEFAULT_PRINT_FONT_FACE });
  const document = await PDFDocument.create();
  document.registerFontkit(printed.fontkit);
  font = await document.embedFont(printed.bytes, { subset: true });
});

const ROOM = 257;
const widest = (fit: ReturnType<typeof fitText>) =>
  Math.max(...fit.lines.map((line) => font.widthOfTextAtSize(line, fit.size)));

describe("a business's name on the card", () => {
  it('stays on one line at its size when it fits', () => {
    expect(fitText(font, 'Kedai Kopi', 17, ROOM, 2)).toEqual({ lines: ['Kedai Kopi'], size: 17 });
  });

  it('breaks a long name between words, Chinese and Latin, rather than shrinking it out of sight', () => {
    const name = '吉隆坡老字号海南鸡饭与咖啡店 Restoran Nasi Ayam Hainan Kuala Lumpur Sdn Bhd';
    const fit = fitText(font, name, 17, ROOM, 2);
    expect(fit.lines).toHaveLength(2);
    expect(fit.size).toBeGreaterThanOrEqual(17 * 0.7);
    expect(widest(fit)).toBeLessThanOrEqual(ROOM);
    expect(fit.lines.join(' ')).toBe(name);
    const chinese = '吉隆坡老字号海南鸡饭与咖啡店吉隆坡老字号海南鸡饭与咖啡店';
    const broken = fitText(font, chinese, 17, ROOM, 2);
    expect(broken.lines).toHaveLength(2);
    expect(broken.lines.join('')).toBe(chinese);
  });

  it('shrinks what cannot be broken onto the lines allowed, still inside the margins', () => {
    const fit = fitText(font, 'Supercalifragilisticexpialidocious-Restaurant-Group', 17, ROOM, 2);
    expect(fit.lines).toHaveLength(1);
    expect(fit.size).toBeLessThan(17);
    expect(widest(fit)).toBeLessThanOrEqual(ROOM + 0.01);
  });
});

describe('what the kit prints of a name or a label', () => {
  let printed: Awaited<ReturnType<typeof printFont>>;
  beforeAll(async () => {
    printed = await printFont({ path: DEFAULT_PRINT_FONT_PATH, face: DEFAULT_PRINT_FONT_FACE });
  });

  it('leaves out emoji the face has no glyph for, and keeps the words readable', () => {
    expect(printable(printed, 'Table 5 🍜🔥', LABEL_MAX)).toBe('Table 5');
    expect(printable(printed, '👨‍👩‍👧 Family corner ☕️', LABEL_MAX)).toBe('Family corner');
    expect(printable(printed, '🍜🍜', LABEL_MAX)).toBe('');
    expect(printable(printed, '靠窗 5 号桌', LABEL_MAX)).toBe('靠窗 5 号桌');
  });

  it('caps a long name for print, ending it in an ellipsis', () => {
    const name = '海南鸡饭'.repeat(50);
    const shown = printable(printed, name, NAME_MAX);
    expect([...shown]).toHaveLength(NAME_MAX);
    expect(shown.endsWith('…')).toBe(true);
    expect(printable(printed, 'Kopi Corner', NAME_MAX)).toBe('Kopi Corner');
  });
});
