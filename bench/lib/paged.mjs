// The paged lists (issue 16): what the app now asks for, measured as the database grows; and the SQL seeding of
// the PostgreSQL million-content stage (generate_series: the API would take ≈8 minutes more here).
import pg from 'pg';
import { call, expectOk } from './api.mjs';
import { percentile, round, sample } from './load.mjs';

/** The first page of a list as the app asks for it (its default page size, no sort of its own: SPEC order). */
export const FIRST_PAGE = 'limit=10&offset=0';

/** `count` requests, one each for `urlOf(i)` (distinct queries: each one cold), uncompressed; {p50, p99, max} ms. */
async function sampleEach(urlOf, headers, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await fetch(urlOf(i), {
      headers: { 'Accept-Encoding': 'identity', ...headers },
      signal: AbortSignal.timeout(120_000),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${urlOf(i)}: HTTP ${response.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) };
}

/**
 * `count` cold reads of `url`: before each, `drop()` writes a content (every content list's cache is dropped by a
 * content write), so each read is the database query, the count and the serialization.
 */
async function sampleCold(url, headers, count, drop) {
  const times = [];
  for (let i = 0; i < count; i++) {
    await drop(i);
    times.push((await sample(url, headers, 1)).first);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) };
}

/**
 * Sequential reads of `url` for `ms`, not measured. This machine's kernel pages out memory a process has not touched
 * for about a minute (DAMON, action `pageout`): after the minute of SQL seeding, the server's and this process's
 * first reads fault their pages back in (2,868 minor faults in the server's first 1,000 reads against 38–83 once
 * awake; the same after a minute idle with no seeding at all), and a thousand reads take 1.5 s instead of 0.5.
 * A server in use is never idle that long: the stage's figures are taken once both processes are awake.
 */
async function wake(url, headers, ms) {
  for (const end = performance.now() + ms; performance.now() < end;) await sample(url, headers, 1);
}

/**
 * The paged figures of one growth stage: the tenant's first page of the big campaign's contents and the
 * administrator's first page of every content (cold p50/p99 of `samples` reads, warm p50/p99 of `warmSamples`, the
 * page's bytes), a search for a rare
 * title (p50/p99, each search a distinct query so none is cached) and a search that matches every content (one
 * cold read: the count of every match is its cost).
 */
export async function measurePaged({
  base,
  tenantToken,
  adminToken,
  bigId,
  scratchContentId,
  contents,
  samples,
  warmSamples,
}) {
  const auth = (token) => ({ Authorization: `Bearer ${token}` });
  let touch = 0;
  const drop = () =>
    expectOk(
      call(base, 'PATCH', `/api/content/one/${scratchContentId}`, {
        token: tenantToken,
        json: { title: `Scratch ${++touch}` },
      }),
      'touch a content',
    );
  const tenantUrl = `${base}/api/content?campaignId=${bigId}&${FIRST_PAGE}`;
  const adminUrl = `${base}/api/content?${FIRST_PAGE}`;
  const figures = {};
  await wake(tenantUrl, auth(tenantToken), 3000);
  for (const [name, url, token] of [
    ['tenantPage', tenantUrl, tenantToken],
    ['adminPage', adminUrl, adminToken],
  ]) {
    const cold = await sampleCold(url, auth(token), samples, drop);
    const warm = await sample(url, auth(token), warmSamples + 1);
    const page = await call(base, 'GET', url.slice(base.length), { token });
    if (page.body?.total === undefined) throw new Error(`${url}: no { items, total } answer`);
    figures[name] = {
      coldP50: cold.p50,
      coldP99: cold.p99,
      warmP50: warm.p50,
      warmP99: warm.p99,
      bytes: page.bytes.length,
      total: page.body.total,
    };
  }
  // titles are `Post <i>`: a number of as many digits as the last one finds itself and a few longer ones
  const low = Math.max(1, Math.floor(contents / 10));
  const rare = (i) => low + Math.floor(((i + 1) * 7919 * 104729) % (contents - low));
  await drop();
  figures.search = await sampleEach(
    (i) => `${adminUrl}&q=${encodeURIComponent(`Post ${rare(i)}`)}`,
    auth(adminToken),
    samples,
  );
  await drop();
  figures.broadSearchMs = (await sample(`${adminUrl}&q=bench`, auth(adminToken), 1)).first;
  return figures;
}

/**
 * Grows a campaign by `count` contents straight in PostgreSQL (INSERT … SELECT generate_series, 100,000 rows a
 * statement, rows like the API's: same tenant, campaign and author, increasing created_at), then vacuumContents and
 * a CHECKPOINT: a live database wrote its past rows to disk long ago, while here the kernel would still be writing
 * a gigabyte of them back during the measurement that follows.
 */
export async function seedContentsSql(databaseUrl, campaignId, count, startIndex, log) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let done = 0; done < count;) {
      const size = Math.min(100_000, count - done);
      const from = startIndex + done;
      await client.query(
        `INSERT INTO contents (tenant_id, campaign_id, user_id, title, text, status, is_redirected, keyword, asset_ids, created_at)
         SELECT t.tenant_id, t.campaign_id, t.user_id, 'Post ' || i,
                'Seeded content ' || i || ': a short caption with a few words about the campaign, #bench #k' || (i % 10),
                'active', false, ARRAY['bench'], '{}', clock_timestamp()
         FROM (SELECT tenant_id, campaign_id, user_id FROM contents WHERE campaign_id = $1 LIMIT 1) AS t,
              generate_series($2::int, $3::int) AS i`,
        [campaignId, from, from + size - 1],
      );
      done += size;
      log(`+${done} contents by SQL`);
    }
  } finally {
    await client.end();
  }
  await vacuumContents(databaseUrl);
  await queryOnce(databaseUrl, 'CHECKPOINT');
}

/**
 * VACUUM (ANALYZE) of the contents after a bulk seeding: a live database's autovacuum has long done it for rows of
 * the past, while rows inserted a moment ago would set it off (and the flush of the search index's pending list)
 * during the measurement that follows, on the same cores.
 */
export async function vacuumContents(databaseUrl, command = 'VACUUM (ANALYZE)') {
  await queryOnce(databaseUrl, `${command} contents`);
}

/** One statement on a connection of its own; its rows. */
export async function queryOnce(databaseUrl, query) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}
