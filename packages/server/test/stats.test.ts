/**
 * Counting (scans on page views, redirects per platform, days in Malaysia time, no crawlers, nothing about the
 * visitor) and the dashboards' answers: GET /api/stats/overview (administrators) and /api/stats/mine (a business).
 */
import type { AdminDashboardStats, TenantProfileStats } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db';
import { linkCounts } from '../src/db/schema';
import { listenSse, waitFor } from './helpers';
import {
  business,
  campaignOf,
  entryOf,
  phone,
  pictureOf,
  postsOf,
  setUpWorld,
  type Business,
  world,
} from './public-fixture';

/** Monday 2 March 2026, 11:00 in Kuala Lumpur (03:00 UTC). */
const MONDAY_KL_11 = Date.parse('2026-03-02T03:00:00Z');
const HOUR = 60 * 60 * 1000;

let cafe: Business;
let salon: Business;

setUpWorld(MONDAY_KL_11);

beforeAll(async () => {
  cafe = await business(world, 'Cafe');
  salon = await business(world, 'Salon');
  const campaign = await campaignOf(world, cafe.token);
  const redbook = await entryOf(world, cafe, campaign.id, 'Redbook');
  const tiktok = await entryOf(world, cafe, campaign.id, 'Tiktok');
  await entryOf(world, cafe, campaign.id, 'Shopee');
  await postsOf(world, cafe, campaign.id, [(await pictureOf(world, cafe, redbook.id)).id], 6, 'Redbook');
  const tiktokPicture = await pictureOf(world, cafe, tiktok.id);
  await postsOf(world, cafe, campaign.id, [tiktokPicture.id], 2, 'Tiktok');
  const salonCampaign = await campaignOf(world, salon.token);
  await entryOf(world, salon, salonCampaign.id, 'Instagram');
}, 180_000);

const at = (ms: number) => {
  world.clock.now = ms;
};
const overview = async (token = world.admin) => world.api.get<AdminDashboardStats>('/api/stats/overview', { token });
const mine = async (token: string) => world.api.get<TenantProfileStats>('/api/stats/mine', { token });

