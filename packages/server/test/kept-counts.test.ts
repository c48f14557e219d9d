/**
 * The counts kept by triggers, on the test's database (PGlite, or PostgreSQL): campaign_counts (migration 0005), each
 * owner's number of campaigns through inserts of one and of many rows, deletes, a change of owner and a tenant's
 * deletion (its campaigns go by cascade); storage_usage (0006), each account's bytes of stored files through
 * inserts, a new size (as the media backfill writes) and deletes.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db';
import { campaignCounts, campaigns, files, storageUsage, tenants } from '../src/db/schema';
import { countAll } from '../src/lists/query';
import { openTestDatabase } from './databases';

const AGENCY = '00000000-0000-0000-0000-000000000000';

let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let database: Database;

beforeAll(async () => {
  opened = await openTestDatabase('kept-counts-');
  database = opened.database;
}, 120_000);

afterAll(() => opened?.close(), 60_000);

type Counted = { owner: string; n: number }[];

/** Rows of (owner, n) as { owner: n }, without owners of none. */
const byOwner = (rows: Counted) =>
  Object.fromEntries(rows.filter((row) => row.n !== 0).map((row) => [row.owner, row.n]));

/** What a count over the rows finds is `expected`, and so is what the triggers kept. */
async function expectKept(kept: Promise<Counted>, counted: Promise<Counted>, expected: Record<string, number>) {
  expect(byOwner(await counted)).toEqual(expected);
  expect(byOwner(await kept)).toEqual(expected);
}

const tenant = async (email: string) =>
  (
    await database.db
      .insert(tenants)
      .values({ name: email, industryType: 'F', address: '-', email, phone: '-', passwordHash: '-' })
      .returning()
  )[0]!.id;

const campaign = (tenantId: string | null, name: string) => ({ tenantId, name, description: 'd' });

it('follow inserts, deletes, a change of owner and a tenant deleted with its campaigns', async () => {
  const { db } = database;
  const [x, y] = [await tenant('x@example.test'), await tenant('y@example.test')];
  const step = (expected: Record<string, number>) =>
    expectKept(
      db
        .select({ owner: campaignCounts.tenantKey, n: sql<number>`sum(${campaignCounts.n})`.mapWith(Number) })
        .from(campaignCounts)
        .groupBy(campaignCounts.tenantKey),
      db
        .select({ owner: sql<string>`coalesce(${campaigns.tenantId}, ${AGENCY})`, n: countAll })
        .from(campaigns)
        .groupBy(sql`1`),
      expected,
    );

  await db.insert(campaigns).values(campaign(x, 'one'));
  await db
    .insert(campaigns)
    .values([campaign(x, 'two'), campaign(y, 'three'), campaign(null, 'agency'), campaign(x, 'four')]);
  await step({ [x]: 3, [y]: 1, [AGENCY]: 1 });

  const [first] = await db.select().from(campaigns).where(eq(campaigns.name, 'one'));
  await db.update(campaigns).set({ tenantId: y }).where(eq(campaigns.id, first!.id));
  await step({ [x]: 2, [y]: 2, [AGENCY]: 1 });
  // a rename is no change of owner
  await db.update(campaigns).set({ name: 'renamed' }).where(eq(campaigns.tenantId, x));
  await db.update(campaigns).set({ tenantId: null }).where(eq(campaigns.id, first!.id));
  await step({ [x]: 2, [y]: 1, [AGENCY]: 2 });

  await db.delete(campaigns).where(inArray(campaigns.name, ['renamed', 'agency']));
  await step({ [y]: 1, [AGENCY]: 1 });
  await db.insert(campaigns).values([campaign(y, 'five'), campaign(x, 'six')]);
  await db.delete(tenants).where(eq(tenants.id, y));
  await step({ [x]: 1, [AGENCY]: 1 });
});

it('storage usage follows uploads, new sizes and releases', async () => {
  const { db } = database;
  const [x, y] = [await tenant('x-files@example.test'), await tenant('y-files@example.test')];
  const file = (key: string, uploadedBy: string, size: number) => ({
    key,
    contentType: 'image/png',
    size,
    uploadedBy,
    uploaderRole: 'tenant',
  });
  const step = (expected: Record<string, number>) =>
    expectKept(
      db
        .select({ owner: storageUsage.uploadedBy, n: sql<number>`sum(${storageUsage.bytes})`.mapWith(Number) })
        .from(storageUsage)
        .groupBy(storageUsage.uploadedBy),
      db
        .select({ owner: files.uploadedBy, n: sql<number>`sum(${files.size})`.mapWith(Number) })
        .from(files)
        .groupBy(files.uploadedBy),
      expected,
    );

  await db.insert(files).values(file('a.png', x, 1000));
  await db
    .insert(files)
    .values([file('b.png', x, 200), file('b.thumb.webp', x, 30), file('c.png', y, 5_000_000_000 / 4)]);
  await step({ [x]: 1230, [y]: 1_250_000_000 });
  // the backfill re-encodes an original: its new size replaces the old one
  await db.update(files).set({ size: 900 }).where(eq(files.key, 'a.png'));
  await db.update(files).set({ contentType: 'image/png' }).where(eq(files.uploadedBy, x));
  await step({ [x]: 1130, [y]: 1_250_000_000 });
  await db.delete(files).where(inArray(files.key, ['b.png', 'b.thumb.webp', 'c.png']));
  await step({ [x]: 900 });
});
