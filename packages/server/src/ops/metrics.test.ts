import { describe, expect, it } from 'vitest';
import type { GeneratedPost, PostGenerator } from '../generator';
import { countedGenerator, createMetrics } from './metrics';

const metrics = () =>
  createMetrics({
    sseClients: () => 0,
    listCache: () => ({ hits: 0, misses: 0 }),
    pool: () => ({ total: 1, idle: 1, waiting: 0 }),
  });

const post = (error?: string): GeneratedPost => ({
  title: 't',
  content: 'c',
  keywords: [],
  ...(error ? { error } : {}),
});

describe('countedGenerator', () => {
  it('counts calls, failed calls and failed posts, and passes the posts through unchanged', async () => {
    const counted = metrics();
    const posts = [post(), post('The generator is unavailable. Please try again.')];
    let fail = false;
    const generator = countedGenerator(
      {
        generate: async () => {
          if (fail) throw new Error('down');
          return posts;
        },
      },
      counted,
    );
    expect(await generator.generate({} as Parameters<PostGenerator['generate']>[0])).toBe(posts);
    fail = true;
    await expect(generator.generate({} as Parameters<PostGenerator['generate']>[0])).rejects.toThrow('down');
    const text = await counted.registry.metrics();
    expect(text).toMatch(/^generator_calls_total 2$/m);
    expect(text).toMatch(/^generator_failures_total\{scope="call"\} 1$/m);
    expect(text).toMatch(/^generator_failures_total\{scope="post"\} 1$/m);
  });

  it("keeps the generator's other properties (its settings, e.g. its limits)", () => {
    const limits = { perMinute: 3, maxActive: 1 };
    const generator = { generate: async () => [], limits } as PostGenerator;
    expect(countedGenerator(generator, metrics())).toMatchObject({ limits });
  });
});
