#!/usr/bin/env node
// Over 300 lines on purpose: the bench's one sequence (start, seed, measure, report); each measurement is in lib/.
// `npm run bench`: starts the product on a temporary DATA_DIR (PGlite) and, when BENCH_DATABASE_URL is set, on
// PostgreSQL too; seeds through the API; measures API throughput/latency against a bare node:http ceiling, list
// latency growth, SSE fan-out, front-end weight, Lighthouse, and a soak; prints a table and writes bench/results.json.
//
// Environment: BENCH_DATABASE_URL (postgres://… of a server where a temporary database may be created, or "auto"
// for a temporary cluster from /usr/lib/postgresql), BENCH_QUICK=1 (short durations, small volumes),
// BENCH_SOAK_SECONDS, BENCH_SKIP (comma list of: pglite, api, memory, public, growth, large, sse, lighthouse,
// media, soak, frontend; "large": the stages beyond 10,000 contents).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  adminLogin,
  bulkContents,
  call,
  campaignBody,
  createCampaign,
  createTenant,
  expectOk,
  pool,
} from './lib/api.mjs';
import { measureCustomerPage, seedCustomerPage } from './lib/customer.mjs';
import { measureFrontend } from './lib/frontend.mjs';
import { measurePaged, seedContentsSql, vacuumContents } from './lib/paged.mjs';
import { benchMedia, mediaRows, photos, seedCampaign } from './lib/media.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { cannon, percentile, round, sample } from './lib/load.mjs';
import { measureClaims, measureCustomers, measurePageViews, seedPublic } from './lib/public.mjs';
import {
  createBenchDatabase,
  REPO,
  rssMiB,
  startCeiling,
  startProduct,
  startTempPostgres,
  stopAll,
} from './lib/processes.mjs';
import { measureListMemory } from './lib/memory.mjs';
import { soak, timelineText } from './lib/soak.mjs';
import { hostProbe } from './lib/host.mjs';
import { closeClients, openClients } from './lib/sse.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const SKIP = new Set(
  (process.env.BENCH_SKIP ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const CONFIG = {
  campaigns: QUICK ? 200 : 1000,
  growth: QUICK ? [100, 1000, 5000] : [1000, 10000, 100000],
  /** PostgreSQL only: the big campaign then grows to this many by SQL (generate_series), paged lists measured. */
  sqlStage: QUICK ? 20000 : 1000000,
  apiStage: QUICK ? 1000 : 10000,
  smallCampaign: 100,
  duration: QUICK ? 3 : 10,
  connections: 32,
  sseClients: QUICK ? 200 : 1000,
  sseRounds: QUICK ? 8 : 20,
  soakSeconds: Number(process.env.BENCH_SOAK_SECONDS ?? (QUICK ? 10 : 60)),
  soakConnections: 50,
  soakSse: 20,
  /**
   * PostgreSQL only: soaks at these fixed rates (requests/s offered): a busy agency's day (its latency, errors and
   * lost writes), and a rate near the machine's capacity (its connection resets).
   */
  soakRates: [300, 520],
  /** Different reads of a whole ≈ 4 MB list (apiStage contents), for the server's memory growth. */
  memoryReads: QUICK ? 40 : 400,
  /** Seconds of the fixed-rate soak's traffic sent before it is measured (soak.mjs). */
  soakWarmupSeconds: QUICK ? 2 : 10,
  growthSamples: QUICK ? 5 : 10,
  // a p99 needs a hundred samples (of ten it is the slowest one); each cold page is a PATCH and a read, a few ms
  pagedSamples: QUICK ? 10 : 100,
  // a warm read takes about a millisecond: of a thousand, the p99 is the tenth slowest (of a hundred, the second:
  // one hiccup of another process on the two cores decided it)
  pagedWarmSamples: QUICK ? 100 : 1000,
  // unused posts for the claims (each customer takes one): more than the run can hand out (the whole customers
  // take more after the claims)
  publicPosts: QUICK ? 8000 : 40000,
};
const ADMIN_PASSWORD = 'bench-admin-password-1';
const started = Date.now();
const log = (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s] ${line}`);
const cleanups = [];

async function cleanup() {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
  await stopAll();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`${signal}: cleaning up`);
    cleanup().finally(() => process.exit(130));
  });
}

/** Builds packages/app when its build is missing or older than its sources (as `npm start` does). */
function ensureAppBuild() {
  const built = ['index.html', 'q.html'].map((file) => path.join(REPO, 'packages/app/dist', file));
  const sources = [
    'packages/app/src',
    'packages/app/index.html',
    'packages/app/q.html',
    'packages/screens/src',
    'packages/ui/src',
    'packages/contract/src',
  ].map((p) => path.join(REPO, p));
  const newest = (p) => {
    if (!existsSync(p)) return 0;
    const stat = statSync(p);
    return stat.isDirectory()
      ? Math.max(stat.mtimeMs, ...readdirSync(p).map((name) => newest(path.join(p, name))))
      : stat.mtimeMs;
  };
  const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
  if (Math.max(...sources.map(newest)) <= Math.min(...built.map(builtAt))) return;
  log('building the app (npm run build -w @app/app)…');
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', '@app/app'], {
    cwd: REPO,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('app build failed');
}

/** Everything measured against one running product (one database backend). */
async function benchBackend(backend, server, databaseUrl) {
  const ceilingBodies = {};
  const base = server.url;
  const out = { backend, growth: [], api: {}, startRssMiB: rssMiB(server.pid) };
  const admin = await adminLogin(base, ADMIN_PASSWORD);
  const listTenant = await createTenant(base, admin, 'List Tenant');
  const contentTenant = await createTenant(base, admin, 'Content Tenant');
  const writeTenant = await createTenant(base, admin, 'Write Tenant');
  const sseTenant = await createTenant(base, admin, 'Live Tenant');
  const soakTenants = [await createTenant(base, admin, 'Soak One'), await createTenant(base, admin, 'Soak Two')];

  let t = Date.now();
  await pool(CONFIG.campaigns, 8, (i) => createCampaign(base, listTenant.token, i));
  out.seed = {
    campaigns: CONFIG.campaigns,
    campaignsSeconds: round((Date.now() - t) / 1000),
    method: 'POST /api/campaign, 8 at a time',
  };
  log(`${backend}: ${CONFIG.campaigns} campaigns seeded in ${out.seed.campaignsSeconds} s`);

  const big = await createCampaign(base, contentTenant.token, 'big');
  const small = await createCampaign(base, contentTenant.token, 'small');
  await bulkContents(base, contentTenant.token, small.id, CONFIG.smallCampaign, 0);
  // one content whose edits drop the content lists' cache before each cold read of a page
  const scratch = await createCampaign(base, contentTenant.token, 'scratch');
  await bulkContents(base, contentTenant.token, scratch.id, 1, 0);
  const scratchContentId = (
    await expectOk(
      call(base, 'GET', `/api/content?campaignId=${scratch.id}`, { token: contentTenant.token }),
      'scratch',
    )
  ).body[0].id;
  const auth = (token) => ({ Authorization: `Bearer ${token}` });
  let inBig = 0;
  const contentSeconds = [];
  const growthStep = async (target, { bySql = false } = {}) => {
    const t0 = Date.now();
    if (bySql) {
      // all but the last 100 by SQL; those through the API, which also drops the server's list cache
      await seedContentsSql(databaseUrl, big.id, target - inBig - 100, inBig, (line) => log(`${backend}: ${line}`));
      await bulkContents(base, contentTenant.token, big.id, 100, target - 100);
    } else await bulkContents(base, contentTenant.token, big.id, target - inBig, inBig);
    contentSeconds.push({
      to: target,
      seconds: round((Date.now() - t0) / 1000),
      perSecond: round((target - inBig) / ((Date.now() - t0) / 1000), 0),
    });
    log(`${backend}: big campaign now ${target} contents (+${target - inBig} in ${round((Date.now() - t0) / 1000)} s)`);
    inBig = target;
    if (SKIP.has('growth')) return;
    // what the app asks for: one page of 10 (measured first: the whole list below fills caches)
    const paged = await measurePaged({
      base,
      tenantToken: contentTenant.token,
      adminToken: admin,
      bigId: big.id,
      scratchContentId,
      contents: target,
      samples: CONFIG.pagedSamples,
      warmSamples: CONFIG.pagedWarmSamples,
    });
    log(
      `${backend}: paged ${target}: tenant first page cold p99 ${paged.tenantPage.coldP99} ms warm p99 ${paged.tenantPage.warmP99} ms; admin cold p99 ${paged.adminPage.coldP99} ms; search p99 ${paged.search.p99} ms (${paged.tenantPage.bytes} B a page)`,
    );
    if (bySql) {
      // the whole list (hundreds of MB at a million) is what the app no longer asks for
      out.growth.push({ contentsInCampaign: target, contentsInDb: target + CONFIG.smallCampaign + 1, paged });
      return;
    }
    // cold = first request after the writes dropped the list cache (database + serialization); warm = cached bytes
    const bigSample = await sample(
      `${base}/api/content?campaignId=${big.id}`,
      auth(contentTenant.token),
      CONFIG.growthSamples,
    );
    // touch the small campaign's list cache: a write elsewhere in the tenant drops it
    const smallSample = await sample(
      `${base}/api/content?campaignId=${small.id}`,
      auth(contentTenant.token),
      CONFIG.growthSamples,
    );
    const body = (await call(base, 'GET', `/api/content?campaignId=${big.id}`, { token: contentTenant.token })).bytes;
    const bytes = body.length;
    // what a browser downloads: the server gzips lists for clients that accept it, with zlib's defaults as here
    const gzipBytes = gzipSync(body).length;
    out.growth.push({
      contentsInCampaign: target,
      contentsInDb: target + CONFIG.smallCampaign + 1,
      paged,
      bigColdMs: bigSample.first,
      bigWarmP50: bigSample.p50,
      bigWarmP99: bigSample.p99,
      bigBytes: bytes,
      bigGzipBytes: gzipBytes,
      smallColdMs: smallSample.first,
      smallWarmP50: smallSample.p50,
    });
    log(
      `${backend}: growth ${target}: big list cold ${bigSample.first} ms warm p50 ${bigSample.p50} (${Math.round(bytes / 1024)} KiB); small list (${CONFIG.smallCampaign}) cold ${smallSample.first} ms`,
    );
  };
  for (const target of CONFIG.growth.filter((n) => n <= CONFIG.apiStage)) await growthStep(target);
  out.seed.contents = contentSeconds;

  // ---- API throughput at the API stage (apiStage contents in one campaign)
  const targets = {
    campaignList: { method: 'GET', path: '/api/campaign', token: listTenant.token },
    contentList: { method: 'GET', path: `/api/content?campaignId=${big.id}`, token: contentTenant.token },
    campaignCreate: {
      method: 'POST',
      path: '/api/campaign',
      token: writeTenant.token,
      body: JSON.stringify(campaignBody(7)),
    },
  };
  if (!SKIP.has('api')) {
    for (const [name, target] of Object.entries(targets)) {
      const headers = { ...auth(target.token), ...(target.body ? { 'Content-Type': 'application/json' } : {}) };
      const once = await call(base, target.method, target.path, {
        token: target.token,
        ...(target.body ? { json: JSON.parse(target.body) } : {}),
      });
      ceilingBodies[name] ??= {
        method: target.method,
        path: target.path,
        status: once.status,
        contentType: once.headers.get('content-type'),
        bodyBase64: once.bytes.toString('base64'),
      };
      const result = await cannon({
        url: `${base}${target.path}`,
        method: target.method,
        headers,
        body: target.body,
        connections: CONFIG.connections,
        duration: CONFIG.duration,
      });
      out.api[name] = { ...result, responseBytes: once.bytes.length, loadavg1m: round(os.loadavg()[0], 2) };
      log(
        `${backend}: ${target.method} ${target.path.replace(big.id, '…')}: ${result.rps} req/s p50 ${result.p50} ms p99 ${result.p99} ms (${result.errors} errors, ${result.non2xx} non-2xx)`,
      );
    }
    // the ceiling for the same bytes, right after (same machine, as close in time as possible: the load varies)
    out.ceiling = await measureCeiling(ceilingBodies);
  }

  // ---- server memory while many different reads hit the whole ≈ 4 MB list
  if (!SKIP.has('memory')) {
    const m = (out.listMemory = await measureListMemory({
      base,
      pid: server.pid,
      token: contentTenant.token,
      path: `/api/content?campaignId=${big.id}`,
      reads: CONFIG.memoryReads,
    }));
    log(
      `${backend}: ${m.reads} different reads of a ${round(m.listBytes / 1e6)} MB list in ${m.seconds} s: RSS ${m.rssMiB.before} → max ${m.rssMiB.max} → ${m.rssMiB.after} MiB`,
    );
  }

  // ---- the customer side: claims by concurrent customers, whole customers, and views of the QR page
  if (!SKIP.has('public')) {
    const t0 = Date.now();
    const target = await seedPublic(base, admin, CONFIG.publicPosts);
    if (databaseUrl) await vacuumContents(databaseUrl);
    log(`${backend}: ${CONFIG.publicPosts} posts for the QR page seeded in ${round((Date.now() - t0) / 1000)} s`);
    const load = { connections: CONFIG.connections, duration: CONFIG.duration };
    const describe = (r) => `${r.rps}/s p50 ${r.p50} p99 ${r.p99} ms (${r.errors} errors, ${r.non2xx} non-2xx)`;
    out.public = { posts: CONFIG.publicPosts };
    out.public.claims = await measureClaims(base, target, load);
    log(`${backend}: claims, each by a new customer: ${describe(out.public.claims)}`);
    out.public.customers = await measureCustomers(base, target, load);
    log(`${backend}: customers (claim, reload, copy): ${describe(out.public.customers)}`);
    out.public.pageViews = await measurePageViews(base, target, load);
    log(`${backend}: GET /q/{uuid}: ${describe(out.public.pageViews)}`);
  }

  // ---- SSE fan-out
  if (!SKIP.has('sse')) {
    const arrivals = [];
    let round_ = 0;
    let roundStart = 0;
    let waiting;
    const clients = await openClients(base, [sseTenant.token], CONFIG.sseClients, {
      onEvent: (client, name) => {
        if (name !== 'campaign' || client.counts.campaign !== round_) return;
        arrivals.push(performance.now() - roundStart);
        if (arrivals.length === CONFIG.sseClients) waiting?.();
      },
    });
    log(`${backend}: ${clients.length} SSE clients connected (server RSS ${rssMiB(server.pid)} MiB)`);
    const lasts = [];
    const medians = [];
    let missed = 0;
    try {
      for (let r = 1; r <= CONFIG.sseRounds; r++) {
        arrivals.length = 0;
        round_ = r;
        const done = new Promise((resolve) => {
          waiting = resolve;
          setTimeout(resolve, 10_000);
        });
        roundStart = performance.now();
        await expectOk(
          call(base, 'POST', '/api/campaign', { token: sseTenant.token, json: campaignBody(500_000 + r) }),
          'SSE create',
        );
        await done;
        if (arrivals.length < CONFIG.sseClients) missed += CONFIG.sseClients - arrivals.length;
        const sorted = [...arrivals].sort((a, b) => a - b);
        lasts.push(sorted.at(-1));
        medians.push(percentile(sorted, 50));
        // let stragglers of this round land before the next create
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      closeClients(clients);
    }
    const sortedLasts = lasts.sort((a, b) => a - b);
    out.sse = {
      clients: clients.length,
      rounds: CONFIG.sseRounds,
      lastP50: round(percentile(sortedLasts, 50)),
      lastP99: round(percentile(sortedLasts, 99)),
      medianClientP50: round(
        percentile(
          medians.sort((a, b) => a - b),
          50,
        ),
      ),
      missed,
    };
    log(
      `${backend}: SSE fan-out to ${clients.length}: last client p50 ${out.sse.lastP50} ms p99 ${out.sse.lastP99} ms (missed ${missed})`,
    );
  }

  // ---- Lighthouse (once, on the first backend: it measures the app, which is the same on both)
  if (backend === 'pglite' && !SKIP.has('lighthouse')) {
    log(`lighthouse: /login/admin, the campaign list (${CONFIG.campaigns} campaigns), the campaign details…`);
    const cookies = (tenant) => ({ token: tenant.token, role: 'tenant', uid: tenant.id });
    const pictures = mkdtempSync(path.join(os.tmpdir(), 'bench-pictures-'));
    cleanups.push(() => rmSync(pictures, { recursive: true, force: true }));
    let customer;
    try {
      customer = await seedCustomerPage(base, admin, pictures);
      log(`customer page seeded: a logo, ${customer.posts} posts with ${customer.photos} real-size photos each`);
    } catch (error) {
      const cause = error.cause ? ` (${error.cause.code ?? error.cause.message ?? error.cause})` : '';
      customer = { error: `${String(error.message ?? error)}${cause}`.slice(0, 200) };
      log(`customer page not seeded: ${customer.error}`);
    }
    // the phone rows: the tenant's campaign details with ten real-size photos (and posts made of them)
    let photoCampaign;
    try {
      log('lighthouse: a campaign with 10 real-size photos for the mobile rows…');
      photoCampaign = await seedCampaign(base, contentTenant, await photos(4), 10);
      const assets = (
        await expectOk(
          call(base, 'GET', `/api/asset?campaignId=${photoCampaign}`, { token: contentTenant.token }),
          'photo assets',
        )
      ).body;
      await expectOk(
        call(base, 'POST', '/api/content/bulk', {
          token: contentTenant.token,
          json: Array.from({ length: 6 }, (_, i) => ({
            campaignId: photoCampaign,
            title: `月饼礼盒 Mooncake box ${i + 1}`,
            text: '中秋节限定：流心奶黄月饼礼盒，奶香浓郁、低糖不腻。Limited mid-autumn box, buy two get one free.',
            keyword: ['中秋', 'mooncake'],
            assetIds: assets.slice(i, i + 3).map((asset) => asset.id),
          })),
        }),
        'photo posts',
      );
    } catch (error) {
      log(`photo campaign not seeded: ${String(error.message ?? error).slice(0, 200)}`);
    }
    out.lighthouse = await runLighthouse(
      [
        { name: '/login/admin', url: `${base}/login/admin` },
        {
          name: `/tenant/campaign (${CONFIG.campaigns} campaigns)`,
          url: `${base}/tenant/campaign`,
          cookies: cookies(listTenant),
        },
        {
          name: `/tenant/campaign-details/:id (${CONFIG.smallCampaign} contents)`,
          url: `${base}/tenant/campaign-details/${small.id}`,
          cookies: cookies(contentTenant),
        },
        {
          name: `/tenant/campaign (${CONFIG.campaigns} campaigns, mobile preset)`,
          url: `${base}/tenant/campaign`,
          cookies: cookies(listTenant),
          preset: 'mobile',
        },
        ...(photoCampaign
          ? [
              {
                name: '/tenant/campaign-details/:id (10 real-size photos, 6 posts, mobile preset)',
                url: `${base}/tenant/campaign-details/${photoCampaign}`,
                cookies: cookies(contentTenant),
                preset: 'mobile',
              },
            ]
          : []),
        ...(customer.url ? [{ name: '/q/{uuid} (mobile preset)', url: customer.url, preset: 'mobile' }] : []),
      ],
      { log },
    );
    if (customer.error) out.lighthouse.push({ name: '/q/{uuid} (mobile preset)', error: customer.error });
  }

  // ---- Real-size photos (once, on the first backend): the campaign details with 10 and 100 of them
  if (backend === 'pglite' && !SKIP.has('media')) {
    log('media: real-size photos on the campaign details…');
    out.media = await benchMedia(base, ADMIN_PASSWORD, { pid: server.pid, log, counts: QUICK ? [10] : [10, 100] });
  }

  // ---- Soak (closed loop: the capacity; then on PostgreSQL at a fixed rate: the latency at it)
  if (!SKIP.has('soak')) {
    const run = (rate) =>
      soak({
        base,
        pid: server.pid,
        admin,
        tenants: soakTenants,
        seconds: CONFIG.soakSeconds,
        connections: CONFIG.soakConnections,
        sseClients: CONFIG.soakSse,
        rate,
        warmupSeconds: CONFIG.soakWarmupSeconds,
        log,
      });
    log(
      `${backend}: soak ${CONFIG.soakSeconds} s at ${CONFIG.soakConnections} connections with ${CONFIG.soakSse} SSE clients…`,
    );
    out.soak = await run();
    log(
      `${backend}: soak ${out.soak.requests} requests (${out.soak.rps}/s), ${out.soak.errors} errors, ${out.soak.lostTotal} lost, RSS ${out.soak.rssMiB.first}→${out.soak.rssMiB.last} MiB (max ${out.soak.rssMiB.max})`,
    );
    if (backend === 'postgres') {
      out.soakAtRates = [];
      for (const rate of CONFIG.soakRates) {
        log(`${backend}: soak at ${rate} requests/s offered…`);
        const hostBefore = await hostProbe();
        const r = await run(rate);
        r.host = { before: hostBefore, after: await hostProbe() };
        out.soakAtRates.push(r);
        log(
          `${backend}: soak at ${rate}/s: ${r.rps}/s, p50 ${r.p50} p99 ${r.p99} ms, ${r.errors} errors (${r.resets} resets), ${r.lostTotal} lost; host ${JSON.stringify(r.host)}; per second ${timelineText(r.timeline)}`,
        );
      }
    }
  }

  // ---- the rest of the growth (after the soak: the big volumes)
  if (!SKIP.has('large')) {
    for (const target of CONFIG.growth.filter((n) => n > CONFIG.apiStage)) await growthStep(target);
    if (databaseUrl && CONFIG.sqlStage > inBig) await growthStep(CONFIG.sqlStage, { bySql: true });
  }
  out.seed.contents = contentSeconds;
  out.endRssMiB = rssMiB(server.pid);
  return out;
}

async function measureCeiling(bodies) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-ceiling-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'routes.json');
  writeFileSync(file, JSON.stringify(Object.values(bodies)));
  const ceiling = await startCeiling(file);
  const out = {};
  try {
    for (const [name, route] of Object.entries(bodies)) {
      const body = route.method === 'POST' ? JSON.stringify(campaignBody(7)) : undefined;
      out[name] = await cannon({
        url: `${ceiling.url}${route.path}`,
        method: route.method,
        headers: { Authorization: 'Bearer x', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body,
        connections: CONFIG.connections,
        duration: CONFIG.duration,
      });
      out[name].loadavg1m = round(os.loadavg()[0], 2);
      log(
        `ceiling ${route.method} ${route.path.replace(/campaignId=.*/, 'campaignId=…')}: ${out[name].rps} req/s p50 ${out[name].p50} ms p99 ${out[name].p99} ms`,
      );
    }
  } finally {
    await ceiling.stop();
  }
  return out;
}

// ------------------------------------------------------------------------------------------------ table
/** The paged lists' rows (the targets apply to the last stage on PostgreSQL; "flat" compares it to the first). */
function addPagedRows(results, add, ms, pass) {
  for (const b of results.backends) {
    const stages = b.growth.filter((g) => g.paged);
    const first = stages[0]?.paged;
    for (const g of stages) {
      const p = g.paged;
      const atTarget = b.backend === 'postgres' && g === stages.at(-1) && g.contentsInCampaign >= 1_000_000;
      const flat = (now, then) => (then ? ` (${round(now / then, 1)}× the ${stages[0].contentsInCampaign} stage)` : '');
      for (const [name, label] of [
        ['tenantPage', 'tenant: first page of the big campaign'],
        ['adminPage', `admin: first page of every content (${p.adminPage.total})`],
      ]) {
        const figure = p[name];
        add(
          `paged [${b.backend}] ${g.contentsInCampaign} in campaign, ${label}: cold p50 / p99, warm p50 / p99 (${figure.bytes} B a page)`,
          `${ms(figure.coldP50)} / ${ms(figure.coldP99)}, ${ms(figure.warmP50)} / ${ms(figure.warmP99)}${flat(figure.coldP99, first?.[name].coldP99)}`,
          'p99 ≤ 50 ms cold, ≤ 10 ms warm at 1,000,000 on PostgreSQL; ≤ 30 KB; ≤ 2× from the first stage',
          atTarget
            ? pass(
                figure.coldP99 <= 50 &&
                  figure.warmP99 <= 10 &&
                  figure.bytes <= 30_000 &&
                  figure.coldP99 <= 2 * Math.max(first[name].coldP99, 1),
              )
            : '',
        );
      }
      add(
        `paged [${b.backend}] ${g.contentsInCampaign} in campaign, admin search for a rare title p50 / p99; a word in every content (one read)`,
        `${ms(p.search.p50)} / ${ms(p.search.p99)}; ${ms(p.broadSearchMs)}`,
        '(reported)',
        '',
      );
    }
  }
}

function buildRows(results) {
  const rows = [];
  const add = (figure, value, target, verdict) =>
    rows.push({ figure, value: value ?? 'n/a', target: target ?? '', verdict: verdict ?? '' });
  const ms = (v) => (v === undefined ? 'n/a' : `${v} ms`);
  const pass = (ok) => (ok === undefined ? 'n/a' : ok ? 'pass' : 'MISS');
  const names = {
    campaignList: `GET /api/campaign (${CONFIG.campaigns} campaigns)`,
    contentList: `GET /api/content?campaignId (${CONFIG.apiStage} in it)`,
    campaignCreate: 'POST /api/campaign',
  };
  for (const [name, label] of Object.entries(names)) {
    for (const b of results.backends) {
      const r = b.api?.[name];
      if (!r) continue;
      const ceiling = b.ceiling?.[name];
      if (ceiling)
        add(
          `${label} [${b.backend}] ceiling (bare node:http, same bytes)`,
          `${ceiling.rps} req/s, p50 ${ceiling.p50} / p99 ${ceiling.p99} ms`,
          '',
          '',
        );
      const ratio = ceiling ? round(r.rps / ceiling.rps, 2) : undefined;
      // the targets hold for the list the app reads whole (a tenant's campaigns); the 4 MB content list and the
      // create are reported
      const listTarget = name === 'campaignList';
      const ratioOk = listTarget && b.backend === 'postgres' ? ratio >= 0.5 : undefined;
      add(
        `${label} [${b.backend}] req/s`,
        `${r.rps}${r.errors || r.non2xx ? ` (${r.errors} err, ${r.non2xx} non-2xx)` : ''}`,
        listTarget ? '≥ 0.5 × ceiling on PostgreSQL' : '(reported)',
        `${ratio ?? '?'} × ceiling${ratioOk === undefined ? '' : ` ${pass(ratioOk)}`}`,
      );
      add(
        `${label} [${b.backend}] p50 / p99`,
        `${r.p50} / ${r.p99} ms`,
        listTarget ? 'p99 ≤ 25 ms' : '(reported)',
        listTarget ? pass(r.p99 <= 25) : '',
      );
    }
  }
  for (const b of results.backends) {
    const p = b.public;
    if (!p) continue;
    const value = (r) =>
      `${r.rps}/s, ${r.p50} / ${r.p99} ms${r.errors || r.non2xx ? ` (${r.errors} err, ${r.non2xx} non-2xx)` : ''}`;
    const clean = (r) => !r.errors && !r.non2xx;
    add(
      `claim [${b.backend}] ${CONFIG.connections} concurrent customers, each new (own address, own cookies): claims/s, p50 / p99`,
      `${value(p.claims)}${p.claims.noneLeft ? ` (${p.claims.noneLeft} "none left": the posts ran out)` : ''}`,
      'p99 < 50 ms on PostgreSQL',
      b.backend === 'postgres' ? pass(p.claims.p99 < 50 && clean(p.claims) && !p.claims.noneLeft) : '',
    );
    add(
      `customers [${b.backend}] ${CONFIG.connections} at once, each: claim, reload (same post), copy: requests/s, p50 / p99`,
      value(p.customers),
      '(reported)',
      '',
    );
    add(
      `GET /q/{uuid} [${b.backend}] ${CONFIG.connections} concurrent phones (each view a counted scan): views/s, p50 / p99`,
      value(p.pageViews),
      'p99 < 20 ms',
      pass(p.pageViews.p99 < 20 && clean(p.pageViews)),
    );
  }
  for (const b of results.backends) {
    for (const g of b.growth) {
      if (g.bigBytes === undefined) continue;
      add(
        `growth [${b.backend}] ${g.contentsInCampaign} contents in campaign: cold / warm p50 / p99 (${Math.round(g.bigBytes / 1024)} KiB, ${Math.round(g.bigGzipBytes / 1024)} KiB gzipped)`,
        `${ms(g.bigColdMs)} / ${ms(g.bigWarmP50)} / ${ms(g.bigWarmP99)}`,
        '(reported)',
        '',
      );
      add(
        `growth [${b.backend}] ${CONFIG.smallCampaign}-content campaign with ${g.contentsInDb} in DB: cold / warm p50`,
        `${ms(g.smallColdMs)} / ${ms(g.smallWarmP50)}`,
        '(reported)',
        '',
      );
    }
  }
  addPagedRows(results, add, ms, pass);
  for (const b of results.backends) {
    if (b.sse)
      add(
        `SSE fan-out [${b.backend}] ${b.sse.clients} clients, create → last client p50 / p99`,
        `${b.sse.lastP50} / ${b.sse.lastP99} ms${b.sse.missed ? ` (${b.sse.missed} missed)` : ''}`,
        'p99 < 200 ms',
        pass(b.sse.lastP99 < 200 && !b.sse.missed),
      );
  }
  const fe = results.frontend;
  if (fe?.routes) {
    for (const r of fe.routes) {
      const login = r.route.startsWith('/login');
      add(
        `front end ${r.route}: JS gzip${r.cssGzipKB ? ' + CSS gzip' : ''}`,
        `${r.jsGzipKB} KB${r.cssGzipKB ? ` + ${r.cssGzipKB} KB CSS` : ''}`,
        login ? '< 110 KB JS' : '≤ 150 KB JS',
        pass(login ? r.jsGzipKB < 110 : r.jsGzipKB <= 150),
      );
    }
  }
  if (fe?.i18n)
    add(
      'front end i18n runtime (Lingui core + react) on the login route: JS gzip',
      fe.i18n.error ?? `${fe.i18n.runtimeGzipKB} KB${fe.i18n.onLoginRoute ? '' : ' (not on the login route)'}`,
      '≤ 6 KB JS',
      fe.i18n.error ? 'n/a' : pass(fe.i18n.runtimeGzipKB <= 6),
    );
  const customerPage = fe?.customerPage;
  if (customerPage)
    add(
      'front end /q/{uuid} (customer page): JS gzip (entry + one language catalog) + CSS gzip',
      customerPage.error ??
        `${customerPage.jsGzipKB} KB (${customerPage.entryJsGzipKB} + ${customerPage.catalogJsGzipKB}) + ${customerPage.cssGzipKB} KB CSS`,
      '≤ 35 KB JS',
      customerPage.error ? 'n/a' : pass(customerPage.jsGzipKB <= 35),
    );
  for (const page of results.lighthouse ?? [{ name: 'lighthouse', error: 'not run' }]) {
    // the back-office on the mobile preset (a slow 4G network, a 4× slower CPU) aims at 0.9, the rest 0.95
    const perfTarget = page.name.startsWith('/tenant/') && page.name.includes('mobile preset') ? 0.9 : 0.95;
    if (page.error) {
      add(`Lighthouse ${page.name}`, `n/a (${page.error})`, `perf ≥ ${perfTarget}, a11y 1.0`, 'n/a');
      continue;
    }
    add(
      `Lighthouse ${page.name} performance`,
      `${page.performance} (FCP ${page.fcpMs} ms, LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, CLS ${page.cls === undefined ? 'n/a' : round(page.cls, 3)}; load average ${page.loadAverage ?? 'n/a'}${page.performanceRuns?.length > 1 ? `; median of ${page.performanceRuns.join(', ')}` : ''})`,
      `≥ ${perfTarget}`,
      pass(page.performance >= perfTarget),
    );
    add(
      `Lighthouse ${page.name} accessibility`,
      `${page.accessibility}${page.accessibilityFailures?.length ? ` (${page.accessibilityFailures.join(', ')})` : ''}`,
      '1.0',
      pass(page.accessibility >= 1),
    );
  }
  for (const b of results.backends) {
    const m = b.listMemory;
    if (!m) continue;
    const growthMB = round((m.growthMiB * 1048576) / 1e6);
    add(
      `server memory [${b.backend}] while ${m.reads} different reads hit a ${round(m.listBytes / 1e6)} MB list: RSS before / peak / 2 s after, growth (after − before)`,
      `${m.rssMiB.before} / ${m.rssMiB.max} / ${m.rssMiB.after} MiB, ${growthMB} MB`,
      'growth ≤ 100 MB',
      pass(growthMB <= 100),
    );
  }
  for (const b of results.backends) {
    const s = b.soak;
    if (!s) continue;
    add(
      `soak [${b.backend}] ${s.seconds} s, ${s.connections} conns + ${s.sseClients} SSE, closed loop (capacity): requests, p50 / p99`,
      `${s.requests} (${s.rps}/s), ${s.p50} / ${s.p99} ms`,
      '(reported: p50 ≈ connections ÷ rate)',
      '',
    );
    for (const r of b.soakAtRates ?? []) {
      const host = r.host
        ? ` (host probe before / after: ${r.host.before.cores} / ${r.host.after.cores} cores, ${r.host.before.twoMs} / ${r.host.after.twoMs} ms)`
        : '';
      add(
        `soak [${b.backend}] ${r.seconds} s at ${r.rate} requests/s offered (after ${r.warmupSeconds} s unmeasured), ≤ ${r.connections} in flight + ${r.sseClients} SSE: requests/s done, p50 / p99 (from when due), errors, lost`,
        `${r.rps}/s, ${r.p50} / ${r.p99} ms, ${r.errors}, ${r.lostTotal}${host}`,
        r.rate <= 300 ? 'p99 ≤ 300 ms, 0, 0' : '(reported)',
        r.rate <= 300 ? pass(r.p99 <= 300 && r.errors === 0 && r.lostTotal === 0) : '',
      );
      add(`soak [${b.backend}] at ${r.rate} requests/s: connection resets`, `${r.resets}`, '0', pass(r.resets === 0));
    }
    add(
      `soak [${b.backend}] errors`,
      `${s.errors}${s.sseClosedEarly ? ` (+${s.sseClosedEarly} SSE dropped)` : ''}`,
      '0',
      pass(s.errors === 0 && s.sseClosedEarly === 0),
    );
    add(
      `soak [${b.backend}] lost writes (of ${s.acknowledged.campaigns + s.acknowledged.contents + s.acknowledged.uploads + s.acknowledged.patches} acknowledged)`,
      `${s.lostTotal}`,
      '0',
      pass(s.lostTotal === 0),
    );
    add(
      `soak [${b.backend}] server RSS first / max / last (last quarter vs first-half peak)`,
      `${s.rssMiB.first} / ${s.rssMiB.max} / ${s.rssMiB.last} MiB (${s.rssMiB.growthPct} %)`,
      'steady (< 10 %)',
      pass(s.memorySteady),
    );
  }
  for (const b of results.backends) if (b.media) for (const row of mediaRows(b.media)) add(...row);
  return rows;
}

function printTable(rows) {
  const widths = ['figure', 'value', 'target', 'verdict'].map((key) =>
    Math.max(key.length, ...rows.map((row) => String(row[key]).length)),
  );
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ');
  console.log(`\n${line(['figure', 'value', 'target', 'ratio / verdict'])}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line([row.figure, row.value, row.target, row.verdict]));
}

