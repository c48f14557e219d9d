/**
 * Backups of the embedded database: seed an instance through its API, back it up (`npm run backup`'s command),
 * restore into a new directory, start a server there and find every list and a stored file's bytes as they were.
 * The commands refuse while a server holds the data directory, and a restore only goes into an empty one.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Asset, Campaign, Entry, FileUrlResponse, Link, Tenant, User } from '@app/contract';
import * as tar from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { backup, restore } from '../src/ops/backup';
import { createLocalStorage } from '../src/storage/storage';
import {
  JPEG_BYTES,
  adminToken,
  client,
  createTenant,
  runCli,
  startTestServer,
  upload,
  usingPostgres,
  type Client,
} from './helpers';

const LISTS = [
  '/api/admin',
  '/api/tenant',
  '/api/user',
  '/api/link',
  '/api/campaign',
  '/api/content',
  '/api/asset',
  '/api/entry',
];

async function everyList(api: Client, token: string): Promise<Record<string, unknown>> {
  const lists: Record<string, unknown> = {};
  for (const list of LISTS) {
    const reply = await api.get(list, { token });
    expect(reply.status, list).toBe(200);
    lists[list] = reply.body;
  }
  return lists;
}

describe.skipIf(usingPostgres)('backup and restore of the embedded database', () => {
  it('restores every list and every file into a new directory', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
    const source = await startTestServer();
    let restored: Awaited<ReturnType<typeof startTestServer>> | undefined;
    try {
      const api = client(source.url);
      const admin = await adminToken(api);
      const tenant = await createTenant(api, admin, 'Backed');
      const key = (await upload(source.url, tenant.token, JPEG_BYTES, 'photo.jpg')).body.key;
      await api.patch<Tenant>(`/api/tenant/one/${tenant.id}`, { logo: key }, { token: tenant.token });
      await api.post<User>(
        '/api/user',
        { tenantId: tenant.id, name: 'U', phone: '1', email: 'u@example.test' },
        { token: admin },
      );
      const [link] = (await api.post<Link[]>('/api/link/generate', { count: 2 }, { token: admin })).body;
      await api.post('/api/link/assign', { uuid: link!.uuid, tenantId: tenant.id }, { token: admin });
      const campaign = (
        await api.post<Campaign>(
          '/api/campaign',
          { name: '中秋', description: 'd', keyword: ['月饼'] },
          { token: tenant.token },
        )
      ).body;
      const entry = (
        await api.post<Entry>(
          '/api/entry',
          { type: 'Redbook', accessValue: 'v', tenantId: tenant.id, campaignId: campaign.id },
          { token: tenant.token },
        )
      ).body;
      const photo = (await upload(source.url, tenant.token, JPEG_BYTES, 'asset.jpg')).body.key;
      await api.post<Asset>(
        '/api/asset',
        { type: 'image', entryId: entry.id, filePath: photo },
        { token: tenant.token },
      );
      await api.post('/api/content/bulk', [{ campaignId: campaign.id, title: 'T', text: 'Body', keyword: ['k'] }], {
        token: tenant.token,
      });
      const before = await everyList(api, admin);

      // the server holds the data directory: no backup while it runs
      const archive = path.join(work, 'backup.tar.gz');
      const running = runCli(['backup', archive], { DATA_DIR: source.dataDir });
      expect(running.code).toBe(1);
      expect(running.stderr).toMatch(/is in use by another server .*needs the server stopped/);

      await source.close();
      const made = runCli(['backup', archive], { DATA_DIR: source.dataDir });
      expect(made.code, made.stderr).toBe(0);
      // two photos, each with its three versions (thumbnail, display and the customer's share JPEG)
      expect(made.stdout).toMatch(/^Backed up .* the database and 8 files \(/);

      const target = path.join(work, 'restored');
      const done = runCli(['restore', archive], { DATA_DIR: target });
      expect(done.code, done.stderr).toBe(0);
      expect(done.stdout).toMatch(/^Restored .* the database and 8 files\. Start the server to use it\./);
      // a restore never overwrites
      const again = runCli(['restore', archive], { DATA_DIR: target });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/is not empty: restore into a new, empty DATA_DIR/);

      restored = await startTestServer({ dataDir: target });
      const restoredApi = client(restored.url);
      const restoredAdmin = await adminToken(restoredApi);
      expect(await everyList(restoredApi, restoredAdmin)).toEqual(before);
      // sessions from before the backup go on (same signing secret, same token versions)
      expect((await restoredApi.get('/api/campaign', { token: tenant.token })).status).toBe(200);
      const signed = await restoredApi.get<FileUrlResponse>(`/files/${photo}`, { token: restoredAdmin });
      const bytes = Buffer.from(await (await fetch(signed.body.url)).arrayBuffer());
      expect(bytes.equals(JPEG_BYTES)).toBe(true);
    } finally {
      await restored?.destroy();
      await source.destroy();
      rmSync(work, { recursive: true, force: true });
    }
  }, 240_000);

  it('refuses an archive that is not a backup, and leaves the directory empty', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'backup-bad-'));
    try {
      const file = path.join(work, 'not-a-backup.tar.gz');
      writeFileSync(file, 'hello');
      const target = path.join(work, 'data');
      await expect(
        restore({ dataDir: target, storage: createLocalStorage(path.join(target, 'files')), file }),
      ).rejects.toThrow();
      expect(readdirSync(target)).toEqual([]);
      expect(runCli(['restore'], { DATA_DIR: target }).stderr).toContain('Name the archive: npm run restore -- FILE');
      await expect(
        backup({ dataDir: path.join(work, 'nothing'), storage: createLocalStorage(work), file: path.join(work, 'x') }),
      ).rejects.toThrow(/holds no embedded database/);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses an archive whose database is a truncated gzip or not a tar with one clean line, no stack', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'backup-broken-'));
    /** A gzipped tar holding `database` as the database entry, before a manifest. */
    const archive = async (database: Buffer) => {
      const pack = tar.pack();
      pack.entry({ name: 'database.tar.gz' }, database);
      pack.entry({ name: 'manifest.json' }, '{}');
      pack.finalize();
      const chunks: Buffer[] = [];
      for await (const chunk of pack) chunks.push(chunk as Buffer);
      return gzipSync(Buffer.concat(chunks));
    };
    const noise = gzipSync(Buffer.alloc(20_000, 'not a database '));
    try {
      const cases = { truncated: noise.subarray(0, noise.byteLength - 8), 'not-a-tar': noise };
      for (const [name, database] of Object.entries(cases)) {
        const file = path.join(work, `${name}.tar.gz`);
        writeFileSync(file, await archive(database));
        const target = path.join(work, `data-${name}`);
        const run = runCli(['restore', file], { DATA_DIR: target });
        expect(run.code).toBe(1);
        expect(run.stderr.trim().split('\n')).toEqual([
          `Could not run restore: ${file} holds a damaged database (${name === 'truncated' ? 'not a whole gzip stream' : 'not a tar archive'})`,
        ]);
        expect(readdirSync(target).filter((entry) => !entry.startsWith('.'))).toEqual([]);
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 240_000);
});
