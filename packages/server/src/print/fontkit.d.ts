/** The parts of fontkit 2 the print kit uses (the package ships no types). */
declare module 'fontkit' {
  export interface FontkitGlyph {
    readonly id: number;
  }

  export interface FontkitSubset {
    includeGlyph(glyph: number | FontkitGlyph): number;
    /** The subset as a font file. */
    encode(): Uint8Array;
    /** Set for a CFF (OpenType) font. */
    readonly cff?: unknown;
  }

  export interface FontkitFont {
    readonly postscriptName: string;
    createSubset(): FontkitSubset;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }

  export interface FontkitCollection {
    readonly type: string;
    readonly fonts: FontkitFont[];
  }

  /** A font or a collection; with `postscriptName`, the collection's face of that name (null when it has none). */
  export function create(buffer: Uint8Array, postscriptName?: string): FontkitFont | FontkitCollection | null;
}
