import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PNG_BYTES,
  adminToken,
  client,
  createTenant,
  type Client,
  type TestServer,
  startTestServer,
  rawGet,
  upload,
} from './helpers';

let server: TestServer;
let api: Client;
let admin: string;
let a: Awaited<ReturnType<typeof createTenant>>;
let b: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  admin = await adminToken(api);
  a = await createTenant(api, admin, 'Alpha');
  b = await createTenant(api, admin, 'Beta');
}, 180_000);
afterAll(() => server?.destroy(), 30_000);

const ids = (list: { id: string }[]) => list.map((item) => item.id);

async function campaign(token: string, name = 'Summer') {
  const reply = await api.post(
    '/api/campaign',
    { name, description: `${name} description`, keyword: ['food', 'travel'] },
    { token },
  );
  expect(reply.status).toBe(201);
  return reply.body as { id: string; name: string; tenantId: string | null };
}

async function entry(token: string, campaignId: string, tenantId: string, type = 'Redbook') {
  const reply = await api.post(
    '/api/entry',
    { type, accessValue: 'https://example.test/page', tenantId, campaignId },
    { token },
  );
  expect(reply.status).toBe(201);
  return reply.body as { id: string; tenantId: string; campaignId: string };
}

async function note(token: string, entryId: string, text = 'A note about the product') {
  const reply = await api.post('/api/asset', { type: 'note', entryId, noteContent: text }, { token });
  expect(reply.status).toBe(201);
  return reply.body as { id: string };
}

async function content(token: string, campaignId: string | null, title = 'Post') {
  const reply = await api.post(
    '/api/content',
    { title, text: 'Body text', img: null, status: 'active', isRedirected: false, keyword: ['k1', 'k2'], campaignId },
    { token },
  );
  expect(reply.status).toBe(201);
  return reply.body as { id: string };
}

