/**
 * Writing one post of the built-in generator from the batch's plan: the sections of its body in the platform's
 * layout, its hashtags and its title (never the same as another post's of the batch).
 */

import { render, type Ctx, type LanguageBank, type Phrase } from './phrases.types';
import type { Layout, PlatformStyle, Section } from './platforms';
import { at, chance, type Rng } from './prng';
import { tidy, toHashtag } from './text';
import type { ToneStyle } from './tones';

const KEYCAPS = ['1️⃣', '2️⃣', '3️⃣', '4️⃣', '5️⃣', '6️⃣', '7️⃣', '8️⃣', '9️⃣', '🔟'] as const;
const LEADING_EMOJI = /^(\p{Extended_Pictographic}|\p{Regional_Indicator})/u;

/** The request's fields, cleaned (benefits split into a list, at most the platform's number of them). */
export interface Fields {
  name: string;
  type: string;
  audience: string;
  promotion: string;
  location: string;
  details: string;
  benefits: string[];
}

/* Field values are wrapped in these markers inside Chinese text, so that spacing can be added where a template
   meets a Latin word ("适合 busy office workers") without ever touching the user's own text ("光感维C精华"). */
const OPEN = '\u0001';
const CLOSE = '\u0002';

export function buildCtx(bank: LanguageBank, f: Fields): Ctx {
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
export interface BatchPlan {
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

export interface PostContext {
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

export function composeContent(p: PostContext, i: number): string {
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

export interface UsedTitles {
  /** Titles before emoji decoration, so two posts never share the same wording. */
  bases: Set<string>;
  titles: Set<string>;
}

export function composeTitle(p: PostContext, i: number, used: UsedTitles): string {
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
