import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Asset, Campaign, Entry, FileUrlResponse, Tenant } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JPEG_BYTES,
  MP4_BYTES,
  PNG_BYTES,
  adminToken,
  client,
  createTenant,
  request,
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
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  api = client(server.url);
  admin = await adminToken(api);
  a = await createTenant(api, admin, 'Alpha');
  b = await createTenant(api, admin, 'Beta');
}, 180_000);
afterAll(() => server?.destroy(), 30_000);

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('upload', () => {
  it('stores PNG, JPEG and MP4 by their bytes and answers a random key in the bucket', async () => {
    const png = await upload(server.url, a.token, PNG_BYTES, 'photo.txt');
    expect(png.status).toBe(201);
    expect(png.body.key).toMatch(/^campaign-media\/[0-9a-f-]{36}\.png$/);
    const jpg = await upload(server.url, a.token, JPEG_BYTES, 'x.png');
    expect(jpg.body.key).toMatch(/\.jpg$/);
    const mp4 = await upload(server.url, a.token, MP4_BYTES, 'clip.bin', 'videos-2');
    expect(mp4.body.key).toMatch(/^videos-2\/[0-9a-f-]{36}\.mp4$/);
    const again = await upload(server.url, a.token, PNG_BYTES);
    expect(again.body.key).not.toBe(png.body.key);
  });

  it('refuses 5 MB + 1 byte with 413 and the SPEC message', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    PNG_BYTES.copy(big);
    const reply = await upload(server.url, a.token, big);
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ message: 'File is too large. Max allowed size is 5MB', code: 'file_too_large' });
    const exact = Buffer.alloc(5 * 1024 * 1024, 0);
    PNG_BYTES.copy(exact);
    expect((await upload(server.url, a.token, exact)).status).toBe(201);
    const huge = Buffer.alloc(8 * 1024 * 1024, 0);
    expect((await upload(server.url, a.token, huge)).status).toBe(413);
  });

  it('refuses a text file named .png with 415, an empty file, a bad bucket, a non-multipart body and no token', async () => {
    const text = await upload(server.url, a.token, Buffer.from('just some text, not an image'), 'evil.png');
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ message: 'Invalid file type.', code: 'invalid_file_type' });
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheicmif1heic', 'latin1'),
      Buffer.alloc(16),
    ]);
    expect((await upload(server.url, a.token, heic, 'x.mp4')).status).toBe(415);
    expect((await upload(server.url, a.token, Buffer.alloc(0), 'empty.png')).status).toBe(400);
    expect((await upload(server.url, a.token, PNG_BYTES, 'x.png', 'Bad_Bucket')).body).toEqual({
      message: 'Bucket Key must be 1 to 63 characters of a-z, 0-9 and -',
      code: 'bucket_key_invalid',
    });
    expect((await upload(server.url, a.token, PNG_BYTES, 'x.png', '..')).status).toBe(400);
    const json = await request(server.url, 'POST', '/files/public/upload/raw?bucketKey=campaign-media', {
      token: a.token,
      json: { file: 'x' },
    });
    expect(json.status).toBe(400);
    const noField = new FormData();
    noField.append('other', new Blob([PNG_BYTES]), 'x.png');
    const missing = await request(server.url, 'POST', '/files/public/upload/raw?bucketKey=campaign-media', {
      token: a.token,
      body: noField,
    });
    expect(missing.body).toEqual({ message: 'File is required', code: 'field_required', params: { field: 'File' } });
    expect((await upload(server.url, undefined, PNG_BYTES)).status).toBe(401);
  });
});

