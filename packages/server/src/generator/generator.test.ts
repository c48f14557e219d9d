import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGenerator, type GeneratedPost, type GeneratorInput } from './index';

const CJK = /[\u4e00-\u9fff]/;
const LANGUAGES = ['Mandarin', 'English', 'Malay'] as const;
const PLATFORMS = ['Redbook', 'Instagram', 'Tiktok', 'Facebook', 'Google Review'] as const;
const TONES = [
  '亲切自然',
  '活泼俏皮',
  '专业权威',
  '温馨治愈',
  '幽默风趣',
  '简约高级',
  '种草安利',
  '真实测评',
  '文艺清新',
  '热情激昂',
] as const;

function request(overrides: Partial<GeneratorInput> = {}): GeneratorInput {
  return {
    platform: 'Redbook',
    language: 'Mandarin',
    productType: 'Facial serum',
    productName: 'GlowLab Serum',
    targetAudience: 'busy office workers',
    benefits: 'brightens dull skin, lightweight texture, no sticky feel',
    promotion: 'Buy 1 Free 1 until 30 June',
    location: 'Mid Valley Megamall',
    tone: '亲切自然',
    additionalDetails: 'Suitable for sensitive skin',
    count: 3,
    keywords: ['skincare', 'vitamin C', 'glow up'],
    ...overrides,
  };
}

const EMPTY: Partial<GeneratorInput> = {
  productType: '',
  productName: '',
  targetAudience: '',
  benefits: '',
  promotion: '',
  location: '',
  additionalDetails: '',
  keywords: [],
};

function text(post: GeneratedPost): string {
  return `${post.title}\n${post.content}`;
}

function hashtagLine(post: GeneratedPost): string {
  const paragraphs = post.content.split('\n\n');
  const last = paragraphs[paragraphs.length - 1] ?? '';
  return last.startsWith('#') ? last : '';
}

function bodyParagraphs(post: GeneratedPost): string[] {
  return post.content.split('\n\n').filter((p) => !p.startsWith('#'));
}

