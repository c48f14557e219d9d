#!/usr/bin/env node
// `node bench/profile.mjs [campaign|content|create|soak|page|claim] [seconds]`: CPU profile of the product (PGlite, or
// PostgreSQL with BENCH_DATABASE_URL, "auto" for a temporary cluster) under autocannon (32 connections) on one route,
// under the soak's mixed traffic, or under 32 customers of the QR page (its views, or claims with their reload and
// redirect), then the top self-time functions and the share per package. Writes the .cpuprofile to bench/profiles/
// (open it in Chrome DevTools). For `claim`: BENCH_CLAIM_POSTS posts are seeded (20,000), BENCH_CLAIM_CAMPAIGNS
// campaigns of another business first (none), and BENCH_CLAIM_ANALYZE=ANALYZE|VACUUM|"VACUUM (ANALYZE)" runs that
// on the contents before the claims (the planner's statistics of a live database). BENCH_PG_LOG_COPY=file keeps the
// temporary cluster's log (e.g. with BENCH_PG_OPTIONS="-c shared_preload_libraries=auto_explain
// -c auto_explain.log_min_duration=30": the plans of slow statements). For `soak`: BENCH_SOAK_SSE event-stream
// clients (20, as the bench's soak), BENCH_SOAK_CAMPAIGNS campaigns of the first tenant first (1000; the full bench's
// API stage leaves about 17,000 more), BENCH_SOAK_ONLY and BENCH_SOAK_RATE (below).
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminLogin, bulkContents, campaignBody, createCampaign, createTenant, pool } from './lib/api.mjs';
import { cannon } from './lib/load.mjs';
import { measureClaims, measurePageViews, seedPublic } from './lib/public.mjs';
import { soak, timelineText } from './lib/soak.mjs';
import { queryOnce, vacuumContents } from './lib/paged.mjs';
import { createBenchDatabase, REPO, startProduct, startTempPostgres } from './lib/processes.mjs';

const route = process.argv[2] ?? 'campaign';
// CPU seconds of a process (utime + stime, and with `children` its waited-for children's) from /proc
const ticks = (pid, children = false) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  // after the command: state is field 3, so utime (14) is index 11, stime 12, cutime 13, cstime 14
  return [11, 12, ...(children ? [13, 14] : [])].reduce((sum, i) => sum + Number(fields[i]), 0);
};
/** PostgreSQL's CPU (BENCH_PG_DATADIR: its data directory): the postmaster, its exited and its live children. */
const postgresTicks = () => {
  const dir = process.env.BENCH_PG_DATADIR;
  if (!dir) return undefined;
  const postmaster = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let sum = ticks(postmaster, true);
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
      if (Number(stat[1]) === postmaster) sum += ticks(name);
    } catch {
      // gone meanwhile
    }
  }
  return sum;
};
const TICK_MS = 10; // USER_HZ = 100
let cpuBefore;
const cpuStart = () => {
  cpuBefore = {
    server: ticks(server.pid),
    postgres: postgresTicks(),
    client: process.cpuUsage(),
    load: os.loadavg()[0],
  };
};
/** Server (and PostgreSQL) CPU milliseconds per request since cpuStart(). */
const cpuReport = (requests) => {
  const server_ = ((ticks(server.pid) - cpuBefore.server) * TICK_MS) / requests;
  const pgNow = postgresTicks();
  const pg = pgNow === undefined ? undefined : ((pgNow - cpuBefore.postgres) * TICK_MS) / requests;
  const used = process.cpuUsage(cpuBefore.client);
  const client = (used.user + used.system) / 1000 / requests;
  console.log(
    `CPU per request: server ${server_.toFixed(3)} ms${pg === undefined ? '' : `, PostgreSQL ${pg.toFixed(3)} ms`}, ` +
      `load generator ${client.toFixed(3)} ms ` +
      `(${requests} requests; load average ${cpuBefore.load.toFixed(1)} → ${os.loadavg()[0].toFixed(1)})`,
  );
};
const seconds = Number(process.argv[3] ?? 10);
const password = 'bench-admin-password-1';
const profDir = mkdtempSync(path.join(os.tmpdir(), 'bench-prof-'));
// BENCH_DATABASE_URL=auto: a temporary cluster, as for `npm run bench` (its CPU counted like BENCH_PG_DATADIR's)
if (process.env.BENCH_PG_STATEMENTS === '1')
  process.env.BENCH_PG_OPTIONS = '-c shared_preload_libraries=pg_stat_statements';
