/**
 * A model's batch told as it is written: each post as soon as it is final (in the order they end), each call of the
 * model with the tokens its answer reports; at the batch's deadline the calls still running are stopped and the
 * built-in writer writes the rest, each saying why the model gave none (`modelRefusal`).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetAnswerFormats } from '../../src/generator/model/complete';
import type { GeneratorResult, TokenUsage } from '../../src/generator';
import { goodPost, providerGenerator, sendJson, startFakeServer, type FakeServer } from './fake-provider';
import { request } from './request';

const servers: FakeServer[] = [];
beforeEach(() => forgetAnswerFormats());
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A completion with `usage`, as OpenAI-compatible models answer. */
function withUsage(content: string, prompt: number, done: number): string {
  return JSON.stringify({
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: prompt, completion_tokens: done, total_tokens: prompt + done },
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a model’s batch, told as it is written', () => {
  it('tells each post as soon as it is final, in the order they end, and each call with its tokens', async () => {
    // post 1 is the slowest: the others are told before it
    const server = await startFakeServer(async (res, req) => {
      await wait(req.post === 1 ? 400 : 30 * req.post);
      sendJson(res, 200, withUsage(JSON.stringify(goodPost(req.post)), 100 + req.post, 50));
    }, servers);
    const told: [number, GeneratorResult][] = [];
    const calls: (TokenUsage | undefined)[] = [];
    const posts = await providerGenerator(server, { concurrency: 3 }).generate(request({ count: 3 }), {
      onPost: (index, post) => told.push([index, post]),
      onModelCall: (usage) => calls.push(usage),
    });
    expect(told.map(([index]) => index)).toEqual([1, 2, 0]);
    expect(told.map(([, post]) => post.title)).toEqual(['第2篇：小小分享', '第3篇：小小分享', '第1篇：小小分享']);
    // the answer keeps the batch's order
    expect(posts.map((post) => post.title)).toEqual(told.map(([, post]) => post.title).sort());
    expect(posts.every((post) => post.writer === 'model' && post.modelRefusal === undefined)).toBe(true);
    expect(calls).toHaveLength(3);
    expect(calls.map((usage) => usage?.promptTokens).sort()).toEqual([101, 102, 103]);
    expect(calls.every((usage) => usage?.completionTokens === 50)).toBe(true);
  });

  it('counts a retry as a call, and a call with no answer without tokens', async () => {
    const server = await startFakeServer((res, req) => {
      if (req.post === 1) return sendJson(res, 503, '{"error":{"message":"overloaded"}}');
      const content =
        req.attempt === 1
          ? JSON.stringify({ title: '贷款', content: '💰急需贷款？当天批准！\n\n#贷款 #急用钱 #批准', keywords: [] })
          : JSON.stringify(goodPost(req.post));
      sendJson(res, 200, withUsage(content, 200, 80));
    }, servers);
    const calls: (TokenUsage | undefined)[] = [];
    const posts = await providerGenerator(server, { concurrency: 1 }).generate(request({ count: 2 }), {
      onModelCall: (usage) => calls.push(usage),
    });
    expect(calls).toEqual([
      undefined,
      { promptTokens: 200, completionTokens: 80 },
      { promptTokens: 200, completionTokens: 80 },
    ]);
    expect(posts[0]).toMatchObject({ writer: 'builtin', fallback: 'unavailable', modelRefusal: 'unavailable' });
    expect(posts[1]).toMatchObject({ writer: 'model' });
  });

  it('says why the built-in writer wrote a post: the reason the answer was refused', async () => {
    const loan = JSON.stringify({
      title: '贷款',
      content: '💰急需贷款？当天批准！\n\n#贷款 #急用钱 #批准',
      keywords: [],
    });
    const server = await startFakeServer((res) => sendJson(res, 200, withUsage(loan, 10, 10)), servers);
    const [post] = await providerGenerator(server).generate(request({ count: 1 }));
    expect(post).toMatchObject({ writer: 'builtin', fallback: 'refused', modelRefusal: 'off-topic' });
  });

  it('stops the calls still running at the batch’s deadline and starts no other', async () => {
    // post 1 answers at once, every other never
    const server = await startFakeServer((res, req) => {
      if (req.post === 1) sendJson(res, 200, withUsage(JSON.stringify(goodPost(1)), 10, 10));
    }, servers);
    const told: number[] = [];
    const started = Date.now();
    const posts = await providerGenerator(server, { concurrency: 2, timeoutMs: 20_000, budgetMs: 600 }).generate(
      request({ count: 5 }),
      { onPost: (index) => told.push(index) },
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(posts[0]).toMatchObject({ writer: 'model' });
    for (const post of posts.slice(1)) {
      expect(post).toMatchObject({ writer: 'builtin', fallback: 'unavailable', modelRefusal: 'time' });
      expect(post.content).not.toBe('');
    }
    expect(told.sort()).toEqual([0, 1, 2, 3, 4]);
    // posts 1 and 2 were asked (two at once), then 3 once post 1 was done; none after the deadline
    expect(server.requests.map((r) => r.post).sort()).toEqual([1, 2, 3]);
  });
});
