/**
 * The print kit's typeface: one face of a Noto CJK font (Simplified Chinese by default, with Latin), embedded in
 * each PDF as a subset of the glyphs it shows.
 *
 * pdf-lib is given upstream fontkit 2 rather than its own fork (@pdf-lib/fontkit 1.1): the fork writes a CID-keyed
 * CFF subset (Noto Sans CJK, Source Han) with a header offSize that is out of range, and FreeType and poppler then
 * refuse the whole font, so the text prints blank. fontkit 2 also picks a face out of a collection (.ttc) by name.
 */
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';
import type { FontkitFont, FontkitGlyph } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

/** What pdf-lib asks of a fontkit (its types are not exported). */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;
type Subset = ReturnType<Font['createSubset']>;

/** Debian's fonts-noto-cjk: a collection of OpenType (CFF) faces. */
export const DEFAULT_PRINT_FONT_PATH = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
export const DEFAULT_PRINT_FONT_FACE = 'NotoSansCJKsc-Regular';

export interface PrintFontSettings {
  /** A .ttc, .otf or .ttf file. */
  path: string;
  /** The face's PostScript name in a collection (a single font is used as it is). */
  face: string;
}

/** The print kit's font file is missing or is not a font: says which variable sets it. */
export class PrintFontError extends Error {
  constructor(settings: PrintFontSettings, reason: string) {
    super(
      `The print kit's font ${settings.path} (face ${settings.face}) cannot be used: ${reason}. ` +
        'Install fonts-noto-cjk, or set PRINT_FONT_PATH (and PRINT_FONT_FACE for a .ttc) to a Noto CJK font.',
    );
    this.name = 'PrintFontError';
  }
}

export interface PrintFont {
  /** The file's bytes (pdf-lib wants them; the face is read from the same file). */
  bytes: Uint8Array;
  /** Hands pdf-lib this face, with subsets it can write. */
  fontkit: Fontkit;
  /** The face's PostScript name (the embedded font's name after its subset tag). */
  postscriptName: string;
  /** Whether the face has a glyph for the character (emoji it has not are left out of the kit). */
  covers(codePoint: number): boolean;
}

/** pdf-lib reads a subset as a stream of bytes (fontkit 1); fontkit 2 encodes it at once. */
function forPdfLib(face: FontkitFont): Font {
  return new Proxy(face, {
    get(target, property) {
      if (property === 'createSubset') {
        return (): Subset => {
          const subset = target.createSubset();
          const adapted = {
            includeGlyph: (glyph: FontkitGlyph | number) => subset.includeGlyph(glyph),
            encodeStream: () => Readable.from([subset.encode()]),
            get cff() {
              return subset.cff;
            },
          };
          return adapted;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as unknown as Font;
}

async function loadFont(settings: PrintFontSettings): Promise<PrintFont> {
  let bytes: Buffer;
  try {
    bytes = await readFile(settings.path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PrintFontError(settings, code === 'ENOENT' ? 'no such file' : String(code ?? error));
  }
  let face: FontkitFont | null;
  try {
    const opened = fontkit.create(bytes);
    face = opened && 'fonts' in opened ? (fontkit.create(bytes, settings.face) as FontkitFont | null) : opened;
  } catch (error) {
    throw new PrintFontError(settings, `not a font (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!face) throw new PrintFontError(settings, 'the collection has no face of that name');
  const font = forPdfLib(face);
  return {
    bytes,
    fontkit: { create: () => font },
    postscriptName: face.postscriptName,
    covers: (codePoint) => face.hasGlyphForCodePoint(codePoint),
  };
}

const loaded = new Map<string, Promise<PrintFont>>();

/** The font, read once per file and face (a failed read is tried again next time). */
export function printFont(settings: PrintFontSettings): Promise<PrintFont> {
  const key = `${settings.path}\u0000${settings.face}`;
  let font = loaded.get(key);
  if (!font) {
    font = loadFont(settings);
    loaded.set(key, font);
    font.catch(() => loaded.delete(key));
  }
  return font;
}
