import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Campaign, Content, GeneratedPost } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client, createTenant, type Client, type TestServer, startTestServer } from './helpers';

/** A fake OpenAI-compatible chat-completions endpoint: the second request of each batch fails as a wrong key would. */
const API_KEY = 'sk-live-abcdef0123456789abcdef';
const UPSTREAM_ERROR = `Incorrect API key provided: Bearer ${API_KEY}. Traceback (most recent call last): File "/srv/app.py"`;
let fake: http.Server;
let fakeUrl: string;
const seenBodies: { model: string; messages: unknown[] }[] = [];

let builtin: TestServer;
let provider: TestServer;
let api: Client;
let providerApi: Client;
let tenant: Awaited<ReturnType<typeof createTenant>>;

const request = {
  platform: 'Redbook',
  language: 'Mandarin',
  productType: 'Coffee',
  productName: 'Morning Roast',
  targetAudience: 'office workers',
  benefits: 'rich aroma, fresh beans',
  promotion: 'buy one get one free',
  location: 'Kuala Lumpur',
  tone: '亲切自然',
  additionalDetails: 'open daily',
  count: 3,
  keywords: ['coffee', 'KL'],
  save: false,
};

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { model: string; messages: unknown[] };
      seenBodies.push(parsed);
      const number = seenBodies.length;
      if (req.headers.authorization !== `Bearer ${API_KEY}` || number % 3 === 2) {
        res.writeHead(401, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: UPSTREAM_ERROR } }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [
            {
              message: {
                role: 'assistant',
                content: JSON.stringify({
                  title: `Fake title ${number}`,
                  content: `🌿第${number}篇：来聊聊「Morning Roast」。\n\n#咖啡 #早餐 #日常`,
                  keywords: ['fake'],
                }),
              },
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  [builtin, provider] = await Promise.all([
    startTestServer(),
    startTestServer({
      generatorSettings: { baseUrl: fakeUrl, apiKey: API_KEY, model: 'fake-model', concurrency: 1 },
    }),
  ]);
  api = client(builtin.url);
  providerApi = client(provider.url);
  tenant = await createTenant(api, await adminToken(api), 'Cafe');
}, 240_000);

afterAll(async () => {
  await Promise.all([builtin?.destroy(), provider?.destroy()]);
  await new Promise((resolve) => fake?.close(resolve));
}, 30_000);

const CJK = /[\u4e00-\u9fff]/;

