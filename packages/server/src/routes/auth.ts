import { adminLoginBodySchema, tenantLoginBodySchema } from '@app/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bumpTokenVersion, signedOutChange } from '../auth/accounts';
import { requireAuth } from '../auth/middleware';
import { verifyPassword } from '../auth/passwords';
import { loginAccount, type LoginAttempt } from '../auth/login-limit';
import { signToken } from '../auth/tokens';
import type { Services } from '../context';
import type { AppEnv } from '../types';
import { admins, links, tenants } from '../db/schema';
import { jsonBody } from '../http/body';
import { clientAddress } from '../http/client-address';
import { ApiError, type ParamlessCode, unauthorized } from '../http/errors';
import { adminOut, tenantOut } from '../serialize';

/**
 * Checks a sign-in and answers the account: the limits first (before any hashing), then the password. A wrong
 * password, an unknown account and an inactive one get the same answer (`refusal`), so no answer tells that a
 * password was right.
 */
async function checkSignIn<TRow extends { passwordHash: string }>(
  services: Services,
  attempt: LoginAttempt,
  row: TRow | undefined,
  password: string,
  refusal: ParamlessCode,
  active: (row: TRow) => boolean = () => true,
): Promise<TRow> {
  await services.limiter.check(attempt).catch((error: unknown) => {
    services.metrics.login('throttled');
    throw error;
  });
  let matches: boolean;
  try {
    matches = await services.limiter.verify(() => verifyPassword(row?.passwordHash, password));
  } catch (error) {
    // refused because too many password checks run at once: throttled too
    if (error instanceof ApiError && error.status === 429) services.metrics.login('throttled');
    throw error;
  }
  if (!matches || !row || !active(row)) {
    services.metrics.login('failure');
    await services.limiter.fail(attempt);
    throw unauthorized(refusal);
  }
  services.metrics.login('success');
  await services.limiter.succeed(attempt);
  return row;
}

export function authRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.post('/admin/login', jsonBody(adminLoginBodySchema), async (c) => {
    const body = c.req.valid('json');
    const attempt = {
      account: loginAccount('admin', body.username),
      address: clientAddress(c, services.trustedProxies),
    };
    const [found] = await services.db
      .select()
      .from(admins)
      .where(eq(sql`lower(${admins.username})`, body.username.toLowerCase()));
    const row = await checkSignIn(
      services,
      attempt,
      found,
      body.password,
      'invalid_username_or_password',
      (admin) => admin.status === 'active',
    );
    const claims = { sub: row.id, role: 'admin' as const, ver: row.tokenVersion };
    const token = await signToken(services.tokenKey, claims, services.now());
    return c.json({ ...adminOut(row), token, role: 'admin' as const });
  });

  app.post('/tenant/login', jsonBody(tenantLoginBodySchema), async (c) => {
    const body = c.req.valid('json');
    const email = body.email.toLowerCase();
    const attempt = { account: loginAccount('tenant', email), address: clientAddress(c, services.trustedProxies) };
    const [found] = await services.db.select().from(tenants).where(eq(tenants.email, email));
    const row = await checkSignIn(services, attempt, found, body.password, 'invalid_email_or_password');
    const tenantLinks = await services.db
      .select()
      .from(links)
      .where(eq(links.tenantId, row.id))
      .orderBy(asc(links.seq));
    const claims = { sub: row.id, role: 'tenant' as const, ver: row.tokenVersion };
    const token = await signToken(services.tokenKey, claims, services.now());
    return c.json({ ...tenantOut(row, tenantLinks), token, role: 'tenant' as const });
  });

  // Sign out of all devices: every token of the account, this one included, stops working; its streams close.
  app.post('/logout-all', requireAuth(services), async (c) => {
    const actor = c.get('actor');
    await bumpTokenVersion(services.db, actor.role, actor.id);
    await services.changed(c.var.tab, signedOutChange(actor.role, actor.id));
    return c.body(null, 204);
  });

  return app;
}
