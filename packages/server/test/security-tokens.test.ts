/**
 * Security, OWASP API2 (broken authentication): forged, expired and foreign tokens, and the tokens of deleted and
 * deactivated accounts.
 */
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { openDatabase } from '../src/db';
import { tenants } from '../src/db/schema';
import type { Admin, AdminLoginResponse, Campaign } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET, adminToken, client, createTenant, request, startTestServer } from './helpers';
import { a, admin, adminId, call, checkEveryReply, created, server, setUpSecurityServer } from './security-fixture';

setUpSecurityServer();

describe('API2 broken authentication: tokens', () => {
  const key = new TextEncoder().encode(JWT_SECRET);
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const sign = (
    claims: Record<string, unknown>,
    sub: string,
    secret = key,
    alg = 'HS256',
    iat = nowSeconds(),
    exp = iat + 3600,
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setSubject(sub)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(secret);

  it('accepts a well-formed token (control) and answers 401 to alg none, a wrong key, expired, forged and malformed tokens', async () => {
    expect((await call<Campaign[]>('GET', '/api/campaign', await sign({ role: 'tenant' }, a.tenant.id))).status).toBe(
      200,
    );
    expect((await call('GET', '/api/admin', await sign({ role: 'admin' }, adminId))).status).toBe(200);

    const header = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = new UnsecuredJWT({ role: 'admin' })
      .setSubject(adminId)
      .setIssuedAt(nowSeconds())
      .setExpirationTime(nowSeconds() + 3600)
      .encode();
    const legit = await sign({ role: 'admin' }, adminId);
    const [, legitPayload] = legit.split('.');
    const bad: [string, string][] = [
      ['alg none', unsigned],
      ['alg none, capitalised', `${header({ alg: 'None', typ: 'JWT' })}.${legitPayload}.`],
      [
        'alg none with the real signature',
        `${header({ alg: 'none', typ: 'JWT' })}.${legitPayload}.${legit.split('.')[2]}`,
      ],
      [
        'a wrong key',
        await sign({ role: 'admin' }, adminId, new TextEncoder().encode('not-the-secret-0123456789abcdef0123')),
      ],
      ['an empty-ish key', await sign({ role: 'admin' }, adminId, new TextEncoder().encode('x'))],
      ['HS512 with the right key', await sign({ role: 'admin' }, adminId, key, 'HS512')],
      ['expired', await sign({ role: 'admin' }, adminId, key, 'HS256', nowSeconds() - 8 * 86400, nowSeconds() - 60)],
      [
        'lifetime over 7 days',
        await sign({ role: 'admin' }, adminId, key, 'HS256', nowSeconds(), nowSeconds() + 30 * 86400),
      ],
      ['a tenant claiming the admin role', await sign({ role: 'admin' }, a.tenant.id)],
      ['an admin id with the tenant role', await sign({ role: 'tenant' }, adminId)],
      ['an unknown role', await sign({ role: 'root' }, adminId)],
      ['an unknown account', await sign({ role: 'tenant' }, '00000000-0000-4000-8000-00000000dead')],
      ['a non-uuid subject', await sign({ role: 'tenant' }, "' or 1=1 --")],
      [
        'a tampered payload',
        `${legit.split('.')[0]}.${Buffer.from(JSON.stringify({ role: 'admin', sub: a.tenant.id, iat: nowSeconds(), exp: nowSeconds() + 60 })).toString('base64url')}.${legit.split('.')[2]}`,
      ],
      ['garbage', 'abc.def.ghi'],
      ['empty parts', '..'],
    ];
    for (const [label, token] of bad) {
      for (const url of ['/api/campaign', '/api/admin', '/files/campaign-media/x.png']) {
        const reply = await call('GET', url, token);
        expect(reply.status, `${label} on ${url}: ${reply.text}`).toBe(401);
      }
      const sse = await fetch(`${server.url}/api/sse`, { headers: { Cookie: `token=${token}` } });
      expect(sse.status, `${label} on /api/sse`).toBe(401);
      await sse.body?.cancel();
    }
    // no token, a wrong scheme, or a token in the query string
    expect((await call<Campaign[]>('GET', '/api/campaign', undefined)).status).toBe(401);
    const basic = await request(server.url, 'GET', '/api/campaign', {
      headers: { Authorization: `Basic ${Buffer.from('admin:x').toString('base64')}` },
    });
    expect(basic.status).toBe(401);
    expect((await call<Campaign[]>('GET', `/api/campaign?token=${admin}`, undefined)).status).toBe(401);
  });

  it('answers 401 to the token of a deleted account (deleted in the database; there is no delete route)', async () => {
    // no route deletes a tenant or an administrator: check that none exists
    expect([404, 405]).toContain((await call('DELETE', `/api/tenant/one/${a.tenant.id}`, admin)).status);
    expect([404, 405]).toContain((await call('DELETE', `/api/admin/one/${adminId}`, admin)).status);

    const own = await startTestServer();
    try {
      const ownApi = client(own.url);
      const ownAdmin = await adminToken(ownApi);
      const victim = await createTenant(ownApi, ownAdmin, 'Doomed');
      const survivor = await createTenant(ownApi, ownAdmin, 'Survivor');
      expect((await ownApi.get('/api/tenant/profile', { token: victim.token })).status).toBe(200);
      await own.close();
      const database = await openDatabase({
        dataDir: own.dataDir,
        ...(own.databaseUrl ? { databaseUrl: own.databaseUrl } : {}),
      });
      try {
        const deleted = await database.db
          .delete(tenants)
          .where(eq(tenants.id, victim.id))
          .returning({ id: tenants.id });
        expect(deleted).toHaveLength(1);
      } finally {
        await database.close();
      }
      const again = await own.restart();
      try {
        const againApi = client(again.url);
        for (const url of ['/api/tenant/profile', '/api/campaign', '/api/content']) {
          const reply = await againApi.get(url, { token: victim.token });
          expect(reply.status, url).toBe(401);
        }
        expect(
          (
            await againApi.post(
              '/api/campaign',
              { name: 'n', description: 'd', keyword: ['k'] },
              { token: victim.token },
            )
          ).status,
        ).toBe(401);
        // control: the other tenant's token of the same server still works
        expect((await againApi.get('/api/tenant/profile', { token: survivor.token })).status).toBe(200);
      } finally {
        await again.close();
      }
    } finally {
      await own.destroy();
    }
  }, 120_000);

  it('answers 401 to the token of a deactivated administrator', async () => {
    const second = await created<Admin>('POST', '/api/admin', admin, {
      name: 'Second',
      username: 'second-admin',
      email: 's@example.test',
      phone: '1',
      password: 'second-password-1',
      status: 'active',
    });
    const login = await call<AdminLoginResponse>('POST', '/api/auth/admin/login', undefined, {
      username: 'second-admin',
      password: 'second-password-1',
    });
    expect(login.status).toBe(200);
    expect((await call('GET', '/api/admin', login.body.token)).status).toBe(200);
    await created<Admin>('PATCH', `/api/admin/one/${second.id}`, admin, { status: 'inactive' });
    expect((await call('GET', '/api/admin', login.body.token)).status).toBe(401);
  });
});

checkEveryReply();
