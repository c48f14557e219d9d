/** The dashboards' counts (`GET /api/stats/overview`, `GET /api/stats/mine`), from link_counts and the posts left. */
import {
  LINK_STATUS_VACANT,
  RUNNING_LOW_POSTS,
  type AdminDashboardStats,
  type CountPair,
  type PlatformSupply,
  type RunningLow,
  type TenantProfileStats,
  type UnusualActivity,
} from '@app/contract';
import { and, asc, count, desc, eq, gte, sql, sum } from 'drizzle-orm';
import type { Db } from '../db';
import { entries, linkCounts, links, tenants } from '../db/schema';
import { groupPlatforms, type TypedEntry } from '../qr/platforms';
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

type TenantEntry = TypedEntry & { tenantId: string; campaignId: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The rows of a raw query's result (both drivers answer `{ rows }`). */
export function rowsOf(result: unknown): object[] {
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  return Array.isArray(rows) ? rows.filter((row): row is object => typeof row === 'object' && row !== null) : [];
}

/**
 * Per business and platform it offers, its posts by state (docs/customer-flow.md, "The dashboards"): active posts
 * whose platform is that platform, in a campaign offering it; `available` neither used nor held, `held` on a phone's
 * screen, `used` copied or opened. `campaignId`: the campaign of the platform's newest entry (to generate more for).
 */
async function supplyOf(db: Db, rows: TenantEntry[], now: number, tenantId?: string) {
  const byTenant = new Map<string, TenantEntry[]>();
  for (const row of rows) {
    const own = byTenant.get(row.tenantId);
    if (own) own.push(row);
    else byTenant.set(row.tenantId, [row]);
  }
  const platforms = [...byTenant].map(([id, own]) => ({ tenantId: id, groups: groupPlatforms(own) }));
  const counts = new Map<string, Omit<PlatformSupply, 'platform'>>();
  if (rows.length > 0) {
    const at = new Date(now).toISOString();
    const result: unknown = await db.execute(sql`
      select c.tenant_id, lower(c.platform) as key,
        count(*) filter (where not c.is_redirected and (c.reserved_until is null or c.reserved_until <= ${at}))::int
          as available,
        count(*) filter (where not c.is_redirected and c.reserved_until > ${at})::int as held,
        count(*) filter (where c.is_redirected)::int as used
      from contents c
      where c.status = 'active' and c.platform is not null
        ${tenantId ? sql`and c.tenant_id = ${tenantId}` : sql``}
        and exists (
          select 1 from entries e
          where e.campaign_id = c.campaign_id
            and lower(regexp_replace(btrim(e.type), '[[:space:]]+', ' ', 'g')) = lower(c.platform)
        )
      group by 1, 2`);
    for (const row of rowsOf(result)) {
      const { tenant_id, key, available, held, used } = row as Record<string, unknown>;
      counts.set(`${String(tenant_id)}|${String(key)}`, {
        available: Number(available),
        held: Number(held),
        used: Number(used),
      });
    }
  }
  return platforms.map(({ tenantId: id, groups }) => ({
    tenantId: id,
    platforms: groups.map((group) => ({
      platform: group.platform.name,
      campaignId: group.entries[0]!.campaignId,
      ...(counts.get(`${id}|${group.key}`) ?? { available: 0, held: 0, used: 0 }),
    })),
  }));
}

/** The platforms running low (fewer than RUNNING_LOW_POSTS not used, none included), fewest first. */
function runningLowOf(platforms: (PlatformSupply & { campaignId: string })[]): RunningLow[] {
  return platforms
    .map((item) => ({ platform: item.platform, unused: item.available + item.held, campaignId: item.campaignId }))
    .filter((item) => item.unused < RUNNING_LOW_POSTS)
    .sort((a, b) => a.unused - b.unused || a.platform.localeCompare(b.platform));
}

/** Links (of one business) noted over their use limit in the last day, latest first. */
async function unusualActivityOf(db: Db, now: number, tenantId?: string): Promise<UnusualActivity[]> {
  const rows = await db
    .select({ uuid: links.uuid, at: links.limitedAt })
    .from(links)
    .where(
      and(
        gte(links.limitedAt, new Date(now - DAY_MS)),
        tenantId ? eq(links.tenantId, tenantId) : sql`${links.tenantId} is not null`,
      ),
    )
    .orderBy(desc(links.limitedAt));
  return rows.map((row) => ({ uuid: row.uuid, at: row.at!.toISOString() }));
}

const entryColumns = {
  id: entries.id,
  tenantId: entries.tenantId,
  campaignId: entries.campaignId,
  type: entries.type,
  createdAt: entries.createdAt,
};

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
  const runningLow = (await supplyOf(db, allEntries, now))
    .flatMap(({ tenantId, platforms }) =>
      runningLowOf(platforms).map((item) => ({ tenantId, name: names.get(tenantId) ?? '', ...item })),
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
    unusualActivity: await unusualActivityOf(db, now),
    vacantLinks: vacant?.n ?? 0,
  };
}

export async function tenantStats(db: Db, tenantId: string, now: number): Promise<TenantProfileStats> {
  const [week] = await db
    .select(totals)
    .from(linkCounts)
    .where(and(eq(linkCounts.tenantId, tenantId), gte(linkCounts.day, mondayOf(now))));
  const own = await db.select(entryColumns).from(entries).where(eq(entries.tenantId, tenantId));
  const platforms = (await supplyOf(db, own, now, tenantId))[0]?.platforms ?? [];
  return {
    thisWeek: week ?? ZERO,
    unusedByPlatform: platforms.map((item) => ({ platform: item.platform, unused: item.available + item.held })),
    supply: platforms.map(({ platform, available, held, used }) => ({ platform, available, held, used })),
    runningLow: runningLowOf(platforms),
    unusualActivity: await unusualActivityOf(db, now, tenantId),
  };
}
