/**
 * The claim statement itself under contention, on the test's database (PGlite, or PostgreSQL where 40 claimers run
 * on ten connections at once): every post is handed out exactly once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db';
import { assets, campaigns, contents, entries, tenants } from '../src/db/schema';
import { claimInCampaign } from '../src/public/claim';
import { createDatabase, ensureTemplate, TEST_DATABASE_URL } from './databases';

const POSTS = 200;
const CLAIMERS = 40;

let dataDir: string;
let created: Awaited<ReturnType<typeof createDatabase>> | undefined;
let database: Database;
let target: { campaignId: string; entryIds: string[] };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'claim-atomic-'));
  if (TEST_DATABASE_URL) {
    created = await createDatabase();
    database = await openDatabase({ dataDir, databaseUrl: created.url });
  } else {
    database = await openDatabase({ dataDir, pgliteTemplate: await ensureTemplate() });
  }
  const { db } = database;
  const [tenant] = await db
    .insert(tenants)
    .values({ name: 'T', industryType: 'F', address: '-', email: 't@example.test', phone: '-', passwordHash: '-' })
    .returning();
  const [campaign] = await db
    .insert(campaigns)
    .values({ tenantId: tenant!.id, name: 'C', description: 'd' })
    .returning();
  const [entry] = await db
    .insert(entries)
    .values({ tenantId: tenant!.id, campaignId: campaign!.id, type: 'Redbook', accessValue: 'https://example.test' })
    .returning();
  const [asset] = await db
    .insert(assets)
    .values({ tenantId: tenant!.id, entryId: entry!.id, type: 'note', noteContent: 'n', uploadedBy: tenant!.id })
    .returning();
  await db.insert(contents).values(
    Array.from({ length: POSTS }, (_, index) => ({
      tenantId: tenant!.id,
      campaignId: campaign!.id,
      userId: tenant!.id,
      title: `Post ${index}`,
      text: 'x',
      assetIds: [asset!.id],
    })),
  );
  target = { campaignId: campaign!.id, entryIds: [entry!.id] };
}, 120_000);

afterAll(async () => {
  await database?.close();
  await created?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('the claim statement', () => {
  it(`${CLAIMERS} claimers draining ${POSTS} posts at once: each post handed out exactly once`, async () => {
    const handedOut: string[] = [];
    let holders = 0;
    const now = Date.now();
    await Promise.all(
      Array.from({ length: CLAIMERS }, async () => {
        for (;;) {
          holders += 1;
          const post = await claimInCampaign(database.db, `phone-${holders}`, target.campaignId, target.entryIds, now);
          if (!post) return;
          handedOut.push(post.id);
        }
      }),
    );
    expect(handedOut).toHaveLength(POSTS);
    expect(new Set(handedOut).size).toBe(POSTS);
  }, 60_000);
});
