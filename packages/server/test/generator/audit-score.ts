/**
 * The audit's checks of one post: whether it says what it is about, another trade's words, another language's
 * sentences, Malay templates' English, Traditional characters, whether it names the business, a placeholder printed,
 * contact details in a customer's post, claims in any words, the voice (only the business's Page speaks as "we"),
 * and a Google review's rules (no hours, booking rules or promotions, no invented circumstances, no emoji).
 */
import type { GeneratedPost } from '@app/contract';
import { generateBuiltin } from '../../src/generator/builtin';
import { foreignSentences, hasTraditional, type LanguageCode } from '../../src/generator/language';
import type { GeneratorInput } from '../../src/generator/types';
import { contactsIn, hasClaim } from '../../src/generator/checks/patterns';
import { isPlaceholder } from '../../src/generator/text';
import type { AuditBusiness } from './audit-businesses';
import { wrongGroups } from './audit-vocabulary';
import { judgeTrade, ownText } from './open-world';
import { inventedClaims, requestText } from './post-checks';

const latin = (words: string): RegExp => new RegExp(`(^|[^\\p{L}])(${words})(?![\\p{L}])`, 'iu');

const GENUINE = [
  latin(
    'genuine|not an ad|not sponsored|unsponsored|no sponsor\\w*|paid (for it )?myself|my own money|own pocket|real review|honest review',
  ),
  /真实|非广告|不是广告|无广|没有广告|自费|自掏腰包|良心推荐|无恰饭|不恰饭/u,
  latin('bukan iklan|tiada tajaan|bukan tajaan|duit sendiri|wang sendiri|ulasan jujur|ikhlas'),
];
const INVENTED = [
  latin(
    'with (my )?friends|with (my )?family|first time|first visit|took a (photo|picture)|photos|my (wife|husband|colleagues)',
  ),
  /和朋友|跟朋友|(?<!会|想|要)带朋友|闺蜜|第一次|初次|拍照|拍了|(?<!会|想|要)带家人|和家人|同事/u,
  latin('dengan kawan|bersama kawan|rakan-rakan|pertama kali|ambil gambar|bergambar|bersama keluarga|isteri|suami'),
];
/** Hours, booking rules and promotions. */
const LOGISTICS = [
  latin(
    '\\d{1,2}\\s?(am|pm)|\\d{1,2}[:.]\\d{2}|open(s)? (daily|at|from|until)|closed on|(bookings?|reservations?) (is |are )?(required|needed|essential|recommended|via|through|only)|book (via|through|online|now|ahead)|walk-in|appointments? only|% off|free|discount|promo\\w*',
  ),
  /\d+\s*点|营业时间|预订|提前预约|优惠|打折|免费|赠送/u,
  // booking (tempah) is a rule only when it tells how or when: "saya akan tempah lagi" is the customer's own plan
  latin(
    'pukul|dibuka|ditutup|tempah(an)? (melalui|awal|sekarang|dahulu|terlebih dahulu|diperlukan|wajib)|(perlu|wajib|sila) (buat )?tempah(an)?|tanpa tempahan|temujanji sahaja|diskaun|percuma|promosi',
  ),
];
const EMOJI = /\p{Extended_Pictographic}/u;
/** English words of a Malay template ("Like kalau membantu!", "Okey bye"). */
const ENGLISH_IN_MALAY = latin('like|okay|okey|bye|byee+|the|and|with|please|so|guys|yes|my|you');

