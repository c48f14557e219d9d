/**
 * How each platform's post is laid out by the built-in generator, in the voice it is posted in:
 * - Redbook: a customer's note, every paragraph led by an emoji, 3–8 hashtags;
 * - Instagram: a customer's caption, one sentence a line, 8–15 hashtags;
 * - TikTok: a customer's hook line and a short caption, 3–5 hashtags;
 * - Facebook: the business's own friendly post, with its location and a call to action, signed with its name, 1–3
 *   hashtags;
 * - Google Review: a customer's first-person review of 40–120 words naming what they had and where, no emoji, no
 *   hashtags.
 * A post of a batch takes its layout, its phrases and its extra hashtags by its index from the batch's shuffled pools.
 */
import { PLATFORM_LIMITS, type Platform } from '@app/contract';
import type { Ctx, FieldPhrases, IndustryBank, LanguageCore, Phrase, ToneVoice } from './banks/types';
import { render } from './banks/types';
import type { Brief } from './brief';
import { DROP, KEEP, part, wordsOf, type Draft, type Paragraph, type Part } from './compose';
import { at, chance, interleave, type Rng } from './prng';

type Section = 'hook' | 'intro' | 'moments' | 'benefits' | 'audience' | 'details' | 'promotion' | 'location' | 'cta';
type Layout = readonly (readonly Section[])[];

const LAYOUTS: Record<Exclude<Platform, 'Google Review'>, readonly Layout[]> = {
  Redbook: [
    [['hook'], ['intro', 'moments'], ['benefits'], ['audience', 'details'], ['promotion', 'location'], ['cta']],
    [['hook', 'intro'], ['benefits'], ['moments', 'audience'], ['details', 'promotion'], ['location'], ['cta']],
    [['hook'], ['intro'], ['benefits', 'details'], ['moments'], ['promotion', 'location'], ['audience', 'cta']],
    [['hook', 'intro', 'moments'], ['benefits'], ['audience'], ['promotion', 'details'], ['location', 'cta']],
    [['hook'], ['intro', 'benefits'], ['moments', 'details'], ['audience', 'promotion'], ['location'], ['cta']],
  ],
  Instagram: [
    [['hook'], ['intro', 'moments'], ['benefits'], ['audience', 'details'], ['promotion', 'location'], ['cta']],
    [
      ['hook', 'intro'],
      ['benefits', 'moments'],
      ['details', 'audience'],
      ['promotion', 'location', 'cta'],
    ],
    [['hook'], ['intro', 'benefits'], ['moments', 'audience', 'details'], ['location', 'promotion'], ['cta']],
  ],
  Tiktok: [
    [['hook'], ['intro', 'benefits', 'promotion', 'location', 'cta']],
    [['hook'], ['intro', 'moments', 'promotion', 'location', 'cta']],
    [
      ['hook', 'intro'],
      ['benefits', 'audience', 'promotion', 'location', 'cta'],
    ],
    [['hook'], ['intro', 'audience', 'promotion', 'location'], ['cta']],
  ],
  Facebook: [
    [['hook', 'intro'], ['benefits', 'audience'], ['details', 'promotion'], ['location'], ['cta']],
    [['hook'], ['intro', 'benefits'], ['promotion', 'details', 'audience'], ['location', 'cta']],
    [['hook', 'intro', 'audience'], ['benefits'], ['promotion'], ['details', 'location', 'cta']],
  ],
};

/** A customer recommending the business on its Facebook Page: a few short paragraphs, no emoji but the first. */
const CUSTOMER_FACEBOOK: readonly Layout[] = [
  [['hook', 'intro'], ['moments', 'benefits'], ['audience', 'details'], ['promotion', 'location'], ['cta']],
  [['hook', 'intro', 'moments'], ['benefits', 'details'], ['audience', 'location', 'promotion'], ['cta']],
  [['hook'], ['intro', 'benefits'], ['moments', 'audience'], ['location', 'promotion', 'cta']],
];

/** How many layouts each platform has (the batch shuffles their order). */
export function layoutCount(platform: Platform): number {
  return platform === 'Google Review' ? 3 : LAYOUTS[platform].length;
}

/** Most benefits a platform's post lists, and how many moments a customer's post tells. */
export const PLATFORM_SHAPES: Record<Platform, { maxBenefits: number; moments: number; tags: (i: number) => number }> =
  {
    Redbook: { maxBenefits: 6, moments: 2, tags: (i) => 4 + (i % 4) },
    Instagram: { maxBenefits: 6, moments: 2, tags: (i) => 8 + (i % 8) },
    Tiktok: { maxBenefits: 3, moments: 1, tags: (i) => 3 + (i % 3) },
    Facebook: { maxBenefits: 6, moments: 0, tags: (i) => 1 + (i % 3) },
    'Google Review': { maxBenefits: 3, moments: 1, tags: () => 0 },
  };

export interface Flagged {
  phrase: Phrase;
  flag: boolean;
}

