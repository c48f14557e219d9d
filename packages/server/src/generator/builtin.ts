/**
 * The built-in generator: writes posts from phrase banks chosen by language, industry and tone, laid out for the
 * platform (platforms.ts) and fitted to its limits (compose.ts), without any network. A seeded PRNG drives every
 * choice, so the same seed and request always give the same posts. This file plans a batch and titles its posts.
 */
import { countCharacters, cutToCharacters, PLATFORM_LIMITS, type Platform } from '@app/contract';
import { en, ms, zh } from './banks';
import type { Ctx, FieldPhrases, IndustryBank, LanguageCore, Phrase, ToneVoice } from './banks/types';
import { render } from './banks/types';
import { readBrief, type Brief } from './brief';
import { avoids, type Industry } from './industries';
import { finish, fit } from './compose';
import { layoutCount, PLATFORM_SHAPES, resolvePlatform, writePost, type Plan, type Writer } from './platforms';
import { at, chance, interleave, mulberry32, shuffle, type Rng } from './prng';
import { cleanField, toHashtags } from './text';
import { resolveTone } from './tones';
import type { GeneratedPost, GeneratorInput } from './types';

/** Longest title of a platform that shows none of its own (the title only names the saved content). */
const CONTENT_TITLE_MAX = 60;
/** Longest hashtag made from a name or a location; longer ones read as sentences. */
const NAME_TAG_MAX = 20;

export function languageBank(language: string): LanguageCore {
  if (language === 'English') return en;
  if (language === 'Malay') return ms;
  return zh;
}

function shuffledSet(rng: Rng, set: FieldPhrases): FieldPhrases {
  return {
    audience: shuffle(rng, set.audience),
    promotion: shuffle(rng, set.promotion),
    location: shuffle(rng, set.location),
    details: shuffle(rng, set.details),
    benefits: shuffle(rng, set.benefits),
  };
}

/** Hashtags of the product's name and the location, when they are short enough to be names. */
function nameTags(input: GeneratorInput): string[] {
  return [cleanField(input.productName), cleanField(input.location)]
    .filter((value) => value && !/\d/.test(value) && countCharacters(value) <= NAME_TAG_MAX)
    .flatMap(toHashtags);
}

/** How an opener names the business: by its name or its kind, with its area or without. */
const NAMINGS = ['{business}', '{place}', '{businessIn}', '{placeIn}'] as const;

/**
 * Openers that name the business with its area or without, drawn for each opener, so that regenerations open differently without a lead-in. A name at a sentence's start stays as it is.
 */
function namedOpeners(rng: Rng, openers: readonly Phrase[]): Phrase[] {
  const name = (text: string): string => {
    const naming = at(NAMINGS, Math.floor(rng() * NAMINGS.length));
    return text.replace(/(?<!^)\{business\}/gu, naming);
  };
  return shuffle(rng, openers).map((phrase) =>
    typeof phrase === 'string' ? name(phrase) : { with: name(phrase.with), without: name(phrase.without) },
  );
}

