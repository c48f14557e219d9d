/**
 * A logo URL that cannot be downloaded when saved: the profile says "pending" while the server tries again in the
 * background, and "failed" once 24 hours passed; both are kept in the database, so a restart resumes the tries
 * within the 24 hours and keeps a failure after them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Tenant, TenantLoginResponse } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { PNG_BYTES, adminToken, client, createTenant, startTestServer, waitFor, type TestServer } from './helpers';

let images: Server;
let base: string;
/** Paths that answer their image (the others answer 503, as a host that is down). */
const ready = new Set<string>();
/** Paths the image server was asked for. */
const requested: string[] = [];

beforeAll(async () => {
  images = createServer((request, response) => {
    const path = request.url ?? '';
    requested.push(path);
    if (ready.has(path)) response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG_BYTES);
    else response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => images.close(() => resolve())));

const HOUR = 60 * 60 * 1000;
/** The servers' clock: the real time moved on by `offset` (tokens expire with it; tenants sign in again). */
let offset = 0;
const options = {
  logoFetch: { allowAddress: (address: string) => address === '127.0.0.1' },
  logoRetryMs: 100,
  now: () => Date.now() + offset,
};

interface Owner {
  id: string;
  email: string;
  password: string;
}

async function profile(server: RunningServer, owner: Owner): Promise<Tenant> {
  const api = client(server.url);
  const login = await api.post<TenantLoginResponse>('/api/auth/tenant/login', {
    email: owner.email,
    password: owner.password,
  });
  return (await api.get<Tenant>('/api/tenant/profile', { token: login.body.token })).body;
}

const asked = (path: string) => requested.filter((one) => one === path).length;

describe('a logo URL that cannot be downloaded yet', () => {
  let server: TestServer;
  let running: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(options);
    running = server;
  }, 180_000);
  afterAll(async () => {
    if (running !== server) await running.close();
    await server?.destroy();
  }, 30_000);

  it('is pending while tried, could not be downloaded after 24 hours, and stays so after a restart', async () => {
    const api = client(running.url);
    const admin = await adminToken(api);
    const owner = await createTenant(api, admin, 'Pending');
    const saved = await api.patch<Tenant>(`/api/tenant/one/${owner.id}`, { logo: `${base}/down.png` }, owner);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ logo: `${base}/down.png`, logoStatus: 'pending' });
    expect(await waitFor(() => asked('/down.png') >= 2, 10_000)).toBe(true);
    expect((await profile(running, owner)).logoStatus).toBe('pending');

    offset += 25 * HOUR;
    expect(await waitFor(async () => (await profile(running, owner)).logoStatus === 'failed', 10_000)).toBe(true);
    const tries = asked('/down.png');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(asked('/down.png'), 'no try after giving up').toBe(tries);

    await running.close();
    running = await server.restart(options);
    ready.add('/down.png');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await profile(running, owner)).toMatchObject({ logo: `${base}/down.png`, logoStatus: 'failed' });
    expect(asked('/down.png'), 'no try after the restart').toBe(tries);

    // another logo (the owner uploads it instead) ends the failure
    const adminNow = await adminToken(client(running.url));
    const uploaded = await client(running.url).patch<Tenant>(
      `/api/tenant/one/${owner.id}`,
      { logo: null },
      {
        token: adminNow,
      },
    );
    expect(uploaded.body).toMatchObject({ logo: null, logoStatus: null });
  }, 120_000);

  it('resumes its tries after a restart within the 24 hours and stores the logo', async () => {
    const admin = await adminToken(client(running.url));
    const owner = await createTenant(client(running.url), admin, 'Resumed');
    const url = `${base}/later.png`;
    await client(running.url).patch(`/api/tenant/one/${owner.id}`, { logo: url }, { token: admin });
    expect(await waitFor(() => asked('/later.png') >= 1, 10_000)).toBe(true);

    await running.close();
    offset += 20 * HOUR;
    ready.add('/later.png');
    running = await server.restart(options);
    expect(await waitFor(async () => (await profile(running, owner)).logo !== url, 10_000)).toBe(true);
    const stored = await profile(running, owner);
    expect(stored.logo).toMatch(/^campaign-media\/[0-9a-f-]{36}\.png$/);
    expect(stored.logoStatus).toBeNull();
  }, 120_000);

  it('gives up without another try when the server was down past the 24 hours', async () => {
    const admin = await adminToken(client(running.url));
    const owner = await createTenant(client(running.url), admin, 'Overslept');
    const url = `${base}/overslept.png`;
    await client(running.url).patch(`/api/tenant/one/${owner.id}`, { logo: url }, { token: admin });
    expect(await waitFor(() => asked('/overslept.png') >= 1, 10_000)).toBe(true);

    await running.close();
    const tries = asked('/overslept.png');
    offset += 25 * HOUR;
    ready.add('/overslept.png');
    running = await server.restart(options);
    expect(await waitFor(async () => (await profile(running, owner)).logoStatus === 'failed', 10_000)).toBe(true);
    expect(asked('/overslept.png')).toBe(tries);
  }, 120_000);
});
