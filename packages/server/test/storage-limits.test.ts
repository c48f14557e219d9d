/**
 * Stored files are bounded: each tenant keeps at most its storage quota (413 beyond it, with a clear message), and
 * uploads that no record used within a day are swept (from the database and the storage), while files in use and
 * recent uploads stay.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  mediaVersionKey,
  mediaVersionKeys,
  type Asset,
  type Campaign,
  type Entry,
  type FileUrlResponse,
  type Tenant,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  MP4_BYTES,
  PNG_BYTES,
  adminToken,
  client,
  createTenant,
  startTestServer,
  upload,
  usingPostgres,
  waitFor,
} from './helpers';

/** A video of `size` bytes: videos are stored as they come (an image is cleaned and resized, so its size changes). */
const video = (size: number) => {
  const bytes = Buffer.alloc(size, 0x41);
  MP4_BYTES.copy(bytes);
  return bytes;
};
const uploadVideo = (base: string, token: string, size: number) => upload(base, token, video(size), 'clip.mp4');

describe('the storage quota', () => {
  it("refuses a tenant's upload past its quota with 413 and a clear message; others are not affected", async () => {
    const server = await startTestServer({ storageQuotaBytes: 3000 });
    try {
      const api = client(server.url);
      const admin = await adminToken(api);
      const full = await createTenant(api, admin, 'Full');
      const roomy = await createTenant(api, admin, 'Roomy');
      expect((await uploadVideo(server.url, full.token, 2000)).status).toBe(201);
      expect((await uploadVideo(server.url, full.token, 1000)).status).toBe(201);
      const refused = await uploadVideo(server.url, full.token, 100);
      expect(refused.status).toBe(413);
      expect(refused.body).toEqual({
        message:
          'Storage is full: each business may keep 2.9 KiB of files. Delete assets you no longer need and try again.',
        code: 'storage_full',
        params: { quota: '2.9 KiB' },
      });
      expect((await uploadVideo(server.url, roomy.token, 2000)).status).toBe(201);
      // administrators have no quota
      for (let i = 0; i < 3; i += 1) expect((await uploadVideo(server.url, admin, 2000)).status).toBe(201);
    } finally {
      await server.destroy();
    }
  }, 120_000);
});

describe('the upload sweep', () => {
  it('removes uploads no record used within a day, and keeps files in use and recent uploads', async () => {
    let clock = Date.now();
    const server = await startTestServer({ now: () => clock, sweepIntervalMs: 200 });
    try {
      const api = client(server.url);
      const admin = await adminToken(api);
      const tenant = await createTenant(api, admin, 'Sweep');
      const unused = (await upload(server.url, tenant.token, PNG_BYTES)).body.key;
      const asAsset = (await upload(server.url, tenant.token, PNG_BYTES)).body.key;
      const asLogo = (await upload(server.url, tenant.token, PNG_BYTES)).body.key;
      const clip = (await upload(server.url, tenant.token, MP4_BYTES, 'clip.mp4')).body.key;
      // a video whose thumbnail names only a version of an image, never the image itself
      const poster = (await upload(server.url, tenant.token, PNG_BYTES)).body.key;
      const campaign = await api.post<Campaign>(
        '/api/campaign',
        { name: 'Kept', description: 'd', keyword: ['k'] },
        { token: tenant.token },
      );
      const entry = await api.post<Entry>(
        '/api/entry',
        { type: 'Redbook', accessValue: 'v', tenantId: tenant.id, campaignId: campaign.body.id },
        { token: tenant.token },
      );
      expect(
        (
          await api.post<Asset>(
            '/api/asset',
            { type: 'image', entryId: entry.body.id, filePath: asAsset },
            { token: tenant.token },
          )
        ).status,
      ).toBe(201);
      const videoAsset = await api.post<Asset>(
        '/api/asset',
        { type: 'video', entryId: entry.body.id, filePath: clip, thumbnailPath: mediaVersionKey(poster, 'thumbnail') },
        { token: tenant.token },
      );
      expect([videoAsset.status, videoAsset.body.thumbnailPath]).toEqual([201, mediaVersionKey(poster, 'thumbnail')]);
      expect(
        (await api.patch<Tenant>(`/api/tenant/one/${tenant.id}`, { logo: asLogo }, { token: tenant.token })).status,
      ).toBe(200);

      const visible = async (key: string) =>
        (await api.get<FileUrlResponse>(`/files/${key}`, { token: admin })).status === 200;
      const onDisk = (key: string) => existsSync(path.join(server.dataDir, 'files', key));
      // a day has not passed: nothing goes
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await visible(unused)).toBe(true);

      clock += 24 * 60 * 60 * 1000 + 60_000;
      const recent = (await upload(server.url, tenant.token, PNG_BYTES)).body.key;
      // an image goes with its resized versions (each record first, then its object); a file in use keeps them,
      // also when only a version is named
      const withVersions = (key: string) => [key, ...mediaVersionKeys(key)];
      const gone = async (key: string) => !(await visible(key)) && (usingPostgres || !onDisk(key));
      expect(await waitFor(async () => (await Promise.all(withVersions(unused).map(gone))).every(Boolean), 5000)).toBe(
        true,
      );
      for (const key of [...withVersions(asAsset), ...withVersions(asLogo), clip, ...withVersions(poster), recent]) {
        expect(await visible(key), key).toBe(true);
        if (!usingPostgres) expect(onDisk(key), key).toBe(true);
      }
    } finally {
      await server.destroy();
    }
  }, 120_000);
});
