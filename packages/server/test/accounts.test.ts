/** Administrators, tenants and users (SPEC section 7), who may change them, and what every answer carries. */
import type { Admin, ApiErrorBody, Tenant, TenantLoginResponse, User } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_USERNAME,
  adminToken,
  client,
  createTenant,
  type Client,
  type TestServer,
  startTestServer,
} from './helpers';

let server: TestServer;
let api: Client;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ quiet: false });
  api = client(server.url);
  admin = await adminToken(api);
}, 180_000);
afterAll(() => server?.destroy(), 30_000);

describe('admins', () => {
  it('lists admins without password fields and refuses a duplicate username with 409', async () => {
    const list = await api.get('/api/admin', { token: admin });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.text).not.toMatch(/password/i);
    const dup = await api.post(
      '/api/admin',
      {
        name: 'X',
        username: ADMIN_USERNAME.toUpperCase(),
        email: 'x@example.test',
        phone: '1',
        password: 'password-1',
      },
      { token: admin },
    );
    expect(dup.status).toBe(409);
  });

  it('validates the create body with field messages', async () => {
    const reply = await api.post(
      '/api/admin',
      { name: 'X', username: 'y', email: 'bad', phone: '1', password: 'password-1' },
      { token: admin },
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message: 'Email must be a valid email address',
      code: 'field_email',
      params: { field: 'Email' },
    });
  });

  it('keeps the password when the edit leaves it blank, and changes it when given', async () => {
    const created = await api.post<Admin>(
      '/api/admin',
      { name: 'Pat', username: 'pat', email: 'pat@example.test', phone: '1', password: 'first-pass' },
      { token: admin },
    );
    const id = created.body.id;
    expect(
      (await api.patch<Admin>(`/api/admin/one/${id}`, { name: 'Pat 2', password: '' }, { token: admin })).body.name,
    ).toBe('Pat 2');
    expect((await api.post('/api/auth/admin/login', { username: 'pat', password: 'first-pass' })).status).toBe(200);
    await api.patch(`/api/admin/one/${id}`, { password: 'second-pass' }, { token: admin });
    expect((await api.post('/api/auth/admin/login', { username: 'pat', password: 'second-pass' })).status).toBe(200);
    expect((await api.patch(`/api/admin/one/not-a-uuid`, { name: 'Q' }, { token: admin })).status).toBe(404);
    expect((await api.patch(`/api/admin/one/${crypto.randomUUID()}`, { name: 'Q' }, { token: admin })).status).toBe(
      404,
    );
  });
});

describe('tenants', () => {
  it('creates a tenant (response carries id, no password), refuses a duplicate email, and the tenant can log in', async () => {
    const body = {
      name: 'Shop',
      industry_type: 'Retail',
      address: 'A 1',
      email: 'Shop@Example.test',
      phone: '9',
      password: 'shop-pass',
    };
    const created = await api.post<Tenant>('/api/tenant', body, { token: admin });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Shop',
      industry_type: 'Retail',
      qrcode_url: null,
      links: [],
      logo: null,
    });
    expect(created.text).not.toMatch(/password/i);
    expect((await api.post('/api/tenant', body, { token: admin })).status).toBe(409);
    const login = await api.post<TenantLoginResponse>('/api/auth/tenant/login', {
      email: 'shop@example.test',
      password: 'shop-pass',
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ id: created.body.id, name: 'Shop', role: 'tenant' });
    expect(login.text).not.toMatch(/password/i);
    expect((await api.post('/api/auth/tenant/login', { email: 'shop@example.test', password: 'x' })).status).toBe(401);
    const profile = await api.get('/api/tenant/profile', { token: login.body.token });
    expect(profile.body).toMatchObject({ id: created.body.id, email: 'shop@example.test' });
  });

  it('lets a tenant change its own record but not its password nor another tenant', async () => {
    const a = await createTenant(api, admin, 'Alpha');
    const b = await createTenant(api, admin, 'Beta');
    const own = await api.patch(
      `/api/tenant/one/${a.id}`,
      { name: 'Alpha Cafe', industry_type: 'Cafe', address: 'B 2', email: a.email, phone: '7', logo: null },
      { token: a.token },
    );
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ name: 'Alpha Cafe', industry_type: 'Cafe' });
    const other = await api.patch(`/api/tenant/one/${b.id}`, { name: 'Hacked' }, { token: a.token });
    expect(other.status).toBe(404);
    expect(other.text).not.toContain('Beta');
    expect(
      (await api.patch(`/api/tenant/one/${a.id}`, { password: 'new-password-1' }, { token: a.token })).status,
    ).toBe(403);
    expect((await api.get<Tenant>('/api/tenant/profile', { token: b.token })).body.name).toBe('Beta');
    // the admin may change a tenant's password
    expect((await api.patch(`/api/tenant/one/${b.id}`, { password: 'beta-new' }, { token: admin })).status).toBe(200);
    expect((await api.post('/api/auth/tenant/login', { email: b.email, password: 'beta-new' })).status).toBe(200);
    expect((await api.get('/api/tenant/profile', { token: admin })).status).toBe(403);
  });
});

