/**
 * Security, OWASP API4 (unrestricted resource consumption): the login limit per account and address, across the
 * window, and X-Forwarded-For read only behind trusted proxies.
 */
import type { AdminLoginResponse, Tenant, TenantLoginResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { advanceDate } from './fake-date';
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

describe('API4 login throttling across accounts and at once', () => {
  const login = (base: string, username: string, password: string, address: string) =>
    request(base, 'POST', '/api/auth/admin/login', {
      json: { username, password },
      headers: { 'X-Forwarded-For': address },
    });

  it('limits failed sign-ins per address over every account, checked before the password', async () => {
    let clock = Date.now();
    const limited = await startTestServer({
      trustedProxies: 1,
      loginLimits: { addressLimit: 5 },
      now: () => clock,
    });
    try {
      // spraying: one wrong password for each of many accounts from one address
      for (let account = 1; account <= 5; account += 1) {
        expect((await login(limited.url, `sprayed-${account}`, 'wrong-password', '203.0.113.9')).status).toBe(401);
      }
      const blocked = await login(limited.url, ADMIN_USERNAME, ADMIN_PASSWORD, '203.0.113.9');
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        message: 'Too many failed login attempts. Try again later.',
        code: 'login_too_many_failures',
      });
      // other addresses are not affected; the address may try again after the window
      expect((await login(limited.url, ADMIN_USERNAME, ADMIN_PASSWORD, '198.51.100.9')).status).toBe(200);
      clock += 15 * 60 * 1000 + 1000;
      advanceDate(15 * 60 * 1000 + 1000);
      expect((await login(limited.url, ADMIN_USERNAME, ADMIN_PASSWORD, '203.0.113.9')).status).toBe(200);
    } finally {
      await limited.destroy();
    }
  }, 120_000);

  it('checks a bounded number of passwords at a time: a burst past the queue is refused at once', async () => {
    const metricsToken = 'scrape-token-0123456789';
    const gated = await startTestServer({ trustedProxies: 1, loginLimits: { concurrency: 1 }, metricsToken });
    try {
      const replies = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          login(gated.url, `burst-${index}`, 'wrong-password', `192.0.2.${index + 1}`),
        ),
      );
      const statuses = replies.map((reply) => reply.status);
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
      const refused = replies.filter((reply) => reply.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0]!.body).toEqual({
        message: 'Too many sign-in attempts right now. Please try again in a moment.',
        code: 'login_too_many_at_once',
      });
      // each refusal is counted as a throttled attempt
      const scraped = await fetch(`${gated.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } });
      expect(await scraped.text()).toMatch(
        new RegExp(`^login_attempts_total\\{result="throttled"\\} ${refused.length}$`, 'm'),
      );
      // the burst over, sign-ins work
      expect((await login(gated.url, ADMIN_USERNAME, ADMIN_PASSWORD, '192.0.2.200')).status).toBe(200);
    } finally {
      await gated.destroy();
    }
  }, 120_000);
});

checkEveryReply();
