/**
 * The platforms as the built-in writer lays them out: which posts of a mode file each takes (Facebook: `facebook`
 * for a customer recommending the business, `page` for the business's own Page), how their lines are joined, how many
 * benefits a post lists and how many hashtags post i of a batch carries (few: readers take more for stuffing).
 * - Redbook: paragraphs led by an emoji, 3–5 hashtags;
 * - Instagram: one sentence a line, 3–5 hashtags;
 * - TikTok: a hook line and a short caption, a line each, 3–4 hashtags;
 * - Facebook: a friendly paragraph or two, 1–2 hashtags;
 * - Google Review: a first-person review of 40–80 words, no emoji, no hashtags (review.ts).
 */
import type { Platform } from '@app/contract';
import type { PostPlatform } from './posts/schema';

export interface PlatformShape {
  /** The posts of a mode file it takes, by voice. */
  posts: (customer: boolean) => PostPlatform | 'review';
  /** Every line on a line of its own. */
  lines: boolean;
  maxBenefits: number;
  tags: (i: number) => number;
}

export const PLATFORM_SHAPES: Record<Platform, PlatformShape> = {
  Redbook: { posts: () => 'redbook', lines: false, maxBenefits: 6, tags: (i) => 3 + (i % 3) },
  Instagram: { posts: () => 'instagram', lines: true, maxBenefits: 6, tags: (i) => 3 + (i % 3) },
  Tiktok: { posts: () => 'tiktok', lines: true, maxBenefits: 3, tags: (i) => 3 + (i % 2) },
  Facebook: {
    posts: (customer) => (customer ? 'facebook' : 'page'),
    lines: false,
    maxBenefits: 6,
    tags: (i) => 1 + (i % 2),
  },
  'Google Review': { posts: () => 'review', lines: false, maxBenefits: 3, tags: () => 0 },
};

/** The platform a request names, in any of the ways users write it ("TikTok", "fb", "Google Reviews", "小红书"). */
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
