/**
 * A post of the built-in writer while it is written: paragraphs of lines, each line with how readily it may be
 * dropped, and hashtags. `fit` renders it within the platform's limits by dropping the most dispensable lines first
 * (a garnish, then the details, the audience, the benefits, the offer, the area), never the template's own lines.
 */
import {
  countCharacters,
  countWords,
  cutToCharacters,
  cutToWords,
  exceedsCharacters,
  type PlatformLimits,
} from '@app/contract';
import { tidy } from './text';
import { unmark, type Writing } from './writing';

/** Drop order: the highest first; 0 is never dropped. */
export const KEEP = 0;
export const DROP = { area: 2, promotion: 3, benefits: 4, benefit: 4, audience: 6, tag: 6, details: 8, garnish: 10 };

export interface Part {
  text: string;
  drop: number;
}

export interface Paragraph {
  parts: Part[];
  /** Every part on its own line (Instagram, TikTok). */
  lines?: boolean;
}

export interface Draft {
  paragraphs: Paragraph[];
  /** Hashtags without "#"; the first `minTags` are kept. */
  tags: string[];
  minTags: number;
}

export function finish(text: string): string {
  return tidy(unmark(text));
}

function renderParagraph(paragraph: Paragraph, writing: Writing): string {
  return paragraph.parts.map((p) => p.text).join(paragraph.lines ? '\n' : writing.joiner);
}

function renderBody(draft: Draft, writing: Writing): string {
  return finish(
    draft.paragraphs
      .map((p) => renderParagraph(p, writing))
      .filter((text) => text !== '')
      .join('\n\n'),
  );
}

const tagLine = (tags: readonly string[]): string => tags.map((tag) => `#${tag}`).join(' ');

function render(draft: Draft, writing: Writing): string {
  const tags = tagLine(draft.tags);
  return [renderBody(draft, writing), tags].filter((text) => text !== '').join('\n\n');
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
export function fit(draft: Draft, writing: Writing, limits: PlatformLimits): string {
  let content = render(draft, writing);
  while (over(content, limits)) {
    const undo = dropOne(draft);
    if (!undo) break;
    const next = render(draft, writing);
    if (limits.words && countWords(next) < limits.words.min) undo();
    else content = next;
  }
  draft.paragraphs = draft.paragraphs.filter((p) => p.parts.length > 0);
  content = render(draft, writing);
  if (!over(content, limits)) return content;
  const tags = tagLine(draft.tags);
  const room = limits.text - (tags ? countCharacters(tags) + 2 : 0);
  let body = cutToCharacters(renderBody(draft, writing), Math.max(1, room));
  if (limits.words) body = cutToWords(body, limits.words.max);
  return [body, tags].filter((text) => text !== '').join('\n\n');
}