/** A field's placeholder printed as if it were a value ("A note for -:", "Good to know: nil."). */
function printsPlaceholder(content: string, request: GeneratorInput): boolean {
  const body = content.replace(/#\S+/gu, ' ');
  if (/[:：]\s*[-–—]\s*([.。]|$)/mu.test(body)) return true;
  const fields = [
    request.targetAudience,
    request.benefits,
    request.promotion,
    request.location,
    request.additionalDetails,
  ];
  return fields.some((value) => {
    const typed = value.trim();
    if (!typed || !isPlaceholder(typed)) return false;
    const escaped = typed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[\\s:：(（“])${escaped}([\\s.,。!！)）”]|$)`, 'iu').test(body);
  });
}

/** The business's own voice, which only its Page's posts speak in. */
const WE: Record<LanguageCode, RegExp> = {
  en: /\b(we|we're|we've|our|us)\b/iu,
  ms: /\bkami\b/iu,
  zh: /我们(?!下[篇次回期]?见|一起)/u,
};

const any = (patterns: readonly RegExp[], text: string): boolean => patterns.some((pattern) => pattern.test(text));

/** The text without the request's own values (a name or promotion the owner typed is not the template's). */
function templateText(text: string, business: AuditBusiness): string {
  const { input } = business;
  let out = text;
  for (const value of [business.businessName, input.productName, input.productType, input.location, input.promotion]) {
    if (value) out = out.split(value).join(' ');
  }
  return out;
}

export interface PostScore {
  /** Not about its thing: neither the product as printed, its type, nor a word of its trade. */
  offTopic: boolean;
  /** Words of another trade: the family's avoided words (banks/industries.json) and the audit's own groups. */
  wrongWords: string[];
  mixed: boolean;
  englishInMalay: boolean;
  traditional: boolean;
  namesBusiness: boolean;
  placeholder: boolean;
  contacts: string[];
  /** Claims in any words: of being genuine (checks/patterns.ts), and price, quality or offer words not given. */
  claims: string[];
  /** A customer's post that speaks as the business ("we", "kami", 我们). */
  wrongVoice: boolean;
  speaksAsBusiness: boolean;
  /** Google Review only. */
  reviewProblems: string[];
  leftOut: boolean;
}

export function scorePost(
  post: GeneratedPost,
  business: AuditBusiness,
  code: LanguageCode,
  platform: string,
  request: GeneratorInput,
): PostScore {
  const text = `${post.title}\n${post.content}`;
  const own = templateText(text, business);
  const review = platform === 'Google Review';
  const page = platform === 'Facebook' && request.voice === 'business';
  const reviewProblems: string[] = [];
  if (review) {
    if (post.title && post.content.startsWith(`${post.title}\n`)) reviewProblems.push('title');
    const promotion = business.input.promotion;
    // the request's own benefits and audience are its facts ("free-flow banchan"), not the writer's
    const facts = [business.input.benefits, business.input.targetAudience].flatMap((v) => v.split(/[,，、;；]/u));
    const written = facts.reduce((text, fact) => (fact.trim() ? text.split(fact.trim()).join(' ') : text), own);
    if (any(LOGISTICS, written) || (promotion && post.content.includes(promotion))) reviewProblems.push('logistics');
    if (any(INVENTED, templateText(post.content, business))) reviewProblems.push('invented');
    if (EMOJI.test(post.content)) reviewProblems.push('emoji');
  }
  const genuineClaim = any(GENUINE, own) || hasClaim(text);
  if (review && genuineClaim) reviewProblems.push('genuine');
  const trade = judgeTrade(post, request);
  // the brief's own words and their translations ("catering" as 餐饮服务) are the owner's, not the writer's
  const ownWords = requestText(request)
    .split(/[\n,，、]/u)
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase.length >= 2)
    .reduce((text, phrase) => text.split(phrase).join(' '), ownText(post.content, request));
  return {
    offTopic: !trade.about,
    wrongWords: [...trade.avoided, ...wrongGroups(business.family, ownWords)],
    mixed: foreignSentences(templateText(post.content, business).replace(/#\S+/gu, ' '), code).length > 0,
    englishInMalay: code === 'ms' && ENGLISH_IN_MALAY.test(own.replace(/#\S+/gu, ' ')),
    traditional: code === 'zh' && hasTraditional(text),
    namesBusiness: text.toLowerCase().includes(business.businessName.toLowerCase()),
    placeholder: printsPlaceholder(post.content, request),
    contacts: page ? [] : contactsIn(post.content),
    claims: [...(genuineClaim ? ['genuine'] : []), ...inventedClaims(post, request)],
    wrongVoice: !page && WE[code].test(post.content),
    speaksAsBusiness: WE[code].test(post.content),
    reviewProblems,
    leftOut: (post.notes?.length ?? 0) > 0,
  };
}

/**
 * The opening of a post: its first sentence without emoji, for counting how varied regenerations are. A dot
 * inside a number ("1.5HP") does not end the sentence.
 */
export function openingOf(post: GeneratedPost): string {
  const body = post.content.replace(/\p{Extended_Pictographic}|\uFE0F/gu, '').trim();
  return (body.split(/(?<!\d)\.|\.(?!\d)|[!?。！？\n]/u)[0] ?? '').trim().toLowerCase();
}

/** How many distinct openings `runs` single-post regenerations of one request give (seeds 7919·k + `offset`). */
export function distinctOpenings(input: GeneratorInput, runs: number, offset: number): number {
  const openings = new Set<string>();
  for (let k = 0; k < runs; k++) {
    const [post] = generateBuiltin(input, 1, 7919 * k + offset);
    if (post) openings.add(openingOf(post));
  }
  return openings.size;
}
