/**
 * The claim statement (`reservePost`): a phone keeps its post, and claims of several instances at once (on
 * PostgreSQL, three connection pools on one database; PGlite has one) never hand out a post twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClaimablePosts } from '../../test/claim-seed';
import { createDatabase, ensureTemplate, TEST_DATABASE_URL } from '../../test/databases';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db';
import { tenants } from '../db/schema';
import { reservePost, type ClaimTarget } from './reserve';

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

const targetOf = (seeded: Awaited<ReturnType<typeof seedClaimablePosts>>): ClaimTarget => ({
  tenantId: seeded.tenantId,
  campaigns: [{ campaignId: seeded.campaignId, entries: seeded.entryIds.map((id) => ({ id })) }],
});

describe('claims', () => {
  it('a known phone gets its post back, a new phone a post of its own, and "none left" past the end', async () => {
    const db = instances[0]!.db;
    const seeded = await seedClaimablePosts(db, 3);
    // the seed's business has a fixed address: free it for the next test's
    await db.update(tenants).set({ email: 'statement@example.test' }).where(eq(tenants.id, seeded.tenantId));
    const target = targetOf(seeded);
    const now = Date.now();
    const first = await reservePost(db, 'phone-a', false, target, now);
    expect(first).toBeDefined();
    expect((await reservePost(db, 'phone-a', true, target, now))?.id).toBe(first!.id);
    const second = await reservePost(db, 'phone-b', false, target, now);
    const third = await reservePost(db, 'phone-c', false, target, now);
    expect(new Set([first!.id, second?.id, third?.id]).size).toBe(3);
    expect(await reservePost(db, 'phone-d', false, target, now)).toBeUndefined();
    // a phone that did not come with its cookie is not given a held post back
    expect(await reservePost(db, 'phone-a', false, target, now)).toBeUndefined();
    // after the reservations lapse, the posts are handed out again
    const later = now + 31 * 60_000;
    expect(await reservePost(db, 'phone-e', false, target, later)).toBeDefined();
  });

  it('60 claimers on every instance at once draining 300 posts: each post handed out exactly once', async () => {
    const target = targetOf(await seedClaimablePosts(instances[0]!.db, 300));
    const handedOut: string[] = [];
    let holders = 0;
    const now = Date.now();
    await Promise.all(
      Array.from({ length: 60 }, async (_, claimer) => {
        const db = instances[claimer % instances.length]!.db;
        for (;;) {
          holders += 1;
          const post = await reservePost(db, `phone-${holders}`, false, target, now);
          if (!post) return;
          handedOut.push(post.id);
        }
      }),
    );
    expect(handedOut).toHaveLength(300);
    expect(new Set(handedOut).size).toBe(300);
  }, 60_000);
});
