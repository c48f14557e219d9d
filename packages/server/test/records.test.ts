/** Contents, assets and entries: their rules, and an administrator working on a tenant's records. */
import type { Asset, CampaignDetail, Content, Entry } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { PNG_BYTES, upload } from './helpers';
import { a, admin, api, b, campaign, content, entry, ids, note, server, setUpTwoTenants, type Listed } from './records';

setUpTwoTenants();

describe('contents', () => {
  it('creates with defaults, edits, filters by campaign and deletes many', async () => {
    const c1 = await campaign(a.token, 'C1');
    const c2 = await campaign(a.token, 'C2');
    const created = await api.post<Content>(
      '/api/content',
      { title: 'T', text: 'X', keyword: 'one, two', campaignId: c1.id },
      { token: a.token },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'T',
      text: 'X',
      img: null,
      status: 'active',
      isRedirected: false,
      keyword: ['one', 'two'],
      campaignId: c1.id,
      userId: a.id,
      assetIds: [],
    });
    const other = await content(a.token, c2.id);
    const edited = await api.patch<Content>(
      `/api/content/one/${created.body.id}`,
      { status: 'archived', isRedirected: true },
      { token: a.token },
    );
    expect(edited.body).toMatchObject({ status: 'archived', isRedirected: true, title: 'T' });
    expect(
      (await api.patch<Content>(`/api/content/one/${created.body.id}`, { status: 'gone' }, { token: a.token })).body,
    ).toEqual({
      message: 'Status must be active or archived',
      code: 'status_active_archived',
    });
    const filtered = await api.get<Content[]>(`/api/content?campaignId=${c1.id}`, { token: a.token });
    expect(ids(filtered.body)).toEqual([created.body.id]);
    expect((await api.del('/api/content/many', [created.body.id, other.id], { token: a.token })).body).toEqual({
      deleted: 2,
    });
    expect((await api.get<Content[]>(`/api/content?campaignId=${c1.id}`, { token: a.token })).body).toEqual([]);
  });

  it('bulk save fills the defaults and stores all items in one go', async () => {
    const c = await campaign(a.token, 'Bulk');
    const e = await entry(a.token, c.id, a.id);
    const asset = await note(a.token, e.id);
    const reply = await api.post<Content[]>(
      '/api/content/bulk',
      [
        { campaignId: c.id, text: 'first', keyword: [], assetIds: [asset.id] },
        { campaignId: c.id, title: 'Second', text: 'second', keyword: ['x'], status: 'archived', isRedirected: true },
      ],
      { token: a.token },
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toHaveLength(2);
    expect(reply.body[0]).toMatchObject({
      title: 'Untitled',
      status: 'active',
      isRedirected: false,
      keyword: ['general'],
      assetIds: [asset.id],
    });
    expect(reply.body[1]).toMatchObject({ title: 'Second', keyword: ['x'] });
    const detail = await api.get<CampaignDetail>(`/api/campaign/one/${c.id}`, { token: a.token });
    const withAsset = detail.body.contents.find((item) => item.id === reply.body[0]?.id);
    expect(withAsset?.assets).toEqual([expect.objectContaining({ id: asset.id, entryId: e.id })]);
  });

  it('bulk save with one invalid item saves nothing', async () => {
    const c = await campaign(a.token, 'Atomic');
    const before = (await api.get<Content[]>(`/api/content?campaignId=${c.id}`, { token: a.token })).body;
    const invalidShape = await api.post<Content[]>(
      '/api/content/bulk',
      [
        { campaignId: c.id, text: 'ok' },
        { campaignId: c.id, text: '' },
      ],
      {
        token: a.token,
      },
    );
    expect(invalidShape.status).toBe(400);
    expect(invalidShape.body).toEqual({
      message: 'Content Text is required',
      code: 'field_required',
      params: { field: 'Content Text' },
    });
    const foreignCampaign = await campaign(b.token, 'Foreign');
    const invalidRef = await api.post<Content[]>(
      '/api/content/bulk',
      [
        { campaignId: c.id, text: 'ok' },
        { campaignId: foreignCampaign.id, text: 'not yours' },
      ],
      { token: a.token },
    );
    expect(invalidRef.status).toBe(400);
    expect((await api.get<Content[]>(`/api/content?campaignId=${c.id}`, { token: a.token })).body).toEqual(before);
  });
});