/** Everything drawn once per batch; post i takes the i-th entry of each shuffled pool. */
export interface Plan {
  hooks: Phrase[];
  intros: Phrase[];
  moments: Phrase[];
  ctas: Phrase[];
  /** The business's opening lines: the industry's (flag) or shared ones. */
  businessHooks: Flagged[];
  /** The industry's sentences naming `thing`, used after a shared opening line; the shared ones after the industry's. */
  businessIntros: Phrase[];
  sharedIntros: Phrase[];
  businessCtas: Phrase[];
  /** A review's first sentence: one that names `thing` (flag), or a general one (then followed by one that does). */
  reviewOpenings: Flagged[];
  reviewIntros: Phrase[];
  reviewMoments: Phrase[];
  verdicts: Phrase[];
  remarks: Phrase[];
  customer: FieldPhrases;
  business: FieldPhrases;
  review: FieldPhrases;
  leads: string[];
  signoffs: string[];
  titles: Phrase[];
  layouts: number[];
  extraTags: string[];
  emojiOffset: number;
  /** Words before the first sentence of post i (when drawn), so regenerations open differently. */
  leadIns: string[];
  /** How the business signs its own post (Facebook), naming itself. */
  businessSignoffs: Phrase[];
}

export interface Writer {
  brief: Brief;
  bank: LanguageCore;
  industry: IndustryBank;
  voice: ToneVoice;
  /** The neutral voice: its leads introduce the business's own list of benefits. */
  neutral: ToneVoice;
  plan: Plan;
  ctx: Ctx;
  rng: Rng;
  /** The post's hashtags (its index → hashtags without "#"). */
  tags: (i: number) => string[];
}

const say = (w: Writer, phrase: Phrase): string => render(phrase, w.ctx);

function fieldPart(
  w: Writer,
  set: FieldPhrases,
  field: keyof FieldPhrases & keyof Ctx,
  i: number,
  drop: number,
): Part[] {
  return w.ctx[field] ? [part(say(w, at(set[field], i)), drop)] : [];
}

function pinned(w: Writer, emoji: string, text: string, block: boolean, drop: number): Part {
  return part(`${emoji}${w.bank.emojiSpace}${text}`, drop, block);
}

function benefitParts(w: Writer, i: number, set: FieldPhrases, list: { lead: string; bullet: string } | null): Part[] {
  const items = w.brief.benefits;
  if (items.length === 0) return [];
  if (!list || items.length < 2) return [part(say(w, at(set.benefits, i)), DROP.benefits)];
  return [
    part(list.lead, DROP.benefits, true),
    ...items.map((item) => part(`${list.bullet} ${w.bank.capitalize(item)}`, DROP.benefits, true)),
  ];
}

function momentParts(w: Writer, i: number, pool: readonly Phrase[], n: number): Part[] {
  return Array.from({ length: n }, (_, k) => part(say(w, at(pool, i * n + k)), DROP.moment));
}

function assemble(
  layout: Layout,
  sections: Record<Section, Part[]>,
  lead: (first: Section, k: number) => string | undefined,
  lines: boolean,
): Paragraph[] {
  return layout
    .map((group, k) => {
      const parts = group.flatMap((section) => sections[section]);
      const first = group.find((section) => sections[section].length > 0);
      const emoji = first ? lead(first, k) : undefined;
      return { parts, ...(emoji ? { lead: emoji } : {}), ...(lines ? { lines } : {}) };
    })
    .filter((paragraph) => paragraph.parts.length > 0);
}

function draftOf(w: Writer, i: number, paragraphs: Paragraph[]): Draft {
  return { paragraphs, tags: w.tags(i), minTags: PLATFORM_LIMITS[w.brief.platform].hashtags.min };
}

/** Redbook, Instagram, TikTok and Facebook for customers: a customer's post. */
function customerPost(w: Writer, i: number, platform: 'Redbook' | 'Instagram' | 'Tiktok' | 'Facebook'): Draft {
  const { plan, voice, ctx } = w;
  const emoji = (k: number): string => at(voice.emojis, plan.emojiOffset + i * 3 + k);
  const shape = platform === 'Facebook' ? PLATFORM_SHAPES.Redbook : PLATFORM_SHAPES[platform];
  const listed = platform !== 'Tiktok' && i % 2 === 0;
  const cta = [part(say(w, at(plan.ctas, i)), KEEP)];
  if (platform !== 'Tiktok' && chance(w.rng, 0.5)) cta.push(part(at(voice.signoffs, i), DROP.signoff));
  const sections: Record<Section, Part[]> = {
    hook: [part(say(w, at(plan.hooks, i)), KEEP)],
    intro: [part(say(w, at(plan.intros, i)), KEEP)],
    moments: momentParts(w, i, plan.moments, w.brief.benefits.length > 0 ? shape.moments - 1 || 1 : shape.moments),
    benefits: benefitParts(
      w,
      i,
      plan.customer,
      listed ? { lead: at(plan.leads, i), bullet: at(voice.bullets, i) } : null,
    ),
    audience: fieldPart(w, plan.customer, 'audience', i, DROP.audience),
    details: fieldPart(w, plan.customer, 'details', i, DROP.details),
    promotion: ctx.promotion ? [pinned(w, '🎁', say(w, at(plan.customer.promotion, i)), true, DROP.promotion)] : [],
    location: ctx.location ? [pinned(w, '📍', say(w, at(plan.customer.location, i)), true, DROP.location)] : [],
    cta,
  };
  const layouts = platform === 'Facebook' ? CUSTOMER_FACEBOOK : LAYOUTS[platform];
  const layout = at(layouts, at(plan.layouts, i) % layouts.length);
  const lead = (first: Section, k: number): string | undefined =>
    platform === 'Redbook' || k === 0 ? emoji(k) : first === 'cta' && platform === 'Instagram' ? emoji(k) : undefined;
  return draftOf(w, i, assemble(layout, sections, lead, platform === 'Instagram'));
}

