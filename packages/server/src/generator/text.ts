/** Text helpers shared by the generators. */

const EDGE_SEPARATORS = /^[\s,，;；:：、]+|[\s,，.。;；:：、!！]+$/gu;

/** Trims a free-text field, collapses whitespace and drops dangling punctuation; non-strings become ''. */
export function cleanField(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(/\s+/g, ' ').trim().replace(EDGE_SEPARATORS, '').trim();
}

/** Splits a benefits field ("a, b; c" or one item per line) into items. */
export function splitList(value: string): string[] {
  return value
    .split(/[,，、;；\n•]+/u)
    .map(cleanField)
    .filter((item) => item.length > 0);
}

/** Request keywords cleaned (trimmed, no empties, no duplicates), or derived from type/name. */
export function resolveKeywords(keywords: unknown, productType: string, productName: string): string[] {
  const source = Array.isArray(keywords) ? keywords : [];
  const out: string[] = [];
  for (const raw of source) {
    if (typeof raw !== 'string') continue;
    const k = raw.trim();
    if (k && !out.includes(k)) out.push(k);
  }
  if (out.length > 0) return out;
  for (const k of [productType, productName].map(cleanField)) {
    if (k && !out.includes(k)) out.push(k);
  }
  return out;
}

const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;

export const hasHan = (text: string): boolean => HAN.test(text);
export const hasLatin = (text: string): boolean => LATIN.test(text);

/**
 * Whether a value the user typed is written in another script than the post: Latin with no Chinese character for a
 * Mandarin post, any Chinese character for an English or Malay one. Digits and signs belong to every script.
 */
export function isForeign(value: string, language: 'zh' | 'en' | 'ms'): boolean {
  return language === 'zh' ? hasLatin(value) && !hasHan(value) : hasHan(value);
}

/** One hashtag word: "skin care" → "SkinCare", "护肤 好物" → "护肤好物", "#glow!" → "glow"; '' when nothing is left. */
function hashtagWord(text: string): string {
  const words = text
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}\p{M}_]/gu, ''))
    .filter((w) => w.length > 0);
  if (words.length <= 1) return words[0] ?? '';
  return words.map((w) => (/^\p{Ll}/u.test(w) ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join('');
}

/**
 * The hashtags of one keyword, never joining two scripts: "Yee Sang 三文鱼捞生" → ["YeeSang", "三文鱼捞生"]. A run of
 * digits stays with the words around it ("2025新年" is one).
 */
export function toHashtags(keyword: string): string[] {
  const runs =
    keyword
      .replace(/#/g, ' ')
      .match(/[\p{Script=Han}\p{N}]+(?:[\s\p{N}]*[\p{Script=Han}\p{N}]+)*|[^\p{Script=Han}]+/gu) ?? [];
  return runs.map(hashtagWord).filter((tag) => tag !== '' && !/^\p{N}+$/u.test(tag));
}

/** Capitalises when the text starts with a lower-case word (keeps "iPhone", "eBay"). */
export function capitalizeLatin(text: string): string {
  return /^\p{Ll}(\p{Ll}|\s|$)/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** "Facial serum" → "facial serum" mid-sentence; leaves "BBQ", "Korean BBQ", "iPhone" alone. */
export function lowerInitialWord(text: string): string {
  return /^\p{Lu}\p{Ll}+(\s\p{Ll}+)*$/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Final clean-up of generated text: no double spaces, no space before punctuation, trimmed lines. */
export function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]+/g, ' ')
        .replace(/ ([,.!?;:])/g, '$1')
        .replace(/([。！？，])\s+/gu, '$1')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
