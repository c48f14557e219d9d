/**
 * How each language of the built-in writer joins, quotes and capitalises: lines of a paragraph joined with a space
 * (English, Malay) or nothing (Chinese), lists ("a, b and c", "a, b dan c", "a、b、c"), names in another script, and
 * the capital at the start of every sentence in English and Malay.
 */
import type { PostLanguage } from './families';
import { capitalizeLatin, lowerInitialWord } from './text';

/* Field values are wrapped in these markers inside Chinese text, so that a space can be put where a template meets a
   Latin word of the user's ("坐标吉隆坡 Bangsar") without touching the user's own text. `finish` removes them. */
export const OPEN = '\u0001';
export const CLOSE = '\u0002';

export interface Writing {
  code: PostLanguage;
  /** Between two lines of a paragraph. */
  joiner: string;
  joinList: (items: readonly string[]) => string;
  /** A name as the post prints it when it is written in another script: as it is (a space where it meets Han). */
  quote: (name: string) => string;
  /** A field's value mid-sentence ("Facial serum" → "facial serum"). */
  midSentence: (value: string) => string;
  /** Capitals at the start of each sentence (English, Malay). */
  sentences: (text: string) => string;
}

const wordsIn = (item: string): number => item.split(/\s+/u).length;

/**
 * "a, b and c" when the items are alike ("sambal belacan and ulam segar"); else the list in commas, as the owner
 * typed it: an item with its own "and" ("crispy, dhal and curry mix"), or items of different shapes, which "and"
 * would join into a sentence no one writes ("fast, explained the problem", "fruity, not bitter").
 */
const latinList =
  (and: string) =>
  (items: readonly string[]): string => {
    if (items.length <= 1) return items[0] ?? '';
    const alike = items.every((item) => wordsIn(item) === wordsIn(items[0] ?? '') && wordsIn(item) <= 3);
    if (!alike || items.some((item) => item.includes(` ${and} `))) return items.join(', ');
    return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] ?? ''}`;
  };

/** The start of a sentence: the text's start or a full stop, then any emoji, quotes or markers, then a word. */
const SENTENCE_START = /(^|[.!?…]\s+|\n)([^\p{L}\p{N}\n]*)(\p{L}[\p{L}\p{M}'’-]*)/gu;

function capitalizeSentences(text: string): string {
  return text.replace(SENTENCE_START, (_, start: string, lead: string, word: string) => {
    return `${start}${lead}${capitalizeLatin(word)}`;
  });
}

const latin = (code: 'en' | 'ms', and: string): Writing => ({
  code,
  joiner: ' ',
  joinList: latinList(and),
  // a Chinese name is written as it is, without “” (as Malaysians write 富贵点心楼 in an English or Malay post)
  quote: (name) => name,
  midSentence: lowerInitialWord,
  sentences: capitalizeSentences,
});

export const WRITING: Record<PostLanguage, Writing> = {
  en: latin('en', 'and'),
  ms: latin('ms', 'dan'),
  zh: {
    code: 'zh',
    joiner: '',
    joinList: (items) => items.join('、'),
    // a name is written as it is, without 「」 or “” (as Malaysian Chinese write Mid Valley Megamall among Chinese),
    // with a space where it meets a Han character (`unmark`)
    quote: (name) => `${OPEN}${name}${CLOSE}`,
    midSentence: (value) => value,
    sentences: (text) => text,
  },
};

/** Chinese typography: a space where template text meets a Latin word of a field; then drops the field markers. */
export function unmark(text: string): string {
  return text
    .replace(new RegExp(`(\\p{Script=Han})${OPEN}(?=[A-Za-z0-9])`, 'gu'), '$1 ')
    .replace(new RegExp(`(?<=[A-Za-z0-9%])${CLOSE}(\\p{Script=Han})`, 'gu'), ' $1')
    .replace(new RegExp(`[${OPEN}${CLOSE}]`, 'g'), '');
}