/** Facebook: the business's own post, with its location and a call to action. */
function businessPost(w: Writer, i: number): Draft {
  const { plan, ctx } = w;
  const hook = at(plan.businessHooks, i);
  const listed = i % 2 === 1;
  const sections: Record<Section, Part[]> = {
    hook: [part(say(w, hook.phrase), KEEP)],
    // every post speaks of its industry: in its opening line, or else in the sentence naming what it offers
    intro: [part(say(w, at(hook.flag ? plan.sharedIntros : plan.businessIntros, i)), KEEP)],
    moments: [],
    benefits: benefitParts(w, i, plan.business, listed ? { lead: at(w.neutral.leads, i), bullet: '•' } : null),
    audience: fieldPart(w, plan.business, 'audience', i, DROP.audience),
    details: fieldPart(w, plan.business, 'details', i, DROP.details),
    promotion: fieldPart(w, plan.business, 'promotion', i, DROP.promotion),
    location: ctx.location ? [pinned(w, '📍', say(w, at(plan.business.location, i)), true, KEEP)] : [],
    cta: [part(say(w, at(plan.businessCtas, i)), KEEP), ...signoff(w, i)],
  };
  const emoji = at(w.voice.emojis, plan.emojiOffset + i);
  const layout = at(LAYOUTS.Facebook, at(plan.layouts, i));
  return draftOf(
    w,
    i,
    assemble(layout, sections, (_, k) => (k === 0 ? emoji : undefined), false),
  );
}

/** The business signing its own post by its name, when the request gave one (not "this café"). */
function signoff(w: Writer, i: number): Part[] {
  if (w.brief.business === w.brief.place || w.plan.businessSignoffs.length === 0) return [];
  return [part(say(w, at(w.plan.businessSignoffs, i)), KEEP, true)];
}

/** Words a review grows to with moments (a little above Google's minimum, so a cut moment never takes it below). */
const REVIEW_TARGET_WORDS = (PLATFORM_LIMITS['Google Review'].words?.min ?? 0) + 5;

/** Google Review: a customer's first-person review naming what they had and where, grown to its word minimum. */
function reviewPost(w: Writer, i: number): Draft {
  const { plan } = w;
  const opening = at(plan.reviewOpenings, i);
  const open = [part(say(w, opening.phrase), KEEP)];
  if (!opening.flag) open.push(part(say(w, at(plan.reviewIntros, Math.floor(i / 2))), KEEP));
  // a review tells the experience: no hours, booking rules or offers (the details and the promotion stay out)
  const fields = [...benefitParts(w, i, plan.review, null), ...fieldPart(w, plan.review, 'audience', i, DROP.audience)];
  const moments: Part[] = [];
  // the tone shows in the body: a remark in its voice before the verdict
  const closing = [
    ...fieldPart(w, plan.review, 'location', i, KEEP),
    part(say(w, at(plan.remarks, i)), KEEP),
    part(say(w, at(plan.verdicts, i)), KEEP),
  ];
  const variant = at(plan.layouts, i) % 3;
  const paragraphs = (): Paragraph[] => {
    if (variant === 0) return [{ parts: [...open, ...moments, ...fields, ...closing] }];
    if (variant === 1) return [{ parts: [...open, ...moments, ...fields] }, { parts: closing }];
    return [{ parts: [...open, ...fields] }, { parts: [...moments, ...closing] }];
  };
  // more moments until the review reads as one, each post starting elsewhere in the pool
  const extra = interleave(plan.reviewMoments, plan.moments);
  let draft = draftOf(w, i, paragraphs());
  for (let k = 0; k < extra.length && wordsOf(draft, w.bank) < REVIEW_TARGET_WORDS; k++) {
    const text = say(w, at(extra, i * 5 + k));
    if (moments.some((moment) => moment.text === text)) continue;
    moments.push(part(text, DROP.moment));
    draft = draftOf(w, i, paragraphs());
  }
  return draft;
}

export function writePost(w: Writer, i: number): Draft {
  switch (w.brief.platform) {
    case 'Facebook':
      return w.brief.customer ? customerPost(w, i, 'Facebook') : businessPost(w, i);
    case 'Google Review':
      return reviewPost(w, i);
    default:
      return customerPost(w, i, w.brief.platform);
  }
}

/** The request's platform among the five (case and spacing aside, a few aliases); anything else is Redbook. */
export function resolvePlatform(platform: string): Platform {
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
