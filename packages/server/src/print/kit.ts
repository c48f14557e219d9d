/**
 * The print kit: for each QR link an A6 table card and an A5 poster (or one of them), each with the business's logo
 * and name, the link's label, its QR code drawn as vector modules inside the standard's quiet zone of four modules,
 * and the call to action in English, Chinese and Malay. The text is set in one CJK face, embedded as a subset.
 */
import { randomInt } from 'node:crypto';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { PrintFont } from './font';
import { CALL_TO_ACTION } from './texts';

const MM = 72 / 25.4;
/** Portrait page sizes in points. */
export const PAGE_SIZES = {
  card: [105 * MM, 148 * MM],
  poster: [148 * MM, 210 * MM],
} as const;
export type PrintFormat = keyof typeof PAGE_SIZES | 'both';
export const PRINT_FORMATS: readonly PrintFormat[] = ['card', 'poster', 'both'];

export const QUIET_ZONE_MODULES = 4;

export interface PrintLink {
  fullUrl: string;
  /** What the card calls this link ("Table 5"), else its generated name. */
  label: string | null;
  name: string;
}

export interface PrintBusiness {
  name: string;
  /** The logo as a PNG, or null for none. */
  logoPng: Uint8Array | null;
}

/** The most characters of a name and of a label the kit prints (a longer one ends in "…"). */
export const NAME_MAX = 60;
export const LABEL_MAX = 40;

const INK = rgb(0, 0, 0);
/** Joiners and variation selectors, which only shape the emoji around them. */
const SHAPING = /\u200D|\uFE0E|\uFE0F/gu;

/**
 * `text` as the face can print it: characters it has no glyph for (most emoji) left out, spaces collapsed, at most
 * `most` characters; '' when nothing printable is left.
 */
export function printable(font: PrintFont, text: string, most: number): string {
  const kept = [...text.replace(SHAPING, '')]
    .filter((character) => font.covers(character.codePointAt(0) ?? 0))
    .join('')
    .replace(/\s+/gu, ' ')
    .trim();
  const characters = [...kept];
  return characters.length <= most
    ? kept
    : `${characters
        .slice(0, most - 1)
        .join('')
        .trimEnd()}…`;
}
const MUTED = rgb(0.33, 0.33, 0.33);

/** Six capital letters: a subset font's name starts with a tag like this and a plus (ISO 32000, 9.6.4). */
function subsetTag(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(65 + randomInt(26))).join('');
}

interface Page {
  page: PDFPage;
  font: PDFFont;
  /** Sizes scale with the page: 1 on the card. */
  scale: number;
  width: number;
}

