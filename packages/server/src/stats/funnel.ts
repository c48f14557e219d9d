/**
 * The funnel (`GET /api/stats/funnel`): per link, platform and language, phones that opened a link's page (once per
 * phone and day) → platforms chosen → posts used (copied, opened or shared; `shared` counts the shares among them) →
 * posts proven posted, from link_counts (and
 * content_posts) over a range of days; and the links
 * that nobody scanned for LINK_QUIET_DAYS days.
 */
import {
  FUNNEL_MAX_DAYS,
  LINK_QUIET_DAYS,
  STATS_TIME_ZONE,
  type FunnelCounts,
  type FunnelStats,
  type QuietLink,
} from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { statsDay } from '../qr/counting';
import { daysBefore } from './days';
import { rowsOf } from './queries';

/** The range and whose counts: one tenant, or all (null). */
export interface FunnelRange {
  from: string;
  to: string;
  tenantId: string | null;
}

/** One row of the counts, as the CSV export lists them. */
export interface FunnelRow extends FunnelCounts {
  day: string;
  tenantName: string;
  linkName: string;
  label: string;
  platform: string;
  language: string;
}

const sums = sql.raw(
  `coalesce(sum(c.scans), 0)::int as scans, coalesce(sum(c.claims), 0)::int as claims,
  coalesce(sum(c.redirects), 0)::int as redirects, coalesce(sum(c.shares), 0)::int as shared,
  coalesce(sum(c.posted), 0)::int as posted`,
);

/**
 * What the funnel counts: link_counts, and the fourth step "posted" (a proof-of-post link, once per phone and post,
 * public/posted.ts) counted on the day it was first given, under the link, platform and language it was given on.
 */
const counted = sql.raw(`(
  select day, tenant_id, link_uuid, platform, language, scans, claims, redirects, shares, 0 as posted
  from link_counts
  union all
  select (first_at at time zone '${STATS_TIME_ZONE}')::date, tenant_id, link_uuid, platform, language, 0, 0, 0, 0, 1
  from content_posts
)`);

const NO_COUNTS: FunnelCounts = { scans: 0, claims: 0, redirects: 0, shared: 0, posted: 0 };

const countsOf = (row: Record<string, unknown>): FunnelCounts => ({
  scans: Number(row.scans ?? 0),
  claims: Number(row.claims ?? 0),
  redirects: Number(row.redirects ?? 0),
  shared: Number(row.shared ?? 0),
  posted: Number(row.posted ?? 0),
});

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The counts of the range (of the tenant, when one). */
function countsWhere({ from, to, tenantId }: FunnelRange): SQL {
  return sql`c.day between ${from} and ${to} ${tenantId ? sql`and c.tenant_id = ${tenantId}` : sql``}`;
}

async function rows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return rowsOf(await db.execute(query)) as Record<string, unknown>[];
}

/** Every day from `from` to `to`, oldest first; never more than the longest range the funnel accepts. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = to; day >= from && days.length < FUNNEL_MAX_DAYS; day = daysBefore(day, 1)) days.push(day);
  return days.reverse();
}

/** The assigned links (of the tenant) nobody scanned for LINK_QUIET_DAYS days, nor since they were made. */
export async function quietLinks(db: Db, tenantId: string | null, now: number): Promise<QuietLink[]> {
  const since = daysBefore(statsDay(now), LINK_QUIET_DAYS - 1);
  const found = await rows(
    db,
    sql`
      select l.uuid, l.name, l.label, t.id as tenant_id, t.name as tenant_name,
        (select max(c.day) from link_counts c where c.link_uuid = l.uuid and c.scans > 0)::text as last_scan
      from links l
      join tenants t on t.id = l.tenant_id
      where ${tenantId ? sql`l.tenant_id = ${tenantId}` : sql`true`}
        and (l.created_at at time zone ${STATS_TIME_ZONE})::date < ${since}::date
        and not exists (
          select 1 from link_counts c where c.link_uuid = l.uuid and c.scans > 0 and c.day >= ${since}::date
        )
      order by t.name, l.seq`,
  );
  return found.map((row) => ({
    uuid: text(row.uuid),
    name: text(row.name),
    label: text(row.label),
    tenantId: text(row.tenant_id),
    tenantName: text(row.tenant_name),
    lastScan: row.last_scan === null || row.last_scan === undefined ? null : text(row.last_scan),
  }));
}

