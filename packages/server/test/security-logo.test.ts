/**
 * Security of logos given as URLs (server-side request forgery, tracking pixels): a logo is always a stored file.
 * A URL is fetched once at save time and stored; a URL naming a private, loopback or link-local address (directly,
 * through a host name or through a redirect) is refused without contacting it; the answer must be a PNG or JPEG
 * of at most 5 MB.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FileUrlResponse, Tenant } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PNG_BYTES,
  adminToken,
  client,
  createTenant,
  startTestServer,
  waitFor,
  type Client,
  type TestServer,
} from './helpers';

let images: Server;
let base: string;
/** Whether /later.png answers its image yet (503 before). */
let laterReady = false;
/** Paths the image server was asked for. */
const requested: string[] = [];

beforeAll(async () => {
  images = createServer((request, response) => {
    requested.push(request.url ?? '');
    const port = (images.address() as AddressInfo).port;
    const routes: Record<string, () => void> = {
      '/logo.png': () => response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG_BYTES),
      '/page.html': () => response.writeHead(200, { 'Content-Type': 'image/png' }).end('<html>hello</html>'),
      '/huge.png': () =>
        response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.concat([PNG_BYTES, Buffer.alloc(6e6)])),
      '/moved': () => response.writeHead(302, { Location: '/logo.png' }).end(),
      '/to-metadata': () => response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data' }).end(),
      '/to-loopback': () => response.writeHead(302, { Location: `http://127.0.0.2:${port}/logo.png` }).end(),
      '/missing.png': () => response.writeHead(404).end(),
      '/later.png': () =>
        laterReady
          ? response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG_BYTES)
          : response.writeHead(503).end(),
    };
    (routes[request.url ?? ''] ?? routes['/missing.png']!)();
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => images.close(() => resolve())));

async function world(server: TestServer) {
  const api = client(server.url);
  const admin = await adminToken(api);
  const tenant = await createTenant(api, admin, 'Logo');
  return { api, admin, tenant };
}

const setLogo = (api: Client, tenant: { id: string; token: string }, logo: string) =>
  api.patch<Tenant>(`/api/tenant/one/${tenant.id}`, { logo }, { token: tenant.token });

describe('logo URLs on a server that may reach only the public internet (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 180_000);
  afterAll(() => server?.destroy(), 30_000);

  it('refuses loopback, private and link-local targets without contacting them, and keeps the logo', async () => {
    const { api, admin, tenant } = await world(server);
    const port = new URL(base).port;
    requested.length = 0;
    for (const url of [
      `${base}/logo.png`,
      `http://localhost:${port}/logo.png`,
      `http://[::ffff:127.0.0.1]:${port}/logo.png`,
      `http://[::1]:${port}/logo.png`,
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.1/logo.png',
      `http://[::127.0.0.1]:${port}/logo.png`,
      `http://[::ffff:0:7f00:1]:${port}/logo.png`,
      `http://[::ffff:0:127.0.0.1]:${port}/logo.png`,
      `http://[0:0:0:0:0:ffff:7f00:1]:${port}/logo.png`,
      `http://2130706433:${port}/logo.png`,
      `http://0177.0.0.1:${port}/logo.png`,
      `http://0x7f.0.0.1:${port}/logo.png`,
      `http://0x7f000001:${port}/logo.png`,
      `http://127.1:${port}/logo.png`,
    ]) {
      const reply = await setLogo(api, tenant, url);
      expect(reply.status, url).toBe(400);
      expect(reply.body, url).toEqual({
        message: 'Logo URL must point to a public internet address',
        code: 'logo_not_public',
      });
    }
    // a user name in the URL: refused at once (never kept for a background retry)
    for (const url of [
      `http://user:pw@127.0.0.1:${port}/logo.png`,
      'https://x@10.0.0.1/logo.png',
      'https://x@example.com/a.png',
    ]) {
      const reply = await setLogo(api, tenant, url);
      expect(reply.status, url).toBe(400);
      expect(reply.body, url).toEqual({
        message: 'Logo URL must not contain a user name or password',
        code: 'logo_url_credentials',
      });
    }
    const created = await api.post(
      '/api/tenant',
      {
        name: 'Pixel',
        industry_type: 'x',
        address: 'x',
        email: 'pixel@example.test',
        phone: '1',
        password: 'pixel-password',
        logo: `${base}/logo.png`,
      },
      { token: admin },
    );
    expect(created.status).toBe(400);
    expect(requested).toEqual([]);
    expect((await api.get<Tenant>('/api/tenant/profile', { token: tenant.token })).body.logo).toBeNull();
  });
});

describe('logo URLs fetched and stored (a test server counts as public here)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      logoFetch: { allowAddress: (address) => address === '127.0.0.1' },
      logoRetryMs: 200,
    });
  }, 180_000);
  afterAll(() => server?.destroy(), 30_000);

  it('stores the image and keeps its key as the logo, never the URL; follows a redirect', async () => {
    const { api, tenant } = await world(server);
    for (const path of ['/logo.png', '/moved']) {
      const reply = await setLogo(api, tenant, `${base}${path}`);
      expect(reply.status, path).toBe(200);
      const logo = reply.body.logo!;
      expect(logo).toMatch(/^campaign-media\/[0-9a-f-]{36}\.png$/);
      const signed = await api.get<FileUrlResponse>(`/files/${logo}`, { token: tenant.token });
      const stored = await fetch(signed.body.url);
      expect(Buffer.from(await stored.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    }
  });

  it('refuses a redirect to a forbidden address, an answer that is not an image and a huge one at once', async () => {
    const { api, tenant } = await world(server);
    const cases: [string, number, string, string][] = [
      ['/to-metadata', 400, 'logo_not_public', 'Logo URL must point to a public internet address'],
      ['/to-loopback', 400, 'logo_not_public', 'Logo URL must point to a public internet address'],
      ['/page.html', 415, 'logo_wrong_type', 'Invalid file type. Only JPEG and PNG allowed.'],
      ['/huge.png', 413, 'logo_too_large', 'Max file size is 5MB'],
    ];
    for (const [path, status, code, message] of cases) {
      const reply = await setLogo(api, tenant, `${base}${path}`);
      expect([reply.status, reply.body], path).toEqual([status, { message, code }]);
    }
    expect((await api.get<Tenant>('/api/tenant/profile', { token: tenant.token })).body.logo).toBeNull();
  });

  it('saves a URL that cannot be downloaded now, keeps it, and stores the image once a background try succeeds', async () => {
    const { api, tenant } = await world(server);
    const later = `${base}/later.png`;
    laterReady = false;
    const saved = await setLogo(api, tenant, later);
    expect(saved.status).toBe(200);
    expect(saved.body.logo).toBe(later);
    laterReady = true;
    const profile = async () => (await api.get<Tenant>('/api/tenant/profile', { token: tenant.token })).body.logo;
    expect(await waitFor(async () => (await profile()) !== later, 30_000)).toBe(true);
    const logo = (await profile())!;
    expect(logo).toMatch(/^campaign-media\/[0-9a-f-]{36}\.png$/);
    const signed = await api.get<FileUrlResponse>(`/files/${logo}`, { token: tenant.token });
    expect(Buffer.from(await (await fetch(signed.body.url)).arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  }, 60_000);
});