/** Words to break a line between: runs of Latin letters (with what follows them), and each CJK character alone. */
const WORDS = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]|[^\s\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+\s*|\s+/gu;

/** `text` in at most `most` lines of at most `room` wide at `size`, broken between words; null when it does not fit. */
function brokenLines(font: PDFFont, text: string, size: number, room: number, most: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of text.match(WORDS) ?? []) {
    if (line !== '' && font.widthOfTextAtSize((line + word).trimEnd(), size) > room) {
      lines.push(line.trimEnd());
      line = word.trimStart();
    } else line += word;
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  const fits = lines.every((candidate) => font.widthOfTextAtSize(candidate, size) <= room);
  return fits && lines.length <= most ? lines : null;
}

/**
 * How `text` fits a width of `room`: on one line at `preferred` size, else on up to `most` lines at a size down to
 * 70% of it, else on one line shrunk to fit (6 points at least).
 */
export function fitText(font: PDFFont, text: string, preferred: number, room: number, most: number) {
  for (let size = preferred; size >= preferred * 0.7; size *= 0.9) {
    const lines = brokenLines(font, text, size, room, most);
    if (lines) return { lines, size };
  }
  return { lines: [text], size: Math.max(6, (preferred * room) / font.widthOfTextAtSize(text, preferred)) };
}

/**
 * Draws `text` centred with its top at `top` (from the page's top), inside the margins: on one line, else on up to
 * `most` lines, else shrunk onto one; returns the bottom of its last line.
 */
function centred(
  { page, font, scale, width }: Page,
  text: string,
  top: number,
  size: number,
  { color = INK, most = 1 } = {},
): number {
  const { lines, size: fitted } = fitText(font, text, size * scale, width - 2 * 20 * scale, most);
  const height = font.heightAtSize(fitted, { descender: false });
  let lineTop = top;
  for (const line of lines) {
    const lineWidth = font.widthOfTextAtSize(line, fitted);
    page.drawText(line, {
      x: (width - lineWidth) / 2,
      y: page.getHeight() - lineTop - height,
      size: fitted,
      font,
      color,
    });
    lineTop += fitted * 1.25;
  }
  return lineTop;
}

/** The QR code as dark runs of modules on a white square that includes the quiet zone. */
function drawQr(page: PDFPage, url: string, left: number, top: number, side: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const unit = side / (modules.size + 2 * QUIET_ZONE_MODULES);
  const bottom = page.getHeight() - top - side;
  page.drawRectangle({ x: left, y: bottom, width: side, height: side, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      page.drawRectangle({
        x: left + (QUIET_ZONE_MODULES + start) * unit,
        y: bottom + side - (QUIET_ZONE_MODULES + row + 1) * unit,
        width: (column - start) * unit,
        // a hair taller, so that no seam shows between rows when rendered
        height: unit * 1.02,
        color: INK,
      });
    }
  }
}

function drawSheet(target: Page, link: PrintLink, business: PrintBusiness | null, logo: PDFImage | null) {
  const { page, scale, width } = target;
  const height = page.getHeight();
  const margin = 20 * scale;
  let y = margin;
  if (logo) {
    const box = { width: 120 * scale, height: 44 * scale };
    const fit = logo.scaleToFit(box.width, box.height);
    page.drawImage(logo, { x: (width - fit.width) / 2, y: height - y - fit.height, ...fit });
    y += fit.height + 8 * scale;
  }
  if (business && business.name) y = centred(target, business.name, y, 17, { most: 2 });
  y = centred(target, link.label ?? link.name, y + 2 * scale, 12, { color: MUTED });

  const ctaLines = [
    { text: CALL_TO_ACTION.en, size: 13 },
    { text: CALL_TO_ACTION.zh, size: 13 },
    { text: CALL_TO_ACTION.ms, size: 11 },
  ];
  const ctaHeight = ctaLines.reduce((sum, line) => sum + line.size * 1.25 * scale, 0);
  const ctaTop = height - margin - ctaHeight;
  const room = ctaTop - y - 8 * scale;
  const side = Math.min(width * 0.7, room);
  drawQr(page, link.fullUrl, (width - side) / 2, y + (room - side) / 2, side);
  let lineTop = ctaTop;
  for (const line of ctaLines) lineTop = centred(target, line.text, lineTop, line.size);
}

/** The print kit of `links` (one business's, or a vacant link with `business` null) as a PDF. */
export async function printKitPdf(
  printFont: PrintFont,
  business: PrintBusiness | null,
  links: readonly PrintLink[],
  format: PrintFormat,
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(printFont.fontkit);
  document.setTitle(business ? `${business.name}: print kit` : 'Print kit');
  const font = await document.embedFont(printFont.bytes, {
    subset: true,
    customName: `${subsetTag()}+${printFont.postscriptName}`,
  });
  const logo = business?.logoPng ? await document.embedPng(business.logoPng) : null;
  const shown = business ? { ...business, name: printable(printFont, business.name, NAME_MAX) } : null;
  const sizes = format === 'both' ? [PAGE_SIZES.card, PAGE_SIZES.poster] : [PAGE_SIZES[format]];
  for (const link of links) {
    // a label of emoji only is printed as the link's name
    const label = link.label === null ? '' : printable(printFont, link.label, LABEL_MAX);
    const printed = { ...link, label: label === '' ? null : label, name: printable(printFont, link.name, LABEL_MAX) };
    for (const [width, height] of sizes) {
      const page = document.addPage([width, height]);
      drawSheet({ page, font, scale: width / PAGE_SIZES.card[0], width }, printed, shown, logo);
    }
  }
  return document.save();
}
