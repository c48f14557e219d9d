/** The dashboards' counts (`GET /api/stats/overview`, `GET /api/stats/mine`), from link_counts and the posts left. */
import {
  LINK_STATUS_VACANT,
  platformKey,
  RUNNING_LOW_POSTS,
  type AdminDashboardStats,
  type CountPair,
  type TenantProfileStats,
} from '@app/contract';
import { and, asc, count, desc, eq, gte, sql, sum } from 'drizzle-orm';
import type { Db } from '../db';
import { entries, linkCounts, links, tenants } from '../db/schema';
import { groupPlatforms, type TypedEntry } from '../public/platforms';
import { lastDays, mondayOf } from './days';

const TOP_BUSINESSES = 5;
const DAYS = 30;

const totals = {
  scans: sql<number>`coalesce(${sum(linkCounts.scans)}, 0)::int`,
  redirects: sql<number>`coalesce(${sum(linkCounts.redirects)}, 0)::int`,
};

const add = (a: CountPair, b: CountPair): CountPair => ({
  scans: a.scans + b.scans,
  redirects: a.redirects + b.redirects,
});
const ZERO: CountPair = { scans: 0, redirects: 0 };

type TenantEntry = TypedEntry & { tenantId: string };

/** The rows of a raw query's result (both drivers answer `{ rows }`). */
function rowsOf(result: unknown): object[] {
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  return Array.isArray(rows) ? rows.filter((row): row is object => typeof row === 'object' && row !== null) : [];
}

/**
 * Unused posts (active, not redirected; a reserved post still counts) per business and platform: the contents
 * with an asset of one of the platform's entries in the content's campaign, each counted once per platform.
 */
async function unusedPosts(db: Db, rows: TenantEntry[], tenantId?: string) {
  const byTenant = new Map<string, TenantEntry[]>();
  for (const row of rows) {
    const own = byTenant.get(row.tenantId);
    if (own) own.push(row);
    else byTenant.set(row.tenantId, [row]);
  }
  const platforms = [...byTenant].map(([id, own]) => ({ tenantId: id, groups: groupPlatforms(own) }));
  // the platform of each entry type (a few dozen), so the database counts each post once per platform
  const types = new Map(rows.map((row) => [row.type, platformKey(row.type)]));
  const counts = new Map<string, number>();
  if (types.size > 0) {
    const keys = sql.join(
      [...types].map(([type, key]) => sql`(${type}, ${key})`),
      sql`, `,
    );
    const result: unknown = await db.execute(sql`
      select e.tenant_id, m.key, count(distinct c.id)::int as unused
      from contents c
      cross join lateral unnest(c.asset_ids) as u(asset_id)
      join assets a on a.id = u.asset_id
      join entries e on e.id = a.entry_id and e.campaign_id = c.campaign_id
      join (values ${keys}) as m(type, key) on m.type = e.type
      where c.status = 'active' and c.is_redirected = false
        ${tenantId ? sql`and e.tenant_id = ${tenantId}` : sql``}
      group by e.tenant_id, m.key`);
    for (const row of rowsOf(result)) {
      if ('tenant_id' in row && 'key' in row && 'unused' in row) {
        counts.set(`${String(row.tenant_id)}|${String(row.key)}`, Number(row.unused));
      }
    }
  }
  return platforms.map(({ tenantId: id, groups }) => ({
    tenantId: id,
    platforms: groups.map((group) => ({
      platform: group.platform.name,
      unused: counts.get(`${id}|${group.key}`) ?? 0,
    })),
  }));
}

const entryColumns = { id: entries.id, tenantId: entries.tenantId, type: entries.type, createdAt: entries.createdAt };

export async function adminOverview(db: Db, now: number): Promise<AdminDashboardStats> {
  const days = lastDays(now, DAYS);
  const from = days[0]!;
  const perDay = await db
    .select({ day: linkCounts.day, ...totals })
    .from(linkCounts)
    .where(gte(linkCounts.day, from))
    .groupBy(linkCounts.day);
  const byDay = new Map(perDay.map((row) => [row.day, { scans: row.scans, redirects: row.redirects }]));
  const daily = days.map((day) => ({ day, ...(byDay.get(day) ?? ZERO) }));
  const sumOf = (last: number) => daily.slice(-last).reduce<CountPair>((total, day) => add(total, day), ZERO);

  const top = await db
    .select({ tenantId: linkCounts.tenantId, name: tenants.name, ...totals })
    .from(linkCounts)
    .innerJoin(tenants, eq(tenants.id, linkCounts.tenantId))
    .where(gte(linkCounts.day, from))
    .groupBy(linkCounts.tenantId, tenants.name)
    .orderBy(desc(totals.scans), desc(totals.redirects), asc(tenants.name))
    .limit(TOP_BUSINESSES);

  const allEntries = await db.select(entryColumns).from(entries);
  const names = new Map(
    (await db.select({ id: tenants.id, name: tenants.name }).from(tenants)).map((t) => [t.id, t.name]),
  );
  const runningLow = (await unusedPosts(db, allEntries))
    .flatMap(({ tenantId, platforms }) =>
      platforms
        .filter((item) => item.unused < RUNNING_LOW_POSTS)
        .map((item) => ({ tenantId, name: names.get(tenantId) ?? '', ...item })),
    )
    .sort((a, b) => a.unused - b.unused || a.name.localeCompare(b.name) || a.platform.localeCompare(b.platform));

  const [vacant] = await db.select({ n: count() }).from(links).where(eq(links.status, LINK_STATUS_VACANT));
  return {
    today: sumOf(1),
    last7Days: sumOf(7),
    last30Days: sumOf(DAYS),
    daily,
    topBusinesses: top.filter((row) => row.scans + row.redirects > 0),
    runningLow,
    vacantLinks: vacant?.n ?? 0,
  };
}

export async function tenantStats(db: Db, tenantId: string, now: number): Promise<TenantProfileStats> {
  const [week] = await db
    .select(totals)
    .from(linkCounts)
    .where(and(eq(linkCounts.tenantId, tenantId), gte(linkCounts.day, mondayOf(now))));
  const own = await db.select(entryColumns).from(entries).where(eq(entries.tenantId, tenantId));
  const [unused] = await unusedPosts(db, own, tenantId);
  return { thisWeek: week ?? ZERO, unusedByPlatform: unused?.platforms ?? [] };
}
