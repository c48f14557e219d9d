/** The provider generator against a fake OpenAI-compatible server: the calls, the prompt, and failures kept generic. */
import { afterEach, describe, expect, it } from 'vitest';
import { createGenerator } from '../../src/generator/index';
import { request } from './request';
import { completion, goodAnswer, providerGenerator, sendJson, startFakeServer, type FakeServer } from './fake-provider';

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const FALLBACK_KEYWORDS = ['skincare', 'vitamin C', 'glow up'];

describe('provider generator', () => {
  it('calls chat/completions once per post with the bearer key, model and a JSON response format', async () => {
    const server = await startFakeServer((res, req) => sendJson(res, 200, goodAnswer(req.post)), servers);
    const posts = await providerGenerator(server).generate(request({ count: 3 }));
    expect(posts.map((p) => p.title)).toEqual(['第1篇：小小分享', '第2篇：小小分享', '第3篇：小小分享']);
    expect(posts[1]?.keywords).toEqual(['护肤', 'post2']);
    expect(posts.every((p) => p.error === undefined)).toBe(true);
    expect(server.requests).toHaveLength(3);
    for (const r of server.requests) {
      expect(r.path).toBe('/v1/chat/completions');
      expect(r.authorization).toBe('Bearer sk-test-0123456789abcdef');
      expect(r.body.model).toBe('test-model');
      // JSON by schema, where the provider supports it
      expect(r.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
      expect(typeof r.body.temperature).toBe('number');
      expect(r.body.messages?.map((m) => m.role)).toEqual(['system', 'user']);
      expect(r.of).toBe(3);
    }
    expect(server.requests.map((r) => r.post).sort()).toEqual([1, 2, 3]);
  });

  it("puts the built-in generator's rules in the prompt: format and limits, industry, purity, facts, the tone", async () => {
    const server = await startFakeServer((res, req) => sendJson(res, 200, goodAnswer(req.post)), servers);
    await providerGenerator(server).generate(
      request({ count: 1, language: 'Malay', industry: 'Kopitiam', productType: 'Kopi O' }),
    );
    await providerGenerator(server).generate(request({ count: 1, platform: 'Google Review', tone: 'cheeky but kind' }));
    const [redbook, review] = server.requests
      .filter((r) => r.attempt === 1)
      .map((r) => ({
        system: r.body.messages?.[0]?.content ?? '',
        user: r.body.messages?.[1]?.content ?? '',
      }));
    expect(redbook?.system).toMatch(/never invent a price, discount, promotion/);
    expect(redbook?.system).toMatch(/another language or script may appear only as a name/);
    expect(redbook?.system).toMatch(/never joins two scripts/);
    for (const value of ['GlowLab Serum', 'Buy 1 Free 1 until 30 June', 'Mid Valley Megamall', 'busy office workers']) {
      expect(redbook?.user).toContain(value);
    }
    expect(redbook?.user).toContain('"Kopitiam"');
    expect(redbook?.user).toContain('Kind of business (for your wording): drinks');
    expect(redbook?.user).toContain('Malay (Bahasa Melayu');
    expect(redbook?.user).toContain('亲切自然 (friendly and natural');
    expect(redbook?.user).toContain("a customer's first-hand voice");
    expect(redbook?.user).toContain('at most 1000 characters; the title at most 20 characters');
    expect(redbook?.user).toContain('3 to 8 hashtags');
    expect(review?.user).toContain('"cheeky but kind", in the user\'s own words');
    expect(review?.user).toContain('no hashtags at all; 40 to 120 words');
  });

  it('answers a generic error for a failed post, and keeps the detail (key masked) for the log', async () => {
    const server = await startFakeServer((res, req) => {
      if (req.post !== 2) return sendJson(res, 200, goodAnswer(req.post));
      const body = JSON.stringify({
        error: {
          message: 'Incorrect API key provided: Bearer sk-test-0123456789abcdef. Traceback (most recent call last)',
        },
      });
      sendJson(res, 401, body);
    }, servers);
    const posts = await providerGenerator(server).generate(request({ count: 3 }));
    expect(posts[0]?.error).toBeUndefined();
    expect(posts[2]?.error).toBeUndefined();
    // the built-in writer wrote the failed post, and says so
    expect(posts[1]).toMatchObject({ writer: 'builtin', fallback: 'unavailable' });
    expect(posts[1]?.error).toBeUndefined();
    expect(posts[1]?.content).toContain('GlowLab Serum');
    expect(posts[1]?.detail).toContain('HTTP 401');
    expect(posts[1]?.detail).toContain('Incorrect API key provided');
    expect(posts[1]?.detail).not.toContain('0123456789abcdef');
    expect(server.requests).toHaveLength(3);
  });

  it('asks again once when an answer is not JSON, and has the built-in writer write the post when the second is not either', async () => {
    const server = await startFakeServer((res, req) => {
      if (req.post === 1 && req.attempt === 1) return sendJson(res, 200, completion('Sure! Here is a lovely post.'));
      if (req.post === 2) return sendJson(res, 200, completion('I cannot help with that.'));
      sendJson(res, 200, goodAnswer(req.post));
    }, servers);
    const posts = await providerGenerator(server).generate(request({ count: 3 }));
    expect(posts[0]?.title).toBe('第1篇：小小分享');
    expect(posts[1]).toMatchObject({ writer: 'builtin', fallback: 'refused' });
    expect(posts[1]?.detail).toMatch(/no-post.*then.*no-post/);
    expect(posts[2]?.error).toBeUndefined();
    const retry = server.requests.find((r) => r.post === 1 && r.attempt === 2);
    expect(retry?.body.messages?.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry?.body.messages?.[3]?.content).toMatch(/broke these rules:\n- there is no post in the answer/);
    expect(server.requests.filter((r) => r.post === 3)).toHaveLength(1);
  });

  it('asks again when an answer breaks the limits or the language, saying what was wrong', async () => {
    const server = await startFakeServer((res, req) => {
      if (req.attempt === 2) return sendJson(res, 200, goodAnswer(req.post));
      if (req.post === 1) return sendJson(res, 200, goodAnswer(1, { content: `${'很长'.repeat(600)}\n\n#a #b #c` }));
      if (req.post === 2)
        return sendJson(res, 200, goodAnswer(2, { title: '这个标题真的是非常非常非常非常非常非常长了' }));
      sendJson(res, 200, goodAnswer(3, { content: 'An English post in a Mandarin request.\n\n#a #b #c' }));
    }, servers);
    const posts = await providerGenerator(server).generate(request({ count: 3 }));
    expect(posts.map((p) => p.detail ?? p.title)).toEqual(['第1篇：小小分享', '第2篇：小小分享', '第3篇：小小分享']);
    const retries = server.requests.filter((r) => r.attempt === 2).sort((a, b) => a.post - b.post);
    expect(retries.map((r) => r.body.messages?.[3]?.content ?? '')).toEqual([
      expect.stringContaining('the text has 1210 characters (hashtags included), at most 1000'),
      expect.stringContaining('the title has 21 characters, at most 20 are allowed'),
      expect.stringContaining('"An English post in a Mandarin request" is not in Chinese'),
    ]);
  });

  it('mends hashtags without asking again: beyond the most dropped, none on a Google review', async () => {
    const tags = Array.from({ length: 12 }, (_, i) => `#标签${i + 1}`).join(' ');
    const server = await startFakeServer(
      (res) => sendJson(res, 200, goodAnswer(1, { content: `🌿来聊聊「GlowLab Serum」。\n\n${tags}` })),
      servers,
    );
    const [redbook] = await providerGenerator(server).generate(request({ count: 1 }));
    expect(redbook?.content).toBe(`🌿来聊聊「GlowLab Serum」。\n\n${tags.split(' ').slice(0, 8).join(' ')}`);
    const review = `这次试了「GlowLab Serum」。${'这次体验很满意，整个过程很放松。'.repeat(4)}\n\n#好评 #推荐`;
    const reviewServer = await startFakeServer(
      (res) => sendJson(res, 200, goodAnswer(1, { content: review })),
      servers,
    );
    const [google] = await providerGenerator(reviewServer).generate(request({ count: 1, platform: 'Google Review' }));
    expect(google?.content).toBe(`这次试了「GlowLab Serum」。${'这次体验很满意，整个过程很放松。'.repeat(4)}`);
    expect(server.requests).toHaveLength(1);
    expect(reviewServer.requests).toHaveLength(1);
  });

  it('stops reading an answer larger than 256 KiB and fails that post generically', async () => {
    let written = 0;
    const server = await startFakeServer(async (res, req) => {
      if (req.post !== 1) return sendJson(res, 200, goodAnswer(req.post));
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let closed = false;
      res.on('close', () => (closed = true));
      for (let i = 0; i < 160 && !closed; i++) {
        if (!res.write(chunk)) await new Promise((resolve) => setTimeout(resolve, 5));
        written += chunk.length;
      }
      res.end();
    }, servers);
    const posts = await providerGenerator(server).generate(request({ count: 2 }));
    expect(posts[0]).toMatchObject({ writer: 'builtin', fallback: 'unavailable' });
    expect(posts[0]?.detail).toContain('answer larger than 262144 bytes');
    expect(posts[1]?.error).toBeUndefined();
    expect(written).toBeLessThan(160 * 64 * 1024);
  });

  it('times out a slow post while the others succeed', async () => {
    const server = await startFakeServer((res, req) => {
      if (req.post !== 1) sendJson(res, 200, goodAnswer(req.post));
    }, servers);
    const started = Date.now();
    // Generous enough that the answering posts never time out on a loaded machine.
    const posts = await providerGenerator(server, { timeoutMs: 2000 }).generate(request({ count: 3 }));
    expect(Date.now() - started).toBeLessThan(15000);
    expect(posts[0]).toMatchObject({ writer: 'builtin', fallback: 'unavailable' });
    expect(posts[0]?.detail).toContain('no answer within 2000 ms');
    expect(posts.slice(1).map((p) => p.writer)).toEqual(['model', 'model']);
    expect(posts.map((p) => p.error)).toEqual([undefined, undefined, undefined]);
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    const server = await startFakeServer(async (res, req) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      sendJson(res, 200, goodAnswer(req.post));
    }, servers);
    const posts = await providerGenerator(server, { concurrency: 2 }).generate(request({ count: 6 }));
    expect(posts.map((p) => p.title)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `第${n}篇：小小分享`));
    expect(server.maxInFlight()).toBeLessThanOrEqual(2);
  });

  it('has the built-in writer write every post when the provider is unreachable', async () => {
    const server = await startFakeServer((res) => sendJson(res, 200, '{}'), servers);
    const generator = providerGenerator(server);
    await server.close();
    servers.length = 0;
    for (const post of await generator.generate(request({ count: 2 }))) {
      expect(post).toMatchObject({ writer: 'builtin', fallback: 'unavailable' });
      expect(post.error).toBeUndefined();
      expect(post.detail).toMatch(/^model: unreachable: /);
    }
  });

  it('accepts a ```json fenced answer, with the request keywords when the answer has none usable', async () => {
    const server = await startFakeServer((res, req) => {
      const post = {
        title: `第${req.post}篇`,
        content: `🌿来聊聊「GlowLab Serum」，第${req.post}篇。\n\n#a #b #c`,
        keywords: req.post === 1 ? 'x' : [1],
      };
      sendJson(res, 200, completion(`Here you go:\n\`\`\`json\n${JSON.stringify(post, null, 2)}\n\`\`\``));
    }, servers);
    const posts = await providerGenerator(server).generate(request({ count: 2 }));
    expect(posts.map((p) => p.title)).toEqual(['第1篇', '第2篇']);
    for (const post of posts) expect(post.keywords).toEqual(FALLBACK_KEYWORDS);
  });

  it('uses an injected fetch', async () => {
    const seen: string[] = [];
    const fakeFetch = (async (url: string | URL | Request) => {
      seen.push(url instanceof Request ? url.url : url.toString());
      return new Response(goodAnswer(1), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
    const generator = createGenerator({ baseUrl: 'https://llm.example/v1', apiKey: 'k', model: 'm', fetch: fakeFetch });
    const posts = await generator.generate(request({ count: 2 }));
    expect(seen).toEqual(['https://llm.example/v1/chat/completions', 'https://llm.example/v1/chat/completions']);
    // the same answer twice: the second, a repeat of the first, is the built-in writer's
    expect(posts[0]?.title).toBe('第1篇：小小分享');
    expect(posts[1]).toMatchObject({ writer: 'builtin', fallback: 'refused' });
  });
});
