/**
 * The Redbook generator: writes social posts for a platform, in a language and a tone, for the business's industry.
 *
 * - With `baseUrl`, `apiKey` and `model` all set: one OpenAI-compatible chat-completions call per post
 *   (provider.ts: bounded parallelism, a time limit, the answer checked against the platform's limits).
 *   `hooks` are told each post as soon as it is final and each call of the model with its tokens.
 * - Otherwise: the built-in generator (builtin.ts), which writes from phrase banks without any network. A `seed`
 *   makes its output deterministic.
 *
 * Voices: Redbook, TikTok, Instagram and Google Review posts are a customer's first-hand experience (they are handed
 * to customers to post); Facebook posts are the business's own voice.
 */
import { generateBuiltin } from './builtin';
import { mulberry32, randomSeed } from './prng';
import { generateWithProvider, refused, tooCloseDetail } from './provider';
import { avoidSaved, SavedPosts } from './similarity';
import type { GenerationHooks, GenerationLimits, GeneratorInput, GeneratorResult, PostGenerator } from './types';

export type {
  GeneratedPost,
  GenerationHooks,
  GenerationLimits,
  GeneratorInput,
  GeneratorResult,
  PostGenerator,
  TokenUsage,
} from './types';
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

function normalizeCount(count: number): number {
  if (!Number.isFinite(count)) return 1;
  return Math.min(MAX_COUNT, Math.max(1, Math.floor(count)));
}

/** An endpoint to call: the environment's, or the one saved from the admin panel (settings/model-settings.ts). */
export interface ModelEndpoint {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
  concurrency?: number;
}

/**
 * The settings come parsed (src/env.ts): this only picks the generator and fills in the defaults. With `baseUrl`,
 * `apiKey` and `model` all set the endpoint is fixed; otherwise `resolveModel`, asked at each generation, names the
 * endpoint saved in the database (or none: the built-in writer).
 */
export function createGenerator(
  options: GeneratorSettings & { fetch?: typeof fetch; resolveModel?: () => Promise<ModelEndpoint | undefined> },
): PostGenerator {
  const { baseUrl, apiKey, model } = options;
  const limits: GenerationLimits = {
    perMinute: options.perMinute ?? DEFAULT_LIMITS.perMinute,
    maxActive: options.maxActive ?? DEFAULT_LIMITS.maxActive,
  };
  const fixed: ModelEndpoint | undefined =
    baseUrl && apiKey && model
      ? {
          baseUrl,
          apiKey,
          model,
          ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
          ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
        }
      : undefined;
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);

  const withModel = (endpoint: ModelEndpoint, input: GeneratorInput, hooks: GenerationHooks) =>
    generateWithProvider(input, normalizeCount(input.count), {
      baseUrl: endpoint.baseUrl,
      apiKey: endpoint.apiKey,
      model: endpoint.model,
      timeoutMs: endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      ...(options.budgetMs === undefined ? {} : { budgetMs: options.budgetMs }),
      concurrency: endpoint.concurrency ?? DEFAULT_CONCURRENCY,
      temperature: PROVIDER_TEMPERATURE,
      fetch: fetcher,
      saved: new SavedPosts(input.savedTexts),
      ...(hooks.onModelCall ? { onCall: hooks.onModelCall } : {}),
      ...(hooks.onPost ? { onPost: hooks.onPost } : {}),
    });

  // A fixed seed gives the same posts for the same input on every call; without one each call is fresh.
  const { seed } = options;
  const builtin = (input: GeneratorInput): GeneratorResult[] => {
    const batchSeed = seed === undefined ? randomSeed() : Math.floor(mulberry32(seed)() * 4294967296);
    const count = normalizeCount(input.count);
    // a post too close to a saved one is written again from other seeds, in its place of the batch
    return avoidSaved(
      generateBuiltin(input, count, batchSeed),
      new SavedPosts(input.savedTexts),
      (similarity) => refused(input, 'duplicate', tooCloseDetail(similarity)),
      (index, attempt) => generateBuiltin(input, index + 1, batchSeed + REWRITE_SEED_STEP * attempt)[index],
      REWRITES,
    );
  };

  return {
    limits,
    generate: async (input: GeneratorInput, hooks: GenerationHooks = {}): Promise<GeneratorResult[]> => {
      const endpoint = fixed ?? (await options.resolveModel?.());
      if (endpoint) return withModel(endpoint, input, hooks);
      // the built-in writer writes the whole batch at once: its posts are told together
      const posts = builtin(input);
      posts.forEach((post, index) => hooks.onPost?.(index, post));
      return posts;
    },
  };
}
