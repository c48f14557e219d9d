import { DEFAULT_KEYWORD, type ContentBulkItem, type GeneratedPost, type Language, type Platform } from '@app/contract';
import { contentTitle } from '../shared/contentText';

/** One generated post as listed: its position, the post, and the picked asset assigned to it at random. */
export interface GeneratedResult {
  index: number;
  post: GeneratedPost;
  /** The picked photo its card shows. */
  assetId: string | null;
  /** Every picked photo, in the order picked: all are saved with the post. */
  assetIds: string[];
}

/** Whether a generated post failed (it then has no text to save). */
export function isFailed(post: GeneratedPost): boolean {
  return Boolean(post.error && post.error.trim() !== '');
}

/**
 * SPEC section 4: each result gets a randomly assigned asset from the picked ones. `random` answers in [0, 1), like
 * Math.random; an injected one makes the assignment deterministic.
 */
export function assignAssets(
  posts: readonly GeneratedPost[],
  pickedAssetIds: readonly string[],
  random: () => number,
): GeneratedResult[] {
  return posts.map((post, index) => {
    if (pickedAssetIds.length === 0) return { index, post, assetId: null, assetIds: [] };
    const slot = Math.min(pickedAssetIds.length - 1, Math.max(0, Math.floor(random() * pickedAssetIds.length)));
    return { index, post, assetId: pickedAssetIds[slot] ?? null, assetIds: [...pickedAssetIds] };
  });
}

/** SPEC section 4: results all start selected (a failed one cannot be saved, so it is left out). */
export function initialSelection(results: readonly GeneratedResult[]): Set<number> {
  return new Set(results.filter((result) => !isFailed(result.post)).map((result) => result.index));
}

/**
 * The POST /content/bulk items of the selected results (SPEC section 9): status active, not redirected, a missing
 * title "Untitled", missing keywords ["general"], every picked photo, and the platform and language written for.
 */
export function toBulkItems(
  results: readonly GeneratedResult[],
  selected: ReadonlySet<number>,
  context: { campaignId: string; userId: string; platform?: Platform; language?: Language },
): ContentBulkItem[] {
  return results
    .filter((result) => selected.has(result.index) && !isFailed(result.post))
    .map(({ post, assetId, assetIds }) => ({
      campaignId: context.campaignId,
      userId: context.userId,
      title: contentTitle(post.title),
      text: post.content,
      status: 'active',
      isRedirected: false,
      keyword: post.keywords.length > 0 ? [...post.keywords] : [DEFAULT_KEYWORD],
      // every picked photo (a Redbook note carries several), the one shown first when it is not
      assetIds: assetIds.length > 0 ? assetIds : assetId ? [assetId] : [],
      ...(context.platform ? { platform: context.platform } : {}),
      ...(context.language ? { language: context.language } : {}),
    }));
}

/** The picker's count: "selected / total". */
export function pickedCount(picked: number, total: number): string {
  return `${picked} / ${total}`;
}
