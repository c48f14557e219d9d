/**
 * The rules the generator's tests hold posts to beyond the platform's limits (rules.ts): the words of each industry,
 * claims that must come from the request, hashtags in one script, and how alike two posts are.
 */
import { hashtagsOf } from '@app/contract';
import { withoutNames } from '../../src/generator/answer-checks';
import { translate } from '../../src/generator/glossary';
import { languageProblems } from '../../src/generator/rules';
import type { GeneratedPost, GeneratorInput } from '../../src/generator/types';

type Code = 'zh' | 'en' | 'ms';

export const codeOf = (language: GeneratorInput['language']): Code =>
  language === 'Mandarin' ? 'zh' : language === 'English' ? 'en' : 'ms';

/** Retail copy that must never describe food ("用下来", "add to cart"). */
export const RETAIL_WORDS: Record<Code, RegExp> = {
  zh: /好物|入手|回购|购物|用下来|谁用谁知道|开箱|使用/u,
  en: /\b(cart|products?|unbox\w*|haul|repurchase\w*|using it)\b/i,
  ms: /\b(troli|produk|beli semula|buka kotak)\b/i,
};

/** Words of eating (food), visiting (services) and using or buying (retail): every such post has one. */
export const INDUSTRY_WORDS: Record<'food' | 'services' | 'retail', Record<Code, RegExp>> = {
  food: {
    zh: /吃|尝|餐|饭|食|喝|点了|点一|饿|甜|杯/u,
    en: /\b(eat|eating|ate|bites?|food|meals?|order\w*|hungry|makan|tast\w+|mealtime|sip\w*|cups?|drinks?|slice|sweet|bak\w*|bread|loaf|pastr\w*)\b/i,
    ms: /\b(makan|makanan|hidangan|suapan|pesan|lapar|kenyang|mengidam|merasa|minum|minuman|hirup|secawan|manis\w*|sepotong)\b/i,
  },
  services: {
    // a service is had done as well as visited ("请这家店搞定了", "交给了这家店")
    zh: /去|来|预约|体验|跑|出门|行程|到了|联系|找我们|参加|练|课|报名|做了|染发|剪发|头发|请|搞定|交给/u,
    en: /\b(visit\w*|book\w*|appointment|went|came|come|trip|errand|did|contact|trained|joined|signed up|attending|had|tried)\b/i,
    ms: /\b(ke|tempah\w*|kunjungan|pergi|datang\w*|temujanji|urusan|buat|hubungi|berjumpa|berkunjung|sertai|berlatih|daftar|hadiri|latihan|senaman|lawatan)\b/i,
  },
  retail: {
    zh: /用|买|入手|挑|购物|逛|到手|收获|看看/u,
    en: /\b(using|use|bought|buy\w*|pick\w*|chose|choose|shop\w*|browse|browsing|unwrapped|find|got|haul|mine)\b/i,
    ms: /\b(guna|beli|pilih|membeli-belah|beli-belah|melihat-lihat|dapat|troli|koleksi|milik)\b/i,
  },
};

/** Claims that only the request may make: price, value, quality, freshness, fame, awards. */
export const CLAIM_WORDS: Record<Code, RegExp> = {
  zh: /性价比|划算|便宜|实惠|品质|正宗|新鲜|最好(?!先|提前|早|带|穿|还是|能|预留|预约)|第一(?!次|时间|口|眼|印象|步|天|回|杯|份|件|反应|个念头|感觉)|回头客|口碑|人气|招牌|五星|好评如潮|排队|必吃榜|获奖/u,
  en: /\b(affordable|cheap|value for money|(?<!all the )best|fresh|authentic|quality|award\w*|famous|popular|signature|bestsell\w*|(?<!list of )regulars?(?! stops?)|five[- ]star|5[- ]star)\b/i,
  ms: /\b(murah|berbaloi|terbaik|segar|asli|berkualiti|popular|terkenal|pelanggan tetap|lima bintang|anugerah)\b/i,
};

