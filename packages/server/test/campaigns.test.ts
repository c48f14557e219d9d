/** Campaigns (agency and tenant), and what one tenant can reach of another's records. */
import type { Asset, Campaign, CampaignDetail, Content, Entry } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { a, admin, api, b, campaign, content, entry, ids, note, setUpTwoTenants, type Listed } from './records';

setUpTwoTenants();

describe('campaigns', () => {
  it('creates, reads, lists, edits and deletes with the SPEC field names', async () => {
    const created = await campaign(a.token, 'Spring');
    expect(created).toMatchObject({
      name: 'Spring',
      description: 'Spring description',
      keyword: ['food', 'travel'],
      tenantId: a.id,
    });
    expect(typeof created.createdAt).toBe('string');
    const one = await api.get<CampaignDetail>(`/api/campaign/one/${created.id}`, { token: a.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: created.id, assets: [], contents: [] });
    const edited = await api.patch<Campaign>(
      `/api/campaign/one/${created.id}`,
      { name: 'Spring 2', description: 'New', keyword: 'a, b,,c' },
      { token: a.token },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Spring 2', description: 'New', keyword: ['a', 'b', '', 'c'] });
    expect(ids((await api.get<Listed>('/api/campaign', { token: a.token })).body)).toContain(created.id);
    const removed = await api.del(`/api/campaign/one/${created.id}`, undefined, { token: a.token });
    expect(removed.body).toEqual({ deleted: 1 });
    expect((await api.get<CampaignDetail>(`/api/campaign/one/${created.id}`, { token: a.token })).status).toBe(404);
  });

  it('validates bodies with messages naming the field', async () => {
    const blank = await api.post<Campaign>(
      '/api/campaign',
      { name: '  ', description: 'd', keyword: ['k'] },
      { token: a.token },
    );
    expect(blank).toMatchObject({
      status: 400,
      body: { message: 'Campaign Name is required', code: 'field_required', params: { field: 'Campaign Name' } },
    });
    const noKeywords = await api.post<Campaign>(
      '/api/campaign',
      { name: 'n', description: 'd', keyword: [] },
      { token: a.token },
    );
    expect(noKeywords.body).toEqual({
      message: 'Keywords is required',
      code: 'field_required',
      params: { field: 'Keywords' },
    });
    const notObject = await api.post<Campaign>('/api/campaign', [1, 2], { token: a.token });
    expect(notObject.body).toEqual({ message: 'Request body must be a JSON object', code: 'body_not_object' });
    const badItem = await api.post<Content[]>('/api/content/bulk', [987654321], { token: a.token });
    expect(badItem.body).toEqual({ message: 'Field 0 is invalid', code: 'field_invalid', params: { path: '0' } });
  });

  it('answers 404 for a malformed or unknown id, never a 500', async () => {
    for (const id of ['not-a-uuid', "1' or '1'='1", crypto.randomUUID()]) {
      expect(
        (await api.get<CampaignDetail>(`/api/campaign/one/${encodeURIComponent(id)}`, { token: admin })).status,
      ).toBe(404);
      expect(
        (await api.patch<Campaign>(`/api/campaign/one/${encodeURIComponent(id)}`, { name: 'x' }, { token: admin }))
          .status,
      ).toBe(404);
      expect((await api.del(`/api/campaign/one/${encodeURIComponent(id)}`, undefined, { token: admin })).status).toBe(
        404,
      );
    }
    expect((await api.del('/api/campaign/many', ['nope'], { token: admin })).status).toBe(404);
    expect((await api.del('/api/campaign/many', { ids: [] }, { token: admin })).status).toBe(400);
    expect((await api.get<Content[]>('/api/content?campaignId=not-a-uuid', { token: admin })).body).toEqual([]);
  });

  it('agency campaigns are visible to a tenant only through one of its entries, and read-only to it', async () => {
    const agency = await campaign(admin, 'Agency');
    expect(agency.tenantId).toBeNull();
    expect(ids((await api.get<Listed>('/api/campaign', { token: a.token })).body)).not.toContain(agency.id);
    expect((await api.get<CampaignDetail>(`/api/campaign/one/${agency.id}`, { token: a.token })).status).toBe(404);
    // a tenant cannot link itself to an agency campaign it cannot see
    expect(
      (
        await api.post<Entry>(
          '/api/entry',
          { type: 'X', accessValue: 'v', tenantId: a.id, campaignId: agency.id },
          { token: a.token },
        )
      ).status,
    ).toBe(400);
    await entry(admin, agency.id, a.id);
    expect(ids((await api.get<Listed>('/api/campaign', { token: a.token })).body)).toContain(agency.id);
    expect(ids((await api.get<Listed>('/api/campaign', { token: b.token })).body)).not.toContain(agency.id);
    expect((await api.get<CampaignDetail>(`/api/campaign/one/${agency.id}`, { token: a.token })).status).toBe(200);
    expect(
      (await api.patch<Campaign>(`/api/campaign/one/${agency.id}`, { name: 'Mine' }, { token: a.token })).status,
    ).toBe(403);
    expect((await api.del(`/api/campaign/one/${agency.id}`, undefined, { token: a.token })).status).toBe(403);
    expect((await api.get<CampaignDetail>(`/api/campaign/one/${agency.id}`, { token: admin })).body.name).toBe(
      'Agency',
    );
  });

  it('deleting a campaign deletes its entries, assets and contents', async () => {
    const c = await campaign(a.token, 'Doomed');
    const e = await entry(a.token, c.id, a.id);
    const asset = await note(a.token, e.id);
    const post = await content(a.token, c.id);
    const other = await campaign(a.token, 'Kept');
    const keptEntry = await entry(a.token, other.id, a.id);
    const detail = await api.get<CampaignDetail>(`/api/campaign/one/${c.id}`, { token: a.token });
    expect(ids(detail.body.assets)).toEqual([asset.id]);
    expect(ids(detail.body.contents)).toEqual([post.id]);
    expect((await api.del('/api/campaign/many', [c.id], { token: a.token })).body).toEqual({ deleted: 1 });
    expect(ids((await api.get<Listed>('/api/entry', { token: a.token })).body)).not.toContain(e.id);
    expect(ids((await api.get<Listed>('/api/entry', { token: a.token })).body)).toContain(keptEntry.id);
    expect(ids((await api.get<Listed>('/api/asset', { token: a.token })).body)).not.toContain(asset.id);
    expect(ids((await api.get<Listed>('/api/content', { token: a.token })).body)).not.toContain(post.id);
  });

  it('the admin sees every campaign; bulk delete works for the admin', async () => {
    const x = await campaign(a.token, 'X');
    const y = await campaign(b.token, 'Y');
    const all = ids((await api.get<Listed>('/api/campaign', { token: admin })).body);
    expect(all).toEqual(expect.arrayContaining([x.id, y.id]));
    expect((await api.del('/api/campaign/many', [x.id, y.id], { token: admin })).body).toEqual({ deleted: 2 });
  });

  it("an administrator's new campaign is the chosen tenant's (which must exist), else the agency's", async () => {
    const body = { name: 'For A', description: 'd', keyword: ['k'] };
    const forA = await api.post<Campaign>('/api/campaign', { ...body, tenantId: a.id }, { token: admin });
    expect(forA).toMatchObject({ status: 201, body: { tenantId: a.id } });
    expect(ids((await api.get<Listed>('/api/campaign', { token: a.token })).body)).toContain(forA.body.id);
    expect(ids((await api.get<Listed>('/api/campaign', { token: b.token })).body)).not.toContain(forA.body.id);
    const agency = await api.post<Campaign>('/api/campaign', body, { token: admin });
    expect(agency).toMatchObject({ status: 201, body: { tenantId: null } });
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const tenantId of [unknown, 'not-an-id']) {
      const refused = await api.post<Campaign>('/api/campaign', { ...body, tenantId }, { token: admin });
      expect(refused).toMatchObject({ status: 400, body: { message: 'Tenant not found', code: 'tenant_not_found' } });
    }
  });
});