describe('signed URLs', () => {
  it('serves the bytes with the real content type and nosniff, and expires after an hour', async () => {
    const key = (await upload(server.url, a.token, PNG_BYTES, 'pic.jpg')).body.key;
    const signed = await api.get<FileUrlResponse>(`/files/${key}`, { token: a.token });
    expect(signed.status).toBe(200);
    const url = signed.body.url;
    expect(url.startsWith(server.url)).toBe(true);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    const partial = await fetch(url, { headers: { Range: 'bytes=0-3' } });
    expect(partial.status).toBe(206);
    expect(Buffer.from(await partial.arrayBuffer()).equals(PNG_BYTES.subarray(0, 4))).toBe(true);
    const tampered = url.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await fetch(tampered)).status).toBe(403);
    const otherKey = url.replace(/[0-9a-f-]{36}\.png/, crypto.randomUUID() + '.png');
    expect((await fetch(otherKey)).status).toBe(403);
    clock += 60 * 60 * 1000 + 1000;
    expect((await fetch(url)).status).toBe(403);
  });

  it('gives the URL only to the uploader, the admin, and viewers of a record using the file', async () => {
    const key = (await upload(server.url, a.token, PNG_BYTES)).body.key;
    expect((await api.get(`/files/${key}`, { token: a.token })).status).toBe(200);
    expect((await api.get(`/files/${key}`, { token: admin })).status).toBe(200);
    const foreign = await api.get(`/files/${key}`, { token: b.token });
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain('url');
    expect((await api.get(`/files/${key}`)).status).toBe(401);

    // a logo the admin uploads for tenant B becomes visible to B once it is B's logo
    const logo = (await upload(server.url, admin, JPEG_BYTES)).body.key;
    expect((await api.get(`/files/${logo}`, { token: b.token })).status).toBe(404);
    expect((await api.patch<Tenant>(`/api/tenant/one/${b.id}`, { logo }, { token: admin })).body.logo).toBe(logo);
    expect((await api.get(`/files/${logo}`, { token: b.token })).status).toBe(200);
    expect((await api.get(`/files/${logo}`, { token: a.token })).status).toBe(404);
    // B cannot take A's file by naming it as its logo or in an asset
    expect((await api.patch(`/api/tenant/one/${b.id}`, { logo: key }, { token: b.token })).body).toEqual({
      message: 'Logo file not found',
      code: 'field_file_not_found',
      params: { field: 'Logo' },
    });
    // a URL that cannot be fetched now is kept, for the server to fetch later (test/security-logo.test.ts)
    const linked = await api.patch(
      `/api/tenant/one/${b.id}`,
      { logo: 'https://cdn.example.test/logo.png' },
      { token: b.token },
    );
    expect(linked.status).toBe(200);
    expect((await api.get<Tenant>('/api/tenant/profile', { token: b.token })).body.logo).toBe(
      'https://cdn.example.test/logo.png',
    );
  });

  it('refuses traversal and malformed keys', async () => {
    for (const path of [
      '/files/campaign-media/../../server.lock',
      '/files/..%2F..%2Fetc%2Fpasswd',
      '/files/campaign-media%2F..%2F..%2Fserver.lock',
      '/files/campaign-media/x/../../../db/PG_VERSION',
      '/files/%2e%2e/%2e%2e/server.lock',
      '/files/campaign-media/not-a-key.png',
    ]) {
      const reply = await rawGet(server.url, path, auth(a.token));
      expect([400, 404], path).toContain(reply.status);
      expect(reply.bytes.toString('utf8')).not.toMatch(/url/);
    }
    const signed = await rawGet(
      server.url,
      '/files/_signed/../server.lock?expires=9999999999&signature=x',
      auth(a.token),
    );
    expect([400, 403, 404]).toContain(signed.status);
    expect(signed.bytes.toString('utf8')).not.toMatch(/\d{3,}/);
  });
});

