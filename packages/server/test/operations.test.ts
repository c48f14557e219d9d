/**
 * What an operator relies on: health and readiness without a token, request ids, metrics only for the scraper,
 * the app at `/` for any caller that is not asking for JSON, the app's Content-Security-Policy, HSTS behind https,
 * and a log that never carries a password, token or cookie.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { AdminLoginResponse, FileUrlResponse } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/storage/storage';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  PNG_BYTES,
  adminToken,
  client,
  createTenant,
  FAKE_APP_SCRIPT,
  fakeAppBuild,
  listenSse,
  startTestServer,
  upload,
  usingPostgres,
  type TestServer,
} from './helpers';

const METRICS_TOKEN = 'scrape-token-0123456789';
let staticDir: string;
let server: TestServer;
let brokenStorage = false;

beforeAll(async () => {
  staticDir = fakeAppBuild();
  const storage = createLocalStorage(path.join(staticDir, 'files'));
  server = await startTestServer({
    staticDir,
    metricsToken: METRICS_TOKEN,
    metricsPort: 0,
    quiet: false,
    storage: {
      ...storage,
      check: () => (brokenStorage ? Promise.reject(new Error('disk gone')) : storage.check()),
    },
  });
}, 180_000);

afterAll(async () => {
  await server?.destroy();
  rmSync(staticDir, { recursive: true, force: true });
}, 30_000);

describe('health and readiness', () => {
  it('answer without a token and without data; readiness names the failing part with 503', async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${server.url}/api/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    brokenStorage = true;
    try {
      const notReady = await fetch(`${server.url}/api/ready`);
      expect([notReady.status, await notReady.json()]).toEqual([
        503,
        {
          message: 'Not ready: the file storage cannot be reached',
          code: 'not_ready',
          params: { problem: 'the file storage cannot be reached' },
        },
      ]);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      brokenStorage = false;
    }
  });
});

describe('request ids', () => {
  it("returns the caller's X-Request-Id (a sensible one), or a new one, and tags the request's log line", async () => {
    const given = await fetch(`${server.url}/api/health`, { headers: { 'X-Request-Id': 'lb-1234.abc' } });
    expect(given.headers.get('x-request-id')).toBe('lb-1234.abc');
    const made = await fetch(`${server.url}/api/health`, { headers: { 'X-Request-Id': 'no spaces <allowed>' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const line = server.logRecords.find((record) => record.reqId === 'lb-1234.abc');
    expect(line).toMatchObject({ method: 'GET', path: '/api/health', status: 200 });
    expect(line?.msg).toMatch(/^GET \/api\/health 200 \d+ms$/);
  });
});

describe('metrics', () => {
  it('answer only the configured token on the main port, and anyone on the metrics port', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/metrics`, { headers: { Authorization: 'Bearer scrape-token-wrong-456789' } })).status,
    ).toBe(401);
    const api = client(server.url);
    const admin = await adminToken(api);
    await api.get('/api/campaign', { token: admin });
    await api.get('/api/campaign', { token: admin });
    await upload(server.url, admin, PNG_BYTES);
    const stream = await listenSse(server.url, { Authorization: `Bearer ${admin}` });
    const scraped = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toContain('text/plain');
    const text = await scraped.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/campaign",status="200"\} [2-9]/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/campaign"/);
    expect(text).toMatch(/^sse_clients 1$/m);
    expect(text).toMatch(/^list_cache_hits_total [1-9]/m);
    expect(text).toMatch(/^list_cache_misses_total [1-9]/m);
    // the embedded database is one connection; a PostgreSQL pool opens as many as requests overlapped (the sign-in
    // limiter's own query among them)
    expect(text).toMatch(
      usingPostgres ? /^db_pool_connections\{state="total"\} [1-9]\d*$/m : /^db_pool_connections\{state="total"\} 1$/m,
    );
    expect(text).toMatch(/^uploads_total\{result="stored"\} 1$/m);
    expect(text).toMatch(/^login_attempts_total\{result="success"\} [1-9]/m);
    expect(text).toMatch(/^generator_calls_total 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    await stream.close();

    const separate = await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`);
    expect(separate.status).toBe(200);
    expect(await separate.text()).toContain('http_requests_total');
  });

  it('are not served at all without a token or a metrics port', async () => {
    const plain = await startTestServer({ staticDir });
    try {
      const reply = await fetch(`${plain.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
      expect([reply.status, await reply.json()]).toEqual([404, { message: 'Not found', code: 'not_found' }]);
    } finally {
      await plain.destroy();
    }
  }, 60_000);
});

describe('the app', () => {
  it('answers / and app routes for any Accept but JSON-only, with its Content-Security-Policy', async () => {
    for (const accept of ['*/*', 'text/html', undefined]) {
      const reply = await fetch(`${server.url}/`, { headers: accept ? { Accept: accept } : {} });
      expect(reply.status, String(accept)).toBe(200);
      expect(await reply.text()).toContain('<div id="root">');
      const csp = reply.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/img-src 'self' blob: data:/);
      expect(csp).toContain("script-src 'self';");
    }
    expect((await fetch(`${server.url}/admin/campaign`)).status).toBe(200);
    const json = await fetch(`${server.url}/admin/campaign`, { headers: { Accept: 'application/json' } });
    expect([json.status, await json.json()]).toEqual([404, { message: 'Not found', code: 'not_found' }]);
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/assets/app.js`)).status).toBe(200);
    // the build's gzipped copy to a browser that takes gzip, the file itself to one that does not
    for (const [encoding, expected] of [
      ['gzip, deflate, br', 'gzip'],
      ['identity', null],
      ['gzip;q=0, identity', null],
    ] as const) {
      const reply = await fetch(`${server.url}/assets/app.js`, { headers: { 'Accept-Encoding': encoding } });
      expect(reply.headers.get('content-encoding'), encoding).toBe(expected);
      expect(reply.headers.get('vary'), encoding).toBe('Accept-Encoding');
      expect(await reply.text(), encoding).toBe(FAKE_APP_SCRIPT);
    }
    // no HSTS over plain http
    expect((await fetch(`${server.url}/`)).headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when the public address is https', async () => {
    const secure = await startTestServer({ staticDir, publicUrl: 'https://backoffice.example.com' });
    try {
      for (const url of ['/', '/api/health']) {
        const reply = await fetch(`${secure.url}${url}`);
        expect(reply.headers.get('strict-transport-security'), url).toBe('max-age=31536000');
      }
      const csp = (await fetch(`${secure.url}/`)).headers.get('content-security-policy');
      expect(csp).toContain("img-src 'self' blob: data: https://backoffice.example.com");
    } finally {
      await secure.destroy();
    }
  }, 60_000);
});

describe('the log', () => {
  it('never carries a password, token, cookie or file signature', async () => {
    const api = client(server.url);
    const login = await api.post<AdminLoginResponse>('/api/auth/admin/login', {
      username: ADMIN_USERNAME,
      password: ADMIN_PASSWORD,
    });
    const token = login.body.token;
    await api.post('/api/auth/admin/login', { username: ADMIN_USERNAME, password: 'a-wrong-password-123' });
    const tenant = await createTenant(api, token, 'Logged');
    const key = (await upload(server.url, tenant.token, PNG_BYTES)).body.key;
    const signed = await api.get<FileUrlResponse>(`/files/${key}`, { token: tenant.token });
    await fetch(signed.body.url);
    const stream = await listenSse(server.url, { Cookie: `token=${tenant.token}` }, '?tab=tab-12345678');
    await stream.close();
    await api.get('/api/campaign', { token: 'not-a-valid-token' });
    const signature = new URL(signed.body.url).searchParams.get('signature')!;
    const log = server.logRecords.map((record) => JSON.stringify(record)).join('\n');
    expect(server.logRecords.length).toBeGreaterThan(5);
    for (const secret of [
      ADMIN_PASSWORD,
      'a-wrong-password-123',
      tenant.password,
      token,
      tenant.token,
      signature,
      'not-a-valid-token',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/eyJ[\w-]+\.eyJ/);
  });
});