describe('built-in generator', () => {
  it('returns `count` posts with title, content and keywords', async () => {
    const generator = createGenerator({ seed: 1 });
    for (const count of [1, 3, 10]) {
      const posts = await generator.generate(request({ count }));
      expect(posts).toHaveLength(count);
      for (const post of posts) {
        expect(post.title.trim()).not.toBe('');
        expect(post.content.trim()).not.toBe('');
        expect(post.error).toBeUndefined();
        expect(post.keywords).toEqual(['skincare', 'vitamin C', 'glow up']);
      }
    }
  });

  it('writes Mandarin in Chinese characters, English and Malay in their own words', async () => {
    const generator = createGenerator({ seed: 42 });
    const [zh] = await generator.generate(request({ language: 'Mandarin', count: 1 }));
    const [en] = await generator.generate(request({ language: 'English', count: 1 }));
    const [ms] = await generator.generate(request({ language: 'Malay', count: 1 }));
    if (!zh || !en || !ms) throw new Error('missing post');

    expect(text(zh)).toMatch(CJK);
    expect((text(zh).match(/[\u4e00-\u9fff]/g) ?? []).length).toBeGreaterThan(30);
    expect(text(en)).not.toMatch(CJK);
    expect(text(ms)).not.toMatch(CJK);
    expect(text(en)).toMatch(/\b(the|you|and|it|this|for)\b/i);
    expect(text(ms)).toMatch(/\b(yang|untuk|anda|saya|ini|dan|dengan)\b/i);
    expect(text(en)).not.toMatch(/\b(yang|anda|saya|untuk)\b/i);

    expect(en.content).not.toBe(zh.content);
    expect(ms.content).not.toBe(zh.content);
    expect(ms.content).not.toBe(en.content);
  });

  it('makes every post of a batch different (title, opening line and content)', async () => {
    const generator = createGenerator({ seed: 7 });
    for (const language of LANGUAGES) {
      for (const platform of PLATFORMS) {
        const posts = await generator.generate(request({ language, platform, count: 10 }));
        expect(new Set(posts.map((p) => p.title)).size).toBe(10);
        expect(new Set(posts.map((p) => p.content)).size).toBe(10);
        expect(new Set(posts.map((p) => p.content.split('\n')[platform === 'Google Review' ? 1 : 0])).size).toBe(10);
      }
    }
  });

  it('varies the structure within a batch', async () => {
    const posts = await createGenerator({ seed: 3 }).generate(request({ count: 6 }));
    const shapes = posts.map((p) =>
      bodyParagraphs(p)
        .map((para) => para.split('\n').length)
        .join('-'),
    );
    expect(new Set(shapes).size).toBeGreaterThan(1);
  });

  it('is deterministic for a seed and differs between seeds', async () => {
    const input = request({ count: 5 });
    const a = await createGenerator({ seed: 123 }).generate(input);
    const b = await createGenerator({ seed: 123 }).generate(input);
    const c = await createGenerator({ seed: 124 }).generate(input);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
    // The same generator gives the same answer on a second call.
    const generator = createGenerator({ seed: 99 });
    expect(await generator.generate(input)).toEqual(await generator.generate(input));
  });

  it('uses a random seed when none is given', async () => {
    const generator = createGenerator({});
    const input = request({ count: 10 });
    const first = await generator.generate(input);
    const second = await generator.generate(input);
    expect(second.map(text)).not.toEqual(first.map(text));
  });

  it('never prints undefined, null, empty hashtags or dangling punctuation when fields are empty', async () => {
    const generator = createGenerator({ seed: 5 });
    for (const language of LANGUAGES) {
      for (const platform of PLATFORMS) {
        for (const tone of TONES) {
          const posts = await generator.generate(request({ ...EMPTY, language, platform, tone, count: 3 }));
          expect(posts).toHaveLength(3);
          for (const post of posts) {
            const all = text(post);
            expect(all).not.toMatch(/\bundefined\b|\bnull\b|\bNaN\b|\[object/i);
            expect(all).not.toMatch(/#(\s|$)/);
            expect(all).not.toMatch(/[:：]\s*[.。,，!！]/);
            expect(all).not.toMatch(/[,，]\s*[.。!！]/);
            expect(all).not.toMatch(/\s[,.]/);
            expect(all).not.toMatch(/ {2}/);
            expect(all).not.toMatch(/\n{3}/);
            const paragraphs = bodyParagraphs(post);
            expect(paragraphs.length).toBeGreaterThanOrEqual(2);
            expect(paragraphs.length).toBeLessThanOrEqual(4);
            expect(post.keywords).toEqual([]);
          }
        }
      }
    }
  });

  it('weaves in product name, promotion, location, audience, details and benefits when given', async () => {
    const generator = createGenerator({ seed: 11 });
    for (const language of LANGUAGES) {
      for (const platform of PLATFORMS) {
        const posts = await generator.generate(request({ language, platform, count: 4 }));
        for (const post of posts) {
          const all = text(post);
          for (const value of ['GlowLab Serum', 'Buy 1 Free 1 until 30 June', 'Mid Valley Megamall']) {
            expect(all).toContain(value);
          }
          // Audience, details and benefits may be capitalised at the start of a sentence or list item.
          for (const value of [
            'busy office workers',
            'suitable for sensitive skin',
            'brightens dull skin',
            'no sticky feel',
          ]) {
            expect(all.toLowerCase()).toContain(value);
          }
          expect(all).not.toMatch(/\bundefined\b|\bnull\b/i);
        }
      }
    }
  });

  it('works with Chinese fields and only some of them filled in', async () => {
    const [post] = await createGenerator({ seed: 2 }).generate(
      request({
        ...EMPTY,
        language: 'Mandarin',
        productType: '咖啡店',
        location: '  吉隆坡武吉免登 ，',
        benefits: '手冲好喝\n环境安静；适合办公',
        count: 1,
      }),
    );
    if (!post) throw new Error('missing post');
    expect(post.content).toContain('这家咖啡店');
    expect(post.content).toContain('吉隆坡武吉免登');
    expect(post.content).not.toContain('吉隆坡武吉免登 ，');
    for (const benefit of ['手冲好喝', '环境安静', '适合办公']) expect(post.content).toContain(benefit);
    expect(post.keywords).toEqual(['咖啡店']);
    expect(hashtagLine(post)).toContain('#咖啡店');
  });

  it("spaces Latin words inside Chinese text without altering the user's own values", async () => {
    const generator = createGenerator({ seed: 6 });
    const [mixed] = await generator.generate(request({ count: 1 }));
    expect(text(mixed!)).toMatch(/[\u4e00-\u9fff] GlowLab Serum|GlowLab Serum [\u4e00-\u9fff]/);
    const [chinese] = await generator.generate(
      request({ productName: '光感维C精华', productType: '精华液', count: 1 }),
    );
    expect(text(chinese!)).toContain('光感维C精华');
    // no control character but the line break
    for (const post of [mixed!, chinese!]) expect([...text(post)].filter((ch) => ch < ' ' && ch !== '\n')).toEqual([]);
  });

  it('changes the wording with the tone, in every language; an unknown tone falls back to the first', async () => {
    for (const language of LANGUAGES) {
      const outputs: string[] = [];
      for (const tone of TONES) {
        const [post] = await createGenerator({ seed: 8 }).generate(request({ language, tone, count: 1 }));
        outputs.push(post ? text(post) : '');
      }
      expect(new Set(outputs).size).toBe(TONES.length);
      const [fallback] = await createGenerator({ seed: 8 }).generate(
        request({ language, tone: 'not-a-tone', count: 1 }),
      );
      expect(fallback ? text(fallback) : '').toBe(outputs[0]);
    }
  });

  it('builds hashtags from the keywords, or from type and name, adapted to the platform', async () => {
    const generator = createGenerator({ seed: 4 });
    const [redbook] = await generator.generate(request({ count: 1 }));
    expect(hashtagLine(redbook!)).toMatch(/^#skincare #VitaminC #GlowUp/);

    const [derived] = await generator.generate(request({ keywords: ['', '  '], count: 1, language: 'English' }));
    expect(derived!.keywords).toEqual(['Facial serum', 'GlowLab Serum']);
    expect(hashtagLine(derived!)).toContain('#FacialSerum');
    expect(hashtagLine(derived!)).toContain('#GlowLabSerum');

    const many = Array.from({ length: 20 }, (_, i) => `tag${i}`);
    const [tiktok] = await generator.generate(request({ platform: 'Tiktok', keywords: many, count: 1 }));
    expect(hashtagLine(tiktok!).split(' ').length).toBeLessThanOrEqual(5);

    const [review] = await generator.generate(request({ platform: 'Google Review', language: 'English', count: 1 }));
    expect(hashtagLine(review!)).toBe('');
    expect(review!.content).not.toContain('#');
    expect(review!.content.startsWith('⭐⭐⭐⭐⭐')).toBe(true);
  });

  it('stays built in unless baseUrl, apiKey and model are all set', async () => {
    let calls = 0;
    const fakeFetch = (async () => {
      calls++;
      return new Response('{}');
    }) as typeof fetch;
    const generator = createGenerator({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: 'key',
      model: '',
      fetch: fakeFetch,
      seed: 1,
    });
    const posts = await generator.generate(request());
    expect(posts).toHaveLength(3);
    expect(calls).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Provider path, against a fake OpenAI-compatible server on loopback.

interface Recorded {
  authorization: string | undefined;
  path: string | undefined;
  body: {
    model?: string;
    temperature?: number;
    response_format?: { type?: string };
    messages?: { role: string; content: string }[];
  };
  post: number;
  of: number;
}

type Reply = (res: ServerResponse, req: Recorded) => void | Promise<void>;

interface FakeServer {
  baseUrl: string;
  requests: Recorded[];
  maxInFlight: () => number;
  close: () => Promise<void>;
}

const servers: FakeServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

function completion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
}

function goodAnswer(n: number, keywords: unknown = ['fake', `post${n}`]): string {
  return completion(JSON.stringify({ title: `Title ${n}`, content: `Content of post ${n}`, keywords }));
}

function sendJson(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function startFakeServer(reply: Reply): Promise<FakeServer> {
  const requests: Recorded[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server: Server = createServer((req, res) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => inFlight--);
    void (async () => {
      const raw = await readBody(req);
      const body = JSON.parse(raw) as Recorded['body'];
      const user = body.messages?.find((m) => m.role === 'user')?.content ?? '';
      const match = /post (\d+) of (\d+)/i.exec(user);
      const recorded: Recorded = {
        authorization: req.headers.authorization,
        path: req.url,
        body,
        post: Number(match?.[1] ?? 0),
        of: Number(match?.[2] ?? 0),
      };
      requests.push(recorded);
      await reply(res, recorded);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeServer = {
    baseUrl: `http://127.0.0.1:${port}/v1/`,
    requests,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(fake);
  return fake;
}

function providerGenerator(server: FakeServer, extra: { timeoutMs?: number; concurrency?: number } = {}) {
  return createGenerator({ baseUrl: server.baseUrl, apiKey: 'test-key', model: 'test-model', ...extra });
}

describe('provider generator', () => {
  it('calls chat/completions once per post with the bearer key, model and a JSON response format', async () => {
    const server = await startFakeServer((res, req) => sendJson(res, 200, goodAnswer(req.post)));
    const posts = await providerGenerator(server).generate(request({ count: 3, language: 'Malay', tone: '幽默风趣' }));

    expect(posts.map((p) => p.title)).toEqual(['Title 1', 'Title 2', 'Title 3']);
    expect(posts.map((p) => p.content)).toEqual(['Content of post 1', 'Content of post 2', 'Content of post 3']);
    expect(posts[1]?.keywords).toEqual(['fake', 'post2']);
    expect(posts.every((p) => p.error === undefined)).toBe(true);

    expect(server.requests).toHaveLength(3);
    for (const r of server.requests) {
      expect(r.path).toBe('/v1/chat/completions');
      expect(r.authorization).toBe('Bearer test-key');
      expect(r.body.model).toBe('test-model');
      expect(r.body.response_format).toEqual({ type: 'json_object' });
      expect(typeof r.body.temperature).toBe('number');
      expect(r.body.messages?.map((m) => m.role)).toEqual(['system', 'user']);
      const user = r.body.messages?.[1]?.content ?? '';
      expect(user).toContain('GlowLab Serum');
      expect(user).toContain('Buy 1 Free 1 until 30 June');
      expect(user).toContain('Mid Valley Megamall');
      expect(user).toContain('busy office workers');
      expect(user).toContain('Malay');
      expect(user).toContain('幽默风趣');
      expect(r.of).toBe(3);
    }
    expect(server.requests.map((r) => r.post).sort()).toEqual([1, 2, 3]);
    expect(server.requests[0]?.body.messages?.[0]?.content).toMatch(/Xiaohongshu|Redbook/);
  });

  it('marks a post that got HTTP 500 as failed while the others succeed', async () => {
    const server = await startFakeServer((res, req) => {
      if (req.post === 2) sendJson(res, 500, JSON.stringify({ error: { message: 'upstream exploded' } }));
      else sendJson(res, 200, goodAnswer(req.post));
    });
    const posts = await providerGenerator(server).generate(request({ count: 3 }));
    expect(posts).toHaveLength(3);
    expect(posts[0]).toEqual({ title: 'Title 1', content: 'Content of post 1', keywords: ['fake', 'post1'] });
    expect(posts[2]).toEqual({ title: 'Title 3', content: 'Content of post 3', keywords: ['fake', 'post3'] });
    expect(posts[1]).toMatchObject({ title: '', content: '', keywords: ['skincare', 'vitamin C', 'glow up'] });
    expect(posts[1]?.error).toMatch(/HTTP 500/);
    expect(posts[1]?.error).toContain('upstream exploded');
  });

  it('marks a post whose answer is not valid JSON as failed while the others succeed', async () => {
    const server = await startFakeServer((res, req) => {
      if (req.post === 3) sendJson(res, 200, completion('Sure! Here is a lovely post about serums.'));
      else sendJson(res, 200, goodAnswer(req.post));
    });
    const posts = await providerGenerator(server).generate(request({ count: 3 }));
    expect(posts[0]?.error).toBeUndefined();
    expect(posts[1]?.error).toBeUndefined();
    expect(posts[2]).toMatchObject({ title: '', content: '', keywords: ['skincare', 'vitamin C', 'glow up'] });
    expect(posts[2]?.error).toMatch(/JSON/);
  });

  it('rejects answers without title or content, and bodies that are not JSON at all', async () => {
    const server = await startFakeServer((res, req) => {
      if (req.post === 1)
        sendJson(res, 200, completion(JSON.stringify({ title: '  ', content: 'text', keywords: [] })));
      else if (req.post === 2) sendJson(res, 200, completion(JSON.stringify({ title: 'T', keywords: [] })));
      else sendJson(res, 200, '<html>gateway</html>');
    });
    const posts = await providerGenerator(server).generate(request({ count: 3 }));
    expect(posts[0]?.error).toMatch(/title/);
    expect(posts[1]?.error).toMatch(/content/);
    expect(posts[2]?.error).toMatch(/not JSON/);
    for (const post of posts) expect(post).toMatchObject({ title: '', content: '' });
  });

  it('accepts a ```json fenced answer and falls back to the request keywords when keywords are unusable', async () => {
    const server = await startFakeServer((res, req) => {
      const answer = { title: `Fenced ${req.post}`, content: 'Body', keywords: req.post === 1 ? 'not-a-list' : [1, 2] };
      sendJson(res, 200, completion(`Here you go:\n\`\`\`json\n${JSON.stringify(answer, null, 2)}\n\`\`\``));
    });
    const posts = await providerGenerator(server).generate(request({ count: 2 }));
    expect(posts.map((p) => p.title)).toEqual(['Fenced 1', 'Fenced 2']);
    for (const post of posts) {
      expect(post.error).toBeUndefined();
      expect(post.keywords).toEqual(['skincare', 'vitamin C', 'glow up']);
    }
  });

  it('times out a slow post while the others succeed', async () => {
    const server = await startFakeServer(async (res, req) => {
      if (req.post === 1) return; // never answers
      sendJson(res, 200, goodAnswer(req.post));
    });
    const started = Date.now();
    // Generous enough that the answering posts never time out on a loaded machine.
    const posts = await providerGenerator(server, { timeoutMs: 2000 }).generate(request({ count: 3 }));
    expect(Date.now() - started).toBeLessThan(15000);
    expect(posts[0]).toMatchObject({ title: '', content: '', keywords: ['skincare', 'vitamin C', 'glow up'] });
    expect(posts[0]?.error).toMatch(/within 2000 ms/);
    expect(posts[1]?.title).toBe('Title 2');
    expect(posts[2]?.title).toBe('Title 3');
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    const server = await startFakeServer(async (res, req) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      sendJson(res, 200, goodAnswer(req.post));
    });
    const posts = await providerGenerator(server, { concurrency: 2 }).generate(request({ count: 6 }));
    expect(posts.map((p) => p.title)).toEqual(['Title 1', 'Title 2', 'Title 3', 'Title 4', 'Title 5', 'Title 6']);
    expect(server.maxInFlight()).toBeLessThanOrEqual(2);
    expect(server.maxInFlight()).toBeGreaterThanOrEqual(1);
  });

  it('reports an unreachable provider on every post', async () => {
    const server = await startFakeServer((res) => sendJson(res, 200, '{}'));
    const generator = providerGenerator(server);
    await server.close();
    servers.length = 0;
    const posts = await generator.generate(request({ count: 2 }));
    for (const post of posts) {
      expect(post).toMatchObject({ title: '', content: '', keywords: ['skincare', 'vitamin C', 'glow up'] });
      expect(post.error).toMatch(/Could not reach the generator provider/);
    }
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
    expect(posts.every((p) => p.title === 'Title 1')).toBe(true);
  });
});
