/**
 * The Google review builder's chips (docs/customer-flow.md, "A Google review the customer writes"): what the
 * customer had (the products: the generator form's product name for Google Review, the post's and the campaign's
 * keywords) and what stood out (the form's benefits, then short phrases of the post's own text), in the post's
 * language as written. Never a rating and never an incentive: phrases naming stars, points, discounts, vouchers or
 * anything free are left out (the form's promotion is never read).
 */
import { DEFAULT_KEYWORD, REVIEW_CHIPS_MAX, REVIEW_CHIPS_MIN, type ReviewChips } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Services } from '../context';
import { campaigns, generatorSettings } from '../db/schema';
import type { ClaimedPost } from './reserve';

const PRODUCTS_MAX = 4;
/** A chip is a short phrase: at most this many characters (a Chinese phrase of 2–12 characters fits). */
const CHIP_MAX = 40;
const CHIP_MIN = 2;

/** Ratings and incentives in the three languages: a chip never names one. */
const REFUSED =
  /(\d\s*(\/\s*5|star|stars|★)|★|☆|\bstars?\b|\brating\b|\bpoints?\b|discount|voucher|coupon|\bfree\b|giveaway|\breward|cashback|percuma|diskaun|baucar|hadiah|bintang|ganjaran|优惠|折扣|打折|免费|赠送|优惠券|代金券|五星|星级|颗星|评分|返现|%)/iu;

/** Splits a list the owner typed (commas, Chinese commas, semicolons, new lines) into phrases. */
const splitList = (text: string): string[] => text.split(/[,，、;；\n]+/u);

/** Clauses of the post's text: split at sentence ends and commas, hashtags and emoji dropped. */
function clausesOf(text: string): string[] {
  return text
    .replace(/#[^\s#]+/gu, ' ')
    .replace(/\p{Extended_Pictographic}/gu, ' ')
    .split(/[.!?。！？,，;；:：\n()（）"“”]+/u);
}

const tidy = (phrase: string) => phrase.replace(/\s+/g, ' ').trim();

/** Adds the phrases that fit (short, not refused, not already there) until `list` holds `most`. */
function addPhrases(list: string[], seen: Set<string>, phrases: Iterable<string>, most: number): void {
  for (const raw of phrases) {
    if (list.length >= most) return;
    const phrase = tidy(raw.replace(/^#/, ''));
    const key = phrase.toLowerCase();
    if (phrase.length < CHIP_MIN || phrase.length > CHIP_MAX || seen.has(key) || REFUSED.test(phrase)) continue;
    if (key === DEFAULT_KEYWORD) continue;
    seen.add(key);
    list.push(phrase);
  }
}

/** Short clauses of the post's text (a few words), the most useful first: the shortest are labels, not sentences. */
function shortClauses(text: string): string[] {
  const words = (clause: string) => (/[\u3400-\u9fff]/u.test(clause) ? clause.length / 2 : clause.split(' ').length);
  return clausesOf(text)
    .map(tidy)
    .filter((clause) => words(clause) >= 2 && words(clause) <= 6);
}

/** The chips from what is known of the post (pure: the tests call it). */
export function buildReviewChips(input: {
  productNames: string[];
  keywords: string[];
  benefits: string[];
  text: string;
}): ReviewChips {
  const seen = new Set<string>();
  const products: string[] = [];
  addPhrases(products, seen, [...input.productNames, ...input.keywords], PRODUCTS_MAX);
  const highlights: string[] = [];
  addPhrases(highlights, seen, input.benefits, REVIEW_CHIPS_MAX - products.length);
  addPhrases(highlights, seen, shortClauses(input.text), REVIEW_CHIPS_MAX - products.length);
  // fewer than the minimum: more of the keywords as products, when the post has them
  if (products.length + highlights.length < REVIEW_CHIPS_MIN) {
    addPhrases(products, seen, input.keywords, REVIEW_CHIPS_MIN - highlights.length);
  }
  return { products, highlights };
}

/** The chips of a claimed Google Review post: its campaign's keywords and form settings, and its own text. */
export async function reviewChipsOf(services: Services, post: ClaimedPost): Promise<ReviewChips> {
  const [campaign] = await services.db
    .select({ keyword: campaigns.keyword, settings: generatorSettings.settings })
    .from(campaigns)
    .leftJoin(
      generatorSettings,
      and(eq(generatorSettings.campaignId, campaigns.id), eq(generatorSettings.platform, 'Google Review')),
    )
    .where(eq(campaigns.id, post.campaign_id));
  const settings = campaign?.settings;
  return buildReviewChips({
    productNames: settings?.productName ? splitList(settings.productName) : [],
    keywords: [...post.keyword, ...(campaign?.keyword ?? [])],
    benefits: settings?.benefits ? splitList(settings.benefits) : [],
    text: post.text,
  });
}