function planBatch(
  rng: Rng,
  bank: LanguageCore,
  industry: IndustryBank,
  voice: ToneVoice,
  input: GeneratorInput,
  platform: Platform,
): Plan {
  const openers = shuffle(rng, industry.review.openers);
  const tagged = (flag: boolean) => (phrase: Phrase) => ({ phrase, flag });
  const plan: Plan = {
    // the voice's and the industry's openings alternate; which comes first is drawn, so regenerations differ
    // complete sentences naming what the post is about, mixed with the voice's and the industry's opening lines
    hooks: interleave(
      namedOpeners(rng, bank.openers.customer),
      chance(rng, 0.5)
        ? interleave(shuffle(rng, voice.hooks), shuffle(rng, industry.hooks))
        : interleave(shuffle(rng, industry.hooks), shuffle(rng, voice.hooks)),
    ),
    intros: shuffle(rng, industry.intros),
    moments: shuffle(rng, industry.moments),
    ctas: shuffle(rng, industry.ctas),
    businessHooks: interleave(
      shuffle(rng, bank.businessHooks).map(tagged(false)),
      shuffle(rng, industry.business.hooks).map(tagged(true)),
    ),
    businessIntros: shuffle(rng, industry.business.intros),
    sharedIntros: shuffle(rng, bank.businessIntros),
    businessCtas: interleave(shuffle(rng, industry.business.ctas), shuffle(rng, bank.businessCtas)),
    // the industry's and the shared openings alternate; which comes first is drawn, so regenerations differ
    reviewOpenings: interleave(
      namedOpeners(rng, bank.openers.review).map(tagged(true)),
      chance(rng, 0.5)
        ? interleave(openers.map(tagged(true)), shuffle(rng, bank.reviewOpeners).map(tagged(false)))
        : interleave(shuffle(rng, bank.reviewOpeners).map(tagged(false)), openers.map(tagged(true))),
    ),
    // a general opening is followed by one naming `thing`, taken from the other end than the openings
    reviewIntros: [...openers].reverse(),
    reviewMoments: shuffle(rng, industry.review.moments),
    verdicts: shuffle(rng, industry.review.verdicts),
    remarks: shuffle(rng, voice.remarks),
    customer: shuffledSet(rng, bank.customer),
    business: shuffledSet(rng, bank.business),
    review: shuffledSet(rng, bank.review),
    leads: shuffle(rng, voice.leads),
    signoffs: shuffle(rng, voice.signoffs),
    titles: interleave(shuffle(rng, voice.titles), shuffle(rng, industry.titles)),
    layouts: shuffle(
      rng,
      Array.from({ length: layoutCount(platform) }, (_, k) => k),
    ),
    extraTags: [...nameTags(input), ...shuffle(rng, industry.tags)],
    emojiOffset: Math.floor(rng() * 64),
    leadIns: shuffle(rng, platform === 'Google Review' ? bank.reviewLeadIns : bank.leadIns),
    businessSignoffs: [],
  };
  if (platform !== 'Facebook') return plan;
  // The business's own post: drawn after everything else, so the other platforms' posts stay as they were. Which
  // openings come first is drawn, a lead-in in the business's voice comes before them, and it signs with its name.
  const shared = interleave(
    namedOpeners(rng, bank.openers.business).map(tagged(false)),
    shuffle(rng, bank.businessHooks).map(tagged(false)),
  );
  const own = shuffle(rng, industry.business.hooks).map(tagged(true));
  return {
    ...plan,
    businessHooks: chance(rng, 0.5) ? interleave(shared, own) : interleave(own, shared),
    leadIns: shuffle(rng, bank.businessLeadIns),
    businessSignoffs: shuffle(rng, bank.businessSignoffs),
  };
}

function contextOf(brief: Brief): Ctx {
  const { bank } = brief;
  return {
    thing: brief.thing,
    Thing: bank.capitalize(brief.thing),
    place: brief.place,
    Place: bank.capitalize(brief.place),
    business: brief.business,
    businessIn: brief.location ? bank.inArea(brief.business, brief.location) : brief.business,
    placeIn: brief.location ? bank.inArea(brief.place, brief.location) : brief.place,
    location: brief.location,
    audience: brief.audience,
    promotion: brief.promotion,
    details: brief.details,
    benefits: bank.joinList(brief.benefits),
    firstBenefit: brief.benefits[0] ?? '',
  };
}

/**
 * Post i's hashtags: the keywords first, then names and the industry's tags from the i-th onwards, so the posts of a
 * batch differ; as many as the platform's count for post i allows.
 */
function hashtagsFor(brief: Brief, plan: Plan, i: number): string[] {
  const { min, max } = PLATFORM_LIMITS[brief.platform].hashtags;
  const target = Math.min(max, Math.max(min, PLATFORM_SHAPES[brief.platform].tags(i)));
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (tag: string): void => {
    if (out.length < target && !seen.has(tag.toLowerCase()) && countCharacters(tag) <= 30) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  };
  const keywordTags = brief.keywords.flatMap(toHashtags);
  // with room for three or more, one place is kept for a tag that differs from post to post
  const forKeywords = target >= 3 ? target - 1 : target;
  for (const tag of keywordTags) if (out.length < forKeywords) add(tag);
  for (let k = 0; k < plan.extraTags.length; k++) add(at(plan.extraTags, i + k));
  keywordTags.forEach(add);
  return out;
}

