/**
 * A post of the built-in generator while it is written: paragraphs of parts, each part with how readily it may be
 * dropped, and hashtags. `fit` renders it within the platform's limits by dropping the most dispensable parts first
 * (a second moment before the details, the details before the offer, never the opening or the call to action).
 */
import {
  countCharacters,
  countWords,
  cutToCharacters,
  cutToWords,
  exceedsCharacters,
  type PlatformLimits,
} from '@app/contract';
import type { LanguageCore } from './banks/types';
import { CLOSE, OPEN } from './brief';
import { tidy } from './text';

/** Drop order: the highest first; 0 is never dropped. */
export const KEEP = 0;
export const DROP = { location: 2, promotion: 3, benefits: 4, audience: 6, tag: 6, signoff: 7, details: 8, moment: 9 };

export interface Part {
  text: string;
  drop: number;
  /** On its own line (a list item, a pinned location). */
  block?: boolean;
}

export interface Paragraph {
  /** The emoji it starts with, if any. */
  lead?: string;
  parts: Part[];
  /** Every part on its own line (Instagram). */
  lines?: boolean;
}

export interface Draft {
  paragraphs: Paragraph[];
  /** Hashtags without "#"; the first `minTags` are kept. */
  tags: string[];
  minTags: number;
}

const LEADING_EMOJI = /^(\p{Extended_Pictographic}|\p{Regional_Indicator})/u;

export const part = (text: string, drop: number, block = false): Part => ({ text, drop, ...(block ? { block } : {}) });

/** Chinese typography: a space where template text meets a Latin word of a field; then drops the field markers. */
function finishText(text: string): string {
  return text
    .replace(new RegExp(`(\\p{Script=Han})${OPEN}(?=[A-Za-z])`, 'gu'), '$1 ')
    .replace(new RegExp(`(?<=[A-Za-z0-9])${CLOSE}(\\p{Script=Han})`, 'gu'), ' $1')
    .replace(new RegExp(`[${OPEN}${CLOSE}]`, 'g'), '');
}

export function finish(text: string): string {
  return tidy(finishText(text));
}

function renderParagraph(paragraph: Paragraph, bank: LanguageCore): string {
  let out = '';
  let previous: Part | undefined;
  for (const p of paragraph.parts) {
    if (!previous) out = p.text;
    else out += paragraph.lines || p.block || previous.block ? `\n${p.text}` : `${bank.sentenceJoiner}${p.text}`;
    previous = p;
  }
  if (paragraph.lead && out && !LEADING_EMOJI.test(out)) out = `${paragraph.lead}${bank.emojiSpace}${out}`;
  return out;
}

function renderBody(draft: Draft, bank: LanguageCore): string {
  return finish(
    draft.paragraphs
      .map((p) => renderParagraph(p, bank))
      .filter((text) => text !== '')
      .join('\n\n'),
  );
}

const tagLine = (tags: readonly string[]): string => tags.map((tag) => `#${tag}`).join(' ');

function render(draft: Draft, bank: LanguageCore): string {
  const tags = tagLine(draft.tags);
  return [renderBody(draft, bank), tags].filter((text) => text !== '').join('\n\n');
}

function over(content: string, limits: PlatformLimits): boolean {
  return exceedsCharacters(content, limits.text) || (!!limits.words && countWords(content) > limits.words.max);
}

/**
 * Drops the most dispensable part (or a hashtag beyond the minimum) and answers how to put it back, or undefined
 * when nothing may go.
 */
function dropOne(draft: Draft): (() => void) | undefined {
  let best: { paragraph: Paragraph; index: number; drop: number } | undefined;
  for (const paragraph of draft.paragraphs) {
    paragraph.parts.forEach((p, index) => {
      if (p.drop > KEEP && (!best || p.drop >= best.drop)) best = { paragraph, index, drop: p.drop };
    });
  }
  if (draft.tags.length > draft.minTags && (!best || DROP.tag >= best.drop)) {
    const tag = draft.tags.pop() ?? '';
    return () => draft.tags.push(tag);
  }
  if (!best) return undefined;
  const { paragraph, index } = best;
  const [removed] = paragraph.parts.splice(index, 1);
  return () => {
    if (removed) paragraph.parts.splice(index, 0, { ...removed, drop: KEEP });
  };
}

/**
 * The post's text within the platform's limits: parts dropped as needed (never below the least words a review needs:
 * a part whose loss would take it there is kept), and cut only if even the rest is too long.
 */
export function fit(draft: Draft, bank: LanguageCore, limits: PlatformLimits): string {
  let content = render(draft, bank);
  while (over(content, limits)) {
    const undo = dropOne(draft);
    if (!undo) break;
    const next = render(draft, bank);
    if (limits.words && countWords(next) < limits.words.min) undo();
    else content = next;
  }
  draft.paragraphs = draft.paragraphs.filter((p) => p.parts.length > 0);
  content = render(draft, bank);
  if (!over(content, limits)) return content;
  const tags = tagLine(draft.tags);
  const room = limits.text - (tags ? countCharacters(tags) + 2 : 0);
  let body = cutToCharacters(renderBody(draft, bank), Math.max(1, room));
  if (limits.words) body = cutToWords(body, limits.words.max);
  return [body, tags].filter((text) => text !== '').join('\n\n');
}

/** How long a draft is in words once rendered (Google reviews grow to their minimum). */
export function wordsOf(draft: Draft, bank: LanguageCore): number {
  return countWords(render(draft, bank));
}
