/**
 * POST /api/redbook/generate/stream: the same request as POST /api/redbook/generate, answered one JSON line at a
 * time (start, each post as soon as it is written, end), so that the panel shows posts as they arrive; refusals
 * (400, 429) come before the stream, as JSON; the plain call answers as it always did; the key is in no line.
 */
import { parseStreamLine, type GenerateStreamLine, type GeneratedPost } from '@app/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTenant, errorBody, serverForFile, waitFor } from './helpers';
import { completion, goodPost, sendJson, startFakeServer, type FakeServer } from './generator/fake-provider';

const KEY = 'sk-stream-secret-0123456789abcd';
const servers: FakeServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

const world = serverForFile();

const BRIEF = { productName: 'GlowLab Serum', productType: 'Serum', language: 'Mandarin', platform: 'Redbook' };

/** Opens the stream and reads its lines as they come. */
async function openStream(token: string, body: Record<string, unknown>) {
  const response = await fetch(`${world.server.url}/api/redbook/generate/stream`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const raw: string[] = [];
  /** The next line, or undefined at the end of the stream. */
  const next = async (): Promise<GenerateStreamLine | undefined> => {
    for (;;) {
      const end = buffered.indexOf('\n');
      if (end >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        raw.push(line);
        return parseStreamLine(line);
      }
      const { done, value } = await reader.read();
      if (done) return undefined;
      buffered += decoder.decode(value, { stream: true });
    }
  };
  const rest = async (): Promise<GenerateStreamLine[]> => {
    const lines: GenerateStreamLine[] = [];
    for (let line = await next(); line; line = await next()) lines.push(line);
    return lines;
  };
  return { response, next, rest, raw };
}

const postsOf = (lines: GenerateStreamLine[]): [number, GeneratedPost][] =>
  lines.flatMap((line) => (line.type === 'post' ? [[line.index, line.post] as [number, GeneratedPost]] : []));

describe('POST /api/redbook/generate/stream', () => {
  it('sends the built-in writer’s posts as lines, the same posts the plain call answers', async () => {
    const tenant = await createTenant(world.api, world.admin, 'Stream Built-in');
    const plain = await world.api.post<GeneratedPost[]>(
      '/api/redbook/generate',
      { ...BRIEF, count: 3 },
      {
        token: tenant.token,
      },
    );
    expect(plain.status).toBe(200);
    expect(Array.isArray(plain.body)).toBe(true);
    const streamed = await openStream(tenant.token, { ...BRIEF, count: 3 });
    expect(streamed.response.status).toBe(200);
    expect(streamed.response.headers.get('content-type')).toBe('application/x-ndjson');
    const lines = [await streamed.next(), ...(await streamed.rest())];
    expect(lines[0]).toEqual({ type: 'start', count: 3 });
    expect(lines.at(-1)).toEqual({ type: 'end', count: 3 });
    const posts = postsOf(lines as GenerateStreamLine[]);
    expect(posts.map(([index]) => index)).toEqual([0, 1, 2]);
    // a fixed seed: the same request writes the same posts either way
    expect(posts.map(([, post]) => post)).toEqual(plain.body);
  });

  it('refuses a bad request before the stream, as JSON', async () => {
    const tenant = await createTenant(world.api, world.admin, 'Stream Bad');
    const bad = await world.api.post('/api/redbook/generate/stream', { ...BRIEF, count: 11 }, { token: tenant.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(errorBody);
    expect(bad.headers.get('content-type')).toContain('application/json');
    const missing = await world.api.post(
      '/api/redbook/generate/stream',
      { ...BRIEF, save: true, campaignId: '00000000-0000-4000-8000-000000000000' },
      { token: tenant.token },
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'campaign_not_found' });
  });

  it('sends each of a model’s posts as soon as it is written, saves them when asked, and never the key', async () => {
    // post 3's answer waits until the test has read the first two
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fake = await startFakeServer(async (res, req) => {
      if (req.post === 3) await held;
      sendJson(res, 200, completion(JSON.stringify(goodPost(req.post))));
    }, servers);
    const saved = await world.api.raw('PUT', '/api/settings/model', {
      token: world.admin,
      json: { baseUrl: fake.baseUrl, model: 'test-model', apiKey: KEY, timeoutMs: 20_000, concurrency: 1 },
    });
    expect(saved.status).toBe(200);
    try {
      const tenant = await createTenant(world.api, world.admin, 'Stream Model');
      const campaign = await world.api.post<{ id: string }>(
        '/api/campaign',
        { name: 'Serum launch', description: 'GlowLab Serum', keyword: ['serum'] },
        { token: tenant.token },
      );
      const streamed = await openStream(tenant.token, { ...BRIEF, count: 3, save: true, campaignId: campaign.body.id });
      expect(await streamed.next()).toEqual({ type: 'start', count: 3 });
      const first = await streamed.next();
      const second = await streamed.next();
      // two posts have arrived while the third is still being written
      expect([first, second].map((line) => line?.type === 'post' && line.index)).toEqual([0, 1]);
      await waitFor(() => fake.requests.length === 3);
      release();
      const rest = await streamed.rest();
      expect(rest.at(-1)).toEqual({ type: 'end', count: 3 });
      const posts = postsOf([first!, second!, ...rest]);
      expect(posts.map(([index, post]) => [index, post.writer, post.title])).toEqual([
        [0, 'model', '第1篇：小小分享'],
        [1, 'model', '第2篇：小小分享'],
        [2, 'model', '第3篇：小小分享'],
      ]);
      expect(streamed.raw.join('\n')).not.toContain(KEY);
      const contents = await world.api.get<{ text: string }[]>(`/api/content?campaignId=${campaign.body.id}`, {
        token: tenant.token,
      });
      expect(contents.body.map((content) => content.text).sort()).toEqual(posts.map(([, post]) => post.content).sort());
    } finally {
      release();
      await world.api.raw('PUT', '/api/settings/model', {
        token: world.admin,
        json: { baseUrl: fake.baseUrl, model: 'test-model', clearKey: true, timeoutMs: 20_000, concurrency: 1 },
      });
    }
    expect(world.server.logs.join('\n')).not.toContain(KEY);
  });

  it('sends the built-in writer’s posts, marked so, when the model does not answer', async () => {
    const fake = await startFakeServer(
      (res) => sendJson(res, 503, `{"error":{"message":"down, key ${KEY}"}}`),
      servers,
    );
    await world.api.raw('PUT', '/api/settings/model', {
      token: world.admin,
      json: { baseUrl: fake.baseUrl, model: 'test-model', apiKey: KEY, timeoutMs: 5000, concurrency: 2 },
    });
    try {
      const tenant = await createTenant(world.api, world.admin, 'Stream Down');
      const streamed = await openStream(tenant.token, { ...BRIEF, count: 2 });
      const posts = postsOf(await streamed.rest());
      expect(posts).toHaveLength(2);
      for (const [, post] of posts) {
        expect(post).toMatchObject({ writer: 'builtin', fallback: 'unavailable' });
        expect(post.content).not.toBe('');
        expect(post.error).toBeUndefined();
      }
      expect(streamed.raw.join('\n')).not.toContain(KEY);
      expect(streamed.raw.join('\n')).not.toContain('down, key');
    } finally {
      await world.api.raw('PUT', '/api/settings/model', {
        token: world.admin,
        json: { baseUrl: fake.baseUrl, model: 'test-model', clearKey: true, timeoutMs: 5000, concurrency: 2 },
      });
    }
    expect(world.server.logs.join('\n')).not.toContain(KEY);
  });
});
