/**
 * The claim statement itself under contention, on the test's database (PGlite, or PostgreSQL where 40 claimers run
 * on ten connections at once): every free post is handed out exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db';
import { reservePost } from '../src/qr/reserve';
import { seedClaimablePosts } from './claim-seed';
import { openTestDatabase } from './databases';

const POSTS = 200;
const CLAIMERS = 40;

let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let database: Database;
let target: Awaited<ReturnType<typeof seedClaimablePosts>>;

beforeAll(async () => {
  opened = await openTestDatabase('claim-atomic-');
  database = opened.database;
  target = await seedClaimablePosts(database.db, POSTS);
}, 120_000);

afterAll(() => opened?.close(), 60_000);

describe('the claim statement', () => {
  it(`${CLAIMERS} claimers draining ${POSTS} posts at once: each post handed out exactly once`, async () => {
    const claimTarget = {
      tenantId: target.tenantId,
      uuid: '00000000-0000-4000-8000-000000000002',
      platform: 'Redbook',
      campaignIds: [target.campaignId],
    };
    const handedOut: string[] = [];
    let holders = 0;
    const now = Date.now();
    await Promise.all(
      Array.from({ length: CLAIMERS }, async () => {
        for (;;) {
          holders += 1;
          const { post } = await reservePost(
            database.db,
            { holder: `phone-${holders}`, known: false },
            claimTarget,
            now,
          );
          // once none is free, phones share holds
          if (post?.kind !== 'free') return;
          handedOut.push(post.id);
        }
      }),
    );
    expect(handedOut).toHaveLength(POSTS);
    expect(new Set(handedOut).size).toBe(POSTS);
  }, 60_000);
});
