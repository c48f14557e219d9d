/**
 * Counting without personal data: one row per (day, business, link, platform) with its scans (page views, platform
 * '') and redirects, added to by an upsert. Nothing about the visitor is kept: no address, no user agent. Crawlers,
 * link previews, HEAD requests and prefetches are not counted.
 */
import { STATS_TIME_ZONE } from '@app/contract';
import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import type { Services } from '../context';
import { linkCounts } from '../db/schema';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STATS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day (YYYY-MM-DD) of a moment in STATS_TIME_ZONE. */
export function statsDay(ms: number): string {
  return dayFormat.format(new Date(ms));
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

async function add(
  services: Services,
  at: { tenantId: string; linkUuid: string; platform: string },
  counts: { scans: number; redirects: number },
): Promise<void> {
  await services.db
    .insert(linkCounts)
    .values({ day: statsDay(services.now()), ...at, ...counts })
    .onConflictDoUpdate({
      target: [linkCounts.tenantId, linkCounts.day, linkCounts.linkUuid, linkCounts.platform],
      set: {
        scans: sql`${linkCounts.scans} + ${counts.scans}`,
        redirects: sql`${linkCounts.redirects} + ${counts.redirects}`,
      },
    });
}

export const countScan = (services: Services, tenantId: string, linkUuid: string) =>
  add(services, { tenantId, linkUuid, platform: '' }, { scans: 1, redirects: 0 });

export const countRedirect = (services: Services, tenantId: string, linkUuid: string, platform: string) =>
  add(services, { tenantId, linkUuid, platform }, { scans: 0, redirects: 1 });

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
    this.services.changed({ kind: 'stats', event: 'stats', tenants: [tenantId] }).catch((error: unknown) => {
      this.services.log(`stats event: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}
