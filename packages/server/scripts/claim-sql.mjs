#!/usr/bin/env node
// Which single statement hands out a post faster (docs/customer-flow.md): the product's claim (UPDATE … WHERE id =
// (SELECT … FOR UPDATE SKIP LOCKED), src/public/claim.ts) or a conditional update (UPDATE … WHERE id = (SELECT …)
// AND still unreserved, retried when a concurrent claim took the row first); and whether the product's statement
// gains from not waiting for the disk at commit (a transaction with SET LOCAL synchronous_commit = off: a
// reservation lapses anyway). All run against the real schema on PGlite (a temporary DATA_DIR) and PostgreSQL
// (BENCH_DATABASE_URL, or "auto" for a temporary cluster), with CLAIM_WORKERS concurrent claimers (default 32)
// draining CLAIM_POSTS posts (default 2000), three rounds each.
//
//   node --import tsx packages/server/scripts/claim-sql.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { percentile, round } from '../../../bench/lib/load.mjs';
import { createBenchDatabase, startTempPostgres } from '../../../bench/lib/processes.mjs';
import { openDatabase } from '../src/db/index.ts';
import { contents } from '../src/db/schema.ts';
import { claimInCampaign, nextPost, postColumns } from '../src/public/claim.ts';
import { RESERVATION_MS, reservePost } from '../src/public/reserve.ts';
import { seedClaimablePosts } from '../test/claim-seed.ts';

const WORKERS = Number(process.env.CLAIM_WORKERS ?? 32);
const POSTS = Number(process.env.CLAIM_POSTS ?? 2000);
const ROUNDS = 3;

/** The alternative: a conditional update, retried while a candidate exists (a lost race answers no row). */
async function conditionalClaim(db, holder, campaignId, entryIds, now, stats) {
  for (;;) {
    const [row] = await db
      .update(contents)
      .set({ reservedBy: holder, reservedUntil: new Date(now + RESERVATION_MS) })
      .where(
        and(
          sql`${contents.id} = (${nextPost(db, campaignId, entryIds, now)})`,
          eq(contents.isRedirected, false),
          or(isNull(contents.reservedUntil), lte(contents.reservedUntil, new Date(now))),
        ),
      )
      .returning(postColumns);
    if (row) return row;
    const [left] = await nextPost(db, campaignId, entryIds, now);
    if (!left) return undefined;
    stats.retries += 1;
  }
}

/** The product's statement in a transaction whose commit does not wait for the write-ahead log's flush. */
function softClaim(db, holder, campaignId, entryIds, now) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    return claimInCampaign(tx, holder, campaignId, entryIds, now);
  });
}

async function drain(db, claimOne, target) {
  await db.update(contents).set({ reservedBy: null, reservedUntil: null });
  const now = Date.now();
  const latencies = [];
  const seen = new Set();
  const stats = { retries: 0 };
  const started = performance.now();
  let holders = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      for (;;) {
        holders += 1;
        const t = performance.now();
        const row = await claimOne(db, `h${holders}`, target.campaignId, target.entryIds, now, stats);
        latencies.push(performance.now() - t);
        if (!row) return;
        if (seen.has(row.id)) throw new Error(`post ${row.id} handed out twice`);
        seen.add(row.id);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (seen.size !== POSTS) throw new Error(`${seen.size} of ${POSTS} posts handed out`);
  latencies.sort((a, b) => a - b);
  return {
    perSecond: round(POSTS / seconds, 0),
    p50: round(percentile(latencies, 50), 2),
    p99: round(percentile(latencies, 99), 2),
    retries: stats.retries,
  };
}

async function measure(label, database) {
  const target = await seedClaimablePosts(database.db, POSTS);
  const strategies = {
    'the product: one prepared statement': (db, holder, campaignId, entryIds, now) =>
      reservePost(
        db,
        holder,
        false,
        { tenantId: target.tenantId, campaigns: [{ campaignId, entries: entryIds.map((id) => ({ id })) }] },
        now,
      ),
    'FOR UPDATE SKIP LOCKED, Drizzle-built': (db, holder, campaignId, entryIds, now) =>
      claimInCampaign(db, holder, campaignId, entryIds, now),
    'the same, commit not waiting for disk': softClaim,
    'conditional update + retry': conditionalClaim,
  };
  const results = [];
  for (let round_ = 0; round_ < ROUNDS; round_ += 1) {
    for (const [name, claimOne] of Object.entries(strategies)) {
      results.push({ name, round: round_ + 1, ...(await drain(database.db, claimOne, target)) });
    }
  }
  console.log(`\n${label}: ${WORKERS} concurrent claimers, ${POSTS} posts, ${ROUNDS} rounds (best round shown)`);
  for (const name of Object.keys(strategies)) {
    const rounds = results.filter((result) => result.name === name);
    const best = rounds.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
    console.log(
      `  ${name.padEnd(38)} ${String(best.perSecond).padStart(6)} claims/s  p50 ${best.p50} ms  p99 ${best.p99} ms  retries ${best.retries}  (rounds: ${rounds.map((r) => r.perSecond).join(', ')} /s)`,
    );
  }
}

const cleanups = [];
try {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'claim-sql-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const lite = await openDatabase({ dataDir });
  try {
    await measure('PGlite', lite);
  } finally {
    await lite.close();
  }
  let base = process.env.BENCH_DATABASE_URL?.trim();
  if (base === 'auto') {
    const cluster = await startTempPostgres();
    cleanups.push(() => cluster.stop());
    base = cluster.url;
  }
  if (base) {
    const bench = await createBenchDatabase(base);
    cleanups.push(() => bench.drop());
    const pgDatabase = await openDatabase({ dataDir, databaseUrl: bench.url });
    try {
      await measure('PostgreSQL (pool of 10)', pgDatabase);
    } finally {
      await pgDatabase.close();
    }
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
