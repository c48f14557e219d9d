import { adminLoginBodySchema, tenantLoginBodySchema } from '@app/contract';
import { getConnInfo } from '@hono/node-server/conninfo';
import { eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { verifyPassword } from '../auth/passwords';
import { signToken } from '../auth/tokens';
import type { AppEnv, Services } from '../context';
import { admins, links, tenants } from '../db/schema';
import { jsonBody } from '../http/body';
import { ApiError, forbidden, unauthorized } from '../http/errors';
import { adminOut, tenantOut } from '../serialize';

/**
 * The client's address. Behind `trustedProxies` proxies (a load balancer: 1) it is the X-Forwarded-For entry the
 * outermost trusted proxy added; entries left of it are the client's own claims and are ignored. Without trusted
 * proxies the header is ignored altogether (anyone can send it).
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = forwarded[forwarded.length - trustedProxies];
    if (entry) return entry;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const TOO_MANY = 'Too many failed login attempts. Try again later.';

export function authRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.post('/admin/login', jsonBody(adminLoginBodySchema), async (c) => {
    const body = c.req.valid('json');
    const key = `admin:${body.username.toLowerCase()}|${clientAddress(c, services.trustedProxies)}`;
    if (await services.limiter.isBlocked(key)) throw new ApiError(429, TOO_MANY);
    const [row] = await services.db
      .select()
      .from(admins)
      .where(eq(sql`lower(${admins.username})`, body.username.toLowerCase()));
    if (!(await verifyPassword(row?.passwordHash, body.password)) || !row) {
      await services.limiter.fail(key);
      throw unauthorized('Invalid username or password');
    }
    await services.limiter.succeed(key);
    if (row.status !== 'active') throw forbidden('This account is inactive');
    const token = await signToken(services.tokenKey, { sub: row.id, role: 'admin' }, services.now());
    return c.json({ ...adminOut(row), token, role: 'admin' as const });
  });

  app.post('/tenant/login', jsonBody(tenantLoginBodySchema), async (c) => {
    const body = c.req.valid('json');
    const email = body.email.toLowerCase();
    const key = `tenant:${email}|${clientAddress(c, services.trustedProxies)}`;
    if (await services.limiter.isBlocked(key)) throw new ApiError(429, TOO_MANY);
    const [row] = await services.db.select().from(tenants).where(eq(tenants.email, email));
    if (!(await verifyPassword(row?.passwordHash, body.password)) || !row) {
      await services.limiter.fail(key);
      throw unauthorized('Invalid email or password');
    }
    await services.limiter.succeed(key);
    const tenantLinks = await services.db.select().from(links).where(eq(links.tenantId, row.id));
    const token = await signToken(services.tokenKey, { sub: row.id, role: 'tenant' }, services.now());
    return c.json({ ...tenantOut(row, tenantLinks), token, role: 'tenant' as const });
  });

  return app;
}
