/**
 * media:backfill on a data directory (or database) seeded as before uploads were processed: an image with EXIF,
 * no versions and an asset showing the image itself. Runs twice: the second run has nothing left to do.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mediaVersionKey, mediaVersionKeys, type Asset, type Campaign, type Entry } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db';
import { assets, files } from '../src/db/schema';
import { backfillMedia } from '../src/media/backfill';
import { createLocalStorage } from '../src/storage/storage';
import { adminToken, client, createTenant, startTestServer, upload, type TestServer } from './helpers';
import { jpegWithExif } from './pictures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(() => server?.destroy(), 30_000);

it('strips, resizes and points thumbnails at the versions of images stored before; idempotent', async () => {
  const api = client(server.url);
  const admin = await adminToken(api);
  const tenant = await createTenant(api, admin, 'Legacy');
  const campaign = await api.post<Campaign>(
    '/api/campaign',
    { name: 'Old', description: 'd', keyword: ['k'] },
    { token: tenant.token },
  );
  const entry = await api.post<Entry>(
    '/api/entry',
    { type: 'Redbook', accessValue: 'https://example.test/p', tenantId: tenant.id, campaignId: campaign.body.id },
    { token: tenant.token },
  );
  const legacy = await jpegWithExif(6, 90, 60);
  const key = (await upload(server.url, tenant.token, legacy, 'old.jpg')).body.key;
  const asset = await api.post<Asset>(
    '/api/asset',
    { type: 'image', entryId: entry.body.id, filePath: key },
    { token: tenant.token },
  );
  const broken = (await upload(server.url, tenant.token, legacy, 'broken.jpg')).body.key;
  await server.close();

  // as it was before: the uploaded bytes as they came, no versions, the asset showing the image itself
  const root = path.join(server.dataDir, 'files');
  const database = await openDatabase({
    dataDir: server.dataDir,
    ...(server.databaseUrl ? { databaseUrl: server.databaseUrl } : {}),
  });
  try {
    const { db } = database;
    writeFileSync(path.join(root, key), legacy);
    writeFileSync(path.join(root, broken), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    for (const version of [...mediaVersionKeys(key), ...mediaVersionKeys(broken)]) rmSync(path.join(root, version));
    await db.delete(files).where(inArray(files.key, [...mediaVersionKeys(key), ...mediaVersionKeys(broken)]));
    await db.update(assets).set({ thumbnailPath: key }).where(eq(assets.id, asset.body.id));

    const lines: string[] = [];
    const storage = createLocalStorage(root);
    const first = await backfillMedia(db, storage, (line) => lines.push(line));
    expect(first).toMatchObject({ processed: 1, failed: 1 });
    expect(lines.at(-1)).toMatch(/^media:backfill \d+\/\d+ images: 1 processed, \d+ already done, 1 failed/);
    expect(lines.some((line) => line.includes(broken))).toBe(true);

    const original = readFileSync(path.join(root, key));
    const meta = await sharp(original).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([60, 90]);
    expect(original.includes('SERIAL-123456')).toBe(false);
    for (const version of mediaVersionKeys(key)) expect(existsSync(path.join(root, version)), version).toBe(true);
    const rows = await db
      .select()
      .from(files)
      .where(inArray(files.key, mediaVersionKeys(key)));
    expect(rows.map((row) => row.uploadedBy)).toEqual([tenant.id, tenant.id, tenant.id]);
    const [row] = await db.select().from(assets).where(eq(assets.id, asset.body.id));
    expect(row!.thumbnailPath).toBe(mediaVersionKey(key, 'thumbnail'));

    const second = await backfillMedia(db, storage, () => undefined);
    expect(second).toMatchObject({ processed: 0, failed: 1 });
    expect(second.skipped).toBe(first.skipped + 1);
  } finally {
    await database.close();
  }
}, 60_000);