describe('users', () => {
  it('creates, lists (with tenant {id, name}) and edits users; an unknown tenant is a 400', async () => {
    const t = await createTenant(api, admin, 'Gamma');
    const created = await api.post<User>(
      '/api/user',
      { tenantId: t.id, name: 'Uma', phone: '5', email: 'uma@example.test' },
      { token: admin },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ tenantId: t.id, name: 'Uma', tenant: { id: t.id, name: 'Gamma' } });
    const list = await api.get<User[]>('/api/user', { token: admin });
    expect(list.body.map((user) => user.id)).toContain(created.body.id);
    const edited = await api.patch<User>(`/api/user/one/${created.body.id}`, { name: 'Uma B' }, { token: admin });
    expect(edited.body.name).toBe('Uma B');
    const bad = await api.post<ApiErrorBody>(
      '/api/user',
      { tenantId: crypto.randomUUID(), name: 'X', phone: '1', email: 'x@example.test' },
      { token: admin },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Tenant not found');
    expect(
      (await api.post('/api/user', { tenantId: t.id, name: '', phone: '1', email: 'x@example.test' }, { token: admin }))
        .body,
    ).toEqual({
      message: 'Name is required',
      code: 'field_required',
      params: { field: 'Name' },
    });
  });
});

describe('roles', () => {
  it('answers 403 to a tenant on every admin-only route, and 401 without a token', async () => {
    const t = await createTenant(api, admin, 'Delta');
    const id = crypto.randomUUID();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin'],
      ['POST', '/api/admin', { name: 'a', username: 'b', email: 'c@d.ee', phone: '1', password: 'password-1' }],
      ['PATCH', `/api/admin/one/${id}`, { name: 'x' }],
      ['GET', '/api/tenant'],
      [
        'POST',
        '/api/tenant',
        { name: 'a', industry_type: 'b', address: 'c', email: 'c@d.ee', phone: '1', password: 'password-1' },
      ],
      ['GET', '/api/user'],
      ['POST', '/api/user', { tenantId: t.id, name: 'a', phone: '1', email: 'c@d.ee' }],
      ['PATCH', `/api/user/one/${id}`, { name: 'x' }],
      ['GET', '/api/link'],
      ['POST', '/api/link/generate', { count: 1 }],
      ['POST', '/api/link/assign', { uuid: id, tenantId: t.id }],
      ['DELETE', `/api/link/${id}`],
      ['GET', '/api/link/export'],
    ];
    for (const [method, url, json] of routes) {
      const asTenant = await api.raw(method, url, { token: t.token, ...(json !== undefined ? { json } : {}) });
      expect(asTenant.status, `${method} ${url}`).toBe(403);
      expect(asTenant.body).toEqual({ message: 'Administrators only', code: 'admins_only' });
      const anonymous = await api.raw(method, url, json !== undefined ? { json } : {});
      expect(anonymous.status, `${method} ${url} without token`).toBe(401);
    }
    // and nothing was created by the refused calls
    const admins = await api.get<Admin[]>('/api/admin', { token: admin });
    expect(admins.body.some((row) => row.username === 'b')).toBe(false);
  });
});

describe('transport', () => {
  it('sends security headers and logs one line per request', async () => {
    const reply = await api.get('/api/admin', { token: admin });
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
    expect(server.logs.some((line) => /^GET \/api\/admin 200 \d+ms$/.test(line))).toBe(true);
  });

  it('refuses an oversized JSON body with 413 and answers unknown paths with a JSON 404', async () => {
    const huge = await api.post(
      '/api/campaign',
      { name: 'x'.repeat(1_100_000), description: 'd', keyword: ['k'] },
      { token: admin },
    );
    expect(huge.status).toBe(413);
    const missing = await api.get('/api/nothing-here', { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found', code: 'not_found' });
  });
});
