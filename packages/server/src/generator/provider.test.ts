/** The provider generator, against a fake OpenAI-compatible server on loopback. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGenerator } from './index';
import { request } from './test-request';

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
