/**
 * The built-in generator: composes Redbook (Xiaohongshu) style posts from phrase banks, without any network.
 * A seeded PRNG drives every choice, so the same seed and input always give the same posts. This file plans a
 * batch (compose.ts writes each post of it; platforms.ts says how each platform's posts look).
 */

import {
  buildCtx,
  composeContent,
  composeTitle,
  type BatchPlan,
  type Fields,
  type PostContext,
  type UsedTitles,
} from './compose';
import { en } from './phrases.en';
import { ms } from './phrases.ms';
import type { LanguageBank, Phrase } from './phrases.types';
import { zh } from './phrases.zh';
import { PLATFORM_STYLES, resolvePlatform, type PlatformStyle } from './platforms';
import { interleave, mulberry32, pick, shuffle, type Rng } from './prng';
import { cleanField, resolveKeywords, splitList } from './text';
import { TONE_STYLES, resolveTone } from './tones';
import type { GeneratedPost, GeneratorInput } from './types';

const TITLE_FIELD_MAX = 40;

export function languageBank(language: string): LanguageBank {
  if (language === 'English') return en;
  if (language === 'Malay') return ms;
  return zh;
}

function readFields(input: GeneratorInput, maxBenefits: number): Fields {
  const benefitsRaw: unknown = input.benefits;
  return {
    name: cleanField(input.productName),
    type: cleanField(input.productType),
    audience: cleanField(input.targetAudience),
    promotion: cleanField(input.promotion),
    location: cleanField(input.location),
    details: cleanField(input.additionalDetails),
    benefits: splitList(typeof benefitsRaw === 'string' ? benefitsRaw : '').slice(0, maxBenefits),
  };
}

/** At most one title template per given field (promotion, location, audience, first benefit). */
function conditionalTitles(rng: Rng, bank: LanguageBank, f: Fields): Phrase[] {
  const fits = (value: string | undefined): boolean => !!value && value.length <= TITLE_FIELD_MAX;
  const out: Phrase[] = [];
  if (fits(f.promotion)) out.push(pick(rng, bank.titles.promotion));
  if (fits(f.location)) out.push(pick(rng, bank.titles.location));
  if (fits(f.audience)) out.push(pick(rng, bank.titles.audience));
  if (fits(f.benefits[0])) out.push(pick(rng, bank.titles.benefit));
  return out;
}

function planBatch(
  rng: Rng,
  bank: LanguageBank,
  toneName: keyof LanguageBank['tones'],
  platform: PlatformStyle,
  f: Fields,
): BatchPlan {
  const tone = bank.tones[toneName];
  return {
    titles: interleave(
      shuffle(rng, tone.titles),
      shuffle(rng, [...conditionalTitles(rng, bank, f), ...bank.titles.generic]),
    ),
    openers: platform.review
      ? shuffle(rng, bank.review.openers)
      : [...shuffle(rng, tone.openers), ...shuffle(rng, bank.openers)],
    intros:
      f.name && f.type ? interleave(shuffle(rng, bank.introNamed), shuffle(rng, bank.intro)) : shuffle(rng, bank.intro),
    ctas: platform.review
      ? shuffle(rng, bank.review.verdicts)
      : interleave(shuffle(rng, tone.ctas), shuffle(rng, bank.ctas)),
    layouts: shuffle(rng, platform.layouts),
    benefitInline: shuffle(rng, bank.benefitInline),
    experience: shuffle(rng, bank.experience),
    audience: shuffle(rng, bank.audience),
    promotion: shuffle(rng, bank.promotion),
    location: shuffle(rng, bank.location),
    details: shuffle(rng, bank.details),
    benefitLeads: shuffle(rng, tone.benefitLeads),
    signoffs: shuffle(rng, tone.signoffs),
    fallbackTags: shuffle(rng, bank.fallbackTags),
    styleOffset: Math.floor(rng() * platform.benefitStyles.length),
    emojiOffset: Math.floor(rng() * 64),
  };
}

/** Writes `count` posts for the request; deterministic for a given seed. */
export function generateBuiltin(input: GeneratorInput, count: number, seed: number): GeneratedPost[] {
  const rng = mulberry32(seed);
  const bank = languageBank(input.language);
  const toneName = resolveTone(input.tone);
  const platform = PLATFORM_STYLES[resolvePlatform(input.platform)];
  const fields = readFields(input, platform.maxBenefits);
  const keywords = resolveKeywords(input.keywords, fields.type, fields.name);
  const p: PostContext = {
    rng,
    bank,
    style: TONE_STYLES[toneName],
    platform,
    fields,
    ctx: buildCtx(bank, fields),
    plan: planBatch(rng, bank, toneName, platform, fields),
    keywords,
  };
  const used: UsedTitles = { bases: new Set(), titles: new Set() };
  const posts: GeneratedPost[] = [];
  for (let i = 0; i < count; i++) {
    const title = composeTitle(p, i, used);
    posts.push({ title, content: composeContent(p, i), keywords: [...keywords] });
  }
  return posts;
}
