/**
 * Which trade family a post is for, from the tenant's free-text industry_type and the request's product type, in any
 * of the three languages ("Boutique hotel", "精品酒店", "hotel butik" → lodging; "美甲店", "Kedai kuih", "Car wash").
 * Each family's words, the words its posts avoid and its mode (how a customer lives it: eat, pamper, service…) are
 * data (banks/industries.json, checked at load); a trade no family knows is `general`, the neutral writer.
 */
import * as v from 'valibot';
import industryWords from './banks/industries.json';
import { FAMILIES, MODES, type Family, type Mode } from './families';

export const INDUSTRIES = FAMILIES;
export type Industry = Family;
/** The business's own kind, which names it ("this hotel"): one of the families. */
export type Venue = Industry;
export const VENUES = INDUSTRIES;

const word = v.pipe(v.string(), v.nonEmpty('is empty'));
const emoji = v.pipe(
  v.string(),
  v.check((text) => /^\p{Extended_Pictographic}/u.test(text) && !/[\p{L}\p{N}\s]/u.test(text), 'is not an emoji'),
);
/**
 * A family: its mode, its own few emoji (mixed with the tone's; a `quiet` family, a clinic, a vet or a massage, takes
 * the neutral tone's instead of a lively tone's party ones), the words that name it, the words its posts never use (a
 * nail bar never speaks of hair).
 */
const familySchema = v.strictObject({
  mode: v.picklist(MODES, `must be a mode (${MODES.join(', ')})`),
  quiet: v.optional(v.boolean()),
  emojis: v.array(emoji),
  words: v.array(word),
  avoid: v.array(word),
});
const wordsSchema = v.strictObject(
  Object.fromEntries(FAMILIES.map((key) => [key, familySchema])) as Record<Family, typeof familySchema>,
);
export type FamilyWords = v.InferOutput<typeof familySchema>;

/** Checks the families' data (every family, its mode and words): a malformed file names the family and field. */
export function loadFamilies(raw: unknown): Record<Family, FamilyWords> {
  const result = v.safeParse(wordsSchema, raw);
  if (!result.success) {
    const [issue] = result.issues;
    throw new Error(`banks/industries.json is malformed: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  }
  for (const family of FAMILIES) {
    if (family !== 'general' && result.output[family].words.length === 0)
      throw new Error(`banks/industries.json is malformed: ${family}.words: needs a word`);
  }
  return result.output;
}

const WORDS = loadFamilies(industryWords);
const HAN = /\p{Script=Han}/u;
const patterns = new Map<string, RegExp>();

/** Whether a word (or phrase) appears in `text`: Chinese anywhere, Latin as whole words, plurals included. */
export function hasWord(text: string, term: string): boolean {
  if (HAN.test(term)) return text.includes(term);
  let pattern = patterns.get(term);
  if (!pattern) {
    const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '[\\s-]+');
    pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}(?:s|es)?($|[^\\p{L}\\p{N}])`, 'iu');
    patterns.set(term, pattern);
  }
  return pattern.test(text);
}

/** The longest word of `words` found in `text` ('' when none). */
function longestMatch(text: string, words: readonly string[]): string {
  let best = '';
  for (const term of words) if ([...term].length > [...best].length && hasWord(text, term)) best = term;
  return best;
}

interface Match {
  family: Industry;
  word: string;
}

