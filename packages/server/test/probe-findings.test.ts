/**
 * The probe's reproductions: a content's image is a file of its own tenant, the storage quota holds under parallel
 * uploads, an account's live-update streams are bounded, and a video's location never reaches a stored file.
 */
import type { Campaign, Content, FileUrlResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { blankedMp4, locatedMp4 } from './mp4-fixture';
import {
  MP4_BYTES,
  adminToken,
  client,
  createTenant,
  listenSse,
  serverForFile,
  startTestServer,
  upload,
} from './helpers';

const world = serverForFile();

describe("a content's image", () => {
  it("is null or a file the tenant owns: another tenant's key, a javascript: address or a URL is 400", async () => {
    const a = await createTenant(world.api, world.admin, 'Img A');
    const b = await createTenant(world.api, world.admin, 'Img B');
    const theirs = (await upload(world.server.url, b.token, MP4_BYTES, 'clip.mp4')).body.key;
    const mine = (await upload(world.server.url, a.token, MP4_BYTES, 'clip.mp4')).body.key;
    const campaign = await world.api.post<Campaign>(
      '/api/campaign',
      { name: 'Img', description: 'd', keyword: ['k'] },
      { token: a.token },
    );
    const post = (img: string | null) =>
      world.api.post<Content>(
        '/api/content',
        { title: 't', text: 'x', keyword: ['k'], campaignId: campaign.body.id, img },
        { token: a.token },
      );
    for (const img of [theirs, 'javascript:alert(1)', 'https://tracker.example/pixel.png']) {
      const refused = await post(img);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'field_file_not_found', params: { field: 'Image' } });
    }
    expect((await post(null)).status).toBe(201);
    const created = await post(mine);
    expect(created.status).toBe(201);
    expect(created.body.img).toBe(mine);
    const changed = await world.api.patch<Content>(
      `/api/content/one/${created.body.id}`,
      { img: theirs },
      { token: a.token },
    );
    expect(changed.status).toBe(400);
    const cleared = await world.api.patch<Content>(
      `/api/content/one/${created.body.id}`,
      { img: null },
      { token: a.token },
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.img).toBeNull();
  });
});

describe('live-update streams', () => {
  it('are at most 20 per account: the 21st is 429 with a message, and closing one frees a slot', async () => {
    const t = await createTenant(world.api, world.admin, 'Streams');
    const headers = { Authorization: `Bearer ${t.token}` };
    const open = [];
    for (let i = 0; i < 20; i += 1) open.push(await listenSse(world.server.url, headers));
    expect(open.every((stream) => stream.status === 200)).toBe(true);
    const refused = await fetch(`${world.server.url}/api/sse`, { headers });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message:
        'Too many live-update connections are open for this account (at most 20). Close some tabs and try again.',
      code: 'live_streams_too_many',
      params: { max: '20' },
    });
    // another account is not affected
    const other = await listenSse(world.server.url, { Authorization: `Bearer ${world.admin}` });
    expect(other.status).toBe(200);
    await open.pop()!.close();
    let again: Awaited<ReturnType<typeof listenSse>> | undefined;
    for (let tries = 0; tries < 100 && again?.status !== 200; tries += 1) {
      await again?.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await listenSse(world.server.url, headers);
    }
    expect(again?.status).toBe(200);
    await Promise.all([...open, other, again!].map((stream) => stream.close()));
  });
});

describe('a video', () => {
  it('is stored without its udta (©xyz location) and meta boxes, blanked as free boxes of the same size', async () => {
    const t = await createTenant(world.api, world.admin, 'Video');
    const original = locatedMp4();
    const stored = await upload(world.server.url, t.token, original, 'clip.mp4');
    expect(stored.status).toBe(201);
    const signed = await world.api.get<FileUrlResponse>(`/files/${stored.body.key}`, { token: t.token });
    const bytes = Buffer.from(await (await fetch(signed.body.url)).arrayBuffer());
    expect(bytes.byteLength).toBe(original.byteLength);
    expect(bytes.includes('©xyz', 0, 'latin1')).toBe(false);
    expect(bytes.includes('+03.1390+101.6869')).toBe(false);
    expect(bytes.includes('com.apple.quicktime.location')).toBe(false);
    expect(bytes.equals(blankedMp4())).toBe(true);
  });
});

describe('the storage quota under parallel uploads', () => {
  it('20 uploads at once store at most the quota plus one upload', async () => {
    const size = 100_000;
    const quota = 300_000;
    const server = await startTestServer({ storageQuotaBytes: quota });
    try {
      const api = client(server.url);
      const tenant = await createTenant(api, await adminToken(api), 'Parallel');
      const video = Buffer.alloc(size, 0x41);
      MP4_BYTES.copy(video);
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => upload(server.url, tenant.token, video, 'clip.mp4')),
      );
      const stored = replies.filter((reply) => reply.status === 201).length;
      expect(replies.every((reply) => reply.status === 201 || reply.status === 413)).toBe(true);
      expect(stored).toBeGreaterThanOrEqual(1);
      expect(stored * size).toBeLessThanOrEqual(quota + size);
    } finally {
      await server.destroy();
    }
  }, 120_000);
});
