/**
 * The three languages of the built-in generator: how each joins, quotes and capitalises (code), and its phrases
 * (data, banks/*.json, checked against schema.ts when this module loads, so a malformed bank stops the start).
 */
import { capitalizeLatin, lowerInitialWord } from '../text';
import enData from './en.json';
import msData from './ms.json';
import { loadBank } from './schema';
import type { LanguageCore } from './types';
import zhData from './zh.json';

const latinList =
  (and: string) =>
  (items: readonly string[]): string =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] ?? ''}`;

export const en: LanguageCore = {
  ...loadBank(enData, 'banks/en.json'),
  code: 'en',
  sentenceJoiner: ' ',
  emojiSpace: ' ',
  fullStop: '.',
  joinList: latinList('and'),
  quote: (name) => `“${name}”`,
  capitalize: capitalizeLatin,
  midSentence: lowerInitialWord,
};

export const ms: LanguageCore = {
  ...loadBank(msData, 'banks/ms.json'),
  code: 'ms',
  sentenceJoiner: ' ',
  emojiSpace: ' ',
  fullStop: '.',
  joinList: latinList('dan'),
  quote: (name) => `“${name}”`,
  capitalize: capitalizeLatin,
  midSentence: lowerInitialWord,
};

export const zh: LanguageCore = {
  ...loadBank(zhData, 'banks/zh.json'),
  code: 'zh',
  sentenceJoiner: '',
  emojiSpace: '',
  fullStop: '。',
  joinList: (items) => items.join('、'),
  quote: (name) => `「${name}」`,
  capitalize: (text) => text,
  midSentence: (type) => type,
};