const cluster = process.env.BENCH_DATABASE_URL === 'auto' ? await startTempPostgres() : undefined;
if (cluster) process.env.BENCH_PG_DATADIR = cluster.dataDir;
const pgUrl = cluster?.url ?? process.env.BENCH_DATABASE_URL;
const database = pgUrl ? await createBenchDatabase(pgUrl) : undefined;
// BENCH_PG_STATEMENTS=1 (with BENCH_DATABASE_URL=auto): PostgreSQL's costliest statements of the run, from
// pg_stat_statements (loaded into the temporary cluster)
const statements = process.env.BENCH_PG_STATEMENTS === '1' && cluster && database;
const onDatabase = (query) => queryOnce(database.url, query);
if (statements) await onDatabase('CREATE EXTENSION pg_stat_statements');
const server = await startProduct({
  databaseUrl: database?.url,
  adminPassword: password,
  label: 'profile',
  // BENCH_PROFILE=0: the CPU figures only, without the profiler's own cost
  nodeArgs: process.env.BENCH_PROFILE === '0' ? [] : ['--cpu-prof', `--cpu-prof-dir=${profDir}`],
  // the QR page's customers each say their own address (the per-address limits)
  env: { TRUST_PROXY: '1' },
});
try {
  const base = server.url;
  const admin = await adminLogin(base, password);
  const tenant = await createTenant(base, admin, 'Profile Tenant');
  let url = `${base}/api/campaign`;
  let method = 'GET';
  let body;
  if (route === 'campaign') await pool(1000, 8, (i) => createCampaign(base, tenant.token, i));
  if (route === 'content') {
    const campaign = await createCampaign(base, tenant.token, 1);
    await bulkContents(base, tenant.token, campaign.id, 10_000);
    url = `${base}/api/content?campaignId=${campaign.id}`;
  }
  if (route === 'create') {
    method = 'POST';
    body = JSON.stringify(campaignBody(1));
  }
  if (route === 'page' || route === 'claim') {
    if (process.env.BENCH_CLAIM_CAMPAIGNS)
      await pool(Number(process.env.BENCH_CLAIM_CAMPAIGNS), 8, (i) => createCampaign(base, tenant.token, i));
    const target = await seedPublic(
      base,
      admin,
      route === 'claim' ? Number(process.env.BENCH_CLAIM_POSTS ?? 20000) : 10,
    );
    if (process.env.BENCH_CLAIM_ANALYZE && database)
      await vacuumContents(database.url, process.env.BENCH_CLAIM_ANALYZE);
    const measure = route === 'page' ? measurePageViews : measureClaims;
    cpuStart();
    const result = await measure(base, target, { connections: 32, duration: seconds });
    cpuReport(result.requests);
    console.log(`${route}: ${JSON.stringify(result)}`);
  } else if (route === 'soak') {
    const tenants = [tenant, await createTenant(base, admin, 'Profile Tenant Two')];
    await pool(Number(process.env.BENCH_SOAK_CAMPAIGNS ?? 1000), 8, (i) => createCampaign(base, tenant.token, i));
    cpuStart();
    const result = await soak({
      base,
      pid: server.pid,
      admin,
      tenants,
      seconds,
      connections: 50,
      sseClients: Number(process.env.BENCH_SOAK_SSE ?? 20),
      // BENCH_SOAK_RATE: requests per second offered (the bench's second soak), instead of a closed loop
      rate: Number(process.env.BENCH_SOAK_RATE) || undefined,
      // BENCH_SOAK_WARMUP: seconds at the rate sent before it is measured (the bench's 10)
      warmupSeconds: Number(process.env.BENCH_SOAK_WARMUP ?? 0),
      // BENCH_SOAK_ONLY: a pattern of the actions to send (e.g. "upload"), to cost one kind of request
      only: process.env.BENCH_SOAK_ONLY ? new RegExp(process.env.BENCH_SOAK_ONLY) : undefined,
      log: console.log,
    });
    cpuReport(result.requests);
    for (const [name, figures] of Object.entries(result.perAction))
      console.log(`  ${name.padEnd(48)} n ${figures.n}  p50 ${figures.p50}  p99 ${figures.p99} ms`);
    console.log(`soak: ${result.requests} requests, p50 ${result.p50} p99 ${result.p99} ms, ${result.errors} errors`);
    if (result.rate) console.log(`per second, p50/max ms: ${timelineText(result.timeline)}`);
    for (const sample of result.errorSamples) console.log(`  error: ${sample}`);
  } else {
    const headers = {
      Authorization: `Bearer ${tenant.token}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    };
    cpuStart();
    const result = await cannon({ url, method, headers, body, connections: 32, duration: seconds });
    cpuReport(result.requests);
    console.log(`${method} ${url.replace(base, '')}: ${result.rps} req/s p50 ${result.p50} p99 ${result.p99} ms`);
  }
  if (statements) {
    const rows = await onDatabase(
      `SELECT calls, round(total_exec_time::numeric) AS ms, round((total_exec_time / calls)::numeric, 3) AS mean, left(regexp_replace(query, '\\s+', ' ', 'g'), 150) AS query
       FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       ORDER BY total_exec_time DESC LIMIT 15`,
    );
    for (const row of rows)
      console.log(
        `${String(row.ms).padStart(7)} ms ${String(row.calls).padStart(7)} calls ${row.mean} ms  ${row.query}`,
      );
  }
} finally {
  await server.stop();
  await database?.drop();
  if (cluster && process.env.BENCH_PG_LOG_COPY)
    writeFileSync(process.env.BENCH_PG_LOG_COPY, readFileSync(path.join(path.dirname(cluster.dataDir), 'log')));
  cluster?.stop();
}
if (process.env.BENCH_PROFILE === '0') {
  rmSync(profDir, { recursive: true, force: true });
  process.exit(0);
}
const file = readdirSync(profDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
const profile = JSON.parse(readFileSync(path.join(profDir, file), 'utf8'));
const outDir = path.join(REPO, 'bench/profiles');
mkdirSync(outDir, { recursive: true });
const target = path.join(outDir, `${route}-${Date.now()}.cpuprofile`);
renameSync(path.join(profDir, file), target);
rmSync(profDir, { recursive: true, force: true });

// self time per node: samples × interval
const self = new Map();
const counts = new Map();
for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
const total = profile.samples.length;
const byPackage = new Map();
const pkgOf = (url) => {
  if (!url) return '(native/v8)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node core';
  if (url.includes('/packages/')) return url.replace(/.*\/packages\//, 'packages/').replace(/\/[^/]+$/, '');
  return url;
};
for (const node of profile.nodes) {
  const n = counts.get(node.id) ?? 0;
  if (!n) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'} ${url ? `${url.replace(/.*node_modules\//, '').replace(/.*\/packages\//, 'packages/')}:${lineNumber + 1}` : ''}`;
  self.set(key, (self.get(key) ?? 0) + n);
  const pkg = pkgOf(url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + n);
}
const pct = (n) => `${((n / total) * 100).toFixed(1)}%`;
console.log('\nself time by package:');
for (const [pkg, n] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`  ${pct(n).padStart(6)}  ${pkg}`);
console.log('\ntop functions (self time):');
for (const [key, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`  ${pct(n).padStart(6)}  ${key}`);
console.log(`\nprofile: ${path.relative(REPO, target)}`);
