/** Admins, tenants and users (SPEC section 7). Admin-only except the tenant's own profile and record. */
import {
  adminCreateBodySchema,
  adminUpdateBodySchema,
  tenantCreateBodySchema,
  tenantUpdateBodySchema,
  userBodySchema,
  userUpdateBodySchema,
} from '@app/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { assertMayChangeTenant, seesTenant } from '../access';
import { keepAnActiveAdmin, nextTokenVersion, signedOutChange } from '../auth/accounts';
import { hashPassword } from '../auth/passwords';
import type { Services } from '../context';
import type { AppEnv } from '../types';
import type { DbOrTx } from '../db';
import { admins, links, tenants, users } from '../db/schema';
import { isUuid, jsonBody, updateBody } from '../http/body';
import { compact, isEmpty } from '../http/compact';
import { badRequest, conflict, isUniqueViolation, notFound } from '../http/errors';
import { listHandler } from '../lists/send';
import { listAdmins, listTenants, listUsers } from '../lists/accounts';
import { adminOut, tenantOut, userOut } from '../serialize';
import { savedLogo } from '../media/logo';
import { logoFetchColumns } from '../media/logo-retry';
import { releaseFiles } from '../storage/release';

async function tenantWithLinks(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
  if (!row) return undefined;
  const tenantLinks = await db.select().from(links).where(eq(links.tenantId, id)).orderBy(asc(links.seq));
  return tenantOut(row, tenantLinks);
}

async function usernameTaken(db: DbOrTx, username: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(
      and(eq(sql`lower(${admins.username})`, username.toLowerCase()), exceptId ? ne(admins.id, exceptId) : undefined),
    );
  return Boolean(row);
}

async function tenantEmailTaken(db: DbOrTx, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.email, email), exceptId ? ne(tenants.id, exceptId) : undefined));
  return Boolean(row);
}

async function requireTenant(db: DbOrTx, id: string) {
  const [row] = isUuid(id) ? await db.select().from(tenants).where(eq(tenants.id, id)) : [];
  if (!row) throw badRequest('tenant_not_found');
  return row;
}

export function adminRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    listHandler(services, 'admin', 'admin', (_actor, query) => listAdmins(services.db, query)),
  );

  app.post('/', jsonBody(adminCreateBodySchema), async (c) => {
    const body = c.req.valid('json');
    if (await usernameTaken(services.db, body.username)) throw conflict('username_taken');
    const passwordHash = await hashPassword(body.password);
    // the unique index on lower(username) decides between two requests for one name at the same moment
    const [row] = await services.db
      .insert(admins)
      .values({
        name: body.name,
        username: body.username,
        email: body.email,
        phone: body.phone,
        status: body.status,
        passwordHash,
      })
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict('username_taken') : error;
      });
    await services.changed(c.var.tab, { kind: 'admin' });
    return c.json(adminOut(row!), 201);
  });

  app.patch('/one/:id', updateBody(adminUpdateBodySchema), async (c) => {
    const id = c.req.param('id');
    const body = c.req.valid('json');
    const [existing] = isUuid(id) ? await services.db.select().from(admins).where(eq(admins.id, id)) : [];
    if (!existing) throw notFound('admin_not_found');
    if (body.username !== undefined && (await usernameTaken(services.db, body.username, id))) {
      throw conflict('username_taken');
    }
    const changes = compact({
      name: body.name,
      username: body.username,
      email: body.email,
      phone: body.phone,
      status: body.status,
      passwordHash: body.password !== undefined ? await hashPassword(body.password) : undefined,
    });
    if (isEmpty(changes)) return c.json(adminOut(existing));
    const deactivated = changes.status === 'inactive' && existing.status !== 'inactive';
    // a new password or a deactivation ends the account's sessions
    const signOut = deactivated || changes.passwordHash !== undefined;
    const [row] = await services.db
      .transaction(async (tx) => {
        if (deactivated) await keepAnActiveAdmin(tx, id);
        return tx
          .update(admins)
          .set({ ...changes, ...(signOut ? nextTokenVersion.admin : {}) })
          .where(eq(admins.id, id))
          .returning();
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict('username_taken') : error;
      });
    await services.changed(c.var.tab, signOut ? signedOutChange('admin', id) : { kind: 'admin' });
    return c.json(adminOut(row!));
  });

  return app;
}

