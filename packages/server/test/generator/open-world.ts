/**
 * What every post of any trade must do, for the tests and the audit: say what it is about (the product as the post
 * prints it, its type, or a word of its trade) and use none of the words its trade avoids, the request's own values
 * aside (a business called "Kopi Corner" may say kopi).
 */
import type { GeneratedPost } from '@app/contract';
import { translate } from '../../src/generator/glossary';
import { avoidedIn, classify, hasWord, wordsOf, type Industry } from '../../src/generator/industries';
import type { PostLanguage } from '../../src/generator/families';
import type { GeneratorInput } from '../../src/generator/types';

export const CODES: Record<GeneratorInput['language'], PostLanguage> = { English: 'en', Mandarin: 'zh', Malay: 'ms' };

/** The post's text without its hashtags and without what the request typed. */
export function ownText(content: string, input: GeneratorInput): string {
  let text = content.replace(/#[^\s#]+/gu, ' ');
  const values = [input.businessName ?? '', input.productName, input.productType, input.location, input.promotion];
  for (const value of values) if (value.trim()) text = text.split(value.trim()).join(' ');
  return text;
}

export interface TradeVerdict {
  family: Industry;
  about: boolean;
  avoided: string[];
}

export function judgeTrade(post: GeneratedPost, input: GeneratorInput): TradeVerdict {
  const lang = CODES[input.language];
  const byType = classify(input.industry ?? '', input.productType);
  const family =
    byType.industry === 'general' && input.productName
      ? classify(input.industry ?? '', input.productName).industry
      : byType.industry;
  const body = post.content.replace(/#[^\s#]+/gu, ' ');
  const lower = body.toLowerCase();
  const subjects = [input.productName, input.productType]
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .flatMap((value) => [value, translate(value, lang) ?? value]);
  const about =
    subjects.some((subject) => lower.includes(subject.toLowerCase())) ||
    wordsOf(family).some((word) => hasWord(body, word));
  return { family, about, avoided: avoidedIn(family, ownText(post.content, input)) };
}
