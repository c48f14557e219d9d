/**
 * The claim statement (`reservePost`): a phone keeps its post, phones share holds when none is free, and claims of
 * several instances at once (on PostgreSQL, three connection pools on one database; PGlite has one) never hand out a
 * free post twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClaimablePosts } from '../../test/claim-seed';
import { createDatabase, ensureTemplate, TEST_DATABASE_URL } from '../../test/databases';
import { count, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db';
import { contentHolds, tenants } from '../db/schema';
import { HOLD_KEPT_MS, RESERVATION_MS, reservePost, type ClaimTarget } from './reserve';

const dirs: string[] = [];
const databases: Database[] = [];
let created: Awaited<ReturnType<typeof createDatabase>> | undefined;

/** The instances: three pools on one PostgreSQL database, or the one PGlite. */
let instances: Database[];

beforeAll(async () => {
  const open = async (url?: string) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'claims-'));
    dirs.push(dataDir);
    const database = url
      ? await openDatabase({ dataDir, databaseUrl: url })
      : await openDatabase({ dataDir, pgliteTemplate: await ensureTemplate() });
    databases.push(database);
    return database;
  };
  if (TEST_DATABASE_URL) {
    created = await createDatabase();
    instances = [await open(created.url), await open(created.url), await open(created.url)];
  } else {
    instances = [await open()];
  }
}, 120_000);

afterAll(async () => {
  for (const database of databases) await database.close();
  await created?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

const LINK = '00000000-0000-4000-8000-000000000001';

const targetOf = (seeded: Awaited<ReturnType<typeof seedClaimablePosts>>): ClaimTarget => ({
  tenantId: seeded.tenantId,
  uuid: LINK,
  platform: 'redbook',
  campaignIds: [seeded.campaignId],
});

const claimer = (holder: string, known = false) => ({ holder, known });

describe('claims', () => {
  it('a known phone gets its post back, a new phone a free post, then the oldest hold shared', async () => {
    const db = instances[0]!.db;
    const seeded = await seedClaimablePosts(db, 3);
    // the seed's business has a fixed address: free it for the next test's
    await db.update(tenants).set({ email: 'statement@example.test' }).where(eq(tenants.id, seeded.tenantId));
    const target = targetOf(seeded);
    const now = Date.now();
    const first = (await reservePost(db, claimer('phone-a'), target, now)).post;
    expect(first?.kind).toBe('free');
    const again = (await reservePost(db, claimer('phone-a', true), target, now)).post;
    expect([again?.kind, again?.id]).toEqual(['held', first!.id]);
    const second = (await reservePost(db, claimer('phone-b'), target, now + 1000)).post;
    const third = (await reservePost(db, claimer('phone-c'), target, now + 2000)).post;
    expect(new Set([first!.id, second?.id, third?.id]).size).toBe(3);
    // none free: the oldest hold, shared; the sharer gets it back too
    const shared = (await reservePost(db, claimer('phone-d'), target, now + 3000)).post;
    expect([shared?.kind, shared?.id]).toEqual(['shared', first!.id]);
    expect((await reservePost(db, claimer('phone-d', true), target, now + 3000)).post?.id).toBe(first!.id);
    // a phone that did not come with its cookie is not given a held post back
    expect((await reservePost(db, claimer('phone-a'), target, now)).post?.kind).toBe('shared');
    // after the holds lapse, the posts are free again
    const later = now + 31 * 60_000;
    expect((await reservePost(db, claimer('phone-e'), target, later)).post?.kind).toBe('free');
  });

  it('60 claimers on every instance at once draining 300 posts: each free post handed out exactly once', async () => {
    const target = targetOf(await seedClaimablePosts(instances[0]!.db, 300));
    const handedOut: string[] = [];
    let holders = 0;
    const now = Date.now();
    await Promise.all(
      Array.from({ length: 60 }, async (_, claimer) => {
        const db = instances[claimer % instances.length]!.db;
        for (;;) {
          holders += 1;
          const { post } = await reservePost(db, { holder: `phone-${holders}`, known: false }, target, now);
          // once none is free, phones share holds
          if (post?.kind !== 'free') return;
          handedOut.push(post.id);
        }
      }),
    );
    expect(handedOut).toHaveLength(300);
    expect(new Set(handedOut).size).toBe(300);
  }, 60_000);

  it('each claim deletes two holds that lapsed over an hour ago, and no younger one', async () => {
    const db = instances[0]!.db;
    // the seed's business has a fixed address: free it
    await db.update(tenants).set({ email: 'drained@example.test' }).where(eq(tenants.email, 't@example.test'));
    const target = targetOf(await seedClaimablePosts(db, 1));
    const holds = async () => (await db.select({ n: count() }).from(contentHolds))[0]!.n;
    const start = Date.now();
    const before = await holds();
    // the earlier tests' holds lapsed, but not an hour ago: kept (the post may still be on a phone's screen)
    await reservePost(db, claimer('phone-young'), target, start + RESERVATION_MS + HOLD_KEPT_MS - 60_000);
    expect(await holds()).toBe(before + 1);
    await reservePost(db, claimer('phone-late'), target, start + RESERVATION_MS + HOLD_KEPT_MS + 60_000);
    expect(await holds()).toBe(before + 2 - 2);
  });
});