describe('a new post in a campaign', () => {
  it("belongs to the tenant writing it, or (administrator) to the campaign's tenant, and only in a campaign seen", async () => {
    const own = await campaign(a.token, 'Posts of A');
    const agency = await campaign(admin, 'Agency posts');
    const body = (campaignId: string) => ({
      title: '月饼 post',
      text: 'Body',
      img: null,
      status: 'archived',
      isRedirected: true,
      keyword: ['k1', "it's", 'a,b', '{x}', 'q"uote', 'back\\slash', 'NULL'],
      campaignId,
    });
    const mine = await api.post<Content>('/api/content', body(own.id), { token: a.token });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ ...body(own.id), tenantId: a.id, assetIds: [] });
    const byAdmin = await api.post<Content>('/api/content', body(own.id), { token: admin });
    expect(byAdmin.body).toMatchObject({ campaignId: own.id, tenantId: a.id });
    const agencyPost = await api.post<Content>('/api/content', body(agency.id), { token: admin });
    expect(agencyPost.body).toMatchObject({ campaignId: agency.id, tenantId: null });
    // unseen (another tenant's, an agency campaign without an entry, unknown, not an id): 400, nothing written
    for (const id of [own.id, agency.id, '00000000-0000-0000-0000-000000000000', 'nope']) {
      expect(await api.post('/api/content', body(id), { token: b.token })).toMatchObject({
        status: 400,
        body: { code: 'campaign_not_found' },
      });
    }
    await entry(admin, agency.id, b.id);
    const linked = await api.post<Content>('/api/content', body(agency.id), { token: b.token });
    expect(linked.body).toMatchObject({ campaignId: agency.id, tenantId: b.id });
    const listed = await api.get<Content[]>(`/api/content?campaignId=${own.id}`, { token: admin });
    expect(listed.body.map((post) => post.id).sort()).toEqual([mine.body.id, byAdmin.body.id].sort());
  });
});

