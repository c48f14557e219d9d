import {
  DEFAULT_KEYWORD,
  GENERATOR_ASSETS_MAX,
  type Asset,
  type ContentBulkItem,
  type GeneratedPost,
  type Language,
  type Platform,
} from '@app/contract';
import { contentTitle } from '../shared/contentText';

/** One generated post as listed: its position, the post, and the picked asset assigned to it at random. */
export interface GeneratedResult {
  index: number;
  post: GeneratedPost;
  /** The picked asset its card shows (any type). */
  assetId: string | null;
  /** What is saved with the post: its assigned asset first, then every other picked image in the order picked. */
  assetIds: string[];
}

/** A picked asset as the assignment needs it: which one, and whether it is a photo. */
export type PickedAsset = Pick<Asset, 'id' | 'type'>;

/**
 * The picked asset ids the generator request carries (the server reads the picked notes as context), in the order
 * picked; past the request's limit the notes are kept first, since only they tell the generator something.
 */
export function requestAssetIds(picked: readonly PickedAsset[]): string[] {
  if (picked.length <= GENERATOR_ASSETS_MAX) return picked.map((asset) => asset.id);
  const notes = picked.filter((asset) => asset.type === 'note').slice(0, GENERATOR_ASSETS_MAX);
  const others = picked.filter((asset) => asset.type !== 'note').slice(0, GENERATOR_ASSETS_MAX - notes.length);
  const kept = new Set([...notes, ...others]);
  return picked.filter((asset) => kept.has(asset)).map((asset) => asset.id);
}

/** Whether a generated post failed (it then has no text to save). */
export function isFailed(post: GeneratedPost): boolean {
  return Boolean(post.error && post.error.trim() !== '');
}

/**
 * SPEC section 4: each result gets a randomly assigned asset from the picked ones. Beyond SPEC, a post also carries
 * every other picked image (the customer page shows all of a post's images; a Redbook note has several): the assigned asset
 * first, then the other picked images in the order picked, each once. Videos and notes other than the assigned one
 * are not saved with it. `random` answers in [0, 1), like Math.random; an injected one makes it deterministic.
 */
export function assignAsset(
  post: GeneratedPost,
  index: number,
  picked: readonly PickedAsset[],
  random: () => number,
): GeneratedResult {
  if (picked.length === 0) return { index, post, assetId: null, assetIds: [] };
  const images = picked.filter((asset) => asset.type === 'image').map((asset) => asset.id);
  const slot = Math.min(picked.length - 1, Math.max(0, Math.floor(random() * picked.length)));
  const assigned = (picked[slot] as PickedAsset).id;
  return { index, post, assetId: assigned, assetIds: [...new Set([assigned, ...images])] };
}

/** `assignAsset` for each post of a batch, in order. */
export function assignAssets(
  posts: readonly GeneratedPost[],
  picked: readonly PickedAsset[],
  random: () => number,
): GeneratedResult[] {
  return posts.map((post, index) => assignAsset(post, index, picked, random));
}

/** SPEC section 4: results all start selected (a failed one cannot be saved, so it is left out). */
export function initialSelection(results: readonly GeneratedResult[]): Set<number> {
  return new Set(results.filter((result) => !isFailed(result.post)).map((result) => result.index));
}

/**
 * The POST /content/bulk items of the selected results (SPEC section 9): status active, not redirected, a missing
 * title "Untitled", missing keywords ["general"], the post's assets (`assignAssets`), and the platform and language
 * written for.
 */
export function toBulkItems(
  results: readonly GeneratedResult[],
  selected: ReadonlySet<number>,
  context: { campaignId: string; userId: string; platform?: Platform; language?: Language },
): ContentBulkItem[] {
  return results
    .filter((result) => selected.has(result.index) && !isFailed(result.post))
    .map(({ post, assetIds }) => ({
      campaignId: context.campaignId,
      userId: context.userId,
      title: contentTitle(post.title),
      text: post.content,
      status: 'active',
      isRedirected: false,
      keyword: post.keywords.length > 0 ? [...post.keywords] : [DEFAULT_KEYWORD],
      assetIds: [...assetIds],
      ...(context.platform ? { platform: context.platform } : {}),
      ...(context.language ? { language: context.language } : {}),
    }));
}

/** The picker's count: "selected / total". */
export function pickedCount(picked: number, total: number): string {
  return `${picked} / ${total}`;
}
