/**
 * The shape of the built-in generator's phrase banks. A language has a core (how it joins and quotes, the nouns of
 * each kind of business, the sentences that carry the request's fields, the voices of the tones) and one bank per
 * industry (what a customer or the business itself says about eating, visiting or using).
 *
 * Every phrase is written so that it states nothing the request did not give: no price, quality, freshness,
 * popularity or outcome. Opinions of the writer (enjoyed it, will come back) are the voice, not facts.
 */
import type { Tone } from '@app/contract';
import type { Industry, Venue } from '../industries';

/** What a phrase may use. Every value is ready to print (quoted when it is a name in another script) or ''. */
export interface Ctx {
  /** What the post is about: the product name, else its type; '' when the request gave neither. */
  thing: string;
  /** `thing` at the start of a sentence. */
  Thing: string;
  /** The business, by its kind: "this café", "这家咖啡馆", "kafe ini". */
  place: string;
  Place: string;
  /** The business's name, else `place`. */
  business: string;
  /** `business` and `place` with the area they are in ("Kopi Corner in Bangsar"), or without when none is given. */
  businessIn: string;
  placeIn: string;
  location: string;
  audience: string;
  promotion: string;
  details: string;
  /** The given benefits as one list ("a, b and c"). */
  benefits: string;
  firstBenefit: string;
}

/** A template with fields in braces, or one for a post about `thing` and one for a post without. */
export type Phrase = string | { readonly with: string; readonly without: string };

/** The phrase filled in: each {field} replaced by its value in one pass, so a value's own braces stay as typed. */
export function render(phrase: Phrase, ctx: Ctx): string {
  const text = typeof phrase === 'string' ? phrase : ctx.thing ? phrase.with : phrase.without;
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in ctx ? ctx[key as keyof Ctx] : whole));
}

/** A tone's voice, shared by every industry (so it never speaks of eating, visiting or using). */
export interface ToneVoice {
  emojis: readonly string[];
  bullets: readonly string[];
  /** Opening lines in a customer's voice. */
  hooks: readonly Phrase[];
  /** Lines that lead a list of the given benefits. */
  leads: readonly string[];
  signoffs: readonly string[];
  /** Short titles (about `thing` when there is one). */
  titles: readonly Phrase[];
  /** A reviewer's remark in this tone. */
  remarks: readonly Phrase[];
}

/**
 * What a customer, or the business, says about one industry. A phrase that names `thing` says something else when
 * `thing` is '' (usually names `place` instead); a title without `thing` must fit a Redbook title (20 characters).
 */
export interface IndustryBank {
  titles: readonly Phrase[];
  /** A customer's opening lines (no field). */
  hooks: readonly Phrase[];
  /** A customer's sentence naming `thing` (or `place`). */
  intros: readonly Phrase[];
  /** A customer's first-hand moments: feelings and actions, never a claim about the business. */
  moments: readonly Phrase[];
  /** A customer's closing lines. */
  ctas: readonly Phrase[];
  /** The business's own voice (Facebook). */
  business: {
    hooks: readonly Phrase[];
    intros: readonly Phrase[];
    ctas: readonly Phrase[];
  };
  /** A Google review: first sentence naming `thing` (or `place`), more moments, a closing verdict. */
  review: {
    openers: readonly Phrase[];
    moments: readonly Phrase[];
    verdicts: readonly Phrase[];
  };
  /** Hashtags (without "#") that top up the request's keywords. */
  tags: readonly string[];
}

/** Sentences that carry one of the request's fields, in a customer's, the business's and a reviewer's voice. */
export interface FieldPhrases {
  audience: readonly Phrase[];
  promotion: readonly Phrase[];
  location: readonly Phrase[];
  details: readonly Phrase[];
  /** The benefits in one sentence. */
  benefits: readonly Phrase[];
}

export interface LanguageCore {
  code: 'zh' | 'en' | 'ms';
  /** Joins sentences inside a paragraph ('' for Chinese, ' ' otherwise). */
  sentenceJoiner: string;
  /** Between an emoji and text ('' for Chinese, ' ' otherwise). */
  emojiSpace: string;
  /** Ends a sentence that has no end mark. */
  fullStop: string;
  joinList(items: readonly string[]): string;
  /** A name written in another script, as a name: 「Morning Roast」, “三文鱼捞生”. */
  quote(name: string): string;
  capitalize(text: string): string;
  /** A product type inside a sentence ("Facial serum" → "facial serum"). */
  midSentence(type: string): string;
  venues: Record<Venue, string>;
  customer: FieldPhrases;
  business: FieldPhrases;
  review: FieldPhrases;
  /** The business's opening lines, sentences naming `thing` and closing lines, and a reviewer's opening lines, shared
   * by every industry. */
  businessHooks: readonly Phrase[];
  businessIntros: readonly Phrase[];
  businessCtas: readonly Phrase[];
  reviewOpeners: readonly Phrase[];
  /** Put before a customer's (or a reviewer's) first sentence: "Quick one:", "记录一下：". */
  leadIns: readonly string[];
  reviewLeadIns: readonly string[];
  /** Put before the first sentence of the business's own post: "News from us:", "好消息：". */
  businessLeadIns: readonly string[];
  /** The business signing its own post: "— The {business} team". */
  businessSignoffs: readonly Phrase[];
  tones: Record<Tone | 'neutral', ToneVoice>;
  industries: Record<Industry, IndustryBank>;
  /** "{name} in {area}" in this language. */
  inArea(name: string, area: string): string;
  /** Complete first sentences naming `thing` (or the business) for any trade, from banks/openers.json. */
  openers: { customer: readonly Phrase[]; review: readonly Phrase[]; business: readonly Phrase[] };
}