describe('files no record uses any more', () => {
  const stored = (key: string) => existsSync(path.join(server.dataDir, 'files', key));

  async function entryOf(token: string, tenantId: string) {
    const campaign = await api.post<Campaign>(
      '/api/campaign',
      { name: 'Media', description: 'd', keyword: ['k'] },
      { token },
    );
    const entry = await api.post<Entry>(
      '/api/entry',
      { type: 'Redbook', accessValue: 'https://example.test/page', tenantId, campaignId: campaign.body.id },
      { token },
    );
    expect(entry.status).toBe(201);
    return { campaignId: campaign.body.id, entryId: entry.body.id };
  }
  async function imageAsset(token: string, entryId: string, filePath: string) {
    const asset = await api.post<Asset>('/api/asset', { type: 'image', entryId, filePath }, { token });
    expect(asset.status).toBe(201);
    return asset.body.id;
  }

  it('are removed with the last asset using them; a file another asset still uses stays', async () => {
    const { entryId } = await entryOf(a.token, a.id);
    const shared = (await upload(server.url, a.token, PNG_BYTES)).body.key;
    const own = (await upload(server.url, a.token, JPEG_BYTES)).body.key;
    const first = await imageAsset(a.token, entryId, shared);
    const second = await imageAsset(a.token, entryId, shared);
    const third = await imageAsset(a.token, entryId, own);

    expect((await api.del(`/api/asset/one/${third}`, undefined, { token: a.token })).status).toBe(200);
    expect(stored(own)).toBe(false);
    expect((await api.get(`/files/${own}`, { token: a.token })).status).toBe(404);

    expect((await api.del(`/api/asset/one/${first}`, undefined, { token: a.token })).status).toBe(200);
    expect(stored(shared)).toBe(true);
    expect((await api.get(`/files/${shared}`, { token: a.token })).status).toBe(200);
    expect((await api.del(`/api/asset/one/${second}`, undefined, { token: a.token })).status).toBe(200);
    expect(stored(shared)).toBe(false);

    // an upload no record ever used is left alone (its form may still be open)
    const pending = (await upload(server.url, a.token, PNG_BYTES)).body.key;
    const note = await api.post<Asset>(
      '/api/asset',
      { type: 'note', entryId, noteContent: 'hello' },
      { token: a.token },
    );
    await api.del(`/api/asset/one/${note.body.id}`, undefined, { token: a.token });
    expect(stored(pending)).toBe(true);
  });

  it('are removed when an asset points elsewhere, and with deleted entries and campaigns', async () => {
    const { campaignId, entryId } = await entryOf(a.token, a.id);
    const before = (await upload(server.url, a.token, PNG_BYTES)).body.key;
    const after = (await upload(server.url, a.token, JPEG_BYTES)).body.key;
    const asset = await imageAsset(a.token, entryId, before);
    expect((await api.patch(`/api/asset/one/${asset}`, { filePath: after }, { token: a.token })).status).toBe(200);
    expect(stored(before)).toBe(false);
    expect(stored(after)).toBe(true);

    expect((await api.del('/api/entry/many', [entryId], { token: a.token })).status).toBe(200);
    expect(stored(after)).toBe(false);

    const second = await entryOf(a.token, a.id);
    const inCampaign = (await upload(server.url, a.token, PNG_BYTES)).body.key;
    await imageAsset(a.token, second.entryId, inCampaign);
    expect((await api.del(`/api/campaign/one/${second.campaignId}`, undefined, { token: a.token })).status).toBe(200);
    expect(stored(inCampaign)).toBe(false);
    // the first campaign (its entry gone) is still there
    expect((await api.get(`/api/campaign/one/${campaignId}`, { token: a.token })).status).toBe(200);
  });

  it("removes a tenant's previous logo once a new one is set", async () => {
    const oldLogo = (await upload(server.url, b.token, PNG_BYTES)).body.key;
    const newLogo = (await upload(server.url, b.token, JPEG_BYTES)).body.key;
    expect((await api.patch(`/api/tenant/one/${b.id}`, { logo: oldLogo }, { token: b.token })).status).toBe(200);
    expect((await api.patch(`/api/tenant/one/${b.id}`, { logo: newLogo }, { token: b.token })).status).toBe(200);
    expect(stored(oldLogo)).toBe(false);
    expect(stored(newLogo)).toBe(true);
    expect((await api.get(`/files/${newLogo}`, { token: b.token })).status).toBe(200);
  });
});