/** Every family whose words `text` uses, with its longest word found, longest first. */
function matchesOf(text: string): Match[] {
  const normalised = text.replace(/[’`]/gu, "'");
  return INDUSTRIES.map((family) => ({ family, word: longestMatch(normalised, WORDS[family].words) }))
    .filter((match) => match.word !== '')
    .sort((a, b) => [...b.word].length - [...a.word].length);
}

/** The family whose words match `text` best (the longest word wins: "boutique hotel" is lodging), if any. */
export function industryOf(text: string): Industry | undefined {
  return matchesOf(text)[0]?.family;
}

/** Words of kind that some family lists and any trade sells: as a whole product type they name no trade. */
const KIND_WORDS = new Set([
  'class',
  'classes',
  'course',
  'courses',
  'lesson',
  'lessons',
  'workshop',
  'kelas',
  'kursus',
  '课程',
  'menu',
  'shop',
  'kedai',
  'service',
  'services',
  'servicing',
  'servis',
  'perkhidmatan',
  '服务',
]);

/**
 * Product types that name a whole range rather than a product ("Room", "Bread", "Spectacles", "Aksesori"): a
 * hashtag of one says nothing a reader searches for.
 */
const GENERIC_TYPES = new Set([
  'room',
  'rooms',
  'bilik',
  'bread',
  'breads',
  'roti',
  'spectacles',
  'glasses',
  'accessories',
  'accessory',
  'aksesori',
  'food',
  'makanan',
  'drinks',
  'minuman',
  'product',
  'products',
  'produk',
  'item',
  'items',
  'barang',
  'package',
  'packages',
  'pakej',
  'session',
  'sessions',
  'sesi',
  'treatment',
  'treatments',
  'rawatan',
]);

/** Whether a product type is a word of kind or a range's name, too generic for a hashtag. */
export function isGenericType(type: string): boolean {
  const key = type.trim().toLowerCase();
  return KIND_WORDS.has(key) || GENERIC_TYPES.has(key);
}

export interface BusinessKind {
  industry: Industry;
  venue: Venue;
}

/**
 * The post's family: from the product type when it names one (a salon's shampoo is a product to use, a café's
 * cheesecake is eaten), else from the tenant's industry; the venue: from the tenant's industry, else the product's.
 */
export function classify(industryType: string, productType: string): BusinessKind {
  const ofTenant = industryOf(industryType);
  // a trade that is none of the families ("Escape room", "Golf course", "Karaoke": `general`'s words) stays the
  // neutral writer's, whatever room or course its product is
  if (ofTenant === 'general') return { industry: 'general', venue: 'general' };
  // a product type that is only a word of kind ("Class" at a pilates studio, "Service" at a car wash) says nothing of
  // the trade: the tenant's stays
  const products = ofTenant && KIND_WORDS.has(productType.trim().toLowerCase()) ? [] : matchesOf(productType);
  // a product type that also names the tenant's own trade is the tenant's ("Kasut sekolah" at a shoe shop is shoes,
  // not school; "Cat food" at a pet shop is for the pet), unless another trade's phrase holds that word ("Servis
  // basikal" at a bicycle shop is a service)
  const own = products.find((match) => match.family === ofTenant);
  const [best] = products;
  const held = own && best && best.word.length > own.word.length && hasWord(best.word, own.word);
  const ofProduct = own && !held ? ofTenant : best?.family;
  // what a service business sells is its work on a thing ("Baju kurung" at a tailor is made to measure, "Michelin
  // tyres" at a tyre shop are fitted): a shop's product there is the tenant's service
  const worked = ofTenant && ofProduct && modeOf(ofTenant) === 'service' && modeOf(ofProduct) === 'shop';
  const industry = (worked ? ofTenant : ofProduct) ?? ofTenant ?? 'general';
  return { industry, venue: ofTenant ?? industry };
}

/** How a customer lives the family's trade: which file of whole posts writes it. */
export function modeOf(industry: Industry): Mode {
  return WORDS[industry].mode;
}

/** A family's own emoji, and whether it is quiet (a clinic, a vet: never a tone's party emoji). */
export function emojiOf(industry: Industry): { emojis: readonly string[]; quiet: boolean } {
  return { emojis: WORDS[industry].emojis, quiet: WORDS[industry].quiet ?? false };
}

/** The words that name a family ("nail", "美甲", "kuku"). */
export function wordsOf(industry: Industry): readonly string[] {
  return WORDS[industry].words;
}

/** The words posts of `industry` never use. */
export function avoidedWords(industry: Industry): readonly string[] {
  return WORDS[industry].avoid;
}

/** The avoided words of `industry` that `text` uses. */
export function avoidedIn(industry: Industry, text: string): string[] {
  return WORDS[industry].avoid.filter((term) => hasWord(text, term));
}

/** Whether `text` uses a word that posts of `industry` avoid. */
export function avoids(industry: Industry, text: string): boolean {
  return avoidedIn(industry, text).length > 0;
}