describe('campaigns', () => {
  it('creates, reads, lists, edits and deletes with the SPEC field names', async () => {
    const created = await campaign(a.token, 'Spring');
    expect(created).toMatchObject({
      name: 'Spring',
      description: 'Spring description',
      keyword: ['food', 'travel'],
      tenantId: a.id,
    });
    expect(typeof (created as unknown as { createdAt: string }).createdAt).toBe('string');
    const one = await api.get(`/api/campaign/one/${created.id}`, { token: a.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: created.id, assets: [], contents: [] });
    const edited = await api.patch(
      `/api/campaign/one/${created.id}`,
      { name: 'Spring 2', description: 'New', keyword: 'a, b,,c' },
      { token: a.token },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Spring 2', description: 'New', keyword: ['a', 'b', '', 'c'] });
    expect(ids((await api.get('/api/campaign', { token: a.token })).body)).toContain(created.id);
    const removed = await api.del(`/api/campaign/one/${created.id}`, undefined, { token: a.token });
    expect(removed.body).toEqual({ deleted: 1 });
    expect((await api.get(`/api/campaign/one/${created.id}`, { token: a.token })).status).toBe(404);
  });

  it('validates bodies with messages naming the field', async () => {
    const blank = await api.post('/api/campaign', { name: '  ', description: 'd', keyword: ['k'] }, { token: a.token });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Campaign Name is required' } });
    const noKeywords = await api.post(
      '/api/campaign',
      { name: 'n', description: 'd', keyword: [] },
      { token: a.token },
    );
    expect(noKeywords.body).toEqual({ message: 'Keywords is required' });
    const notObject = await api.post('/api/campaign', [1, 2], { token: a.token });
    expect(notObject.body).toEqual({ message: 'Request body must be a JSON object' });
    const badItem = await api.post('/api/content/bulk', [987654321], { token: a.token });
    expect(badItem.body).toEqual({ message: 'Field 0 is invalid' });
  });

  it('answers 404 for a malformed or unknown id, never a 500', async () => {
    for (const id of ['not-a-uuid', "1' or '1'='1", crypto.randomUUID()]) {
      expect((await api.get(`/api/campaign/one/${encodeURIComponent(id)}`, { token: admin })).status).toBe(404);
      expect(
        (await api.patch(`/api/campaign/one/${encodeURIComponent(id)}`, { name: 'x' }, { token: admin })).status,
      ).toBe(404);
      expect((await api.del(`/api/campaign/one/${encodeURIComponent(id)}`, undefined, { token: admin })).status).toBe(
        404,
      );
    }
    expect((await api.del('/api/campaign/many', ['nope'], { token: admin })).status).toBe(404);
    expect((await api.del('/api/campaign/many', { ids: [] }, { token: admin })).status).toBe(400);
    expect((await api.get('/api/content?campaignId=not-a-uuid', { token: admin })).body).toEqual([]);
  });

  it('agency campaigns are visible to a tenant only through one of its entries, and read-only to it', async () => {
    const agency = await campaign(admin, 'Agency');
    expect(agency.tenantId).toBeNull();
    expect(ids((await api.get('/api/campaign', { token: a.token })).body)).not.toContain(agency.id);
    expect((await api.get(`/api/campaign/one/${agency.id}`, { token: a.token })).status).toBe(404);
    // a tenant cannot link itself to an agency campaign it cannot see
    expect(
      (
        await api.post(
          '/api/entry',
          { type: 'X', accessValue: 'v', tenantId: a.id, campaignId: agency.id },
          { token: a.token },
        )
      ).status,
    ).toBe(400);
    await entry(admin, agency.id, a.id);
    expect(ids((await api.get('/api/campaign', { token: a.token })).body)).toContain(agency.id);
    expect(ids((await api.get('/api/campaign', { token: b.token })).body)).not.toContain(agency.id);
    expect((await api.get(`/api/campaign/one/${agency.id}`, { token: a.token })).status).toBe(200);
    expect((await api.patch(`/api/campaign/one/${agency.id}`, { name: 'Mine' }, { token: a.token })).status).toBe(403);
    expect((await api.del(`/api/campaign/one/${agency.id}`, undefined, { token: a.token })).status).toBe(403);
    expect((await api.get(`/api/campaign/one/${agency.id}`, { token: admin })).body.name).toBe('Agency');
  });

  it('deleting a campaign deletes its entries, assets and contents', async () => {
    const c = await campaign(a.token, 'Doomed');
    const e = await entry(a.token, c.id, a.id);
    const asset = await note(a.token, e.id);
    const post = await content(a.token, c.id);
    const other = await campaign(a.token, 'Kept');
    const keptEntry = await entry(a.token, other.id, a.id);
    const detail = await api.get(`/api/campaign/one/${c.id}`, { token: a.token });
    expect(ids(detail.body.assets)).toEqual([asset.id]);
    expect(ids(detail.body.contents)).toEqual([post.id]);
    expect((await api.del('/api/campaign/many', [c.id], { token: a.token })).body).toEqual({ deleted: 1 });
    expect(ids((await api.get('/api/entry', { token: a.token })).body)).not.toContain(e.id);
    expect(ids((await api.get('/api/entry', { token: a.token })).body)).toContain(keptEntry.id);
    expect(ids((await api.get('/api/asset', { token: a.token })).body)).not.toContain(asset.id);
    expect(ids((await api.get('/api/content', { token: a.token })).body)).not.toContain(post.id);
  });

  it('the admin sees every campaign; bulk delete works for the admin', async () => {
    const x = await campaign(a.token, 'X');
    const y = await campaign(b.token, 'Y');
    const all = ids((await api.get('/api/campaign', { token: admin })).body);
    expect(all).toEqual(expect.arrayContaining([x.id, y.id]));
    expect((await api.del('/api/campaign/many', [x.id, y.id], { token: admin })).body).toEqual({ deleted: 2 });
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
        await api.post(
          '/api/entry',
          { type: 'T', accessValue: 'v', tenantId: b.id, campaignId: c.id },
          { token: b.token },
        )
      ).status,
    ).toBe(400);
    expect(
      (await api.post('/api/asset', { type: 'note', entryId: e.id, noteContent: 'x' }, { token: b.token })).status,
    ).toBe(400);
    expect(
      (await api.post('/api/content', { title: 't', text: 'x', keyword: ['k'], campaignId: c.id }, { token: b.token }))
        .status,
    ).toBe(400);
    expect(
      (
        await api.post(
          '/api/content',
          { title: 't', text: 'x', keyword: ['k'], assetIds: [asset.id] },
          { token: b.token },
        )
      ).status,
    ).toBe(400);
    expect((await api.patch(`/api/entry/one/${be.id}`, { campaignId: c.id }, { token: b.token })).status).toBe(400);

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
    expect((await api.get(`/api/campaign/one/${c.id}`, { token: a.token })).body.name).toBe('Private');
    expect(ids((await api.get('/api/content', { token: a.token })).body)).toContain(post.id);
  });

  it('a bulk delete mixing own and foreign ids answers 404 and deletes nothing', async () => {
    const mine = await campaign(b.token, 'B one');
    const theirs = await campaign(a.token, 'A one');
    expect((await api.del('/api/campaign/many', [mine.id, theirs.id], { token: b.token })).status).toBe(404);
    expect((await api.get(`/api/campaign/one/${mine.id}`, { token: b.token })).status).toBe(200);
    expect((await api.get(`/api/campaign/one/${theirs.id}`, { token: a.token })).status).toBe(200);
    const myPost = await content(b.token, mine.id);
    const theirPost = await content(a.token, theirs.id);
    expect((await api.del('/api/content/many', [myPost.id, theirPost.id], { token: b.token })).status).toBe(404);
    expect(ids((await api.get('/api/content', { token: b.token })).body)).toContain(myPost.id);
  });

  it("ownership fields in a tenant's body are ignored: new records are its own", async () => {
    const c = await campaign(b.token, 'Owned');
    const e = await api.post(
      '/api/entry',
      { type: 'Tiktok', accessValue: 'v', tenantId: a.id, campaignId: c.id },
      { token: b.token },
    );
    expect(e.status).toBe(201);
    expect(e.body.tenantId).toBe(b.id);
    expect(e.body.tenant).toEqual({ id: b.id });
    const asset = await api.post(
      '/api/asset',
      { type: 'note', entryId: e.body.id, noteContent: 'n', uploadedBy: a.id },
      { token: b.token },
    );
    expect(asset.body.uploadedBy).toBe(b.id);
    const bulk = await api.post('/api/content/bulk', [{ campaignId: c.id, userId: a.id, text: 'generated' }], {
      token: b.token,
    });
    expect(bulk.body[0].userId).toBe(b.id);
    expect(ids((await api.get('/api/content', { token: a.token })).body)).not.toContain(bulk.body[0].id);
  });
});

