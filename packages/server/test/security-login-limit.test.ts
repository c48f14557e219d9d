/**
 * Security, OWASP API4 (unrestricted resource consumption): the login limit per account and address, across the
 * window, and X-Forwarded-For read only behind trusted proxies.
 */
import type { AdminLoginResponse, Tenant, TenantLoginResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  adminToken,
  client,
  createTenant,
  errorBody,
  request,
  startTestServer,
} from './helpers';
import { advanceClock, api, admin, call, checkEveryReply, server, setUpSecurityServer } from './security-fixture';

setUpSecurityServer();

describe('API4 login throttling', () => {
  it('the 11th failed attempt within 15 minutes gets 429; a correct password works after the window', async () => {
    const target = await createTenant(api, admin, 'Throttled');
    const bystander = await createTenant(api, admin, 'Bystander');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const reply = await call<TenantLoginResponse>('POST', '/api/auth/tenant/login', undefined, {
        email: target.email,
        password: `wrong-${attempt}`,
      });
      expect(reply.status, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await call<TenantLoginResponse>('POST', '/api/auth/tenant/login', undefined, {
      email: target.email,
      password: 'wrong-11',
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual(errorBody);
    // blocked even with the right password (and with the email in another case) while the window lasts
    expect(
      (
        await call<TenantLoginResponse>('POST', '/api/auth/tenant/login', undefined, {
          email: target.email,
          password: target.password,
        })
      ).status,
    ).toBe(429);
    expect(
      (
        await call<TenantLoginResponse>('POST', '/api/auth/tenant/login', undefined, {
          email: target.email.toUpperCase(),
          password: target.password,
        })
      ).status,
    ).toBe(429);
    // another account is not affected
    expect(
      (
        await call<TenantLoginResponse>('POST', '/api/auth/tenant/login', undefined, {
          email: bystander.email,
          password: bystander.password,
        })
      ).status,
    ).toBe(200);
    advanceClock(14 * 60 * 1000);
    expect(
      (
        await call<TenantLoginResponse>('POST', '/api/auth/tenant/login', undefined, {
          email: target.email,
          password: target.password,
        })
      ).status,
    ).toBe(429);
    advanceClock(60 * 1000 + 1000);
    const ok = await call<TenantLoginResponse>('POST', '/api/auth/tenant/login', undefined, {
      email: target.email,
      password: target.password,
    });
    expect(ok.status).toBe(200);
    expect((await call<Tenant>('GET', '/api/tenant/profile', ok.body.token)).status).toBe(200);

    // administrators too, including unknown user names (no account enumeration through the limiter)
    for (const username of [ADMIN_USERNAME, 'nobody-here']) {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect(
          (
            await call<AdminLoginResponse>('POST', '/api/auth/admin/login', undefined, {
              username,
              password: `wrong-${attempt}`,
            })
          ).status,
        ).toBe(401);
      }
      expect(
        (
          await call<AdminLoginResponse>('POST', '/api/auth/admin/login', undefined, {
            username,
            password: ADMIN_PASSWORD,
          })
        ).status,
      ).toBe(429);
    }
    advanceClock(15 * 60 * 1000 + 1000);
    expect(
      (
        await call<AdminLoginResponse>('POST', '/api/auth/admin/login', undefined, {
          username: ADMIN_USERNAME,
          password: ADMIN_PASSWORD,
        })
      ).status,
    ).toBe(200);
  }, 60_000);

  it('ignores a client-sent X-Forwarded-For, and reads it only behind a trusted proxy (TRUST_PROXY)', async () => {
    const login = (base: string, email: string, password: string, forwardedFor: string) =>
      request(base, 'POST', '/api/auth/tenant/login', {
        json: { email, password },
        headers: { 'X-Forwarded-For': forwardedFor },
      });

    // directly exposed: a new X-Forwarded-For per attempt does not reset the count
    const target = await createTenant(api, admin, 'Spoofer');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(server.url, target.email, `wrong-${attempt}`, `10.0.0.${attempt}`)).status).toBe(401);
    }
    expect((await login(server.url, target.email, target.password, '10.0.1.1')).status).toBe(429);

    // behind one proxy: the address it appended is the client's; another client is not blocked
    const proxied = await startTestServer({ trustedProxies: 1 });
    try {
      const proxiedApi = client(proxied.url);
      const tenant = await createTenant(proxiedApi, await adminToken(proxiedApi), 'Proxied');
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        // the left entry is the client's own claim: it changes, the proxy's entry does not
        expect(
          (await login(proxied.url, tenant.email, `wrong-${attempt}`, `192.0.2.${attempt}, 203.0.113.7`)).status,
        ).toBe(401);
      }
      expect((await login(proxied.url, tenant.email, tenant.password, '203.0.113.7')).status).toBe(429);
      expect((await login(proxied.url, tenant.email, tenant.password, '198.51.100.4')).status).toBe(200);
    } finally {
      await proxied.destroy();
    }
  }, 120_000);
});

checkEveryReply();
