/**
 * The claim statement itself under contention, on the test's database (PGlite, or PostgreSQL where 40 claimers run
 * on ten connections at once): every post is handed out exactly once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db';
import { reservePost } from '../src/public/reserve';
import { seedClaimablePosts } from './claim-seed';
import { createDatabase, ensureTemplate, TEST_DATABASE_URL } from './databases';

const POSTS = 200;
const CLAIMERS = 40;

let dataDir: string;
let created: Awaited<ReturnType<typeof createDatabase>> | undefined;
let database: Database;
let target: Awaited<ReturnType<typeof seedClaimablePosts>>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'claim-atomic-'));
  if (TEST_DATABASE_URL) {
    created = await createDatabase();
    database = await openDatabase({ dataDir, databaseUrl: created.url });
  } else {
    database = await openDatabase({ dataDir, pgliteTemplate: await ensureTemplate() });
  }
  target = await seedClaimablePosts(database.db, POSTS);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await created?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('the claim statement', () => {
  it(`${CLAIMERS} claimers draining ${POSTS} posts at once: each post handed out exactly once`, async () => {
    const claimTarget = {
      tenantId: target.tenantId,
      campaigns: [{ campaignId: target.campaignId, entries: target.entryIds.map((id) => ({ id })) }],
    };
    const handedOut: string[] = [];
    let holders = 0;
    const now = Date.now();
    await Promise.all(
      Array.from({ length: CLAIMERS }, async () => {
        for (;;) {
          holders += 1;
          const post = await reservePost(database.db, `phone-${holders}`, false, claimTarget, now);
          if (!post) return;
          handedOut.push(post.id);
        }
      }),
    );
    expect(handedOut).toHaveLength(POSTS);
    expect(new Set(handedOut).size).toBe(POSTS);
  }, 60_000);
});
