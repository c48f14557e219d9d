/**
 * The audit's checks of one post: wrong-industry words, another language's sentences, Malay templates' English,
 * Traditional characters, whether it names the business, and a Google review's rules (no hours, booking rules or
 * promotions, no claim of being genuine, no invented circumstances, no emoji). A claim of being genuine, unsponsored
 * or self-paid is counted on every platform.
 */
import type { GeneratedPost } from '@app/contract';
import { generateBuiltin } from '../../src/generator/builtin';
import { foreignSentences, hasTraditional, type LanguageCode } from '../../src/generator/language';
import type { GeneratorInput } from '../../src/generator/types';
import type { AuditBusiness } from './audit-businesses';
import { wrongGroups } from './audit-vocabulary';

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
  /和朋友|跟朋友|带朋友|闺蜜|第一次|初次|拍照|拍了|带家人|和家人|同事/u,
  latin('dengan kawan|bersama kawan|rakan-rakan|pertama kali|ambil gambar|bergambar|bersama keluarga|isteri|suami'),
];
/** Hours, booking rules and promotions. */
const LOGISTICS = [
  latin(
    '\\d{1,2}\\s?(am|pm)|\\d{1,2}[:.]\\d{2}|open(s)? (daily|at|from|until)|closed on|booking|book (via|through|online|now|ahead)|reservations?|walk-in|appointments? only|% off|free|discount|promo\\w*',
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

export interface PostScore {
  wrongIndustry: string[];
  mixed: boolean;
  englishInMalay: boolean;
  traditional: boolean;
  namesBusiness: boolean;
  genuineClaim: boolean;
  /** Google Review only. */
  reviewProblems: string[];
  leftOut: boolean;
}

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

export function scorePost(
  post: GeneratedPost,
  business: AuditBusiness,
  code: LanguageCode,
  platform: string,
): PostScore {
  const text = `${post.title}\n${post.content}`;
  const own = templateText(text, business);
  const review = platform === 'Google Review';
  const reviewProblems: string[] = [];
  if (review) {
    const firstLine = post.content.split('\n')[0] ?? '';
    if (post.title && firstLine.includes(post.title)) reviewProblems.push('title');
    const promotion = business.input.promotion;
    if (any(LOGISTICS, own) || (promotion && post.content.includes(promotion))) reviewProblems.push('logistics');
    if (any(INVENTED, templateText(post.content, business))) reviewProblems.push('invented');
    if (EMOJI.test(post.content)) reviewProblems.push('emoji');
  }
  const genuineClaim = any(GENUINE, own);
  if (review && genuineClaim) reviewProblems.push('genuine');
  return {
    wrongIndustry: wrongGroups(business.industry, own),
    mixed: foreignSentences(templateText(post.content, business).replace(/#\S+/gu, ' '), code).length > 0,
    englishInMalay: code === 'ms' && ENGLISH_IN_MALAY.test(own.replace(/#\S+/gu, ' ')),
    traditional: code === 'zh' && hasTraditional(text),
    namesBusiness: text.toLowerCase().includes(business.businessName.toLowerCase()),
    genuineClaim,
    reviewProblems,
    leftOut: (post.notes?.length ?? 0) > 0,
  };
}

/** The opening of a post: its first sentence without emoji, for counting how varied regenerations are. */
export function openingOf(post: GeneratedPost): string {
  const body = post.content.replace(/\p{Extended_Pictographic}|\uFE0F/gu, '').trim();
  return (body.split(/[.!?。！？\n]/u)[0] ?? '').trim().toLowerCase();
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
