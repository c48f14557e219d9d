/**
 * Counting without personal data: one row per (day, business, link, platform, language) with its funnel: scans
 * (phones that opened the page, once a day, platform ''), claims (platforms chosen), redirects (posts copied, opened
 * or shared) and shares (the redirects by the share sheet), added to by an upsert (`scans = scans + n`). Nothing about the visitor is kept: no address, no user
 * agent; the language is the page's (a post language). Crawlers, link previews, HEAD requests and prefetches are not
 * counted.
 */
import { STATS_TIME_ZONE } from '@app/contract';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Services } from '../context';
import { queryRows, type Statement } from '../db';
import { batched } from '../db/batched';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STATS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last minute statsDay formatted, and its day: a time zone's offset is whole minutes, so one minute is one day. */
let lastMinute = Number.NaN;
let lastDay = '';

/** The day (YYYY-MM-DD) of a moment in STATS_TIME_ZONE. */
export function statsDay(ms: number): string {
  const minute = Math.floor(ms / 60_000);
  if (minute !== lastMinute) {
    lastDay = dayFormat.format(new Date(minute * 60_000));
    lastMinute = minute;
  }
  return lastDay;
}

/** Robots and the link previews of chat apps, by their user agent; none at all is a script, not a phone. */
const CRAWLER =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|facebookcatalog|meta-externalagent|whatsapp|slack|telegram|discord|twitter|linkedin|skype|pinterest|embedly|vkshare|snapchat|viber|kakaotalk|lighthouse|pagespeed/i;

/** Whether a request of the page is a person's view worth counting. */
export function isCountedView(c: Context): boolean {
  if (c.req.method !== 'GET') return false;
  const agent = c.req.header('user-agent') ?? '';
  if (agent.trim() === '' || CRAWLER.test(agent)) return false;
  const purpose = `${c.req.header('sec-purpose') ?? ''} ${c.req.header('purpose') ?? ''}`;
  return !/prefetch|prerender/i.test(purpose);
}

/** The cookie that remembers the day a phone's view of a link was counted (the day only: nothing about the phone). */
export const SEEN_COOKIE = 'q_seen';

/** Whether this phone's view of the link was counted on `day` already (a reload, Back, another tab). */
export const seenOn = (c: Context, day: string): boolean => getCookie(c, SEEN_COOKIE) === day;

/**
 * Remembers on the phone that its view of the link was counted on `day` (a day's cookie, sent to the page only).
 * `requested`: the uuid as the phone wrote it (a found link's, so only hex digits and dashes): a cookie's path is
 * matched case-sensitively, and a printed uuid may be in capitals, so a reload sends it back.
 */
export function markSeen(c: Context, requested: string, day: string, secure: boolean): void {
  c.header(
    'Set-Cookie',
    `${SEEN_COOKIE}=${day}; Max-Age=86400; Path=/q/${requested}; HttpOnly${secure ? '; Secure' : ''}; SameSite=Lax`,
    { append: true },
  );
}

/**
 * The counts' upsert, prepared once per connection (a page view's work is otherwise mostly building this query):
 * one row per (day, business, link, platform, language), each at most once in a batch. Parameters: the rows' columns as arrays.
 */
export const COUNT_STATEMENT: Statement = {
  name: 'public_counts_v3',
  text: `
insert into link_counts (day, tenant_id, link_uuid, platform, language, scans, claims, redirects, shares)
select * from unnest($1::date[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::integer[], $7::integer[],
  $8::integer[], $9::integer[])
on conflict (tenant_id, day, link_uuid, platform, language) do update
set scans = link_counts.scans + excluded.scans, claims = link_counts.claims + excluded.claims,
  redirects = link_counts.redirects + excluded.redirects, shares = link_counts.shares + excluded.shares`,
};

type CountKey = { day: string; tenantId: string; linkUuid: string; platform: string; language: string };
type Counts = { scans: number; claims: number; redirects: number; shares: number };

/**
 * Adds counts with one upsert per batch (db/batched.ts): counts that arrive while a write is running go together
 * into the next one, each caller waiting for the write that holds its count, so a busy page costs one statement per
 * round trip instead of one per view, and an answered view is a counted one.
 */
export class CountWriter {
  private readonly send = batched<Map<string, CountKey & Counts>>(
    () => new Map(),
    (rows) => this.write([...rows.values()]),
  );

  constructor(private readonly services: Services) {}

  /** A phone opened the link's page (once a day), in this language. */
  scan(tenantId: string, linkUuid: string, language: string): Promise<void> {
    return this.add({ tenantId, linkUuid, platform: '', language }, { scans: 1, claims: 0, redirects: 0, shares: 0 });
  }

  /** A phone chose a platform (a new hold, or none left for it). */
  claim(tenantId: string, linkUuid: string, platform: string, language: string): Promise<void> {
    return this.add({ tenantId, linkUuid, platform, language }, { scans: 0, claims: 1, redirects: 0, shares: 0 });
  }

  /** A phone used its post: copied or opened it, or shared it (`shared`: through the share sheet). */
  redirect(tenantId: string, linkUuid: string, platform: string, language: string, shared: boolean): Promise<void> {
    const shares = shared ? 1 : 0;
    return this.add({ tenantId, linkUuid, platform, language }, { scans: 0, claims: 0, redirects: 1, shares });
  }

  private add(at: Omit<CountKey, 'day'>, counts: Counts): Promise<void> {
    const key = { day: statsDay(this.services.now()), ...at };
    const id = `${key.day}|${key.tenantId}|${key.linkUuid}|${key.platform}|${key.language}`;
    return this.send((pending) => {
      const row = pending.get(id);
      if (!row) {
        pending.set(id, { ...key, ...counts });
        return;
      }
      row.scans += counts.scans;
      row.claims += counts.claims;
      row.redirects += counts.redirects;
      row.shares += counts.shares;
    });
  }

  private async write(rows: (CountKey & Counts)[]): Promise<void> {
    await queryRows(this.services.db, COUNT_STATEMENT, [
      rows.map((row) => row.day),
      rows.map((row) => row.tenantId),
      rows.map((row) => row.linkUuid),
      rows.map((row) => row.platform),
      rows.map((row) => row.language),
      rows.map((row) => row.scans),
      rows.map((row) => row.claims),
      rows.map((row) => row.redirects),
      rows.map((row) => row.shares),
    ]);
  }
}

/** At most one 'stats' event a second per business for scans (a busy day would otherwise refresh every dashboard on every view). */
const STATS_EVENT_MS = 1000;

/**
 * Tells the business and the administrators that its counts changed: at once, then at most once per second (a
 * change within the second is told when it ends).
 */
export class StatsNotifier {
  private readonly last = new Map<string, number>();
  private readonly pending = new Set<string>();

  constructor(private readonly services: Services) {}

  changed(tenantId: string): void {
    if (this.pending.has(tenantId)) return;
    const since = Date.now() - (this.last.get(tenantId) ?? 0);
    if (since >= STATS_EVENT_MS) {
      this.publish(tenantId);
      return;
    }
    this.pending.add(tenantId);
    setTimeout(() => {
      this.pending.delete(tenantId);
      this.publish(tenantId);
    }, STATS_EVENT_MS - since).unref();
  }

  private publish(tenantId: string): void {
    this.last.set(tenantId, Date.now());
    if (this.last.size > 10_000) this.last.clear();
    this.services.changed(undefined, { kind: 'stats', event: 'stats', tenants: [tenantId] }).catch((error: unknown) => {
      this.services.log(`stats event: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}
