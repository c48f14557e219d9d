/** The list cache: ETags, what a change refreshes (and for whom), and gzip. */
import { gunzipSync } from 'node:zlib';
import type { Campaign, CampaignDetail, Content } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createTenant, rawGet } from './helpers';
import { a, admin, api, b, campaign, content, entry, ids, note, server, setUpTwoTenants, type Listed } from './records';

setUpTwoTenants();

describe('list caching', () => {
  it('answers 304 to a matching If-None-Match and a fresh list after a change', async () => {
    const first = await api.get<Campaign[]>('/api/campaign', { token: a.token });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await api.get<Campaign[]>('/api/campaign', { token: a.token, headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    const created = await campaign(a.token, 'Fresh');
    const after = await api.get<Campaign[]>('/api/campaign', { token: a.token, headers: { 'If-None-Match': etag! } });
    expect(after.status).toBe(200);
    expect(ids(after.body)).toContain(created.id);
    // another tenant's cached list is not affected by A's view
    expect(ids((await api.get<Listed>('/api/campaign', { token: b.token })).body)).not.toContain(created.id);
    // an entry linking B to an agency campaign refreshes B's campaign list
    const agency = await campaign(admin, 'Agency for B');
    await api.get<Campaign[]>('/api/campaign', { token: b.token });
    await entry(admin, agency.id, b.id);
    expect(ids((await api.get<Listed>('/api/campaign', { token: b.token })).body)).toContain(agency.id);
  });
});

describe("a campaign's details (cached per viewer and campaign)", () => {
  const detail = (id: string, token: string, etag?: string, query = '') =>
    api.get<CampaignDetail>(`/api/campaign/one/${id}${query}`, {
      token,
      ...(etag ? { headers: { 'If-None-Match': etag } } : {}),
    });
  const titles = (body: CampaignDetail) => body.contents.map((item) => item.title);

  it('answers 304 while unchanged, and the new values at once after a change of the campaign or its records', async () => {
    const one = await campaign(a.token, 'Detail one');
    const two = await campaign(a.token, 'Detail two');
    const first = await detail(one.id, a.token);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await detail(one.id, a.token, etag)).status).toBe(304);
    expect((await detail(one.id, a.token, undefined, '?embed=none')).body).toMatchObject({ name: 'Detail one' });
    // another tenant's read is its own: still not found
    expect((await detail(one.id, b.token)).status).toBe(404);

    expect(
      (await api.patch<Campaign>(`/api/campaign/one/${one.id}`, { name: 'Detail one, renamed' }, { token: a.token }))
        .status,
    ).toBe(200);
    const renamed = await detail(one.id, a.token, etag);
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Detail one, renamed');
    expect((await detail(one.id, a.token, undefined, '?embed=none')).body).toMatchObject({
      name: 'Detail one, renamed',
    });
    // an administrator's change of the tenant's campaign too
    await detail(one.id, admin);
    await api.patch<Campaign>(`/api/campaign/one/${one.id}`, { description: 'By the agency' }, { token: admin });
    expect((await detail(one.id, a.token)).body.description).toBe('By the agency');
    expect((await detail(one.id, admin)).body.description).toBe('By the agency');

    // contents: a new one shows, and one moved to the other campaign leaves the first for the second
    expect(titles((await detail(two.id, a.token)).body)).toEqual([]);
    const post = await content(a.token, one.id, 'Moving post');
    expect(titles((await detail(one.id, a.token)).body)).toEqual(['Moving post']);
    expect(titles((await detail(one.id, admin)).body)).toEqual(['Moving post']);
    expect(
      (await api.patch<Content>(`/api/content/one/${post.id}`, { campaignId: two.id }, { token: a.token })).status,
    ).toBe(200);
    expect(titles((await detail(one.id, a.token)).body)).toEqual([]);
    expect(titles((await detail(two.id, a.token)).body)).toEqual(['Moving post']);
    expect((await api.del('/api/content/many', [post.id], { token: admin })).status).toBe(200);
    expect(titles((await detail(two.id, a.token)).body)).toEqual([]);

    // deleted: not found, for the tenant and the administrators
    expect((await api.del(`/api/campaign/one/${two.id}`, undefined, { token: a.token })).status).toBe(200);
    expect((await detail(two.id, a.token)).status).toBe(404);
    expect((await detail(two.id, admin)).status).toBe(404);
  });

  it("follows an agency campaign's entries and assets for the tenant they link", async () => {
    const agency = await campaign(admin, 'Agency detail');
    expect((await detail(agency.id, b.token)).status).toBe(404);
    const link = await entry(admin, agency.id, b.id);
    expect((await detail(agency.id, b.token)).status).toBe(200);
    expect((await detail(agency.id, b.token)).body.assets).toEqual([]);
    const added = await note(admin, link.id, 'A note for B');
    expect((await detail(agency.id, b.token)).body.assets.map((asset) => asset.id)).toEqual([added.id]);
    expect((await api.del('/api/entry/many', [link.id], { token: admin })).status).toBe(200);
    expect((await detail(agency.id, b.token)).status).toBe(404);
  });
});

