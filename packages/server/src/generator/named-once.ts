/**
 * A business named in Chinese in an English or Malay post is named once: a reader sees "老街卤面" the first time, and
 * "this noodle stall" (the family's place) after that, as a person who cannot retype the name would write it.
 */
import type { PostLanguage } from './families';
import { hasHan } from './text';

/** Whether the post names the business once only: a Chinese name in a Latin post. */
export function onceOnly(business: string, place: string, code: PostLanguage): boolean {
  return code !== 'zh' && business !== place && place !== '' && hasHan(business);
}

const SENTENCE_START = /(?:^|[.!?]\s+|\n\s*)$/u;

/**
 * `texts` (the parts of one post, in order) with every mention of `name` after the first written as `place`, its first
 * letter capitalised where a sentence starts.
 */
export function namedOnce(texts: readonly string[], name: string, place: string): string[] {
  let seen = false;
  return texts.map((text) =>
    text.split(name).reduce((out, piece, k) => {
      if (k === 0) return piece;
      if (!seen) {
        seen = true;
        return `${out}${name}${piece}`;
      }
      // a name called by ("Thank you again, 老街卤面, till next time") is left out with its comma
      if (/,\s*$/u.test(out) && /^\s*[,.!?]/u.test(piece))
        return `${out.replace(/,\s*$/u, '')}${piece.replace(/^\s*,/u, ',')}`;
      const word = SENTENCE_START.test(out) ? `${place.charAt(0).toUpperCase()}${place.slice(1)}` : place;
      return `${out}${word}${piece}`;
    }, ''),
  );
}
