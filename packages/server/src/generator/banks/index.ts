/**
 * The three languages of the built-in generator: how each joins, quotes and capitalises (code), and its phrases
 * (data, banks/*.json, checked against schema.ts when this module loads, so a malformed bank stops the start).
 */
import { CLOSE, OPEN } from '../brief';
import { capitalizeLatin, lowerInitialWord } from '../text';
import enData from './en.json';
import msData from './ms.json';
import openersData from './openers.json';
import { loadBank, loadOpeners } from './schema';
import type { LanguageCore } from './types';
import zhData from './zh.json';

const OPENERS = loadOpeners(openersData, 'banks/openers.json');

const LONG_LATIN_NAME = /\p{Script=Latin}+(?:[\s'-]+\p{Script=Latin}+){2,}/u;

const latinList =
  (and: string) =>
  (items: readonly string[]): string =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] ?? ''}`;

export const en: LanguageCore = {
  ...loadBank(enData, 'banks/en.json'),
  openers: OPENERS.en,
  code: 'en',
  inArea: (name, area) => `${name} in ${area}`,
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
  openers: OPENERS.ms,
  code: 'ms',
  inArea: (name, area) => `${name} di ${area}`,
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
  openers: OPENERS.zh,
  code: 'zh',
  inArea: (name, area) => `${area}的${name}`,
  sentenceJoiner: '',
  emojiSpace: '',
  fullStop: '。',
  joinList: (items) => items.join('、'),
  // a name is written as it is, without 「」 (OPEN/CLOSE let compose.ts space it from the Chinese around it); one of
  // three Latin words or more reads as a phrase among Chinese, so it takes quotation marks
  quote: (name) => (LONG_LATIN_NAME.test(name) ? `“${name}”` : `${OPEN}${name}${CLOSE}`),
  capitalize: (text) => text,
  midSentence: (type) => type,
};