describe("an administrator's changes to a tenant's records", () => {
  it("show in the tenant's lists at once, though other tenants' writes keep them cached", async () => {
    const t = await createTenant(api, admin, 'Watched');
    const other = await createTenant(api, admin, 'Other');
    const own = await campaign(t.token, 'Own');
    const agency = await campaign(admin, 'Agency');
    const ownEntry = await entry(t.token, own.id, t.id);
    const agencyEntry = await entry(admin, agency.id, t.id);
    const post = await content(t.token, own.id, 'Before');
    const list = async (path: string) =>
      (await api.get(path, { token: t.token })).body as { id: string; name?: string; title?: string }[];

    // the tenant's lists are cached now; another tenant writes meanwhile
    expect(ids(await list('/api/asset'))).toEqual([]);
    expect((await list('/api/content')).map((row) => row.title)).toEqual(['Before']);
    expect((await list('/api/campaign')).map((row) => row.name).sort()).toEqual(['Agency', 'Own']);
    expect(ids(await list('/api/entry')).sort()).toEqual([agencyEntry.id, ownEntry.id].sort());
    const elsewhere = await campaign(other.token, 'Elsewhere');
    await note(other.token, (await entry(other.token, elsewhere.id, other.id)).id);

    const added = await note(admin, ownEntry.id, 'Added by the agency');
    expect(ids(await list('/api/asset'))).toEqual([added.id]);
    expect((await api.patch<Content>(`/api/content/one/${post.id}`, { title: 'After' }, { token: admin })).status).toBe(
      200,
    );
    expect((await list('/api/content')).map((row) => row.title)).toEqual(['After']);
    expect(
      (await api.patch<Campaign>(`/api/campaign/one/${agency.id}`, { name: 'Agency renamed' }, { token: admin }))
        .status,
    ).toBe(200);
    expect((await list('/api/campaign')).map((row) => row.name).sort()).toEqual(['Agency renamed', 'Own']);
    expect((await api.del('/api/entry/many', [agencyEntry.id], { token: admin })).status).toBe(200);
    expect((await list('/api/campaign')).map((row) => row.name)).toEqual(['Own']);
    expect(ids(await list('/api/entry'))).toEqual([ownEntry.id]);
    expect((await api.del('/api/asset/many', [added.id], { token: admin })).status).toBe(200);
    expect(ids(await list('/api/asset'))).toEqual([]);
    // and the tenant's own entries on its own campaign, by the tenant and by an administrator
    const second = await entry(t.token, own.id, t.id, 'Tiktok');
    expect(ids(await list('/api/entry')).sort()).toEqual([ownEntry.id, second.id].sort());
    expect((await api.del('/api/entry/many', [second.id], { token: admin })).status).toBe(200);
    expect(ids(await list('/api/entry'))).toEqual([ownEntry.id]);
  });
});

describe('list compression', () => {
  const listAs = async (token: string, acceptEncoding?: string) => {
    const reply = await rawGet(server.url, '/api/campaign', {
      Authorization: `Bearer ${token}`,
      ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}),
    });
    return { encoding: reply.headers['content-encoding'], vary: reply.headers.vary, bytes: reply.bytes };
  };

  it('gzips a list for clients that accept it, and only for them', async () => {
    const t = await createTenant(api, admin, 'Zip');
    for (let i = 0; i < 12; i += 1) await campaign(t.token, `Campaign number ${i} with a long enough name`);
    const plain = await listAs(t.token);
    expect(plain.encoding).toBeUndefined();
    expect(plain.vary).toBe('Accept-Encoding');
    expect(JSON.parse(plain.bytes.toString('utf8'))).toHaveLength(12);

    const zipped = await listAs(t.token, 'br, gzip;q=0.8');
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(gunzipSync(zipped.bytes).equals(plain.bytes)).toBe(true);

    expect((await listAs(t.token, 'gzip;q=0, identity')).encoding).toBeUndefined();
    // a short list is sent as it is
    const small = await createTenant(api, admin, 'Small');
    await campaign(small.token);
    expect((await listAs(small.token, 'gzip')).encoding).toBeUndefined();
  });
});