export function markdownTable(rows) {
  const esc = (s) => String(s).replace(/\|/g, '\\|');
  return [
    '| figure | value | target | ratio / verdict |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${esc(r.figure)} | ${esc(r.value)} | ${esc(r.target)} | ${esc(r.verdict)} |`),
  ].join('\n');
}

// ------------------------------------------------------------------------------------------------ main
async function main() {
  const results = {
    startedAt: new Date().toISOString(),
    quick: QUICK,
    config: CONFIG,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadavg: os.loadavg().map((v) => round(v, 2)),
      totalMemMiB: Math.round(os.totalmem() / 1048576),
      node: process.version,
    },
    backends: [],
  };
  // the app's pages are measured by these parts only
  if (!['frontend', 'lighthouse', 'media'].every((part) => SKIP.has(part))) ensureAppBuild();
  if (!SKIP.has('frontend')) {
    results.frontend = measureFrontend(path.join(REPO, 'packages/app/dist'));
    results.frontend.customerPage = measureCustomerPage(path.join(REPO, 'packages/app/dist'));
  }

  const backends = SKIP.has('pglite') ? [] : [{ name: 'pglite' }];
  let pgUrl = process.env.BENCH_DATABASE_URL?.trim();
  if (pgUrl === 'auto') {
    log('starting a temporary PostgreSQL cluster…');
    const cluster = await startTempPostgres();
    cleanups.push(() => cluster.stop());
    pgUrl = cluster.url;
  }
  if (pgUrl) backends.push({ name: 'postgres', baseUrl: pgUrl });

  for (const backend of backends) {
    let database;
    if (backend.baseUrl) {
      database = await createBenchDatabase(backend.baseUrl);
      cleanups.push(() => database.drop());
    }
    log(`${backend.name}: starting the product…`);
    const t = Date.now();
    const server = await startProduct({
      databaseUrl: database?.url,
      adminPassword: ADMIN_PASSWORD,
      label: backend.name,
      // the customers of the QR page bench each say their own address (the per-address limits); the fan-out's
      // clients are one account's, standing for as many devices, above the server's per-account stream limit
      env: { TRUST_PROXY: '1', LIVE_STREAMS_PER_ACCOUNT: String(CONFIG.sseClients) },
    });
    const stop = () => server.stop();
    cleanups.push(stop);
    log(`${backend.name}: listening on ${server.url} after ${round((Date.now() - t) / 1000)} s`);
    try {
      const out = await benchBackend(backend.name, server, database?.url);
      out.startSeconds = round((Date.now() - t) / 1000);
      results.backends.push(out);
      if (out.lighthouse) results.lighthouse = out.lighthouse;
    } finally {
      cleanups.splice(cleanups.indexOf(stop), 1);
      await server.stop();
      log(`${backend.name}: stopped`);
    }
  }
  if (SKIP.has('lighthouse') || !results.lighthouse)
    results.lighthouse ??= [{ name: 'all pages', error: SKIP.has('lighthouse') ? 'skipped (BENCH_SKIP)' : 'not run' }];
  results.finishedAt = new Date().toISOString();
  results.machine.loadavgAtEnd = os.loadavg().map((v) => round(v, 2));
  results.rows = buildRows(results);
  printTable(results.rows);
  const file = path.join(REPO, 'bench', QUICK ? 'results.quick.json' : 'results.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(file.replace(/\.json$/, '.md'), `${markdownTable(results.rows)}\n`);
  console.log(
    `\nwrote ${path.relative(REPO, file)} (load average ${results.machine.loadavg.join(' ')} at start, ${results.machine.loadavgAtEnd.join(' ')} at end)`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