describe('assets', () => {
  it('creates notes and images, enforces the asset rules, filters by campaign and deletes', async () => {
    const c = await campaign(a.token, 'Assets');
    const e = await entry(a.token, c.id, a.id, 'Instagram');
    const key = (await upload(server.url, a.token, PNG_BYTES)).body.key;
    const image = await api.post<Asset>(
      '/api/asset',
      { type: 'image', entryId: e.id, filePath: key, noteContent: 'ignored', thumbnailPath: null, uploadedBy: 'x' },
      { token: a.token },
    );
    expect(image.status).toBe(201);
    expect(image.body).toMatchObject({
      type: 'image',
      filePath: key,
      noteContent: null,
      entryId: e.id,
      entry: { id: e.id },
      uploadedBy: a.id,
    });
    expect(typeof image.body.uploadedAt).toBe('string');
    expect((await api.post<Asset>('/api/asset', { type: 'image', entryId: e.id }, { token: a.token })).body).toEqual({
      message: 'File is required',
      code: 'field_required',
      params: { field: 'File' },
    });
    expect(
      (await api.post<Asset>('/api/asset', { type: 'note', entryId: e.id, noteContent: ' ' }, { token: a.token })).body,
    ).toEqual({
      message: 'Note Content is required',
      code: 'field_required',
      params: { field: 'Note Content' },
    });
    expect((await api.post<Asset>('/api/asset', { type: 'gif', entryId: e.id }, { token: a.token })).body).toEqual({
      message: 'Asset Type is required',
      code: 'field_required',
      params: { field: 'Asset Type' },
    });
    // a file key that does not exist (or is someone else's) cannot be referenced
    const foreignKey = (await upload(server.url, b.token, PNG_BYTES)).body.key;
    expect(
      (await api.post<Asset>('/api/asset', { type: 'image', entryId: e.id, filePath: foreignKey }, { token: a.token }))
        .body,
    ).toEqual({
      message: 'File file not found',
      code: 'field_file_not_found',
      params: { field: 'File' },
    });
    // editing a note into an image without a file is refused
    const n = await note(a.token, e.id);
    expect((await api.patch<Asset>(`/api/asset/one/${n.id}`, { type: 'video' }, { token: a.token })).status).toBe(400);
    expect(
      (await api.patch<Asset>(`/api/asset/one/${n.id}`, { noteContent: 'changed' }, { token: a.token })).body
        .noteContent,
    ).toBe('changed');

    const other = await campaign(a.token, 'Other');
    const otherEntry = await entry(a.token, other.id, a.id);
    const elsewhere = await note(a.token, otherEntry.id);
    const filtered = ids((await api.get<Listed>(`/api/asset?campaignId=${c.id}`, { token: a.token })).body);
    expect(filtered).toEqual([image.body.id, n.id]);
    expect(filtered).not.toContain(elsewhere.id);
    expect((await api.del(`/api/asset/one/${image.body.id}`, undefined, { token: a.token })).body).toEqual({
      deleted: 1,
    });
    expect((await api.del('/api/asset/many', [n.id, elsewhere.id], { token: a.token })).body).toEqual({ deleted: 2 });
    expect((await api.get<Asset[]>(`/api/asset?campaignId=${c.id}`, { token: a.token })).body).toEqual([]);
  });
});

describe('entries', () => {
  it('creates, edits, filters and deletes; the admin must pick a campaign of that tenant or the agency', async () => {
    const c = await campaign(a.token, 'Entries');
    const created = await api.post<Entry>(
      '/api/entry',
      { type: 'Facebook', accessValue: 'fb.com/x', tenantId: a.id, campaignId: c.id },
      { token: admin },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'Facebook',
      accessValue: 'fb.com/x',
      tenant: { id: a.id },
      campaign: { id: c.id },
      tenantId: a.id,
      campaignId: c.id,
    });
    const wrongTenant = await api.post<Entry>(
      '/api/entry',
      { type: 'F', accessValue: 'v', tenantId: b.id, campaignId: c.id },
      { token: admin },
    );
    expect(wrongTenant.body).toEqual({ message: 'Campaign belongs to another tenant', code: 'campaign_other_tenant' });
    expect(
      (
        await api.post<Entry>(
          '/api/entry',
          { type: 'F', accessValue: '', tenantId: a.id, campaignId: c.id },
          { token: admin },
        )
      ).body,
    ).toEqual({
      message: 'Access Value is required',
      code: 'field_required',
      params: { field: 'Access Value' },
    });
    const edited = await api.patch<Entry>(
      `/api/entry/one/${created.body.id}`,
      { accessValue: 'fb.com/y' },
      { token: a.token },
    );
    expect(edited.body.accessValue).toBe('fb.com/y');
    expect(ids((await api.get<Listed>(`/api/entry?campaignId=${c.id}`, { token: a.token })).body)).toEqual([
      created.body.id,
    ]);
    expect((await api.del('/api/entry/many', [created.body.id], { token: a.token })).body).toEqual({ deleted: 1 });
  });
});

