/**
 * Whether a model's post is about the brief: it uses one of the brief's own words (any significant word of the
 * product, product type, business, campaign or keywords, in any case), a translation of one (glossary.json: 叻沙 for
 * "Laksa", 猫山王 for "Musang King"), or words of the business's trade (banks/industries.json). A post that leaves the
 * business unnamed, shortens the product or writes it in lower case is about the brief; only a post about
 * something else is not.
 */
import industryWords from '../banks/industries.json';
import { classify } from '../industries';
import type { GeneratorInput } from '../types';
import glossary from './glossary.json';

interface GlossaryEntry {
  en: string[];
  zh: string[];
  ms: string[];
}
const ENTRIES: readonly GlossaryEntry[] = (glossary as { entries: GlossaryEntry[] }).entries;
const TRADE = industryWords as Record<string, { words: string[] }>;

/** Words too common to tell what a post is about. */
const STOPWORDS = new Set(
  (
    'the and with for our your new iced ice hot cold set special premium original signature classic house best ' +
    'fresh mini big small large combo menu dan yang untuk dengan baru istimewa ala cafe café shop store kedai sdn bhd ' +
    'enterprise trading plt centre center studio co'
  ).split(' '),
);

const lower = (text: string): string => text.toLowerCase();

/** Significant words of a value: Latin words of three letters or more, and Chinese runs split in twos. */
export function significantWords(value: string): string[] {
  const words: string[] = [];
  for (const word of lower(value).match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (/\p{Script=Han}/u.test(word)) {
      const han = [...word.replace(/[^\p{Script=Han}]/gu, '')];
      if (han.length <= 2) words.push(han.join(''));
      for (let i = 0; i + 2 <= han.length; i++) words.push(han.slice(i, i + 2).join(''));
    } else if (word.length >= 3 && !STOPWORDS.has(word)) {
      words.push(word);
    }
  }
  return words.filter((word) => word.length > 0);
}

/** The brief's own values that say what it is about. */
function subjectValues(input: GeneratorInput): string[] {
  return [
    input.productName,
    input.productType,
    input.businessName,
    input.campaignName,
    ...(Array.isArray(input.keywords) ? input.keywords : []),
    ...(Array.isArray(input.campaignKeywords) ? input.campaignKeywords : []),
  ].filter((value): value is string => typeof value === 'string' && value.trim() !== '');
}

/** Whether `term` occurs in `text` (both lower case): as a word for Latin terms, anywhere for Chinese ones. */
function occurs(text: string, term: string): boolean {
  if (/\p{Script=Han}/u.test(term)) return text.includes(term);
  const at = text.indexOf(term);
  if (at < 0) return false;
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}`, 'u').test(text);
}

/** The words that make a post about the brief. */
export function subjectWords(input: GeneratorInput): Set<string> {
  const values = subjectValues(input);
  const briefLower = lower(values.join('\n'));
  const words = new Set(values.flatMap(significantWords));
  for (const entry of ENTRIES) {
    const terms = [...entry.en, ...entry.zh, ...entry.ms].map(lower);
    if (terms.some((term) => occurs(briefLower, term))) for (const term of terms) words.add(term);
  }
  const { industry } = classify(input.industry ?? '', input.productType ?? '');
  for (const word of TRADE[industry]?.words ?? []) {
    // one Chinese character (菜, 面) or a short Latin word says too little
    if ((/\p{Script=Han}/u.test(word) && word.length >= 2) || word.length >= 4) words.add(lower(word));
  }
  return words;
}

/** Whether the post names the brief's subject in any of the ways above. */
export function isAboutBrief(text: string, input: GeneratorInput): boolean {
  const words = subjectWords(input);
  if (words.size === 0) return true;
  const post = lower(text);
  for (const word of words) if (occurs(post, word)) return true;
  return false;
}