/** Offer words: only when the request gives a promotion. */
export const PROMOTION_WORDS: Record<Code, RegExp> = {
  zh: /优惠|折|(?<!方便|便于)活动(?!策划|公司|布置)|福利|促销|特价|免费|包邮/u,
  en: /\b(discount|(?<!what we |what they |what's on |on )offer|promo\w*|sale|free|deal)\b|% off/i,
  ms: /\b(diskaun|tawaran|promosi|percuma|jualan)\b/i,
};

/** Everything the user typed, as one text: a word it contains is the user's, not the generator's. */
export function requestText(input: GeneratorInput): string {
  const fields = [
    input.industry ?? '',
    input.businessName ?? '',
    input.productType,
    input.productName,
    input.targetAudience,
    input.benefits,
    input.promotion,
    input.location,
    input.additionalDetails,
    ...input.keywords,
  ];
  // what the owner typed in another language reaches the post translated ("fresh juice" is "jus segar" in Malay)
  const translated = fields
    .flatMap((field) => field.split(/[,，、]/u))
    .flatMap((item) => (['en', 'zh', 'ms'] as const).map((lang) => translate(item.trim(), lang) ?? ''));
  return [...fields, ...translated].join('\n');
}

/** The post's claims the request did not make (claim words, offer words without a promotion, numbers). */
export function inventedClaims(post: GeneratedPost, input: GeneratorInput): string[] {
  const code = codeOf(input.language);
  const given = requestText(input);
  const text = `${post.title}\n${post.content}`;
  const found: string[] = [];
  const claim = new RegExp(CLAIM_WORDS[code].source, `${CLAIM_WORDS[code].flags}g`);
  for (const match of text.matchAll(claim))
    if (!given.toLowerCase().includes(match[0].toLowerCase())) found.push(match[0]);
  const offer = PROMOTION_WORDS[code].exec(text)?.[0];
  if (offer && !input.promotion.trim()) found.push(offer);
  // hashtags are made of the request's names ("Chemical Wash (1.0HP)" → #ChemicalWash10HP)
  for (const number of text.replace(/#[^\s#]+/gu, ' ').match(/\d+/g) ?? [])
    if (!given.includes(number)) found.push(number);
  return found;
}

/** A hashtag that joins Chinese and Latin letters. */
export function mixedScriptTags(content: string): string[] {
  return hashtagsOf(content).filter((tag) => /\p{Script=Han}/u.test(tag) && /\p{Script=Latin}/u.test(tag));
}

/** The post's own words: hashtags and the request's values taken out, spaces collapsed, lower case. */
function ownWords(content: string, input: GeneratorInput): string {
  const values = [
    input.productName,
    input.productType,
    input.location,
    input.promotion,
    input.targetAudience,
    input.additionalDetails,
    ...input.benefits.split(/[,，、;；\n]+/u),
  ]
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
  // the values in any case: the writer capitalises one that starts a sentence ("Crackly crust and open crumb.")
  let text = content.replace(/#[\p{L}\p{N}\p{M}_]+/gu, ' ').toLowerCase();
  for (const value of values) text = text.split(value.toLowerCase()).join(' ');
  return text.replace(/\s+/g, ' ').trim();
}

function trigrams(text: string): Set<string> {
  const chars = [...text];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  return out;
}

/**
 * How alike two posts of one request are, from 0 to 1: the Jaccard index of the character trigrams of their own
 * words (the request's values and the hashtags left out, since every post repeats them on purpose).
 */
export function similarity(a: string, b: string, input: GeneratorInput): number {
  const x = trigrams(ownWords(a, input));
  const y = trigrams(ownWords(b, input));
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared += 1;
  return shared / (x.size + y.size - shared || 1);
}

/** The post's language problems, its brief's names (written in their own script) aside. */
export function languageProblemsOf(post: GeneratedPost, input: GeneratorInput): string[] {
  const named = { title: withoutNames(post.title, input), content: withoutNames(post.content, input) };
  return languageProblems(input.language, named);
}
