/**
 * The generator form's last settings per campaign and platform: saved by a generation that wrote a post, answered by
 * GET /api/redbook/settings to the campaign's owner only (its tenant, or an administrator), never to a tenant that
 * merely sees the campaign or to another tenant.
 */
import type { Campaign, Entry, GeneratedPost, GeneratorSettingsResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { PostGenerator } from '../src';
import { createTenant, serverForFile } from './helpers';

/** Writes one post, or fails every post when the product is named "fail". */
const generator: PostGenerator = {
  limits: { perMinute: 100, maxActive: 4 },
  async generate(input) {
    if (input.productName === 'fail') {
      return [{ title: '', content: '', keywords: [], error: 'The generator is unavailable. Please try again.' }];
    }
    return [{ title: 'T', content: 'A post', keywords: ['k'] }];
  },
};

const world = serverForFile({ generator });

const FORM = {
  platform: 'Instagram',
  language: 'Malay',
  productType: 'Kafe',
  productName: 'Kopi Gula Apong',
  targetAudience: 'Pelajar universiti',
  benefits: 'Manis, wangi',
  promotion: 'Beli 2 percuma 1',
  location: 'Bangsar',
  tone: '活泼俏皮',
  voice: 'customer',
  additionalDetails: 'Tempat duduk tepi tingkap',
  count: 2,
  keywords: ['kopi', 'bangsar'],
} as const;

const generate = (token: string, body: Record<string, unknown>) =>
  world.api.post<GeneratedPost[]>('/api/redbook/generate', { ...FORM, ...body }, { token });

const settingsOf = (token: string, campaignId: string, platform: string) =>
  world.api.get<GeneratorSettingsResponse>(
    `/api/redbook/settings?campaignId=${encodeURIComponent(campaignId)}&platform=${encodeURIComponent(platform)}`,
    { token },
  );

async function campaignOf(token: string, name: string): Promise<Campaign> {
  const created = await world.api.post<Campaign>(
    '/api/campaign',
    { name, description: 'd', keyword: ['k'] },
    { token },
  );
  expect(created.status).toBe(201);
  return created.body;
}

describe('the generator settings per campaign and platform', () => {
  it('remembers the form of the last generation that wrote a post, per platform, and nothing else', async () => {
    const owner = await createTenant(world.api, world.admin, 'Kopi');
    const campaign = await campaignOf(owner.token, 'Raya');
    expect((await settingsOf(owner.token, campaign.id, 'Instagram')).body).toEqual({ settings: null });

    const generated = await generate(owner.token, { campaignId: campaign.id, userId: owner.id, assetIds: [] });
    expect(generated.status).toBe(200);
    const saved = await settingsOf(owner.token, campaign.id, 'Instagram');
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ settings: FORM });
    // another platform has its own
    expect((await settingsOf(owner.token, campaign.id, 'Redbook')).body).toEqual({ settings: null });

    // a later generation replaces them; one that wrote nothing does not
    await generate(owner.token, { campaignId: campaign.id, promotion: '', count: 1 });
    await generate(owner.token, { campaignId: campaign.id, productName: 'fail' });
    expect((await settingsOf(owner.token, campaign.id, 'Instagram')).body.settings).toEqual({
      ...FORM,
      promotion: '',
      count: 1,
    });
  });

  it('answers only the campaign’s owner: its tenant or an administrator; another tenant is told it does not exist', async () => {
    const owner = await createTenant(world.api, world.admin, 'Owner');
    const stranger = await createTenant(world.api, world.admin, 'Stranger');
    const campaign = await campaignOf(owner.token, 'Owned');
    await generate(owner.token, { campaignId: campaign.id });

    expect((await settingsOf(world.admin, campaign.id, 'Instagram')).body).toEqual({ settings: FORM });
    const other = await settingsOf(stranger.token, campaign.id, 'Instagram');
    expect(other.status).toBe(404);
    expect(other.text).not.toContain('Kopi Gula Apong');
  });

  it('keeps a linked tenant out of an agency campaign’s settings: it may generate there, not read or replace them', async () => {
    const linked = await createTenant(world.api, world.admin, 'Linked');
    const agency = await campaignOf(world.admin, 'Agency');
    const entry = await world.api.post<Entry>(
      '/api/entry',
      { type: 'Instagram', accessValue: 'https://example.test/ig', tenantId: linked.id, campaignId: agency.id },
      { token: world.admin },
    );
    expect(entry.status).toBe(201);
    await generate(world.admin, { campaignId: agency.id });

    // the linked tenant sees the campaign (it may generate for it) but does not own it
    expect((await world.api.get(`/api/campaign/one/${agency.id}`, { token: linked.token })).status).toBe(200);
    expect((await generate(linked.token, { campaignId: agency.id, productName: 'Teh Tarik' })).status).toBe(200);
    expect((await settingsOf(linked.token, agency.id, 'Instagram')).status).toBe(404);
    expect((await settingsOf(world.admin, agency.id, 'Instagram')).body).toEqual({ settings: FORM });
  });

  it('refuses a platform outside the list and an unknown campaign', async () => {
    const owner = await createTenant(world.api, world.admin, 'Ask');
    const campaign = await campaignOf(owner.token, 'Asked');
    const bad = await settingsOf(owner.token, campaign.id, 'MySpace');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'Platform must be one of Tiktok, Google Review, Facebook, Redbook, Instagram',
    });
    expect((await settingsOf(owner.token, 'not-a-campaign', 'Redbook')).status).toBe(404);
    expect((await world.api.get('/api/redbook/settings?platform=Redbook', { token: owner.token })).status).toBe(400);
  });
});
