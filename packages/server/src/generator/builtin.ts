/**
 * The built-in generator: composes Redbook (Xiaohongshu) style posts from phrase banks, without any network.
 * A seeded PRNG drives every choice, so the same seed and input always give the same posts.
 */

import { en } from './phrases.en';
import { ms } from './phrases.ms';
import { render, type Ctx, type LanguageBank, type Phrase } from './phrases.types';
import { zh } from './phrases.zh';
import { at, chance, interleave, mulberry32, pick, shuffle, type Rng } from './prng';
import { cleanField, resolveKeywords, splitList, tidy, toHashtag } from './text';
import { TONE_STYLES, resolveTone, type ToneStyle } from './tones';
import type { GeneratedPost, GeneratorInput } from './types';

export type PlatformId = 'Redbook' | 'Instagram' | 'Tiktok' | 'Facebook' | 'Google Review';

type Density = 'high' | 'low' | 'none';
type Section = 'hook' | 'benefits' | 'audience' | 'details' | 'offer' | 'cta';
type Layout = readonly (readonly Section[])[];
type BenefitStyle = 'bullets' | 'numbered' | 'inline';

interface PlatformStyle {
  /** How much emoji decoration the platform's posts carry. */
  density: Density;
  minTags: number;
  maxTags: number;
  maxBenefits: number;
  /** Number of filler experience sentences when no benefits are given. */
  experienceSentences: number;
  benefitStyles: readonly BenefitStyle[];
  layouts: readonly Layout[];
  /** Reads as a customer review (rating line, review openers, verdict instead of a call to action). */
  review: boolean;
}

/** Paragraph groupings; empty sections drop out, and hook and cta never share a paragraph. */
const STANDARD_LAYOUTS: readonly Layout[] = [
  [['hook'], ['benefits', 'audience'], ['details', 'offer'], ['cta']],
  [
    ['hook', 'audience'],
    ['benefits', 'details'],
    ['offer', 'cta'],
  ],
  [['hook'], ['benefits'], ['audience', 'details', 'offer', 'cta']],
  [
    ['hook', 'benefits'],
    ['audience', 'offer'],
    ['details', 'cta'],
  ],
  [['hook', 'offer'], ['benefits', 'audience', 'details'], ['cta']],
  [['hook', 'details'], ['benefits'], ['audience', 'offer', 'cta']],
];

const COMPACT_LAYOUTS: readonly Layout[] = [
  [
    ['hook', 'audience'],
    ['benefits', 'details'],
    ['offer', 'cta'],
  ],
  [['hook'], ['benefits', 'audience', 'details'], ['offer', 'cta']],
  [
    ['hook', 'offer'],
    ['benefits', 'audience', 'details', 'cta'],
  ],
  [['hook', 'audience', 'details'], ['benefits'], ['offer', 'cta']],
];

const REVIEW_LAYOUTS: readonly Layout[] = [
  [['hook'], ['benefits', 'audience', 'details'], ['offer', 'cta']],
  [
    ['hook', 'audience'],
    ['benefits', 'details'],
    ['offer', 'cta'],
  ],
  [['hook', 'benefits'], ['audience', 'details', 'offer'], ['cta']],
];

const PLATFORM_STYLES: Record<PlatformId, PlatformStyle> = {
  Redbook: {
    density: 'high',
    minTags: 4,
    maxTags: 10,
    maxBenefits: 8,
    experienceSentences: 2,
    benefitStyles: ['bullets', 'numbered', 'inline'],
    layouts: STANDARD_LAYOUTS,
    review: false,
  },
  Instagram: {
    density: 'high',
    minTags: 6,
    maxTags: 15,
    maxBenefits: 6,
    experienceSentences: 2,
    benefitStyles: ['bullets', 'inline', 'numbered'],
    layouts: STANDARD_LAYOUTS,
    review: false,
  },
  Tiktok: {
    density: 'high',
    minTags: 3,
    maxTags: 5,
    maxBenefits: 4,
    experienceSentences: 1,
    benefitStyles: ['inline', 'bullets'],
    layouts: COMPACT_LAYOUTS,
    review: false,
  },
  Facebook: {
    density: 'low',
    minTags: 2,
    maxTags: 4,
    maxBenefits: 8,
    experienceSentences: 2,
    benefitStyles: ['inline', 'bullets'],
    layouts: STANDARD_LAYOUTS,
    review: false,
  },
  'Google Review': {
    density: 'none',
    minTags: 0,
    maxTags: 0,
    maxBenefits: 8,
    experienceSentences: 2,
    benefitStyles: ['inline', 'bullets'],
    layouts: REVIEW_LAYOUTS,
    review: true,
  },
};

