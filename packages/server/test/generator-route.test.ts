/**
 * POST /api/redbook/generate around the generator: the business's industry reaches it, the caller sees only what a
 * post shows (never a failure's detail), and the per-account rate and the server's concurrency are limited (429).
 */
import type { Campaign, GeneratedPost } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratorInput, PostGenerator } from '../src';
import { adminToken, client, createTenant, startTestServer, type Client, type TestServer } from './helpers';

const seen: GeneratorInput[] = [];
/** While set, generations wait for it (a generation in flight). */
let hold: Promise<void> | undefined;

const generator: PostGenerator = {
  limits: { perMinute: 4, maxActive: 1 },
  async generate(input) {
    seen.push(input);
    if (hold) await hold;
    return [
      {
        title: 'Kept',
        content: 'A post',
        keywords: ['k'],
        leftOut: ['benefits'],
        notes: ['Left out, as it is not written in Mandarin: Benefits.'],
      },
      {
        title: '',
        content: '',
        keywords: [],
        error: 'The generator is unavailable. Please try again.',
        refusal: 'unavailable',
        detail: 'HTTP 500: sk-…',
      },
      {
        title: '',
        content: '',
        keywords: [],
        error: 'The post repeated another of this batch or one saved in the campaign.',
        refusal: 'duplicate',
        detail: 'too close to a post saved in the campaign (similarity 0.71)',
      },
    ];
  },
};

let server: TestServer;
let api: Client;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ generator });
  api = client(server.url);
  admin = await adminToken(api);
}, 240_000);

afterAll(async () => {
  await server?.destroy();
}, 30_000);

const generate = (token: string, body: Record<string, unknown> = {}) =>
  api.post<GeneratedPost[] & { message?: string }>('/api/redbook/generate', { count: 2, ...body }, { token });

async function tenantIn(industry: string) {
  const tenant = await createTenant(api, admin, 'Gen');
  const patched = await api.patch(`/api/tenant/one/${tenant.id}`, { industry_type: industry }, { token: admin });
  expect(patched.status).toBe(200);
  return tenant;
}

describe('POST /api/redbook/generate: the industry', () => {
  it("writes for the tenant's own industry, whatever campaign it names", async () => {
    const clinic = await tenantIn('Dental clinic');
    const other = await tenantIn('Bakery');
    const foreign = await api.post<Campaign>(
      '/api/campaign',
      { name: 'B', description: 'd', keyword: ['k'] },
      { token: other.token },
    );
    seen.length = 0;
    expect((await generate(clinic.token)).status).toBe(200);
    expect((await generate(clinic.token, { campaignId: foreign.body.id })).status).toBe(200);
    expect(seen.map((input) => input.industry)).toEqual(['Dental clinic', 'Dental clinic']);
  });

  it("writes for the campaign's tenant when an administrator generates, and for none for an agency campaign", async () => {
    const cafe = await tenantIn('Café');
    const owned = await api.post<Campaign>(
      '/api/campaign',
      { name: 'C', description: 'd', keyword: ['k'] },
      { token: cafe.token },
    );
    const agency = await api.post<Campaign>(
      '/api/campaign',
      { name: 'A', description: 'd', keyword: ['k'] },
      { token: admin },
    );
    seen.length = 0;
    await generate(admin, { campaignId: owned.body.id });
    await generate(admin, { campaignId: agency.body.id });
    await generate(admin);
    expect(seen.map((input) => input.industry)).toEqual(['Café', '', '']);
  });
});

describe('POST /api/redbook/generate: what the caller sees', () => {
  it("answers each post's title, text, keywords, error, why it was refused, the fields it left out and notes, never the failure's detail", async () => {
    const tenant = await tenantIn('Restaurant');
    const reply = await generate(tenant.token);
    expect(reply.body).toEqual([
      {
        title: 'Kept',
        content: 'A post',
        keywords: ['k'],
        leftOut: ['benefits'],
        notes: ['Left out, as it is not written in Mandarin: Benefits.'],
      },
      {
        title: '',
        content: '',
        keywords: [],
        error: 'The generator is unavailable. Please try again.',
        refusal: 'unavailable',
      },
      {
        title: '',
        content: '',
        keywords: [],
        error: 'The post repeated another of this batch or one saved in the campaign.',
        refusal: 'duplicate',
      },
    ]);
    expect(reply.text).not.toContain('sk-');
    expect(reply.text).not.toContain('similarity');
    expect(server.logs).toContain('generator: post 2 of 3 failed: HTTP 500: sk-…');
  });

  it('passes a custom tone of up to 40 characters through, and refuses a longer one', async () => {
    const tenant = await tenantIn('Restaurant');
    seen.length = 0;
    expect((await generate(tenant.token, { tone: 'cheeky but kind' })).status).toBe(200);
    expect(seen[0]?.tone).toBe('cheeky but kind');
    const long = await generate(tenant.token, { tone: 'x'.repeat(41) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      message: 'Tone must be one of the listed styles, or your own of at most 40 characters',
      code: 'tone_invalid',
      params: { max: '40' },
    });
  });
});

describe('POST /api/redbook/generate: limits', () => {
  it('lets one account start 4 generations a minute, then answers 429 with when to retry; others go on', async () => {
    const first = await tenantIn('Restaurant');
    const second = await tenantIn('Restaurant');
    for (let i = 0; i < 4; i++) expect((await generate(first.token)).status).toBe(200);
    const refused = await generate(first.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'You have generated a lot in the last minute. Please wait a moment and try again.',
      code: 'generator_rate_limited',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await generate(second.token)).status).toBe(200);
    // a refused request does not count: the bad body is refused before the limit
    expect((await generate(second.token, { count: 99 })).status).toBe(400);
  });

  it('runs one generation at a time here: another caller meanwhile gets 429 "busy"', async () => {
    const first = await tenantIn('Restaurant');
    const second = await tenantIn('Restaurant');
    let release: () => void = () => undefined;
    hold = new Promise<void>((resolve) => (release = resolve));
    const before = seen.length;
    try {
      const pending = generate(first.token);
      await expect.poll(() => seen.length).toBe(before + 1);
      const busy = await generate(second.token);
      expect(busy.status).toBe(429);
      expect(busy.body).toEqual({
        message: 'The generator is busy. Please try again in a minute.',
        code: 'generator_busy',
      });
      release();
      expect((await pending).status).toBe(200);
    } finally {
      hold = undefined;
      release();
    }
    expect((await generate(second.token)).status).toBe(200);
  });
});
