/**
 * Several instances: the S3-compatible storage driver (against s3rver in-process on loopback), and two servers on
 * one PostgreSQL database sharing one bucket (events and uploads made through one reach the other).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Campaign, FileUrlResponse } from '@app/contract';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index';
import { silentLogger } from '../src/logger';
import { mediaVersionKey } from '@app/contract';
import { createS3Storage, type S3Settings } from '../src/storage/s3';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  JPEG_BYTES,
  JWT_SECRET,
  PNG_BYTES,
  adminToken,
  client,
  createTenant,
  listenSse,
  startTestServer,
  upload,
  usingPostgres,
  waitFor,
  type TestServer,
} from './helpers';

const BUCKET = 'app-files';

async function startS3(): Promise<{ settings: S3Settings; directory: string; stop(): Promise<void> }> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'app-s3-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  return {
    directory,
    settings: {
      bucket: BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async stop() {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function readFileThrough(base: string, token: string, key: string) {
  const signed = await client(base).get<FileUrlResponse>(`/files/${key}`, { token });
  expect(signed.status).toBe(200);
  const file = await fetch(signed.body.url);
  return {
    status: file.status,
    type: file.headers.get('content-type'),
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
}

let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3?.stop());

describe('S3-compatible storage driver', () => {
  it('stores, measures, reads ranges of and deletes objects; a missing object is null', async () => {
    const storage = await createS3Storage(s3.settings);
    const key = `campaign-media/${crypto.randomUUID()}.png`;
    await storage.put(key, new Uint8Array(PNG_BYTES));
    expect(await storage.size(key)).toBe(PNG_BYTES.length);
    const whole = await storage.get(key);
    expect(whole?.size).toBe(PNG_BYTES.length);
    expect(Buffer.from(await new Response(whole!.body).arrayBuffer())).toEqual(PNG_BYTES);
    const part = await storage.get(key, { start: 1, end: 3 });
    expect(part?.size).toBe(PNG_BYTES.length);
    expect(Buffer.from(await new Response(part!.body).arrayBuffer())).toEqual(PNG_BYTES.subarray(1, 4));
    await storage.delete(key);
    expect(await storage.size(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // deleting twice is fine
    await expect(storage.put('../escape.png', new Uint8Array(PNG_BYTES))).rejects.toThrow('invalid object key');
  });

  it('refuses to start on a missing bucket or an unknown access key, naming the bucket', async () => {
    await expect(createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' })).rejects.toThrow(
      /S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ answered 404 \(no such bucket\)/,
    );
    await expect(createS3Storage({ ...s3.settings, accessKeyId: 'UNKNOWN' })).rejects.toThrow(
      /answered 403 \(check the access key/,
    );
  });
});

describe('a server on S3 storage', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ s3: s3.settings });
  }, 180_000);
  afterAll(() => server?.destroy(), 30_000);

  it('keeps uploads in the bucket, not in DATA_DIR, and serves them (whole and ranges) with their type', async () => {
    const admin = await adminToken(client(server.url));
    const stored = await upload(server.url, admin, JPEG_BYTES, 'photo.jpg');
    expect(stored.status).toBe(201);
    const key = stored.body.key;
    expect(filesUnder(path.join(server.dataDir, 'files'))).toEqual([]);
    expect(filesUnder(s3.directory).some((file) => file.includes(key.split('/')[1]!))).toBe(true);

    const file = await readFileThrough(server.url, admin, key);
    expect(file).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(Buffer.from(file.bytes)).toEqual(JPEG_BYTES);
    const signed = await client(server.url).get<FileUrlResponse>(`/files/${key}`, { token: admin });
    const ranged = await fetch(signed.body.url, { headers: { Range: 'bytes=2-5' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 2-5/${JPEG_BYTES.length}`);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(JPEG_BYTES.subarray(2, 6));
  });

  it("keeps an image's resized versions in the bucket beside it and deletes them with it", async () => {
    const admin = await adminToken(client(server.url));
    const key = (await upload(server.url, admin, PNG_BYTES, 'photo.png')).body.key;
    const [thumbnail, display] = [mediaVersionKey(key, 'thumbnail')!, mediaVersionKey(key, 'display')!];
    const inBucket = (name: string) => filesUnder(s3.directory).some((file) => file.includes(name.split('/')[1]!));
    expect([inBucket(key), inBucket(thumbnail), inBucket(display)]).toEqual([true, true, true]);
    expect(await readFileThrough(server.url, admin, thumbnail)).toMatchObject({ status: 200, type: 'image/webp' });
    const tenant = await createTenant(client(server.url), admin, 'Bucket');
    expect(
      (await client(server.url).patch(`/api/tenant/one/${tenant.id}`, { logo: key }, { token: admin })).status,
    ).toBe(200);
    await client(server.url).patch(`/api/tenant/one/${tenant.id}`, { logo: null }, { token: admin });
    expect([inBucket(key), inBucket(thumbnail), inBucket(display)]).toEqual([false, false, false]);
  });

  it('answers 503 with a clear message, and stays up, while the bucket is unreachable', async () => {
    const flaky = await startS3();
    const other = await startTestServer({ s3: { ...flaky.settings, timeoutMs: 2000 } });
    try {
      const admin = await adminToken(client(other.url));
      await flaky.stop();
      const refused = await upload(other.url, admin, PNG_BYTES);
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({
        message: 'File storage is unavailable. Please try again.',
        code: 'storage_unavailable',
      });
      expect(other.logs.some((line) => line.includes('S3 PUT'))).toBe(true);
      expect((await client(other.url).get('/api/campaign', { token: admin })).status).toBe(200);
    } finally {
      await other.destroy();
    }
  }, 60_000);
});

describe.skipIf(!usingPostgres)('two servers on one PostgreSQL database and one bucket', () => {
  let first: TestServer;
  let second: RunningServer;
  let secondDir: string;

  beforeAll(async () => {
    first = await startTestServer({ s3: s3.settings });
    secondDir = mkdtempSync(path.join(os.tmpdir(), 'app-server-second-'));
    second = await startServer({
      port: 0,
      dataDir: secondDir,
      databaseUrl: first.databaseUrl!,
      adminUsername: ADMIN_USERNAME,
      adminPassword: ADMIN_PASSWORD,
      jwtSecret: JWT_SECRET,
      quiet: true,
      logger: silentLogger(),
      s3: s3.settings,
    });
  }, 180_000);
  afterAll(async () => {
    await second?.close();
    await first?.destroy();
    rmSync(secondDir, { recursive: true, force: true });
  }, 30_000);

  it('an event caused through one reaches the SSE clients of the other, for the right viewers only', async () => {
    const one = client(first.url);
    const two = client(second.url);
    const admin = await adminToken(one);
    const alpha = await createTenant(one, admin, 'Alpha');
    const beta = await createTenant(two, admin, 'Beta');
    const alphaOnSecond = await listenSse(second.url, { Authorization: `Bearer ${alpha.token}` });
    const adminOnSecond = await listenSse(second.url, { Authorization: `Bearer ${admin}` });
    const betaOnSecond = await listenSse(second.url, { Authorization: `Bearer ${beta.token}` });
    const alphaOnFirst = await listenSse(first.url, { Authorization: `Bearer ${alpha.token}` });
    try {
      const campaign = await one.post<Campaign>(
        '/api/campaign',
        { name: 'Across', description: 'd', keyword: ['k'] },
        { token: alpha.token },
      );
      expect(campaign.status).toBe(201);
      expect(await waitFor(() => alphaOnSecond.events.length > 0 && adminOnSecond.events.length > 0, 5000)).toBe(true);
      expect(alphaOnSecond.events).toEqual(['campaign']);
      expect(adminOnSecond.events).toEqual(['campaign']);

      // and back: a content saved through the second reaches the first
      const content = await two.post(
        '/api/content',
        { title: 't', text: 'x', keyword: ['k'], campaignId: campaign.body.id },
        { token: alpha.token },
      );
      expect(content.status).toBe(201);
      expect(await waitFor(() => alphaOnFirst.events.includes('content'), 5000)).toBe(true);
      expect(alphaOnFirst.events).toEqual(['campaign', 'content']);
      expect(betaOnSecond.events).toEqual([]);
    } finally {
      await Promise.all([alphaOnSecond.close(), adminOnSecond.close(), betaOnSecond.close(), alphaOnFirst.close()]);
    }
  });

  it("one's list caches are invalidated by writes through the other", async () => {
    const one = client(first.url);
    const two = client(second.url);
    const admin = await adminToken(two);
    const tenant = await createTenant(one, admin, 'Cache');
    const before = await two.get('/api/campaign', { token: tenant.token });
    expect(before.body).toEqual([]);
    const etag = before.headers.get('etag')!;
    expect((await two.get('/api/campaign', { token: tenant.token, headers: { 'If-None-Match': etag } })).status).toBe(
      304,
    );

    await one.post(
      '/api/campaign',
      { name: 'Seen elsewhere', description: 'd', keyword: ['k'] },
      { token: tenant.token },
    );
    // the notification is asynchronous: poll the second's list
    let names: string[] = [];
    await waitFor(async () => {
      names = ((await two.get('/api/campaign', { token: tenant.token })).body as { name: string }[]).map(
        (row) => row.name,
      );
      return names.length > 0;
    }, 5000);
    expect(names).toEqual(['Seen elsewhere']);
  });

  it('a file uploaded through one is readable through the other, and a token from one works on the other', async () => {
    const one = client(first.url);
    const admin = await adminToken(one);
    const tenant = await createTenant(one, admin, 'Files');
    const stored = await upload(first.url, tenant.token, PNG_BYTES, 'logo.png');
    expect(stored.status).toBe(201);
    const key = stored.body.key;

    const file = await readFileThrough(second.url, tenant.token, key);
    expect(file).toMatchObject({ status: 200, type: 'image/png' });
    expect(Buffer.from(file.bytes)).toEqual(PNG_BYTES);

    // ownership is checked by the second too: another tenant signed in there gets 404
    const other = await createTenant(client(second.url), admin, 'Other');
    expect((await client(second.url).get(`/files/${key}`, { token: other.token })).status).toBe(404);

    // a URL signed by the first verifies on the second (both derive the signing key from the same secret)
    const signedByFirst = await one.get<FileUrlResponse>(`/files/${key}`, { token: tenant.token });
    const url = new URL(signedByFirst.body.url);
    const viaSecond = await fetch(`${second.url}${url.pathname}${url.search}`);
    expect(viaSecond.status).toBe(200);
    expect(Buffer.from(await viaSecond.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('counts failed sign-ins on both: ten spread over the two, and the next is refused by either', async () => {
    const one = client(first.url);
    const two = client(second.url);
    const admin = await adminToken(one);
    const tenant = await createTenant(one, admin, 'Guarded');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const api = attempt % 2 ? one : two;
      expect(
        (await api.post('/api/auth/tenant/login', { email: tenant.email, password: `wrong-${attempt}` })).status,
      ).toBe(401);
    }
    expect((await one.post('/api/auth/tenant/login', { email: tenant.email, password: tenant.password })).status).toBe(
      429,
    );
    expect((await two.post('/api/auth/tenant/login', { email: tenant.email, password: tenant.password })).status).toBe(
      429,
    );
  });
});