describe('contents', () => {
  it('creates with defaults, edits, filters by campaign and deletes many', async () => {
    const c1 = await campaign(a.token, 'C1');
    const c2 = await campaign(a.token, 'C2');
    const created = await api.post(
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
    const edited = await api.patch(
      `/api/content/one/${created.body.id}`,
      { status: 'archived', isRedirected: true },
      { token: a.token },
    );
    expect(edited.body).toMatchObject({ status: 'archived', isRedirected: true, title: 'T' });
    expect(
      (await api.patch(`/api/content/one/${created.body.id}`, { status: 'gone' }, { token: a.token })).body,
    ).toEqual({
      message: 'Status must be active or archived',
    });
    const filtered = await api.get(`/api/content?campaignId=${c1.id}`, { token: a.token });
    expect(ids(filtered.body)).toEqual([created.body.id]);
    expect((await api.del('/api/content/many', [created.body.id, other.id], { token: a.token })).body).toEqual({
      deleted: 2,
    });
    expect((await api.get(`/api/content?campaignId=${c1.id}`, { token: a.token })).body).toEqual([]);
  });

  it('bulk save fills the defaults and stores all items in one go', async () => {
    const c = await campaign(a.token, 'Bulk');
    const e = await entry(a.token, c.id, a.id);
    const asset = await note(a.token, e.id);
    const reply = await api.post(
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
    const detail = await api.get(`/api/campaign/one/${c.id}`, { token: a.token });
    const withAsset = detail.body.contents.find((item: { id: string }) => item.id === reply.body[0].id);
    expect(withAsset.assets).toEqual([expect.objectContaining({ id: asset.id, entryId: e.id })]);
  });

  it('bulk save with one invalid item saves nothing', async () => {
    const c = await campaign(a.token, 'Atomic');
    const before = (await api.get(`/api/content?campaignId=${c.id}`, { token: a.token })).body;
    const invalidShape = await api.post(
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
    expect(invalidShape.body).toEqual({ message: 'Content Text is required' });
    const foreignCampaign = await campaign(b.token, 'Foreign');
    const invalidRef = await api.post(
      '/api/content/bulk',
      [
        { campaignId: c.id, text: 'ok' },
        { campaignId: foreignCampaign.id, text: 'not yours' },
      ],
      { token: a.token },
    );
    expect(invalidRef.status).toBe(400);
    expect((await api.get(`/api/content?campaignId=${c.id}`, { token: a.token })).body).toEqual(before);
  });
});

describe('assets', () => {
  it('creates notes and images, enforces the asset rules, filters by campaign and deletes', async () => {
    const c = await campaign(a.token, 'Assets');
    const e = await entry(a.token, c.id, a.id, 'Instagram');
    const key = (await upload(server.url, a.token, PNG_BYTES)).body.key as string;
    const image = await api.post(
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
    expect((await api.post('/api/asset', { type: 'image', entryId: e.id }, { token: a.token })).body).toEqual({
      message: 'File is required',
    });
    expect(
      (await api.post('/api/asset', { type: 'note', entryId: e.id, noteContent: ' ' }, { token: a.token })).body,
    ).toEqual({
      message: 'Note Content is required',
    });
    expect((await api.post('/api/asset', { type: 'gif', entryId: e.id }, { token: a.token })).body).toEqual({
      message: 'Asset Type is required',
    });
    // a file key that does not exist (or is someone else's) cannot be referenced
    const foreignKey = (await upload(server.url, b.token, PNG_BYTES)).body.key as string;
    expect(
      (await api.post('/api/asset', { type: 'image', entryId: e.id, filePath: foreignKey }, { token: a.token })).body,
    ).toEqual({
      message: 'File file not found',
    });
    // editing a note into an image without a file is refused
    const n = await note(a.token, e.id);
    expect((await api.patch(`/api/asset/one/${n.id}`, { type: 'video' }, { token: a.token })).status).toBe(400);
    expect(
      (await api.patch(`/api/asset/one/${n.id}`, { noteContent: 'changed' }, { token: a.token })).body.noteContent,
    ).toBe('changed');

    const other = await campaign(a.token, 'Other');
    const otherEntry = await entry(a.token, other.id, a.id);
    const elsewhere = await note(a.token, otherEntry.id);
    const filtered = ids((await api.get(`/api/asset?campaignId=${c.id}`, { token: a.token })).body);
    expect(filtered).toEqual([image.body.id, n.id]);
    expect(filtered).not.toContain(elsewhere.id);
    expect((await api.del(`/api/asset/one/${image.body.id}`, undefined, { token: a.token })).body).toEqual({
      deleted: 1,
    });
    expect((await api.del('/api/asset/many', [n.id, elsewhere.id], { token: a.token })).body).toEqual({ deleted: 2 });
    expect((await api.get(`/api/asset?campaignId=${c.id}`, { token: a.token })).body).toEqual([]);
  });
});

describe('entries', () => {
  it('creates, edits, filters and deletes; the admin must pick a campaign of that tenant or the agency', async () => {
    const c = await campaign(a.token, 'Entries');
    const created = await api.post(
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
    const wrongTenant = await api.post(
      '/api/entry',
      { type: 'F', accessValue: 'v', tenantId: b.id, campaignId: c.id },
      { token: admin },
    );
    expect(wrongTenant.body).toEqual({ message: 'Campaign belongs to another tenant' });
    expect(
      (await api.post('/api/entry', { type: 'F', accessValue: '', tenantId: a.id, campaignId: c.id }, { token: admin }))
        .body,
    ).toEqual({
      message: 'Access Value is required',
    });
    const edited = await api.patch(
      `/api/entry/one/${created.body.id}`,
      { accessValue: 'fb.com/y' },
      { token: a.token },
    );
    expect(edited.body.accessValue).toBe('fb.com/y');
    expect(ids((await api.get(`/api/entry?campaignId=${c.id}`, { token: a.token })).body)).toEqual([created.body.id]);
    expect((await api.del('/api/entry/many', [created.body.id], { token: a.token })).body).toEqual({ deleted: 1 });
  });
});

describe('the administrator on tenant records', () => {
  it("creates and changes contents, assets and entries in a tenant's campaign; the tenant then owns them", async () => {
    const c = await campaign(a.token, 'Managed');
    const e = await entry(admin, c.id, a.id, 'Google Review');
    const key = (await upload(server.url, admin, PNG_BYTES)).body.key as string;
    const asset = await api.post('/api/asset', { type: 'image', entryId: e.id, filePath: key }, { token: admin });
    expect(asset.status).toBe(201);
    expect(asset.body.uploadedBy).not.toBe(a.id);
    const post = await api.post(
      '/api/content',
      { title: 'By admin', text: 'x', keyword: ['k'], campaignId: c.id, assetIds: [asset.body.id] },
      { token: admin },
    );
    expect(post.status).toBe(201);
    // the tenant sees them, and the file of its asset
    expect(ids((await api.get(`/api/asset?campaignId=${c.id}`, { token: a.token })).body)).toEqual([asset.body.id]);
    expect(ids((await api.get(`/api/content?campaignId=${c.id}`, { token: a.token })).body)).toEqual([post.body.id]);
    expect((await api.get(`/files/${key}`, { token: a.token })).status).toBe(200);
    expect((await api.get(`/files/${key}`, { token: b.token })).status).toBe(404);
    // the admin edits and deletes them
    expect(
      (await api.patch(`/api/content/one/${post.body.id}`, { title: 'Edited' }, { token: admin })).body.title,
    ).toBe('Edited');
    expect(
      (
        await api.patch(
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
    expect((await api.patch(`/api/entry/one/${e.id}`, { type: 'Tiktok' }, { token: admin })).body.type).toBe('Tiktok');
    expect((await api.del('/api/content/many', [post.body.id], { token: admin })).body).toEqual({ deleted: 1 });
    expect((await api.del('/api/entry/many', [e.id], { token: admin })).body).toEqual({ deleted: 1 });
    // deleting the entry deleted its asset
    expect((await api.get(`/api/asset?campaignId=${c.id}`, { token: a.token })).body).toEqual([]);
  });
});

describe('list caching', () => {
  it('answers 304 to a matching If-None-Match and a fresh list after a change', async () => {
    const first = await api.get('/api/campaign', { token: a.token });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await api.get('/api/campaign', { token: a.token, headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    const created = await campaign(a.token, 'Fresh');
    const after = await api.get('/api/campaign', { token: a.token, headers: { 'If-None-Match': etag! } });
    expect(after.status).toBe(200);
    expect(ids(after.body)).toContain(created.id);
    // another tenant's cached list is not affected by A's view
    expect(ids((await api.get('/api/campaign', { token: b.token })).body)).not.toContain(created.id);
    // an entry linking B to an agency campaign refreshes B's campaign list
    const agency = await campaign(admin, 'Agency for B');
    await api.get('/api/campaign', { token: b.token });
    await entry(admin, agency.id, b.id);
    expect(ids((await api.get('/api/campaign', { token: b.token })).body)).toContain(agency.id);
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
    expect((await api.patch(`/api/content/one/${post.id}`, { title: 'After' }, { token: admin })).status).toBe(200);
    expect((await list('/api/content')).map((row) => row.title)).toEqual(['After']);
    expect(
      (await api.patch(`/api/campaign/one/${agency.id}`, { name: 'Agency renamed' }, { token: admin })).status,
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