describe('the administrator on tenant records', () => {
  it("creates and changes contents, assets and entries in a tenant's campaign; the tenant then owns them", async () => {
    const c = await campaign(a.token, 'Managed');
    const e = await entry(admin, c.id, a.id, 'Google Review');
    const key = (await upload(server.url, admin, PNG_BYTES)).body.key;
    const asset = await api.post<Asset>(
      '/api/asset',
      { type: 'image', entryId: e.id, filePath: key },
      { token: admin },
    );
    expect(asset.status).toBe(201);
    expect(asset.body.uploadedBy).not.toBe(a.id);
    const post = await api.post<Content>(
      '/api/content',
      { title: 'By admin', text: 'x', keyword: ['k'], campaignId: c.id, assetIds: [asset.body.id] },
      { token: admin },
    );
    expect(post.status).toBe(201);
    // the tenant sees them, and the file of its asset
    expect(ids((await api.get<Listed>(`/api/asset?campaignId=${c.id}`, { token: a.token })).body)).toEqual([
      asset.body.id,
    ]);
    expect(ids((await api.get<Listed>(`/api/content?campaignId=${c.id}`, { token: a.token })).body)).toEqual([
      post.body.id,
    ]);
    expect((await api.get(`/files/${key}`, { token: a.token })).status).toBe(200);
    expect((await api.get(`/files/${key}`, { token: b.token })).status).toBe(404);
    // the admin edits and deletes them
    expect(
      (await api.patch<Content>(`/api/content/one/${post.body.id}`, { title: 'Edited' }, { token: admin })).body.title,
    ).toBe('Edited');
    expect(
      (
        await api.patch<Asset>(
          `/api/asset/one/${asset.body.id}`,
          { type: 'note', noteContent: 'now a note' },
          { token: admin },
        )
      ).body,
    ).toMatchObject({
      type: 'note',
      filePath: null,
      noteContent: 'now a note',
    });
    expect((await api.patch<Entry>(`/api/entry/one/${e.id}`, { type: 'Tiktok' }, { token: admin })).body.type).toBe(
      'Tiktok',
    );
    expect((await api.del('/api/content/many', [post.body.id], { token: admin })).body).toEqual({ deleted: 1 });
    expect((await api.del('/api/entry/many', [e.id], { token: admin })).body).toEqual({ deleted: 1 });
    // deleting the entry deleted its asset
    expect((await api.get<Asset[]>(`/api/asset?campaignId=${c.id}`, { token: a.token })).body).toEqual([]);
  });
});

describe('the owning tenant on contents and assets (the administrator Tenant column)', () => {
  it("names the owner for the administrator, and a tenant only ever sees its own id, never the other's rows", async () => {
    const ca = await campaign(a.token, 'Alpha owner');
    const cb = await campaign(b.token, 'Beta owner');
    const ea = await entry(a.token, ca.id, a.id);
    const eb = await entry(b.token, cb.id, b.id);
    const [na, nb] = [await note(a.token, ea.id), await note(b.token, eb.id)];
    const [pa, pb] = [await content(a.token, ca.id), await content(b.token, cb.id)];
    const agency = await content(admin, null, 'Agency post');
    expect([na.tenantId, nb.tenantId, pa.tenantId, pb.tenantId, agency.tenantId]).toEqual([
      a.id,
      b.id,
      a.id,
      b.id,
      null,
    ]);

    // the administrator sees every owner, and filters by one
    const allContents = (await api.get<Content[]>('/api/content', { token: admin })).body;
    const ownerOf = new Map(allContents.map((item) => [item.id, item.tenantId]));
    expect([ownerOf.get(pa.id), ownerOf.get(pb.id), ownerOf.get(agency.id)]).toEqual([a.id, b.id, null]);
    const allAssets = (await api.get<Asset[]>('/api/asset', { token: admin })).body;
    expect(allAssets.find((item) => item.id === nb.id)?.tenantId).toBe(b.id);
    const onlyB = (await api.get<Asset[]>(`/api/asset?tenantId=${b.id}`, { token: admin })).body;
    expect(onlyB.length).toBeGreaterThan(0);
    expect(onlyB.every((item) => item.tenantId === b.id)).toBe(true);

    // a tenant's lists, its campaign's details and its edits carry its own id only; asking for the other's is empty
    for (const [viewer, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const contents = (await api.get<Content[]>('/api/content', { token: viewer.token })).body;
      const assets = (await api.get<Asset[]>('/api/asset', { token: viewer.token })).body;
      expect(contents.length).toBeGreaterThan(0);
      expect(assets.length).toBeGreaterThan(0);
      expect(new Set([...contents, ...assets].map((item) => item.tenantId))).toEqual(new Set([viewer.id]));
      for (const path of ['/api/content', '/api/asset']) {
        const filtered = await api.get<Listed>(`${path}?tenantId=${other.id}`, { token: viewer.token });
        expect(filtered.body).toEqual([]);
      }
      const own = viewer === a ? ca : cb;
      const detail = (await api.get<CampaignDetail>(`/api/campaign/one/${own.id}`, { token: viewer.token })).body;
      const text = JSON.stringify([contents, assets, detail]);
      expect(text).not.toContain(other.id);
      for (const id of viewer === a ? [nb.id, pb.id, eb.id, cb.id] : [na.id, pa.id, ea.id, ca.id]) {
        expect(text).not.toContain(id);
      }
    }
    const edited = await api.patch<Content>(`/api/content/one/${pa.id}`, { title: 'Mine' }, { token: a.token });
    expect(edited.body.tenantId).toBe(a.id);
    const changed = await api.patch<Asset>(`/api/asset/one/${na.id}`, { noteContent: 'Mine' }, { token: a.token });
    expect(changed.body.tenantId).toBe(a.id);
  });
});
