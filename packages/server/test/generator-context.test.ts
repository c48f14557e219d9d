/**
 * POST /api/redbook/generate reads what the generator knows beyond the form: the business's name, the campaign's
 * name, description and keywords, and the notes of the picked photos, only as far as the viewer may see them.
 */
import type { Asset, Campaign, Entry, GeneratedPost } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratorInput, PostGenerator } from '../src';
import { adminToken, client, createTenant, startTestServer, type Client, type TestServer } from './helpers';

const seen: GeneratorInput[] = [];

const generator: PostGenerator = {
  limits: { perMinute: 100, maxActive: 4 },
  async generate(input) {
    seen.push(input);
    return [{ title: 'T', content: 'A post', keywords: ['k'] }];
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
  api.post<GeneratedPost[] & { code?: string }>('/api/redbook/generate', { count: 1, ...body }, { token });

async function business(name: string) {
  const tenant = await createTenant(api, admin, name);
  const campaign = await api.post<Campaign>(
    '/api/campaign',
    { name: `${name} launch`, description: `What ${name} launches`, keyword: [`${name}Week`] },
    { token: tenant.token },
  );
  const entry = await api.post<Entry>(
    '/api/entry',
    { type: 'Redbook', accessValue: 'https://example.test/page', tenantId: tenant.id, campaignId: campaign.body.id },
    { token: tenant.token },
  );
  const note = await api.post<Asset>(
    '/api/asset',
    { type: 'note', entryId: entry.body.id, noteContent: `The window seat of ${name}` },
    { token: tenant.token },
  );
  expect([campaign.status, entry.status, note.status]).toEqual([201, 201, 201]);
  return { tenant, campaign: campaign.body, note: note.body };
}

const contextOf = (input: GeneratorInput | undefined) => ({
  businessName: input?.businessName,
  campaignName: input?.campaignName,
  campaignDescription: input?.campaignDescription,
  campaignKeywords: input?.campaignKeywords,
  photoNotes: input?.photoNotes,
});

describe('POST /api/redbook/generate: the context', () => {
  it("passes the tenant's name, its campaign and the notes of its photos", async () => {
    const { tenant, campaign, note } = await business('Kopi');
    seen.length = 0;
    const reply = await generate(tenant.token, { campaignId: campaign.id, assetIds: [note.id] });
    expect(reply.status).toBe(200);
    expect(contextOf(seen[0])).toEqual({
      businessName: 'Kopi',
      campaignName: 'Kopi launch',
      campaignDescription: 'What Kopi launches',
      campaignKeywords: ['KopiWeek'],
      photoNotes: ['The window seat of Kopi'],
    });
  });

  it("refuses another tenant's photo and adds nothing of another tenant's campaign", async () => {
    const mine = await business('Roti');
    const theirs = await business('Mee');
    const photo = await generate(mine.tenant.token, { assetIds: [theirs.note.id] });
    expect(photo.status).toBe(400);
    expect(photo.body.code).toBe('assets_not_found');
    seen.length = 0;
    expect((await generate(mine.tenant.token, { campaignId: theirs.campaign.id })).status).toBe(200);
    expect(contextOf(seen[0])).toEqual({
      businessName: 'Roti',
      campaignName: '',
      campaignDescription: '',
      campaignKeywords: [],
      photoNotes: [],
    });
  });

  it("lets an administrator use any campaign and photo, with the campaign's tenant's name", async () => {
    const { campaign, note } = await business('Satay');
    seen.length = 0;
    expect((await generate(admin, { campaignId: campaign.id, assetIds: [note.id] })).status).toBe(200);
    expect(contextOf(seen[0])).toMatchObject({
      businessName: 'Satay',
      campaignName: 'Satay launch',
      photoNotes: ['The window seat of Satay'],
    });
  });

  it("passes the texts of the campaign's saved posts, to write new ones unlike them", async () => {
    const { tenant, campaign } = await business('Laksa');
    const saved = await api.post(
      '/api/content',
      {
        title: 'Saved',
        text: 'A bowl of laksa by the river',
        img: null,
        status: 'active',
        isRedirected: false,
        keyword: ['laksa'],
        campaignId: campaign.id,
      },
      { token: tenant.token },
    );
    expect(saved.status).toBe(201);
    seen.length = 0;
    await generate(tenant.token, { campaignId: campaign.id });
    await generate(tenant.token);
    expect(seen.map((input) => input.savedTexts)).toEqual([['A bowl of laksa by the river'], []]);
  });
});
