/**
 * A customer names the business and the product once, as a person does: "had the Dry Wantan Mee at Uncle Lim Wantan
 * Mee", and after that "the wantan mee", "this stall" (the product's kind, the family's place), not the full names
 * again in the closing line (a Mandarin post its product only). The business's own Page names itself as it likes; a business named in Chinese in an
 * English or Malay post is named once there too (a reader cannot retype "老街卤面").
 */
import type { SlotValues } from './brief';
import type { PostLanguage } from './families';
import { hasHan } from './text';

/** The names a post says once, each with what it says after that: [name, later][]. */
export function onceNames(values: SlotValues, customer: boolean, code: PostLanguage): [string, string][] {
  const { business, place, thing, kind } = values;
  const names: [string, string][] = [];
  const chineseInLatin = code !== 'zh' && hasHan(business);
  // a Mandarin closing line says its business again ('改天还想去 X'): with 这家店 there, businesses of a trade would share it
  const ownName = customer && code !== 'zh';
  if (business !== place && place !== '' && (ownName || chineseInLatin)) names.push([business, place]);
  // a product named inside the business's name ("Wantan Mee" of "Uncle Lim Wantan Mee"), or the other way, keeps both
  const apart = !business.includes(thing) && !thing.includes(business);
  if (customer && thing !== kind && kind !== '' && apart) names.push([thing, kind]);
  return names;
}

const SENTENCE_START = /(?:^|[.!?]\s+|\n\s*)$/u;

/**
 * `texts` (the parts of one post, in order) with every mention of `name` after the first written as `later`, its first
 * letter capitalised where a sentence starts.
 */
export function namedOnce(texts: readonly string[], name: string, later: string): string[] {
  let seen = false;
  // as written, or with its first letter capitalised where a sentence starts ("The Dry Wantan Mee again…")
  const first = name.charAt(0);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const mention = new RegExp(
    `[${escape(first.toLowerCase())}${escape(first.toUpperCase())}]${escape(name.slice(1))}`,
    'u',
  );
  return texts.map((text) =>
    text.split(mention).reduce((out, piece, k) => {
      if (k === 0) return piece;
      if (!seen) {
        seen = true;
        return `${out}${SENTENCE_START.test(out) ? `${first.toUpperCase()}${name.slice(1)}` : name}${piece}`;
      }
      // a name called by ("Thank you again, 老街卤面, till next time") is left out with its comma
      if (/,\s*$/u.test(out) && /^\s*[,.!?]/u.test(piece))
        return `${out.replace(/,\s*$/u, '')}${piece.replace(/^\s*,/u, ',')}`;
      const word = SENTENCE_START.test(out) ? `${later.charAt(0).toUpperCase()}${later.slice(1)}` : later;
      return `${out}${word}${piece}`;
    }, ''),
  );
}

/** `texts` with each of `names` said once (see onceNames). */
export function withNamesOnce(texts: readonly string[], names: readonly [string, string][]): string[] {
  return names.reduce<string[]>((out, [name, later]) => namedOnce(out, name, later), [...texts]);
}