describe('POST /api/redbook/generate (built-in generator)', () => {
  it('answers `count` posts; Mandarin contains Chinese characters', async () => {
    const reply = await api.post<GeneratedPost[]>('/api/redbook/generate', request, { token: tenant.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(3);
    for (const post of reply.body) {
      expect(typeof post.title).toBe('string');
      expect(post.content.length).toBeGreaterThan(40);
      expect(Array.isArray(post.keywords)).toBe(true);
      expect(post.error).toBeUndefined();
      expect(post.content).toMatch(CJK);
    }
    expect(new Set(reply.body.map((post) => post.content)).size).toBe(3);
  });

  it('English and Malay posts differ from the Mandarin ones and from each other', async () => {
    const english = (
      await api.post<GeneratedPost[]>(
        '/api/redbook/generate',
        { ...request, language: 'English', count: 1 },
        { token: tenant.token },
      )
    ).body[0]!;
    const malay = (
      await api.post<GeneratedPost[]>(
        '/api/redbook/generate',
        { ...request, language: 'Malay', count: 1 },
        { token: tenant.token },
      )
    ).body[0]!;
    const mandarin = (
      await api.post<GeneratedPost[]>('/api/redbook/generate', { ...request, count: 1 }, { token: tenant.token })
    ).body[0]!;
    expect(english.content).not.toBe(malay.content);
    expect(english.content).not.toBe(mandarin.content);
    expect(english.content).not.toMatch(CJK);
    expect(malay.content).not.toMatch(CJK);
    expect(mandarin.content).toMatch(CJK);
  });

  it('validates the request (count 1 to 10, known language) with field messages', async () => {
    expect(
      (await api.post<GeneratedPost[]>('/api/redbook/generate', { ...request, count: 11 }, { token: tenant.token }))
        .body,
    ).toEqual({
      message: 'Post Count must be a whole number from 1 to 10',
      code: 'field_whole_number',
      params: { field: 'Post Count', min: '1', max: '10' },
    });
    expect(
      (await api.post<GeneratedPost[]>('/api/redbook/generate', { ...request, count: 0 }, { token: tenant.token }))
        .status,
    ).toBe(400);
    expect(
      (
        await api.post<GeneratedPost[]>(
          '/api/redbook/generate',
          { ...request, language: 'Klingon' },
          { token: tenant.token },
        )
      ).status,
    ).toBe(400);
    expect((await api.post<GeneratedPost[]>('/api/redbook/generate', request)).status).toBe(401);
  });

  it('with save:false stores nothing; with save:true the posts become contents of the campaign', async () => {
    const campaign = await api.post<Campaign>(
      '/api/campaign',
      { name: 'Gen', description: 'd', keyword: ['k'] },
      { token: tenant.token },
    );
    await api.post(
      '/api/redbook/generate',
      { ...request, campaignId: campaign.body.id, save: false },
      { token: tenant.token },
    );
    expect(
      (await api.get<Content[]>(`/api/content?campaignId=${campaign.body.id}`, { token: tenant.token })).body,
    ).toEqual([]);
    const saved = await api.post(
      '/api/redbook/generate',
      { ...request, count: 2, campaignId: campaign.body.id, save: true },
      { token: tenant.token },
    );
    expect(saved.status).toBe(200);
    const contents = (await api.get<Content[]>(`/api/content?campaignId=${campaign.body.id}`, { token: tenant.token }))
      .body;
    expect(contents).toHaveLength(2);
    expect(contents[0]).toMatchObject({ status: 'active', isRedirected: false, userId: tenant.id });
    // saved for the platform and language asked, so that a customer choosing Redbook is handed them
    for (const content of contents) expect(content).toMatchObject({ platform: 'Redbook', language: 'Mandarin' });
  });
});

describe('POST /api/redbook/generate (OpenAI-compatible provider)', () => {
  it('calls the provider once per post; a post the model failed is written by the built-in writer, marked so', async () => {
    const t = await createTenant(providerApi, await adminToken(providerApi), 'Provider');
    seenBodies.length = 0;
    provider.logs.length = 0;
    const reply = await providerApi.post<GeneratedPost[]>('/api/redbook/generate', request, { token: t.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(3);
    expect(seenBodies).toHaveLength(3);
    expect(seenBodies[0]!.model).toBe('fake-model');
    const standIns = reply.body.filter((post) => post.writer === 'builtin');
    const good = reply.body.filter((post) => post.writer === 'model');
    // never nothing: the built-in writer wrote the failed one, and says why (the panel says it in the user's language)
    expect(standIns).toHaveLength(1);
    expect(standIns[0]).toMatchObject({ fallback: 'unavailable' });
    expect(standIns[0]!.content.length).toBeGreaterThan(0);
    expect(standIns[0]!.error).toBeUndefined();
    // the provider's words (a key, a traceback) never reach the caller, but the log has them, key masked
    expect(reply.text).not.toContain('sk-');
    expect(reply.text).not.toContain('Traceback');
    expect(reply.text).not.toContain('detail');
    const logged = provider.logs.filter((line) => line.startsWith('generator: '));
    expect(logged).toEqual([
      expect.stringMatching(
        /^generator: post 2 of 3 failed: .*HTTP 401: .*Incorrect API key.*the built-in writer wrote the post$/,
      ),
    ]);
    expect(logged.join('\n')).not.toContain(API_KEY);
    expect(good).toHaveLength(2);
    for (const post of good) {
      expect(post.title).toMatch(/^Fake title \d$/);
      expect(post.keywords).toEqual(['fake']);
    }
  });
});
