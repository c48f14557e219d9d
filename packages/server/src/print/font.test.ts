import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_FONT_FACE, DEFAULT_PRINT_FONT_PATH, PrintFontError, printFont } from './font';

describe("the print kit's font", () => {
  it('says which file is missing and how to provide it', async () => {
    const settings = { path: '/nowhere/NotoSansCJK-Regular.ttc', face: DEFAULT_PRINT_FONT_FACE };
    const failure = printFont(settings);
    await expect(failure).rejects.toBeInstanceOf(PrintFontError);
    await expect(failure).rejects.toThrow(
      /\/nowhere\/NotoSansCJK-Regular\.ttc .*no such file.*fonts-noto-cjk.*PRINT_FONT_PATH/,
    );
  });

  it('refuses a file that is not a font, and a face the collection does not hold', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'print-font-'));
    try {
      const notAFont = join(folder, 'font.ttc');
      await writeFile(notAFont, 'not a font at all');
      await expect(printFont({ path: notAFont, face: DEFAULT_PRINT_FONT_FACE })).rejects.toThrow(/not a font/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    await expect(printFont({ path: DEFAULT_PRINT_FONT_PATH, face: 'NoSuchFace-Regular' })).rejects.toThrow(
      /no face of that name/,
    );
  });

  it("picks the Simplified Chinese face out of Debian's collection", async () => {
    const font = await printFont({ path: DEFAULT_PRINT_FONT_PATH, face: DEFAULT_PRINT_FONT_FACE });
    expect(font.postscriptName).toBe('NotoSansCJKsc-Regular');
  });
});
