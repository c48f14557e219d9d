/**
 * A new post must not repeat one already saved in the campaign: too close means a Jaccard similarity of character
 * 4-grams above SIMILARITY_MAX (hashtags, punctuation, emoji and case left aside). The built-in writer tries other
 * seeds for such a post; a model's post, or a built-in one that stays too close, is refused as a duplicate.
 */
import type { GeneratorResult } from './types';

export const SIMILARITY_MAX = 0.5;
const GRAM = 4;

/** The character 4-grams of a post's words. */
export function fourGrams(text: string): Set<string> {
  const chars = [
    ...text
      .toLowerCase()
      .replace(/#\S+/gu, ' ')
      .replace(/[\p{P}\p{S}\s]+/gu, ' ')
      .trim(),
  ];
  const grams = new Set<string>();
  for (let i = 0; i + GRAM <= chars.length; i++) grams.add(chars.slice(i, i + GRAM).join(''));
  return grams;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let common = 0;
  for (const gram of small) if (large.has(gram)) common += 1;
  return common / (a.size + b.size - common);
}

/** The campaign's saved posts, to compare new ones with. */
export class SavedPosts {
  private readonly grams: Set<string>[];

  constructor(texts: readonly string[] | undefined) {
    this.grams = (Array.isArray(texts) ? texts : []).map(fourGrams).filter((grams) => grams.size > 0);
  }

  get empty(): boolean {
    return this.grams.length === 0;
  }

  /** The highest similarity of `text` to a saved post (0 when none is saved). */
  closest(text: string): number {
    const grams = fourGrams(text);
    return this.grams.reduce((best, saved) => Math.max(best, jaccard(grams, saved)), 0);
  }

  tooClose(text: string): boolean {
    return this.closest(text) > SIMILARITY_MAX;
  }
}

/**
 * Each post that is too close to a saved one: replaced by the first of `attempts` rewrites that is not, or by
 * `refuse(similarity)` when none is (or there is no way to rewrite).
 */
export function avoidSaved(
  posts: GeneratorResult[],
  saved: SavedPosts,
  refuse: (similarity: number) => GeneratorResult,
  rewrite?: (index: number, attempt: number) => GeneratorResult | undefined,
  attempts = 0,
): GeneratorResult[] {
  if (saved.empty) return posts;
  return posts.map((post, index) => {
    if (post.error || !saved.tooClose(post.content)) return post;
    for (let attempt = 1; rewrite && attempt <= attempts; attempt++) {
      const other = rewrite(index, attempt);
      if (other && !saved.tooClose(other.content)) return other;
    }
    return refuse(saved.closest(post.content));
  });
}
