/**
 * The Redbook generator: writes Xiaohongshu-style social posts.
 *
 * - With `baseUrl`, `apiKey` and `model` all set: one OpenAI-compatible chat-completions call per post
 *   (bounded parallelism, per-request timeout); a failed post carries `error` while the others succeed.
 * - Otherwise: the built-in generator, which composes varied posts from phrase banks without any network.
 *   A `seed` makes its output deterministic.
 */

import { generateBuiltin } from './builtin';
import { mulberry32, randomSeed } from './prng';
import { generateWithProvider } from './provider';
import type { GeneratedPost, GeneratorInput, PostGenerator } from './types';

export type { GeneratedPost, GeneratorInput, PostGenerator } from './types';

/** How to generate: an OpenAI-compatible endpoint when `baseUrl`, `apiKey` and `model` are all set. */
export interface GeneratorSettings {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** Per-post time limit of the endpoint, in milliseconds. Default 30 s. */
  timeoutMs?: number;
  /** Parallel calls of the endpoint. Default 3. */
  concurrency?: number;
  /** Makes the built-in generator's output deterministic (tests). */
  seed?: number;
}

const MAX_COUNT = 10;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_CONCURRENCY = 3;
const PROVIDER_TEMPERATURE = 0.9;

function normalizeCount(count: number): number {
  if (!Number.isFinite(count)) return 1;
  return Math.min(MAX_COUNT, Math.max(1, Math.floor(count)));
}

/** The settings come parsed (src/env.ts): this only picks the generator and fills in the defaults. */
export function createGenerator(options: GeneratorSettings & { fetch?: typeof fetch }): PostGenerator {
  const { baseUrl, apiKey, model } = options;

  if (baseUrl && apiKey && model) {
    const config = {
      baseUrl,
      apiKey,
      model,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
      temperature: PROVIDER_TEMPERATURE,
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    };
    return {
      generate: (input: GeneratorInput): Promise<GeneratedPost[]> =>
        generateWithProvider(input, normalizeCount(input.count), config),
    };
  }

  // A fixed seed gives the same posts for the same input on every call; without one each call is fresh.
  const { seed } = options;
  return {
    generate: (input: GeneratorInput): Promise<GeneratedPost[]> => {
      const batchSeed = seed === undefined ? randomSeed() : Math.floor(mulberry32(seed)() * 4294967296);
      return Promise.resolve(generateBuiltin(input, normalizeCount(input.count), batchSeed));
    },
  };
}