describe('counting', () => {
  it('a page view counts one scan; crawlers, link previews, HEAD, prefetches and the JSON view do not', async () => {
    at(MONDAY_KL_11);
    const before = (await mine(cafe.token)).body.thisWeek;
    const customer = phone(world);
    for (const agent of [
      'WhatsApp/2.23.20.0',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      '',
    ]) {
      expect((await customer.page(cafe.uuid, { 'User-Agent': agent })).status).toBe(200);
    }
    await customer.page(cafe.uuid, { 'Sec-Purpose': 'prefetch' });
    await fetch(`${world.server.url}/q/${cafe.uuid}`, {
      method: 'HEAD',
      headers: { 'X-Forwarded-For': customer.address },
    });
    await customer.view(cafe.uuid);
    expect((await mine(cafe.token)).body.thisWeek).toEqual(before);
    await customer.page(cafe.uuid);
    expect((await mine(cafe.token)).body.thisWeek).toEqual({ ...before, scans: before.scans + 1 });
  });

  it('a scan tells the business and the administrators (stats), no one else', async () => {
    const streams = {
      cafe: await listenSse(world.server.url, { Authorization: `Bearer ${cafe.token}` }),
      admin: await listenSse(world.server.url, { Authorization: `Bearer ${world.admin}` }),
      salon: await listenSse(world.server.url, { Authorization: `Bearer ${salon.token}` }),
    };
    try {
      // past the once-a-second throttle of the test before
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await phone(world).page(cafe.uuid);
      expect(await waitFor(() => streams.cafe.events.length > 0 && streams.admin.events.length > 0)).toBe(true);
      expect(streams.cafe.events).toEqual(['stats']);
      expect(streams.admin.events).toEqual(['stats']);
      // more scans within the second: one more event when it ends, not one each
      await Promise.all([phone(world).page(cafe.uuid), phone(world).page(cafe.uuid), phone(world).page(cafe.uuid)]);
      expect(await waitFor(() => streams.cafe.events.length > 1, 2500)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(streams.cafe.events).toEqual(['stats', 'stats']);
      expect(streams.salon.events).toEqual([]);
    } finally {
      await Promise.all(Object.values(streams).map((stream) => stream.close()));
    }
  });

  it('days are Malaysian days: 23:59 and 00:00 in Kuala Lumpur are two days, and a week starts on Monday', async () => {
    const start = (await overview()).body;
    const sunday = start.daily.at(-2)!;
    const monday = start.daily.at(-1)!;
    expect([sunday.day, monday.day]).toEqual(['2026-03-01', '2026-03-02']);
    const week = (await mine(salon.token)).body.thisWeek;
    at(Date.parse('2026-03-01T15:59:59Z')); // Sunday 23:59:59 in Kuala Lumpur, and still 1 March in UTC
    await phone(world).page(salon.uuid);
    at(Date.parse('2026-03-01T16:00:00Z')); // Monday 00:00 in Kuala Lumpur, still 1 March in UTC
    await phone(world).page(salon.uuid);
    at(MONDAY_KL_11);
    const after = (await overview()).body;
    expect(after.daily.at(-2)).toEqual({ ...sunday, scans: sunday.scans + 1 });
    expect(after.daily.at(-1)).toEqual({ ...monday, scans: monday.scans + 1 });
    expect((await mine(salon.token)).body.thisWeek).toEqual({ ...week, scans: week.scans + 1 });
  });

  it('a redirect counts once per post, on its platform', async () => {
    at(MONDAY_KL_11);
    const before = (await mine(cafe.token)).body.thisWeek;
    const customer = phone(world);
    await customer.claim(cafe.uuid, 'Redbook');
    await customer.redirect(cafe.uuid, 'Redbook', 'copy');
    await customer.redirect(cafe.uuid, 'Redbook', 'open');
    await customer.claim(cafe.uuid, 'Tiktok');
    await customer.redirect(cafe.uuid, 'Tiktok', 'open');
    expect((await mine(cafe.token)).body.thisWeek).toEqual({ ...before, redirects: before.redirects + 2 });
  });
});

describe('the dashboards', () => {
  it('only administrators get the overview, only a business its own counts', async () => {
    expect((await overview(cafe.token)).status).toBe(403);
    expect((await mine(world.admin)).status).toBe(403);
    expect((await world.api.get('/api/stats/overview')).status).toBe(401);
    expect((await world.api.get('/api/stats/mine')).status).toBe(401);
    expect((await world.api.get('/api/stats/mine', { token: 'garbage' })).status).toBe(401);
  });

  it('today, 7 and 30 days, a 30-day chart, the top businesses, who runs low, and the vacant links', async () => {
    at(MONDAY_KL_11 - 29 * 24 * HOUR); // the chart's first day
    await phone(world).page(salon.uuid);
    at(MONDAY_KL_11 - 30 * 24 * HOUR); // a day before it: not counted in any figure
    await phone(world).page(salon.uuid);
    at(MONDAY_KL_11 - 6 * 24 * HOUR); // the oldest of the 7 days
    await phone(world).page(cafe.uuid);
    at(MONDAY_KL_11);
    const vacant = (await world.api.post<unknown[]>('/api/link/generate', { count: 3 }, { token: world.admin })).body;
    expect(vacant).toHaveLength(3);

    const reply = await overview();
    expect(reply.status).toBe(200);
    const stats = reply.body;
    expect(Object.keys(stats).sort()).toEqual(
      [
        'daily',
        'last30Days',
        'last7Days',
        'runningLow',
        'today',
        'topBusinesses',
        'unusualActivity',
        'vacantLinks',
      ].sort(),
    );
    // from the tests above: cafe 5 scans and 2 redirects today; salon 1 on Sunday, 1 today
    expect(stats.today).toEqual({ scans: 6, redirects: 2 });
    expect(stats.last7Days).toEqual({ scans: 8, redirects: 2 });
    expect(stats.last30Days).toEqual({ scans: 9, redirects: 2 });
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily[0]).toEqual({ day: '2026-02-01', scans: 1, redirects: 0 });
    expect(stats.daily.at(-7)).toEqual({ day: '2026-02-24', scans: 1, redirects: 0 });
    expect(stats.daily.reduce((sum, day) => sum + day.scans, 0)).toBe(9);
    expect(stats.topBusinesses).toEqual([
      { tenantId: cafe.id, name: 'Cafe', scans: 6, redirects: 2 },
      { tenantId: salon.id, name: 'Salon', scans: 3, redirects: 0 },
    ]);
    // Redbook: 6 posts, 1 redirected, 5 left (not low); Tiktok 1 left; Shopee and Instagram none (included)
    const campaignId = expect.any(String) as string;
    expect(stats.runningLow).toEqual([
      { tenantId: cafe.id, name: 'Cafe', platform: 'Shopee', unused: 0, campaignId },
      { tenantId: salon.id, name: 'Salon', platform: 'Instagram', unused: 0, campaignId },
      { tenantId: cafe.id, name: 'Cafe', platform: 'Tiktok', unused: 1, campaignId },
    ]);
    expect(stats.unusualActivity).toEqual([]);
    expect(stats.vacantLinks).toBe(3);

    expect((await mine(cafe.token)).body).toEqual({
      thisWeek: { scans: 5, redirects: 2 },
      unusedByPlatform: [
        { platform: 'Redbook', unused: 5 },
        { platform: 'Tiktok', unused: 1 },
        { platform: 'Shopee', unused: 0 },
      ],
      supply: [
        { platform: 'Redbook', available: 5, held: 0, used: 1 },
        { platform: 'Tiktok', available: 1, held: 0, used: 1 },
        { platform: 'Shopee', available: 0, held: 0, used: 0 },
      ],
      runningLow: [
        { platform: 'Shopee', unused: 0, campaignId },
        { platform: 'Tiktok', unused: 1, campaignId },
      ],
      unusualActivity: [],
    });
  });

  it('stores counts per day, business, link and platform, and nothing about the visitor', async () => {
    await world.server.close();
    const database = await openDatabase({
      dataDir: world.server.dataDir,
      ...(world.server.databaseUrl ? { databaseUrl: world.server.databaseUrl } : {}),
    });
    try {
      const rows = await database.db.select().from(linkCounts);
      const cafeToday = rows.filter((row) => row.tenantId === cafe.id && row.day === '2026-03-02');
      expect(
        cafeToday
          .map(({ linkUuid, platform, scans, redirects }) => ({ linkUuid, platform, scans, redirects }))
          .sort((a, b) => a.platform.localeCompare(b.platform)),
      ).toEqual([
        { linkUuid: cafe.uuid, platform: '', scans: 5, redirects: 0 },
        { linkUuid: cafe.uuid, platform: 'Redbook', scans: 0, redirects: 1 },
        { linkUuid: cafe.uuid, platform: 'Tiktok', scans: 0, redirects: 1 },
      ]);
      // the funnel's columns: the phone's language is a post language, nothing about the phone itself
      expect(Object.keys(rows[0]!).sort()).toEqual([
        'claims',
        'day',
        'language',
        'linkUuid',
        'platform',
        'redirects',
        'scans',
        'shares',
        'tenantId',
      ]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
