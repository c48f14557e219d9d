import { eq } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { Services } from '../context';
import type { AppEnv, Actor } from '../types';
import { admins, tenants } from '../db/schema';
import { isUuid } from '../http/body';
import { unauthorized } from '../http/errors';
import { accountKey } from './accounts';
import type { CachedActor } from './actor-cache';
import type { TokenClaims } from './tokens';

function bearer(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The signed-in account behind a token, or null: a bad or expired token, a deleted or inactive account, or a token
 * issued before the account's token version was bumped (password change, deactivation, sign-out everywhere).
 */
export async function resolveActor(services: Services, token: string | undefined): Promise<Actor | null> {
  if (!token) return null;
  const claims = await services.tokens.verify(token, services.now());
  if (!claims || !isUuid(claims.sub)) return null;
  const key = accountKey(claims.role, claims.sub);
  const found = services.actors.get(key) ?? (await services.actors.load(key, () => loadActor(services, claims)));
  return found.actor && found.tokenVersion === claims.ver ? found.actor : null;
}

async function loadActor(services: Services, claims: TokenClaims): Promise<CachedActor> {
  if (claims.role === 'admin') {
    const [row] = await services.db
      .select({ id: admins.id, name: admins.name, status: admins.status, tokenVersion: admins.tokenVersion })
      .from(admins)
      .where(eq(admins.id, claims.sub));
    if (!row) return { actor: null, tokenVersion: -1 };
    const actor = row.status === 'active' ? { role: 'admin' as const, id: row.id, name: row.name } : null;
    return { actor, tokenVersion: row.tokenVersion };
  }
  const [row] = await services.db
    .select({ id: tenants.id, name: tenants.name, tokenVersion: tenants.tokenVersion })
    .from(tenants)
    .where(eq(tenants.id, claims.sub));
  if (!row) return { actor: null, tokenVersion: -1 };
  return { actor: { role: 'tenant', id: row.id, name: row.name }, tokenVersion: row.tokenVersion };
}

const TAB_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The browser tab a request names (`X-Tab-Id`; `?tab=` on the event stream, which cannot send a header). */
function tabOf(c: Context): string | undefined {
  const tab = c.req.header('x-tab-id') ?? c.req.query('tab');
  return tab !== undefined && TAB_ID.test(tab) ? tab : undefined;
}

/** Requires a bearer token (or, with `allowCookie`, the `token` cookie that EventSource sends). */
export function requireAuth(services: Services, options: { allowCookie?: boolean } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearer(c) ?? (options.allowCookie ? getCookie(c, 'token') : undefined);
    const actor = await resolveActor(services, token);
    if (!actor) throw unauthorized();
    c.set('actor', actor);
    const tab = tabOf(c);
    if (tab) c.set('tab', tab);
    await next();
  });
}
