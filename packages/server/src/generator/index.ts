/**
 * The Redbook generator: writes social posts for a platform, in a language and a tone, for the business's industry.
 *
 * - With `baseUrl`, `apiKey` and `model` all set: one OpenAI-compatible chat-completions call per post
 *   (provider.ts: bounded parallelism, a time limit, the answer checked against the platform's limits).
 * - Otherwise: the built-in generator (builtin.ts), which writes from phrase banks without any network. A `seed`
 *   makes its output deterministic.
 *
 * Voices: Redbook, TikTok, Instagram and Google Review posts are a customer's first-hand experience (they are handed
 * to customers to post); Facebook posts are the business's own voice.
 */
import { generateBuiltin } from './builtin';
import { mulberry32, randomSeed } from './prng';
import { generateWithProvider, refused } from './provider';
import { avoidSaved, SavedPosts } from './similarity';
import type { GenerationLimits, GeneratorInput, GeneratorResult, PostGenerator } from './types';

export type { GeneratedPost, GenerationLimits, GeneratorInput, GeneratorResult, PostGenerator } from './types';
export { GenerationGate } from './limits';

/** How to generate: an OpenAI-compatible endpoint when `baseUrl`, `apiKey` and `model` are all set. */
export interface GeneratorSettings {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** Per-post time limit of the endpoint, in milliseconds. Default 30 s. */
  timeoutMs?: number;
  /** The whole batch's time limit, in milliseconds. Default twice `timeoutMs`. */
  budgetMs?: number;
  /** Parallel calls of the endpoint for one request. Default 3. */
  concurrency?: number;
  /** Generations one account may start per minute. Default 20. */
  perMinute?: number;
  /** Generations running at once on this server. Default 10. */
  maxActive?: number;
  /** Makes the built-in generator's output deterministic (tests). */
  seed?: number;
}

const MAX_COUNT = 10;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_CONCURRENCY = 3;
const PROVIDER_TEMPERATURE = 0.9;
export const DEFAULT_LIMITS: GenerationLimits = { perMinute: 20, maxActive: 10 };

/** Other seeds the built-in writer tries for a post too close to a saved one. */
const REWRITES = 12;
const REWRITE_SEED_STEP = 7919;

const tooCloseDetail = (similarity: number): string =>
  `too close to a post saved in the campaign (similarity ${similarity.toFixed(2)})`;

function normalizeCount(count: number): number {
  if (!Number.isFinite(count)) return 1;
  return Math.min(MAX_COUNT, Math.max(1, Math.floor(count)));
}

/** The settings come parsed (src/env.ts): this only picks the generator and fills in the defaults. */
export function createGenerator(options: GeneratorSettings & { fetch?: typeof fetch }): PostGenerator {
  const { baseUrl, apiKey, model } = options;
  const limits: GenerationLimits = {
    perMinute: options.perMinute ?? DEFAULT_LIMITS.perMinute,
    maxActive: options.maxActive ?? DEFAULT_LIMITS.maxActive,
  };

  if (baseUrl && apiKey && model) {
    const config = {
      baseUrl,
      apiKey,
      model,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      ...(options.budgetMs === undefined ? {} : { budgetMs: options.budgetMs }),
      concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
      temperature: PROVIDER_TEMPERATURE,
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    };
    return {
      limits,
      generate: async (input: GeneratorInput): Promise<GeneratorResult[]> =>
        avoidSaved(
          await generateWithProvider(input, normalizeCount(input.count), config),
          new SavedPosts(input.savedTexts),
          (similarity) => refused(input, 'duplicate', tooCloseDetail(similarity)),
        ),
    };
  }

  // A fixed seed gives the same posts for the same input on every call; without one each call is fresh.
  const { seed } = options;
  return {
    limits,
    generate: (input: GeneratorInput): Promise<GeneratorResult[]> => {
      const batchSeed = seed === undefined ? randomSeed() : Math.floor(mulberry32(seed)() * 4294967296);
      const count = normalizeCount(input.count);
      // a post too close to a saved one is written again from other seeds, in its place of the batch
      return Promise.resolve(
        avoidSaved(
          generateBuiltin(input, count, batchSeed),
          new SavedPosts(input.savedTexts),
          (similarity) => refused(input, 'duplicate', tooCloseDetail(similarity)),
          (index, attempt) => generateBuiltin(input, index + 1, batchSeed + REWRITE_SEED_STEP * attempt)[index],
          REWRITES,
        ),
      );
    },
  };
}
