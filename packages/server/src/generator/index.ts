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

type CreateGeneratorOptions = {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  seed?: number;
  timeoutMs?: number;
  concurrency?: number;
  fetch?: typeof fetch;
};

const MAX_COUNT = 10;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_CONCURRENCY = 3;
const PROVIDER_TEMPERATURE = 0.9;

function normalizeCount(count: number): number {
  if (!Number.isFinite(count)) return 1;
  return Math.min(MAX_COUNT, Math.max(1, Math.floor(count)));
}

function positive(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function nonEmpty(value: string | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function createGenerator(options: CreateGeneratorOptions): PostGenerator {
  const baseUrl = nonEmpty(options.baseUrl);
  const apiKey = nonEmpty(options.apiKey);
  const model = nonEmpty(options.model);

  if (baseUrl && apiKey && model) {
    const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    const config = {
      baseUrl,
      apiKey,
      model,
      timeoutMs: positive(options.timeoutMs, DEFAULT_TIMEOUT_MS),
      concurrency: Math.floor(positive(options.concurrency, DEFAULT_CONCURRENCY)) || 1,
      temperature: PROVIDER_TEMPERATURE,
      fetch: fetchImpl,
    };
    return {
      generate: (input: GeneratorInput): Promise<GeneratedPost[]> =>
        generateWithProvider(input, normalizeCount(input.count), config),
    };
  }

  // A fixed seed gives the same posts for the same input on every call; without one each call is fresh.
  const seed = typeof options.seed === 'number' && Number.isFinite(options.seed) ? options.seed : undefined;
  return {
    generate: async (input: GeneratorInput): Promise<GeneratedPost[]> => {
      const batchSeed = seed === undefined ? randomSeed() : Math.floor(mulberry32(seed)() * 4294967296);
      return generateBuiltin(input, normalizeCount(input.count), batchSeed);
    },
  };
}