/** Post i's title: within the platform's title limit, never the same as another of the batch, emoji-led or -ended. */
function titleFor(w: Writer, i: number, used: Set<string>): string {
  const { platform, bank } = w.brief;
  const decorated = platform !== 'Google Review' && platform !== 'Facebook';
  const limit = PLATFORM_LIMITS[platform].title ?? CONTENT_TITLE_MAX;
  const room = decorated ? limit - 1 - countCharacters(bank.emojiSpace) : limit;
  const plain: Ctx = { ...w.ctx, thing: '', Thing: '' };
  let base = '';
  search: for (let k = 0; k < w.plan.titles.length; k++) {
    for (const ctx of [w.ctx, plain]) {
      const title = bank.capitalize(finish(render(at(w.plan.titles, i + k), ctx)));
      if (countCharacters(title) <= room && !used.has(title)) {
        base = title;
        break search;
      }
    }
  }
  if (!base) base = cutToCharacters(bank.capitalize(finish(render(at(w.plan.titles, i), plain))), room);
  let title = base;
  if (decorated) {
    const prefix = chance(w.rng, 0.4);
    for (let e = 0; e === 0 || (used.has(title) && e < w.voice.emojis.length); e++) {
      const emoji = at(w.voice.emojis, w.plan.emojiOffset + i + e);
      title = prefix ? `${emoji}${bank.emojiSpace}${base}` : `${base}${bank.emojiSpace}${emoji}`;
    }
  }
  used.add(base);
  used.add(title);
  return title;
}

const phraseTexts = (phrase: Phrase): string[] =>
  typeof phrase === 'string' ? [phrase] : [phrase.with, phrase.without];

/** The phrases the industry may say (a HIIT class is never "calm"), or the fallback's when none is left. */
function fitting<P extends Phrase>(industry: Industry, list: readonly P[], fallback: readonly P[]): readonly P[] {
  const kept = list.filter((phrase) => !phraseTexts(phrase).some((text) => avoids(industry, text)));
  return kept.length > 0 ? kept : fallback;
}

/** A tone's voice without the words the industry avoids. */
function voiceFor(industry: Industry, voice: ToneVoice, neutral: ToneVoice): ToneVoice {
  return {
    ...voice,
    hooks: fitting(industry, voice.hooks, neutral.hooks),
    leads: fitting(industry, voice.leads, neutral.leads),
    signoffs: fitting(industry, voice.signoffs, neutral.signoffs),
    titles: fitting(industry, voice.titles, neutral.titles),
    remarks: fitting(industry, voice.remarks, neutral.remarks),
  };
}

/** Writes `count` posts for the request; deterministic for a given seed. */
export function generateBuiltin(input: GeneratorInput, count: number, seed: number): GeneratedPost[] {
  const rng = mulberry32(seed);
  const bank = languageBank(input.language);
  const platform = resolvePlatform(input.platform);
  const brief = readBrief(input, bank, platform, PLATFORM_SHAPES[platform].maxBenefits);
  const voice = voiceFor(brief.kind.industry, bank.tones[resolveTone(input.tone)], bank.tones.neutral);
  const industry = bank.industries[brief.kind.industry];
  const plan = planBatch(rng, bank, industry, voice, input, platform);
  const writer: Writer = {
    brief,
    bank,
    industry,
    voice,
    neutral: bank.tones.neutral,
    plan,
    ctx: contextOf(brief),
    rng,
    tags: (i) => hashtagsFor(brief, plan, i),
  };
  const used = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const content = fit(writePost(writer, i), bank, PLATFORM_LIMITS[platform]);
    return {
      title: titleFor(writer, i, used),
      content,
      keywords: [...brief.keywords],
      ...(brief.leftOut.length > 0 ? { leftOut: [...brief.leftOut], notes: [...brief.notes] } : {}),
    };
  });
}
