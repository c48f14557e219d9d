/**
 * Security of responses: no route reveals a password hash or a secret, for either role or an anonymous caller, and
 * every response carries the security headers.
 */
import type { AdminLoginResponse, FileUrlResponse, TenantLoginResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_USERNAME, request, type Reply } from './helpers';
import {
  a,
  admin,
  adminId,
  b,
  call,
  expectNoSecrets,
  expectSecurityHeaders,
  seen,
  server,
  setUpSecurityServer,
} from './security-fixture';

setUpSecurityServer();

describe('responses', () => {
  it('no response of any route reveals a password hash or a secret, for both roles and anonymous callers', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin'],
      ['GET', '/api/tenant'],
      ['GET', '/api/tenant/profile'],
      ['GET', '/api/user'],
      ['GET', '/api/link'],
      ['GET', '/api/link/export'],
      ['GET', '/api/campaign'],
      ['GET', `/api/campaign/one/${a.campaign}`],
      ['GET', `/api/campaign/one/${b.campaign}`],
      ['GET', '/api/content'],
      ['GET', '/api/asset'],
      ['GET', '/api/entry'],
      ['GET', `/files/${a.file}`],
      [
        'POST',
        '/api/admin',
        {
          name: 'Third',
          username: `third-${Date.now()}`,
          email: 't@example.test',
          phone: '1',
          password: 'third-password-1',
        },
      ],
      ['PATCH', `/api/admin/one/${adminId}`, { name: 'Administrator' }],
      [
        'POST',
        '/api/tenant',
        {
          name: 'Gamma',
          industry_type: 'x',
          address: 'x',
          email: `g${Date.now()}@example.test`,
          phone: '1',
          password: 'gamma-password-1',
        },
      ],
      ['PATCH', `/api/tenant/one/${a.tenant.id}`, { phone: '555' }],
      ['POST', '/api/user', { tenantId: a.tenant.id, name: 'U', phone: '1', email: 'u@example.test' }],
      ['POST', '/api/campaign', { name: 'C', description: 'd', keyword: ['k'] }],
      ['POST', '/api/redbook/generate', { productName: 'Tea', count: 1 }],
      ['POST', '/api/admin', { password: 'x' }],
      ['POST', '/api/tenant', { password: 12 }],
      ['GET', '/api/nope'],
      ['GET', '/files/nope'],
    ];
    const tokens: [string, string | undefined][] = [
      ['admin', admin],
      ['tenant', a.tenant.token],
      ['anonymous', undefined],
    ];
    for (const [role, token] of tokens) {
      for (const [method, url, body] of routes) await call(method, url, token, body);
      await call<AdminLoginResponse>('POST', '/api/auth/admin/login', undefined, {
        username: ADMIN_USERNAME,
        password: 'wrong',
      });
      await call<TenantLoginResponse>('POST', '/api/auth/tenant/login', undefined, {
        email: b.tenant.email,
        password: b.tenant.password,
      });
      void role;
    }
    // every route for every caller, besides the seeding's replies
    expect(seen.length).toBeGreaterThan(routes.length * tokens.length);
    expectNoSecrets(seen);
    // about 100 calls, six of them password checks (argon2): seconds on a busy 2-core machine
  }, 30_000);

  it('every response carries the security headers (nosniff, frame denial, referrer policy)', async () => {
    const signed = await call<FileUrlResponse>('GET', `/files/${a.file}`, a.tenant.token);
    const extra: Reply[] = [
      await request(server.url, 'GET', new URL(signed.body.url).pathname + new URL(signed.body.url).search),
      await request(server.url, 'GET', `/files/_signed/${a.file}?expires=9999999999&signature=x`),
      await request(server.url, 'POST', '/api/campaign', {
        token: admin,
        body: 'x'.repeat(1024 * 1024 + 10),
        headers: { 'Content-Type': 'application/json' },
      }),
      await request(server.url, 'POST', '/api/campaign', {
        token: admin,
        body: '{',
        headers: { 'Content-Type': 'application/json' },
      }),
      await request(server.url, 'POST', '/api/campaign', {
        token: admin,
        body: 'name=x',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    ];
    expect(extra.map((reply) => reply.status)).toEqual([200, 403, 413, 400, 415]);
    expectSecurityHeaders([...seen, ...extra.map((reply, index) => ({ label: `extra ${index}`, reply }))]);
  });
});
