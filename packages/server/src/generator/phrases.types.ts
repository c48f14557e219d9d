/** Shape of a language's phrase bank used by the built-in generator. */

import type { Tone } from '@app/contract';

/** Everything a phrase template may refer to; every field is already trimmed and may be empty. */
export interface Ctx {
  /** How the product is referred to mid-sentence (name, "this {type}", or a generic noun). */
  product: string;
  /** The same, safe at the start of a sentence. */
  Product: string;
  name: string;
  type: string;
  /** Mandarin measure word for the product type ('款' or '家'); empty for other languages. */
  cls: string;
  audience: string;
  Audience: string;
  promotion: string;
  location: string;
  details: string;
  /** Benefits joined as a natural-language list. */
  benefits: string;
  Benefits: string;
  firstBenefit: string;
  FirstBenefit: string;
}

export type Line = (c: Ctx) => string;
/** A fixed sentence or a template over the context. */
export type Phrase = string | Line;

export interface ToneBank {
  titles: readonly Phrase[];
  openers: readonly Phrase[];
  benefitLeads: readonly string[];
  ctas: readonly Phrase[];
  signoffs: readonly string[];
}

export interface LanguageBank {
  code: 'zh' | 'en' | 'ms';
  /** Joins sentences inside a paragraph ('' for Chinese, ' ' otherwise). */
  sentenceJoiner: string;
  /** Separates a title from an emoji ('' for Chinese, ' ' otherwise). */
  emojiSpace: string;
  joinList(items: readonly string[]): string;
  /** Reference to the product from its name and type (either may be empty). */
  productRef(name: string, type: string): string;
  /** Mandarin measure word for a product type; '' for other languages. */
  measureWord(type: string): string;
  /** Capitalises the first letter of a sentence where that makes sense. */
  capitalize(text: string): string;
  /** Prepares a product type for use mid-sentence (e.g. lower-cases "Facial serum"). */
  midSentenceType(type: string): string;
  tones: Record<Tone, ToneBank>;
  titles: {
    generic: readonly Phrase[];
    promotion: readonly Phrase[];
    location: readonly Phrase[];
    audience: readonly Phrase[];
    benefit: readonly Phrase[];
  };
  openers: readonly Phrase[];
  intro: readonly Phrase[];
  /** Intros that need both a name and a type. */
  introNamed: readonly Phrase[];
  benefitInline: readonly Phrase[];
  /** Generic experience sentences used when no benefits are given. */
  experience: readonly Phrase[];
  audience: readonly Phrase[];
  promotion: readonly Phrase[];
  location: readonly Phrase[];
  details: readonly Phrase[];
  ctas: readonly Phrase[];
  review: {
    openers: readonly Phrase[];
    verdicts: readonly Phrase[];
  };
  /** Hashtags used to top up when few keywords are given (without '#'). */
  fallbackTags: readonly string[];
}

export function render(phrase: Phrase, ctx: Ctx): string {
  return typeof phrase === 'string' ? phrase : phrase(ctx);
}
