/**
 * The administrators' lists: admins, tenants (with their links), users (with their tenant's name) and QR-code links
 * (with their tenant). Small tables (an agency's accounts and businesses): searched and sorted without indexes.
 */
import type { ListQueryOf, ListSortColumn } from '@app/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { admins, links, lowered, searchDocument, tenants, users } from '../db/schema';
import { adminOut, linkOut, tenantOut, userOut } from '../serialize';
import { countAll, idFilter, listSource, orderOf, searchOf, tableList, withPage, type SortKey } from './query';

const oldestFirst = { column: 'createdAt', direction: 'asc' } as const;

// ---------------------------------------------------------------------------------------------- admins

const adminSorts: Record<ListSortColumn<'admin'>, SortKey> = {
  name: { by: lowered(admins.name) },
  username: { by: lowered(admins.username) },
  email: { by: lowered(admins.email) },
  phone: { by: admins.phone },
  status: { by: admins.status },
  createdAt: { by: admins.createdAt },
};
const adminDocument = searchDocument([admins.name, admins.username, admins.email, admins.phone]);

export function listAdmins(db: DbOrTx, query: ListQueryOf<'admin'>) {
  const search = searchOf(query.q, adminDocument);
  const where = and(query.status !== undefined ? eq(admins.status, query.status) : undefined, ...search);
  const order = orderOf(query.sort, adminSorts, oldestFirst, [admins.createdAt, admins.id]);
  return tableList(db, admins, where, order, (rows) => rows.map(adminOut), { searched: search.length > 0 });
}

// ---------------------------------------------------------------------------------------------- tenants

/** A tenant's assigned (first) link's name, for the QR Link column. */
const firstLinkName = sql`(select ${links.name} from ${links} where ${links.tenantId} = ${tenants.id} order by ${links.seq} limit 1)`;

const tenantSorts: Record<ListSortColumn<'tenant'>, SortKey> = {
  name: { by: lowered(tenants.name) },
  industry_type: { by: lowered(tenants.industryType) },
  email: { by: lowered(tenants.email) },
  phone: { by: tenants.phone },
  address: { by: lowered(tenants.address) },
  qrLink: { by: firstLinkName, nullable: true },
  createdAt: { by: tenants.createdAt },
};
const tenantDocument = searchDocument([
  tenants.name,
  tenants.industryType,
  tenants.email,
  tenants.phone,
  tenants.address,
]);

/** Tenants with their links (the first is the assigned one). */
export function listTenants(db: DbOrTx, query: ListQueryOf<'tenant'>) {
  const search = searchOf(query.q, tenantDocument);
  const where = and(...search);
  const order = orderOf(query.sort, tenantSorts, oldestFirst, [tenants.createdAt, tenants.id]);
  return tableList(
    db,
    tenants,
    where,
    order,
    async (rows) => {
      const ids = rows.map((row) => row.id);
      const held = ids.length
        ? await db.select().from(links).where(inArray(links.tenantId, ids)).orderBy(asc(links.seq))
        : [];
      const byTenant = new Map<string, typeof held>();
      for (const link of held) byTenant.set(link.tenantId!, [...(byTenant.get(link.tenantId!) ?? []), link]);
      return rows.map((row) => tenantOut(row, byTenant.get(row.id) ?? []));
    },
    { searched: search.length > 0 },
  );
}

// ---------------------------------------------------------------------------------------------- users

const userSorts: Record<ListSortColumn<'user'>, SortKey> = {
  name: { by: lowered(users.name) },
  tenant: { by: lowered(tenants.name) },
  phone: { by: users.phone },
  email: { by: lowered(users.email) },
  createdAt: { by: users.createdAt },
};
const userDocument = searchDocument([users.name, users.email, users.phone]);

/** Users with their tenant's name; the search also finds them by that name. */
export function listUsers(db: DbOrTx, query: ListQueryOf<'user'>) {
  const where = and(idFilter(users.tenantId, query.tenantId), ...searchOf(query.q, userDocument, [tenants.name]));
  const order = orderOf(query.sort, userSorts, oldestFirst, [users.createdAt, users.id]);
  return listSource(
    (page) =>
      withPage(
        db
          .select({ user: users, tenantName: tenants.name })
          .from(users)
          .innerJoin(tenants, eq(users.tenantId, tenants.id))
          .where(where)
          .orderBy(...order)
          .$dynamic(),
        page,
      ),
    async () =>
      (await db.select({ n: countAll }).from(users).innerJoin(tenants, eq(users.tenantId, tenants.id)).where(where))[0]
        ?.n ?? 0,
    (rows) => rows.map((row) => userOut(row.user, row.tenantName)),
  );
}

// ---------------------------------------------------------------------------------------------- links

const linkSorts: Record<ListSortColumn<'link'>, SortKey> = {
  // QR-00001, QR-00002…: the sequence is the name's order
  name: { by: links.seq },
  status: { by: links.status },
  url: { by: links.fullUrl },
  tenant: { by: lowered(tenants.name), nullable: true },
  createdAt: { by: links.createdAt },
};
const linkDocument = searchDocument([links.name, links.label, links.status, links.fullUrl]);

/** Links with their tenant (or none), in the order they were generated unless sorted otherwise. */
export function listLinks(db: DbOrTx, query: ListQueryOf<'link'>) {
  const where = and(
    query.status !== undefined ? eq(links.status, query.status) : undefined,
    idFilter(links.tenantId, query.tenantId),
    ...searchOf(query.q, linkDocument, [tenants.name]),
  );
  const order = orderOf(query.sort, linkSorts, { column: 'name', direction: 'asc' }, [links.seq]);
  return listSource(
    (page) =>
      withPage(
        db
          .select({ link: links, tenantName: tenants.name })
          .from(links)
          .leftJoin(tenants, eq(links.tenantId, tenants.id))
          .where(where)
          .orderBy(...order)
          .$dynamic(),
        page,
      ),
    async () =>
      (await db.select({ n: countAll }).from(links).leftJoin(tenants, eq(links.tenantId, tenants.id)).where(where))[0]
        ?.n ?? 0,
    (rows) =>
      rows.map(({ link, tenantName }) =>
        linkOut(link, link.tenantId && tenantName !== null ? { id: link.tenantId, name: tenantName } : null),
      ),
  );
}