const KEYCAPS = ['1️⃣', '2️⃣', '3️⃣', '4️⃣', '5️⃣', '6️⃣', '7️⃣', '8️⃣', '9️⃣', '🔟'] as const;
const LEADING_EMOJI = /^(\p{Extended_Pictographic}|\p{Regional_Indicator})/u;
const TITLE_FIELD_MAX = 40;

export function languageBank(language: string): LanguageBank {
  if (language === 'English') return en;
  if (language === 'Malay') return ms;
  return zh;
}

/** Maps the request's platform to a known one (case-insensitive, a few aliases); unknown → Redbook. */
export function resolvePlatform(platform: string): PlatformId {
  const p = (typeof platform === 'string' ? platform : '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (p === 'tiktok' || p === 'douyin' || p === '抖音') return 'Tiktok';
  if (p === 'googlereview' || p === 'googlereviews' || p === 'google' || p === 'googlemaps') return 'Google Review';
  if (p === 'facebook' || p === 'fb') return 'Facebook';
  if (p === 'instagram' || p === 'ig') return 'Instagram';
  return 'Redbook';
}

interface Fields {
  name: string;
  type: string;
  audience: string;
  promotion: string;
  location: string;
  details: string;
  benefits: string[];
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

/* Field values are wrapped in these markers inside Chinese text, so that spacing can be added where a template
   meets a Latin word ("适合 busy office workers") without ever touching the user's own text ("光感维C精华"). */
const OPEN = '\u0001';
const CLOSE = '\u0002';

function buildCtx(bank: LanguageBank, f: Fields): Ctx {
  const mark = (value: string): string => (bank.code === 'zh' && value ? `${OPEN}${value}${CLOSE}` : value);
  const name = mark(f.name);
  const type = mark(bank.midSentenceType(f.type));
  const product = bank.productRef(name, type);
  const benefits = mark(bank.joinList(f.benefits));
  const firstBenefit = mark(f.benefits[0] ?? '');
  return {
    product,
    Product: f.name ? name : bank.capitalize(product),
    name,
    type,
    cls: bank.measureWord(f.type),
    audience: mark(f.audience),
    Audience: mark(bank.capitalize(f.audience)),
    promotion: mark(f.promotion),
    location: mark(f.location),
    details: mark(f.details),
    benefits,
    Benefits: mark(bank.capitalize(bank.joinList(f.benefits))),
    firstBenefit,
    FirstBenefit: mark(bank.capitalize(f.benefits[0] ?? '')),
  };
}

interface Part {
  text: string;
  /** Block parts sit on their own line (list items, rating line, pinned location). */
  block: boolean;
}

const sentence = (text: string): Part => ({ text, block: false });
const line = (text: string): Part => ({ text, block: true });

function renderParagraph(parts: readonly Part[], joiner: string): string {
  let out = '';
  let previous: Part | undefined;
  for (const part of parts) {
    if (!previous) out = part.text;
    else out += part.block || previous.block ? `\n${part.text}` : `${joiner}${part.text}`;
    previous = part;
  }
  return out;
}

/** Everything chosen once per batch; post i takes the i-th entry of each shuffled pool. */
interface BatchPlan {
  titles: Phrase[];
  openers: Phrase[];
  intros: Phrase[];
  ctas: Phrase[];
  layouts: Layout[];
  benefitInline: Phrase[];
  experience: Phrase[];
  audience: Phrase[];
  promotion: Phrase[];
  location: Phrase[];
  details: Phrase[];
  benefitLeads: string[];
  signoffs: string[];
  fallbackTags: string[];
  styleOffset: number;
  emojiOffset: number;
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

/** Chinese typography: a space where template text meets a Latin word of a field; then drops the field markers. */
function finishText(text: string): string {
  return text
    .replace(new RegExp(`(\\p{Script=Han})${OPEN}(?=[A-Za-z])`, 'gu'), `$1 `)
    .replace(new RegExp(`(?<=[A-Za-z])${CLOSE}(\\p{Script=Han})`, 'gu'), ` $1`)
    .replace(new RegExp(`[${OPEN}${CLOSE}]`, 'g'), '');
}

function endWith(text: string, bank: LanguageBank): string {
  return /[.!?。！？…~～]$/u.test(text) ? text : `${text}${bank.code === 'zh' ? '。' : '.'}`;
}

interface PostContext {
  rng: Rng;
  bank: LanguageBank;
  style: ToneStyle;
  platform: PlatformStyle;
  fields: Fields;
  ctx: Ctx;
  plan: BatchPlan;
  keywords: readonly string[];
}

function benefitsSection(p: PostContext, i: number): Part[] {
  const { bank, ctx, plan, platform, fields, style } = p;
  const items = fields.benefits;
  if (items.length === 0) {
    const out: Part[] = [];
    for (let k = 0; k < platform.experienceSentences; k++) {
      out.push(sentence(render(at(plan.experience, i * platform.experienceSentences + k), ctx)));
    }
    return out;
  }
  const lead = at(plan.benefitLeads, i);
  const benefitStyle = at(platform.benefitStyles, plan.styleOffset + i);
  if (benefitStyle === 'inline' || items.length === 1) {
    if (chance(p.rng, 0.5)) return [sentence(render(at(plan.benefitInline, i), ctx))];
    return [sentence(endWith(`${lead}${bank.sentenceJoiner}${bank.joinList(items)}`, bank))];
  }
  const bullet =
    platform.density === 'high' ? at(style.bullets, plan.emojiOffset + i) : platform.density === 'low' ? '•' : '-';
  const parts: Part[] = [line(lead)];
  items.forEach((item, n) => {
    const marker = benefitStyle === 'numbered' ? (platform.density === 'high' ? at(KEYCAPS, n) : `${n + 1}.`) : bullet;
    parts.push(line(`${marker} ${bank.capitalize(item)}`));
  });
  return parts;
}

function offerSection(p: PostContext, i: number): Part[] {
  const { ctx, plan, platform, fields, bank } = p;
  const decorate = platform.density !== 'none';
  const parts: Part[] = [];
  if (fields.promotion) {
    const text = render(at(plan.promotion, i), ctx);
    parts.push(sentence(decorate ? `🎁${bank.emojiSpace}${text}` : text));
  }
  if (fields.location) {
    const text = render(at(plan.location, i), ctx);
    const part = decorate
      ? { text: `📍${bank.emojiSpace}${text}`, block: platform.density === 'high' }
      : sentence(text);
    if (parts.length > 0 && chance(p.rng, 0.35)) parts.unshift(part);
    else parts.push(part);
  }
  return parts;
}

function ctaSection(p: PostContext, i: number): Part[] {
  const { ctx, plan, rng } = p;
  const parts: Part[] = [sentence(render(at(plan.ctas, i), ctx))];
  if (chance(rng, 0.5)) parts.push(sentence(at(plan.signoffs, i)));
  return parts;
}

function hookSection(p: PostContext, i: number): Part[] {
  const { ctx, plan, platform } = p;
  const parts: Part[] = [];
  if (platform.review) parts.push(line('⭐⭐⭐⭐⭐'));
  const opener = render(at(plan.openers, i), ctx);
  parts.push(sentence(opener));
  // Review openers may already name the product; then a second introduction would only repeat it.
  if (!opener.includes(ctx.product)) parts.push(sentence(render(at(plan.intros, i), ctx)));
  return parts;
}

function sectionParts(p: PostContext, section: Section, i: number): Part[] {
  const { ctx, plan, fields } = p;
  switch (section) {
    case 'hook':
      return hookSection(p, i);
    case 'benefits':
      return benefitsSection(p, i);
    case 'audience':
      return fields.audience ? [sentence(render(at(plan.audience, i), ctx))] : [];
    case 'details':
      return fields.details ? [sentence(render(at(plan.details, i), ctx))] : [];
    case 'offer':
      return offerSection(p, i);
    case 'cta':
      return ctaSection(p, i);
  }
}

function hashtags(p: PostContext, i: number): string {
  const { platform, plan } = p;
  if (platform.maxTags === 0) return '';
  const tags: string[] = [];
  const seen = new Set<string>();
  const add = (raw: string): void => {
    const tag = toHashtag(raw);
    if (tag && !seen.has(tag.toLowerCase()) && tags.length < platform.maxTags) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  };
  p.keywords.forEach(add);
  for (let k = 0; tags.length < platform.minTags && k < plan.fallbackTags.length; k++) {
    add(at(plan.fallbackTags, i + k));
  }
  return tags.map((t) => `#${t}`).join(' ');
}

function composeContent(p: PostContext, i: number): string {
  const { bank, platform, plan, style, rng } = p;
  const layout = at(plan.layouts, i);
  const paragraphs: string[] = [];
  let emojiIndex = plan.emojiOffset + i * 3 + 1;
  for (const group of layout) {
    const parts = group.flatMap((section) => sectionParts(p, section, i));
    if (parts.length === 0) continue;
    let text = finishText(renderParagraph(parts, bank.sentenceJoiner));
    const decorate = platform.density === 'high' || (platform.density === 'low' && paragraphs.length === 0);
    if (decorate && !LEADING_EMOJI.test(text)) {
      text = `${at(style.emojis, emojiIndex++)}${bank.emojiSpace}${text}`;
    }
    paragraphs.push(text);
  }
  if (platform.density === 'high' && chance(rng, 0.5)) {
    const last = paragraphs.length - 1;
    paragraphs[last] = `${paragraphs[last] ?? ''}${bank.emojiSpace}${at(style.emojis, emojiIndex)}`;
  }
  const tags = hashtags(p, i);
  return tidy([...paragraphs, ...(tags ? [tags] : [])].join('\n\n'));
}

interface UsedTitles {
  /** Titles before emoji decoration, so two posts never share the same wording. */
  bases: Set<string>;
  titles: Set<string>;
}

function composeTitle(p: PostContext, i: number, used: UsedTitles): string {
  const { plan, ctx, platform, style, bank, rng } = p;
  const titleAt = (k: number): string => tidy(finishText(render(at(plan.titles, k), ctx)));
  let base = titleAt(i);
  for (let k = 1; k < plan.titles.length && used.bases.has(base); k++) base = titleAt(i + k);
  used.bases.add(base);
  if (platform.density === 'none') {
    let title = base;
    for (let n = 2; used.titles.has(title); n++) title = `${base} (${n})`;
    used.titles.add(title);
    return title;
  }
  const space = bank.emojiSpace;
  let e = plan.emojiOffset + i;
  const prefix = platform.density === 'high' && chance(rng, 0.4);
  const decorate = (emoji: string): string => (prefix ? `${emoji}${space}${base}` : `${base}${space}${emoji}`);
  let title = decorate(at(style.emojis, e));
  while (used.titles.has(title)) {
    e++;
    base = `${base}${space}${at(style.emojis, e)}`;
    title = decorate(at(style.emojis, e + 1));
  }
  used.titles.add(title);
  return title;
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