describe('tenant isolation', () => {
  it("tenant B gets 404 and no data on every by-id route of tenant A's records, and never sees them in lists", async () => {
    const c = await campaign(a.token, 'Private');
    const e = await entry(a.token, c.id, a.id);
    const asset = await note(a.token, e.id, 'secret note of alpha');
    const post = await content(a.token, c.id, 'Alpha secret post');

    const byId: [string, string, unknown?][] = [
      ['GET', `/api/campaign/one/${c.id}`],
      ['PATCH', `/api/campaign/one/${c.id}`, { name: 'Stolen' }],
      ['DELETE', `/api/campaign/one/${c.id}`],
      ['DELETE', '/api/campaign/many', [c.id]],
      ['PATCH', `/api/content/one/${post.id}`, { title: 'Stolen' }],
      ['DELETE', '/api/content/many', [post.id]],
      ['PATCH', `/api/asset/one/${asset.id}`, { noteContent: 'Stolen' }],
      ['DELETE', `/api/asset/one/${asset.id}`],
      ['DELETE', '/api/asset/many', [asset.id]],
      ['PATCH', `/api/entry/one/${e.id}`, { accessValue: 'Stolen' }],
      ['DELETE', '/api/entry/many', [e.id]],
    ];
    for (const [method, url, json] of byId) {
      const reply = await api.raw(method, url, { token: b.token, ...(json !== undefined ? { json } : {}) });
      expect(reply.status, `${method} ${url}`).toBe(404);
      expect(reply.text).not.toMatch(/Private|secret|Alpha/);
    }
    // B cannot attach its records to A's campaign, entry or asset
    const bc = await campaign(b.token, 'Beta own');
    const be = await entry(b.token, bc.id, b.id);
    expect(
      (
        await api.post<Entry>(
          '/api/entry',
          { type: 'T', accessValue: 'v', tenantId: b.id, campaignId: c.id },
          { token: b.token },
        )
      ).status,
    ).toBe(400);
    expect(
      (await api.post<Asset>('/api/asset', { type: 'note', entryId: e.id, noteContent: 'x' }, { token: b.token }))
        .status,
    ).toBe(400);
    expect(
      (
        await api.post<Content>(
          '/api/content',
          { title: 't', text: 'x', keyword: ['k'], campaignId: c.id },
          { token: b.token },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await api.post<Content>(
          '/api/content',
          { title: 't', text: 'x', keyword: ['k'], assetIds: [asset.id] },
          { token: b.token },
        )
      ).status,
    ).toBe(400);
    expect((await api.patch<Entry>(`/api/entry/one/${be.id}`, { campaignId: c.id }, { token: b.token })).status).toBe(
      400,
    );

    for (const url of [
      '/api/campaign',
      '/api/content',
      '/api/asset',
      '/api/entry',
      `/api/content?campaignId=${c.id}`,
      `/api/asset?campaignId=${c.id}`,
      `/api/entry?campaignId=${c.id}`,
    ]) {
      const list = await api.get(url, { token: b.token });
      expect(list.status).toBe(200);
      expect(list.text, url).not.toMatch(new RegExp(`${c.id}|${e.id}|${asset.id}|${post.id}`));
    }
    // and A still has everything
    expect((await api.get<CampaignDetail>(`/api/campaign/one/${c.id}`, { token: a.token })).body.name).toBe('Private');
    expect(ids((await api.get<Listed>('/api/content', { token: a.token })).body)).toContain(post.id);
  });

  it('a bulk delete mixing own and foreign ids answers 404 and deletes nothing', async () => {
    const mine = await campaign(b.token, 'B one');
    const theirs = await campaign(a.token, 'A one');
    expect((await api.del('/api/campaign/many', [mine.id, theirs.id], { token: b.token })).status).toBe(404);
    expect((await api.get<CampaignDetail>(`/api/campaign/one/${mine.id}`, { token: b.token })).status).toBe(200);
    expect((await api.get<CampaignDetail>(`/api/campaign/one/${theirs.id}`, { token: a.token })).status).toBe(200);
    const myPost = await content(b.token, mine.id);
    const theirPost = await content(a.token, theirs.id);
    expect((await api.del('/api/content/many', [myPost.id, theirPost.id], { token: b.token })).status).toBe(404);
    expect(ids((await api.get<Listed>('/api/content', { token: b.token })).body)).toContain(myPost.id);
  });

  it("ownership fields in a tenant's body are ignored: new records are its own", async () => {
    const c = await campaign(b.token, 'Owned');
    const e = await api.post<Entry>(
      '/api/entry',
      { type: 'Tiktok', accessValue: 'v', tenantId: a.id, campaignId: c.id },
      { token: b.token },
    );
    expect(e.status).toBe(201);
    expect(e.body.tenantId).toBe(b.id);
    expect(e.body.tenant).toEqual({ id: b.id });
    const asset = await api.post<Asset>(
      '/api/asset',
      { type: 'note', entryId: e.body.id, noteContent: 'n', uploadedBy: a.id },
      { token: b.token },
    );
    expect(asset.body.uploadedBy).toBe(b.id);
    const bulk = await api.post<Content[]>(
      '/api/content/bulk',
      [{ campaignId: c.id, userId: a.id, text: 'generated' }],
      {
        token: b.token,
      },
    );
    const [saved] = bulk.body;
    expect(saved?.userId).toBe(b.id);
    expect(ids((await api.get<Listed>('/api/content', { token: a.token })).body)).not.toContain(saved?.id);
  });
});
