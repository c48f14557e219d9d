/** Contents' platform and language: saved, checked, returned by every read, filtered by the lists. */
import type { CampaignDetail, Content, ListPage } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { business, campaignOf, entryOf, pictureOf, setUpWorld, world } from './public-fixture';

setUpWorld();

async function shop(name: string) {
  const owner = await business(world, name);
  const campaign = await campaignOf(world, owner.token);
  const redbook = await entryOf(world, owner, campaign.id, 'Redbook');
  const custom = await entryOf(world, owner, campaign.id, '  Walk-in   Board ');
  const picture = await pictureOf(world, owner, redbook.id);
  return { owner, campaign, redbook, custom, picture };
}

describe("a content's platform and language", () => {
  it('POST, bulk and PATCH save both, spelled as the SPEC or the entry; every read returns them', async () => {
    const { owner, campaign, picture } = await shop('Platform Cafe');
    const api = world.api;
    const one = await api.post<Content>(
      '/api/content',
      {
        title: 'T',
        text: 'x',
        keyword: ['k'],
        campaignId: campaign.id,
        platform: ' google  review',
        language: 'Malay',
      },
      { token: owner.token },
    );
    expect(one.status, one.text).toBe(201);
    expect(one.body).toMatchObject({ platform: 'Google Review', language: 'Malay' });
    const bulk = await api.post<Content[]>(
      '/api/content/bulk',
      [
        { campaignId: campaign.id, text: 'a', platform: 'walk-in board', language: 'English', assetIds: [picture.id] },
        // no platform: the assets' entry's
        { campaignId: campaign.id, text: 'b', assetIds: [picture.id] },
        // SPEC bodies stay valid: neither, and no assets
        { campaignId: campaign.id, text: 'c' },
      ],
      { token: owner.token },
    );
    expect(bulk.status, bulk.text).toBe(201);
    expect(bulk.body.map((item) => [item.platform, item.language])).toEqual([
      ['Walk-in Board', 'English'],
      ['Redbook', null],
      [null, null],
    ]);
    const patched = await api.patch<Content>(
      `/api/content/one/${bulk.body[2]!.id}`,
      { platform: 'Instagram', language: 'Mandarin' },
      { token: owner.token },
    );
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ platform: 'Instagram', language: 'Mandarin' });
    // back to the assets' platform (none: no assets), and no language
    const cleared = await api.patch<Content>(
      `/api/content/one/${bulk.body[2]!.id}`,
      { platform: null, language: null },
      { token: owner.token },
    );
    expect(cleared.body).toMatchObject({ platform: null, language: null });
    const detail = await api.get<CampaignDetail>(`/api/campaign/one/${campaign.id}`, { token: owner.token });
    const byText = new Map(detail.body.contents.map((item) => [item.text, item]));
    expect(byText.get('a')).toMatchObject({ platform: 'Walk-in Board', language: 'English' });
    expect(byText.get('x')).toMatchObject({ platform: 'Google Review', language: 'Malay' });
  });

  it('lists filter by platform (any spelling) and language', async () => {
    const { owner, campaign } = await shop('Filter Cafe');
    const items = [
      { campaignId: campaign.id, text: 'r-zh', platform: 'Redbook', language: 'Mandarin' },
      { campaignId: campaign.id, text: 'r-en', platform: 'Redbook', language: 'English' },
      { campaignId: campaign.id, text: 'i-en', platform: 'Instagram', language: 'English' },
    ];
    expect((await world.api.post('/api/content/bulk', items, { token: owner.token })).status).toBe(201);
    const list = async (query: string) => {
      const reply = await world.api.get<ListPage<Content>>(`/api/content?limit=50&${query}`, { token: owner.token });
      expect(reply.status, reply.text).toBe(200);
      return reply.body.items.map((item) => item.text).sort();
    };
    expect(await list('platform=redbook')).toEqual(['r-en', 'r-zh']);
    expect(await list('language=English')).toEqual(['i-en', 'r-en']);
    expect(await list('platform=Redbook&language=English')).toEqual(['r-en']);
    const total = await world.api.get<ListPage<Content>>('/api/content?limit=1&platform=Redbook', {
      token: owner.token,
    });
    expect(total.body.total).toBe(2);
  });

  it('400 for a platform that is neither a SPEC platform nor an entry type of the campaign, naming it; 400 for another language', async () => {
    const { owner, campaign } = await shop('Bad Cafe');
    const api = world.api;
    const unknown = await api.post(
      '/api/content',
      { title: 'T', text: 'x', keyword: ['k'], campaignId: campaign.id, platform: 'Friendster' },
      { token: owner.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'platform_unknown', params: { platform: '"Friendster"' } });
    expect((unknown.body as { message: string }).message).toContain('Friendster');
    const bulk = await api.post('/api/content/bulk', [{ campaignId: campaign.id, text: 'x', platform: 'Myspace' }], {
      token: owner.token,
    });
    expect(bulk.status).toBe(400);
    expect((bulk.body as { message: string }).message).toContain('Myspace');
    const language = await api.post(
      '/api/content',
      { title: 'T', text: 'x', keyword: ['k'], campaignId: campaign.id, language: 'French' },
      { token: owner.token },
    );
    expect(language.status).toBe(400);
    expect((language.body as { message: string }).message).toBe('Language must be one of English, Mandarin, Malay');
    const made = await api.post<Content>(
      '/api/content',
      { title: 'T', text: 'x', keyword: ['k'], campaignId: campaign.id },
      {
        token: owner.token,
      },
    );
    const patch = await api.patch(`/api/content/one/${made.body.id}`, { platform: 'Orkut' }, { token: owner.token });
    expect(patch.status, made.text + patch.text).toBe(400);
    expect((patch.body as { message: string }).message).toContain('Orkut');
    expect(
      (await api.patch(`/api/content/one/${made.body.id}`, { language: 'Tamil' }, { token: owner.token })).status,
    ).toBe(400);
    const filter = await api.get('/api/content?language=Klingon', { token: owner.token });
    expect(filter.status).toBe(400);
  });
});
