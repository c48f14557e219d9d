/**
 * Markdown in a model's post. What a plain rewrite keeps the meaning of is cleaned (bold, italics, inline code,
 * headings, rules); what lays the post out as a document is refused as `format`: lists (numbered or bulleted),
 * blockquotes, tables, code blocks and links. Hashtags ("#tag", no space) are not headings.
 */

// "1. ", "2) ", and the emoji forms models use for the same list: keycaps (1️⃣) and circled digits (①)
const NUMBERED = /^\s*(?:\d{1,2}[.)]\s+|[0-9]\uFE0F?\u20E3\s*|[\u2460-\u2473\u2776-\u277F]\s*)\S/u;
const BULLETED = /^\s*[-*+]\s+\S/u;
const QUOTE = /^\s*>/u;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/u;
const TABLE_ROW = /^\s*\|.*\|.*\|\s*$/u;
const LINK = /!?\[[^\]\n]+\]\([^)\s]+\)/u;
const FENCE = /```/u;

/** The markdown forms a post may not carry, named for the model (none: []). */
export function markdownProblems(text: string): string[] {
  const lines = text.split('\n');
  const count = (pattern: RegExp): number => lines.filter((line) => pattern.test(line)).length;
  const found: string[] = [];
  if (count(NUMBERED) >= 2) found.push('a numbered list');
  if (count(BULLETED) >= 2) found.push('a bulleted list');
  if (count(QUOTE) >= 1) found.push('a blockquote');
  if (count(TABLE_RULE) >= 1 || count(TABLE_ROW) >= 2) found.push('a table');
  if (FENCE.test(text)) found.push('a code block');
  if (LINK.test(text)) found.push('a markdown link');
  return found;
}

/** The post with bold (also in styled letters), italics, inline code, headings and horizontal rules written plainly. */
export function cleanMarkdown(text: string): string {
  return (
    text
      // letters styled with Unicode's mathematical alphabets (𝗕𝗼𝗹𝗱, 𝘪𝘵𝘢𝘭𝘪𝘤): the plain letters
      .replace(/[\u{1D400}-\u{1D7FF}]/gu, (letter) => letter.normalize('NFKC'))
      .replace(/(\*\*|__)(?=\S)([^\n]+?)(?<=\S)\1/gu, '$2')
      .replace(/(^|[\s(（“「])[*_](?=[^\s*_])([^*_\n]+?)(?<=[^\s*_])[*_](?=[\s).,!?，。！？）”」]|$)/gmu, '$1$2')
      .replace(/~~([^~\n]+)~~/gu, '$1')
      .replace(/`([^`\n]+)`/gu, '$1')
      .replace(/^\s{0,3}#{1,6}\s+/gmu, '')
      .replace(/^\s*(?:[-*_]\s*){3,}$/gmu, '')
      .replace(/\n{3,}/gu, '\n\n')
      .trim()
  );
}
