/**
 * Which kind of business a post is for, from the tenant's free-text industry_type and the request's product type, in
 * any of the three languages ("Boutique hotel", "精品酒店", "hotel butik" → lodging). The words of each industry are
 * data (banks/industries.json, checked at load); the industry picks the phrase bank (sip for drinks, stay for
 * lodging, wear for fashion, train for fitness), the venue picks the noun for the business ("this café").
 */
import * as v from 'valibot';
import industryWords from './banks/industries.json';

export const INDUSTRIES = [
  'meals',
  'drinks',
  'bakery',
  'lodging',
  'hair_beauty',
  'spa',
  'clinic',
  'fitness',
  'education',
  'fashion',
  'retail',
  'services',
  'nails',
  'car',
  'fruit',
  'vet',
  'general',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
/** The business's own kind, which names it ("this hotel"): one of the industries. */
export type Venue = Industry;
export const VENUES = INDUSTRIES;

type Named = Exclude<Industry, 'general'>;
const NAMED = INDUSTRIES.filter((industry): industry is Named => industry !== 'general');

const wordList = v.pipe(v.array(v.pipe(v.string(), v.nonEmpty('is empty'))), v.nonEmpty('needs a word'));
/** Each industry's words (which name it) and the words its posts avoid (a HIIT class is never "calm"). */
const industrySchema = v.strictObject({ words: wordList, avoid: v.array(v.pipe(v.string(), v.nonEmpty('is empty'))) });
const wordsSchema = v.strictObject(
  Object.fromEntries(NAMED.map((key) => [key, industrySchema])) as Record<Named, typeof industrySchema>,
);
type IndustryWords = v.InferOutput<typeof industrySchema>;

function loadWords(raw: unknown): Record<Named, IndustryWords> {
  const result = v.safeParse(wordsSchema, raw);
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw new Error(`banks/industries.json is malformed: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}

const WORDS = loadWords(industryWords);
const HAN = /\p{Script=Han}/u;
const patterns = new Map<string, RegExp>();

/** Whether a Latin word (or phrase) appears as whole words in `text`. */
function hasWord(text: string, word: string): boolean {
  let pattern = patterns.get(word);
  if (!pattern) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu');
    patterns.set(word, pattern);
  }
  return pattern.test(text);
}

/** The longest word of `words` found in `text`, by length (0 when none). */
function longestMatch(text: string, words: readonly string[]): number {
  let best = 0;
  for (const word of words) {
    const found = HAN.test(word) ? text.includes(word) : hasWord(text, word);
    if (found) best = Math.max(best, [...word].length);
  }
  return best;
}

/** The industry whose words match `text` best (the longest word wins: "boutique hotel" is lodging), if any. */
export function industryOf(text: string): Named | undefined {
  let best: Named | undefined;
  let bestLength = 0;
  for (const industry of NAMED) {
    const length = longestMatch(text, WORDS[industry].words);
    if (length > bestLength) {
      best = industry;
      bestLength = length;
    }
  }
  return best;
}

export interface BusinessKind {
  industry: Industry;
  venue: Venue;
}

/**
 * The post's industry: from the product type when it names one (a salon's shampoo is a product to use, a café's
 * cheesecake is eaten), else from the tenant's industry; the venue: from the tenant's industry, else the product's.
 */
export function classify(industryType: string, productType: string): BusinessKind {
  const ofTenant = industryOf(industryType);
  const ofProduct = industryOf(productType);
  const industry = ofProduct ?? ofTenant ?? 'general';
  return { industry, venue: ofTenant ?? industry };
}

/** Whether `text` uses a word that posts of `industry` avoid. */
export function avoids(industry: Industry, text: string): boolean {
  if (industry === 'general') return false;
  return WORDS[industry].avoid.some((word) => (HAN.test(word) ? text.includes(word) : hasWord(text, word)));
}
