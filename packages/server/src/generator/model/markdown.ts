/**
 * Markdown in a model's post. What a plain rewrite keeps the meaning of is cleaned (bold, italics, inline code,
 * headings, rules); what lays the post out as a document is refused as `format`: lists (numbered or bulleted),
 * blockquotes, tables, code blocks and links. Hashtags ("#tag", no space) are not headings.
 */

const NUMBERED = /^\s*\d{1,2}[.)]\s+\S/u;
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

/** The post with bold, italics, inline code, headings and horizontal rules written plainly. */
export function cleanMarkdown(text: string): string {
  return text
    .replace(/(\*\*|__)(?=\S)([^\n]+?)(?<=\S)\1/gu, '$2')
    .replace(/(^|[\s(（“「])[*_](?=[^\s*_])([^*_\n]+?)(?<=[^\s*_])[*_](?=[\s).,!?，。！？）”」]|$)/gmu, '$1$2')
    .replace(/~~([^~\n]+)~~/gu, '$1')
    .replace(/`([^`\n]+)`/gu, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gmu, '')
    .replace(/^\s*(?:[-*_]\s*){3,}$/gmu, '')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}
