/**
 * The schema of a phrase bank (banks/*.json), checked when the server loads it: a malformed bank stops the start
 * with the path of the bad field ("banks/ms.json: industries.lodging.hooks.2: …").
 *
 * A phrase is a template with fields in braces ("This time I ordered {thing} at {place}."), or a pair of them:
 * `with` when the request names what the post is about (`thing`), `without` otherwise.
 */
import { TONES } from '@app/contract';
import * as v from 'valibot';
import { INDUSTRIES, VENUES } from '../industries';

/** The fields a template may use (banks/types.ts, Ctx). */
export const TEMPLATE_FIELDS = [
  'thing',
  'Thing',
  'place',
  'Place',
  'business',
  'location',
  'audience',
  'promotion',
  'details',
  'benefits',
  'firstBenefit',
] as const;

const template = v.pipe(
  v.string(),
  v.nonEmpty('is empty'),
  v.check(
    (text) =>
      [...text.matchAll(/\{([^}]*)\}/g)].every((m) => (TEMPLATE_FIELDS as readonly string[]).includes(m[1] ?? '')),
    (issue) => `uses an unknown field: ${String(issue.input)}`,
  ),
);
const phrase = v.union(
  [template, v.strictObject({ with: template, without: template })],
  'must be a template or {with, without}',
);
const phrases = v.pipe(v.array(phrase), v.nonEmpty('needs at least one phrase'));
const texts = v.pipe(v.array(v.pipe(v.string(), v.nonEmpty('is empty'))), v.nonEmpty('needs at least one entry'));

/** A strict object with exactly these keys, each of one schema. */
function keyed<K extends string, S extends v.GenericSchema>(keys: readonly K[], schema: S) {
  return v.strictObject(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);
}

const toneVoice = v.strictObject({
  emojis: texts,
  bullets: texts,
  hooks: phrases,
  leads: texts,
  signoffs: texts,
  titles: phrases,
  remarks: phrases,
});

const industryEntries = {
  titles: phrases,
  hooks: phrases,
  intros: phrases,
  moments: phrases,
  ctas: phrases,
  business: v.strictObject({ hooks: phrases, intros: phrases, ctas: phrases }),
  review: v.strictObject({ openers: phrases, moments: phrases, verdicts: phrases }),
  tags: texts,
};
const industryBank = v.strictObject(industryEntries);
/** An industry written as another's with some lists of its own ("drinks": the meals bank, sipping instead). */
const derivedBank = v.strictObject({
  extends: v.picklist(INDUSTRIES, 'must name an industry'),
  ...v.partial(v.strictObject(industryEntries)).entries,
  business: v.optional(v.partial(industryEntries.business)),
  review: v.optional(v.partial(industryEntries.review)),
});

const fieldPhrases = v.strictObject({
  audience: phrases,
  promotion: phrases,
  location: phrases,
  details: phrases,
  benefits: phrases,
});

export const bankSchema = v.strictObject({
  venues: keyed(VENUES, v.pipe(v.string(), v.nonEmpty('is empty'))),
  customer: fieldPhrases,
  business: fieldPhrases,
  review: fieldPhrases,
  businessHooks: phrases,
  businessIntros: phrases,
  businessCtas: phrases,
  reviewOpeners: phrases,
  /** Short words put before a customer's or a reviewer's first sentence, so regenerations open differently. */
  leadIns: texts,
  reviewLeadIns: texts,
  /** The same before the first sentence of the business's own post (Facebook). */
  businessLeadIns: texts,
  /** How the business signs its own post, naming itself ({business}). */
  businessSignoffs: phrases,
  tones: keyed([...TONES, 'neutral'] as const, toneVoice),
  industries: keyed(
    INDUSTRIES,
    v.union([industryBank, derivedBank], 'must be a full industry or one that extends another'),
  ),
});

type IndustryData = v.InferOutput<typeof industryBank>;
type ParsedBank = v.InferOutput<typeof bankSchema>;
export type BankData = Omit<ParsedBank, 'industries'> & {
  industries: Record<(typeof INDUSTRIES)[number], IndustryData>;
};

/** Each derived industry filled in from the one it extends (which must be a full one). */
function resolveIndustries(bank: ParsedBank, file: string): BankData {
  const industries = {} as BankData['industries'];
  for (const key of INDUSTRIES) {
    const entry = bank.industries[key];
    if (!('extends' in entry)) {
      industries[key] = entry;
      continue;
    }
    const base = bank.industries[entry.extends];
    if ('extends' in base) {
      throw new Error(`Phrase bank ${file} is malformed: industries.${key}.extends: ${entry.extends} extends another`);
    }
    const { extends: _, business, review, ...own } = entry;
    industries[key] = {
      ...base,
      ...own,
      business: { ...base.business, ...business },
      review: { ...base.review, ...review },
    };
  }
  return { ...bank, industries };
}

/** The bank, checked; throws naming the file and the path of every bad field. */
export function loadBank(raw: unknown, file: string): BankData {
  const result = v.safeParse(bankSchema, raw);
  if (result.success) return resolveIndustries(result.output, file);
  const problems = result.issues.slice(0, 5).map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  throw new Error(`Phrase bank ${file} is malformed: ${problems.join('; ')}`);
}

/** Complete first sentences naming what the post is about, for any trade: a customer's, a reviewer's, the business's. */
const openersSchema = v.strictObject({ customer: phrases, review: phrases, business: phrases });
const openersFileSchema = v.strictObject({ en: openersSchema, zh: openersSchema, ms: openersSchema });
export type Openers = v.InferOutput<typeof openersSchema>;

export function loadOpeners(raw: unknown, file: string): Record<'en' | 'zh' | 'ms', Openers> {
  const result = v.safeParse(openersFileSchema, raw);
  if (result.success) return result.output;
  const problems = result.issues.slice(0, 5).map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  throw new Error(`Phrase bank ${file} is malformed: ${problems.join('; ')}`);
}
