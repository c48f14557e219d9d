/**
 * Stored files are bounded: each tenant keeps at most its storage quota (413 beyond it, with a clear message), and
 * uploads that no record used within a day are swept (from the database and the storage), while files in use and
 * recent uploads stay.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Asset, Campaign, Entry, FileUrlResponse, Tenant } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  PNG_BYTES,
  adminToken,
  client,
  createTenant,
  startTestServer,
  upload,
  usingPostgres,
  waitFor,
} from './helpers';

const png = (size: number) => {
  const bytes = Buffer.alloc(size, 0x41);
  PNG_BYTES.copy(bytes);
  return bytes;
};

describe('the storage quota', () => {
  it("refuses a tenant's upload past its quota with 413 and a clear message; others are not affected", async () => {
    const server = await startTestServer({ storageQuotaBytes: 3000 });
    try {
      const api = client(server.url);
      const admin = await adminToken(api);
      const full = await createTenant(api, admin, 'Full');
      const roomy = await createTenant(api, admin, 'Roomy');
      expect((await upload(server.url, full.token, png(2000))).status).toBe(201);
      expect((await upload(server.url, full.token, png(1000))).status).toBe(201);
      const refused = await upload(server.url, full.token, png(100));
      expect(refused.status).toBe(413);
      expect(refused.body).toEqual({
        message:
          'Storage is full: each business may keep 2.9 KiB of files. Delete assets you no longer need and try again.',
      });
      expect((await upload(server.url, roomy.token, png(2000))).status).toBe(201);
      // administrators have no quota
      for (let i = 0; i < 3; i += 1) expect((await upload(server.url, admin, png(2000))).status).toBe(201);
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
      // the record goes first, then the object
      expect(await waitFor(async () => !(await visible(unused)) && (usingPostgres || !onDisk(unused)), 5000)).toBe(
        true,
      );
      for (const key of [asAsset, asLogo, recent]) {
        expect(await visible(key)).toBe(true);
        if (!usingPostgres) expect(onDisk(key)).toBe(true);
      }
    } finally {
      await server.destroy();
    }
  }, 120_000);
});
