/** Signing in (administrators; tenants in accounts.test.ts), the login limit, and session tokens. */
import type { Admin, AdminLoginResponse, ApiErrorBody } from '@app/contract';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceDate } from './fake-date';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  JWT_SECRET,
  adminToken,
  client,
  type Client,
  type TestServer,
  startTestServer,
} from './helpers';

let server: TestServer;
let api: Client;
let admin: string;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, quiet: false });
  api = client(server.url);
  admin = await adminToken(api);
}, 180_000);
afterAll(() => server?.destroy(), 30_000);

function forge(claims: { sub: string; role: string }, secret = JWT_SECRET, expiresInSeconds = 3600) {
  const iat = Math.floor(clock / 1000);
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresInSeconds)
    .sign(new TextEncoder().encode(secret));
}

describe('admin login', () => {
  it('answers a token, the id and the profile, never a password', async () => {
    const reply = await api.post<AdminLoginResponse>('/api/auth/admin/login', {
      username: ADMIN_USERNAME,
      password: ADMIN_PASSWORD,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ username: ADMIN_USERNAME, role: 'admin', status: 'active' });
    expect(reply.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.text).not.toMatch(/password|argon2/i);
    const claims = decodeJwt(reply.body.token);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(7 * 24 * 3600);
    expect(claims.exp! - claims.iat!).toBeGreaterThan(0);
  });

  it('refuses a wrong password with 401 and a message', async () => {
    const reply = await api.post('/api/auth/admin/login', { username: ADMIN_USERNAME, password: 'nope' });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Invalid username or password', code: 'invalid_username_or_password' });
  });

  it('answers 400 naming the missing field, 415 for another content type, 400 for broken JSON', async () => {
    const missing = await api.post('/api/auth/admin/login', { username: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: 'Password is required',
      code: 'field_required',
      params: { field: 'Password' },
    });
    const text = await api.raw('POST', '/api/auth/admin/login', {
      body: 'username=a&password=b',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(text.status).toBe(415);
    const broken = await api.raw('POST', '/api/auth/admin/login', {
      body: '{"username": "x", "password": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'Request body must be valid JSON', code: 'body_invalid_json' });
  });

  it('never echoes the input in an error', async () => {
    const reply = await api.post('/api/auth/admin/login', {
      username: '<script>evil</script>',
      password: 'secret-input',
    });
    expect(reply.text).not.toContain('evil');
    expect(reply.text).not.toContain('secret-input');
  });

  it('an inactive admin cannot log in (answered exactly like a wrong password), and its token stops working', async () => {
    const created = await api.post<Admin>(
      '/api/admin',
      { name: 'Ina', username: 'ina', email: 'ina@example.test', phone: '1', password: 'ina-pass' },
      { token: admin },
    );
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('active');
    const login = await api.post<AdminLoginResponse>('/api/auth/admin/login', {
      username: 'ina',
      password: 'ina-pass',
    });
    expect(login.status).toBe(200);
    const inaToken = login.body.token;
    expect((await api.get('/api/admin', { token: inaToken })).status).toBe(200);

    const off = await api.patch<Admin>(`/api/admin/one/${created.body.id}`, { status: 'inactive' }, { token: admin });
    expect(off.status).toBe(200);
    expect(off.body.status).toBe('inactive');
    const refused = await api.post('/api/auth/admin/login', { username: 'ina', password: 'ina-pass' });
    const wrong = await api.post('/api/auth/admin/login', { username: 'ina', password: 'not-ina-pass' });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'Invalid username or password', code: 'invalid_username_or_password' });
    expect([wrong.status, wrong.body]).toEqual([refused.status, refused.body]);
    expect((await api.get('/api/admin', { token: inaToken })).status).toBe(401);
  });

  it('limits failed logins per account and address: 429 after 10 failures within 15 minutes', async () => {
    await api.post(
      '/api/admin',
      { name: 'Rate', username: 'rate', email: 'rate@example.test', phone: '1', password: 'rate-pass' },
      { token: admin },
    );
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await api.post('/api/auth/admin/login', { username: 'rate', password: 'wrong' })).status).toBe(401);
    }
    const blocked = await api.post<ApiErrorBody>('/api/auth/admin/login', { username: 'rate', password: 'rate-pass' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/too many/i);
    // another account from the same address is not affected
    expect(
      (await api.post('/api/auth/admin/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD })).status,
    ).toBe(200);
    clock += 15 * 60 * 1000 + 1000;
    advanceDate(15 * 60 * 1000 + 1000);
    expect((await api.post('/api/auth/admin/login', { username: 'rate', password: 'rate-pass' })).status).toBe(200);
  });
});

describe('tokens', () => {
  it('rejects a missing, malformed, forged, expired or deleted-account token with 401', async () => {
    expect((await api.get('/api/campaign')).status).toBe(401);
    expect((await api.get('/api/campaign', { token: 'not-a-jwt' })).status).toBe(401);
    const me = (
      await api.post<AdminLoginResponse>('/api/auth/admin/login', {
        username: ADMIN_USERNAME,
        password: ADMIN_PASSWORD,
      })
    ).body;
    const wrongKey = await forge({ sub: me.id, role: 'admin' }, 'another-secret-0123456789abcdef0123456789');
    expect((await api.get('/api/campaign', { token: wrongKey })).status).toBe(401);
    const deleted = await forge({ sub: crypto.randomUUID(), role: 'admin' });
    expect((await api.get('/api/campaign', { token: deleted })).status).toBe(401);
    const wrongRole = await forge({ sub: me.id, role: 'tenant' });
    expect((await api.get('/api/campaign', { token: wrongRole })).status).toBe(401);
    const tooLong = await forge({ sub: me.id, role: 'admin' }, JWT_SECRET, 30 * 24 * 3600);
    expect((await api.get('/api/campaign', { token: tooLong })).status).toBe(401);
    const valid = await forge({ sub: me.id, role: 'admin' });
    expect((await api.get('/api/campaign', { token: valid })).status).toBe(200);
  });

  it('expires after 7 days', async () => {
    const token = await adminToken(api);
    expect((await api.get('/api/admin', { token })).status).toBe(200);
    clock += 7 * 24 * 3600 * 1000 + 1000;
    expect((await api.get('/api/admin', { token })).status).toBe(401);
    admin = await adminToken(api);
  });
});