export function tenantRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.get('/profile', async (c) => {
    const actor = c.get('actor');
    const tenant = await tenantWithLinks(services.db, actor.id);
    if (!tenant) throw notFound('tenant_not_found');
    return c.json(tenant);
  });

  app.get(
    '/',
    listHandler(services, 'tenant', 'tenant', (_actor, query) => listTenants(services.db, query)),
  );

  app.post('/', jsonBody(tenantCreateBodySchema), async (c) => {
    const actor = c.get('actor');
    const body = c.req.valid('json');
    const email = body.email.toLowerCase();
    if (await tenantEmailTaken(services.db, email)) throw conflict('tenant_email_taken');
    const logo = await savedLogo(services, actor, body.logo ?? null);
    const [row] = await services.db
      .insert(tenants)
      .values({
        name: body.name,
        industryType: body.industry_type,
        address: body.address,
        email,
        phone: body.phone,
        logo,
        ...logoFetchColumns(logo, services.now()),
        passwordHash: await hashPassword(body.password),
      })
      .returning();
    await services.changed(c.var.tab, { kind: 'tenant' });
    return c.json(tenantOut(row!, []), 201);
  });

  app.patch('/one/:id', updateBody(tenantUpdateBodySchema), async (c) => {
    const actor = c.get('actor');
    const id = c.req.param('id');
    const body = c.req.valid('json');
    if (!seesTenant(actor, id)) throw notFound('tenant_not_found');
    assertMayChangeTenant(actor, body);
    const [existing] = isUuid(id) ? await services.db.select().from(tenants).where(eq(tenants.id, id)) : [];
    if (!existing) throw notFound('tenant_not_found');
    const email = body.email?.toLowerCase();
    if (email !== undefined && (await tenantEmailTaken(services.db, email, id))) {
      throw conflict('tenant_email_taken');
    }
    const logo =
      body.logo !== undefined && body.logo !== existing.logo ? await savedLogo(services, actor, body.logo) : undefined;
    const changes = compact({
      name: body.name,
      industryType: body.industry_type,
      address: body.address,
      email,
      phone: body.phone,
      logo,
      passwordHash: body.password !== undefined ? await hashPassword(body.password) : undefined,
    });
    if (!isEmpty(changes)) {
      // a new logo's background tries (a URL's) begin again, and a stored one has none
      const fetchColumns = logo !== undefined ? logoFetchColumns(logo, services.now()) : {};
      // a new password ends the tenant's sessions
      const signOut = changes.passwordHash !== undefined;
      await services.db
        .update(tenants)
        .set({ ...changes, ...fetchColumns, ...(signOut ? nextTokenVersion.tenant : {}) })
        .where(eq(tenants.id, id));
      await services.changed(c.var.tab, signOut ? signedOutChange('tenant', id) : { kind: 'tenant' });
      if (changes.logo !== undefined) await releaseFiles(services, [existing.logo]);
    }
    return c.json(await tenantWithLinks(services.db, id));
  });

  return app;
}

export function userRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    listHandler(services, 'user', 'user', (_actor, query) => listUsers(services.db, query)),
  );

  app.post('/', jsonBody(userBodySchema), async (c) => {
    const body = c.req.valid('json');
    const tenant = await requireTenant(services.db, body.tenantId);
    const [row] = await services.db
      .insert(users)
      .values({ tenantId: tenant.id, name: body.name, phone: body.phone, email: body.email })
      .returning();
    await services.changed(c.var.tab, { kind: 'user' });
    return c.json(userOut(row!, tenant.name), 201);
  });

  app.patch('/one/:id', updateBody(userUpdateBodySchema), async (c) => {
    const id = c.req.param('id');
    const body = c.req.valid('json');
    const [existing] = isUuid(id) ? await services.db.select().from(users).where(eq(users.id, id)) : [];
    if (!existing) throw notFound('user_not_found');
    const tenant = await requireTenant(services.db, body.tenantId ?? existing.tenantId);
    const [row] = await services.db
      .update(users)
      .set(compact({ tenantId: tenant.id, name: body.name, phone: body.phone, email: body.email }))
      .where(eq(users.id, id))
      .returning();
    await services.changed(c.var.tab, { kind: 'user' });
    return c.json(userOut(row!, tenant.name));
  });

  return app;
}