export async function funnelStats(db: Db, range: FunnelRange, now: number): Promise<FunnelStats> {
  const where = countsWhere(range);
  const perDay = await rows(db, sql`select c.day::text as day, ${sums} from ${counted} c where ${where} group by 1`);
  const byDay = new Map(perDay.map((row) => [text(row.day), countsOf(row)]));
  const daily = daysOf(range.from, range.to).map((day) => ({
    day,
    ...(byDay.get(day) ?? NO_COUNTS),
  }));
  const totals = daily.reduce<FunnelCounts>(
    (sum, day) => ({
      scans: sum.scans + day.scans,
      claims: sum.claims + day.claims,
      redirects: sum.redirects + day.redirects,
      shared: sum.shared + day.shared,
      posted: sum.posted + day.posted,
    }),
    NO_COUNTS,
  );

  // the links with counts in the range, and the tenant's links without any (deleted links keep their counts)
  const perLink = await rows(
    db,
    sql`
      with counted as (
        select c.link_uuid, c.tenant_id, ${sums} from ${counted} c where ${where} group by 1, 2
      ), held as (
        select l.uuid as link_uuid, l.tenant_id from links l
        where ${range.tenantId ? sql`l.tenant_id = ${range.tenantId}` : sql`l.tenant_id is not null`}
      )
      select k.link_uuid, k.tenant_id, t.name as tenant_name, l.name, l.label, l.seq,
        coalesce(k.scans, 0) as scans, coalesce(k.claims, 0) as claims, coalesce(k.redirects, 0) as redirects,
        coalesce(k.shared, 0) as shared, coalesce(k.posted, 0) as posted
      from (
        select coalesce(counted.link_uuid, held.link_uuid) as link_uuid,
          coalesce(counted.tenant_id, held.tenant_id) as tenant_id, counted.scans, counted.claims, counted.redirects,
          counted.shared, counted.posted
        from counted full join held on held.link_uuid = counted.link_uuid
      ) k
      join tenants t on t.id = k.tenant_id
      left join links l on l.uuid = k.link_uuid
      order by 7 desc, 8 desc, 9 desc, t.name, l.seq nulls last, k.link_uuid`,
  );
  const perPlatform = await rows(
    db,
    sql`select c.platform, ${sums} from ${counted} c where ${where} and c.platform <> '' group by 1
      order by claims desc, redirects desc, 1`,
  );
  const perLanguage = await rows(
    db,
    sql`select c.language, ${sums} from ${counted} c where ${where} group by 1
      order by scans desc, claims desc, redirects desc, 1`,
  );
  return {
    from: range.from,
    to: range.to,
    tenantId: range.tenantId,
    totals,
    daily,
    links: perLink.map((row) => ({
      uuid: text(row.link_uuid),
      name: text(row.name),
      label: text(row.label),
      tenantId: text(row.tenant_id),
      tenantName: text(row.tenant_name),
      ...countsOf(row),
    })),
    platforms: perPlatform.map((row) => {
      const { claims, redirects, shared, posted } = countsOf(row);
      return { platform: text(row.platform), claims, redirects, shared, posted };
    }),
    languages: perLanguage.map((row) => ({ language: text(row.language), ...countsOf(row) })),
    quiet: await quietLinks(db, range.tenantId, now),
  };
}

/** The counts of the range row by row (day, link, platform, language), for the CSV export. */
export async function funnelRows(db: Db, range: FunnelRange): Promise<FunnelRow[]> {
  const found = await rows(
    db,
    sql`
      select c.day::text as day, t.name as tenant_name, l.name as link_name, l.label, c.link_uuid, c.platform,
        c.language, ${sums}
      from ${counted} c
      join tenants t on t.id = c.tenant_id
      left join links l on l.uuid = c.link_uuid
      where ${countsWhere(range)}
      group by 1, 2, 3, 4, 5, 6, 7, l.seq
      order by 1, 2, l.seq nulls last, 5, 6, 7`,
  );
  return found.map((row) => ({
    day: text(row.day),
    tenantName: text(row.tenant_name),
    linkName: text(row.link_name),
    label: text(row.label),
    platform: text(row.platform),
    language: text(row.language),
    ...countsOf(row),
  }));
}
