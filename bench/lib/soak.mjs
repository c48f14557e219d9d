// Soak: mixed traffic (both roles, reads, writes, uploads) at N connections with SSE clients attached, then a
// count of acknowledged writes against what the API returns afterwards, and the server's RSS over time.
//
// Two ways to drive it. Closed loop (no `rate`): every connection sends its next request as soon as the previous one
// is answered, so the run finds the server's capacity, and its latency is the queue that many connections make (a
// mean of connections ÷ requests per second, by Little's law). At a fixed rate (`rate` requests per second, wrk2's
// way): request k is due at start + k ÷ rate and goes out on the first free connection (at most `connections` in
// flight); its latency is counted from when it was due, so a server that falls behind is charged for the wait
// (no coordinated omission). That is a latency at a given throughput: the phones and laptops of a real day do not
// send their next request the instant the last one is answered. At a fixed rate, `warmupSeconds` of the same traffic
// go first, unmeasured (their errors and writes still count): the first seconds of a run otherwise measure the
// server's code and caches warming up to this mix. `timeline`: each measured second's requests, p50 and maximum.
import http from 'node:http';
import { call, createCampaign, multipartForm, PNG_BYTES, pool } from './api.mjs';
import { percentile, round } from './load.mjs';
import { closeClients, openClients } from './sse.mjs';
import { rssMiB } from './processes.mjs';

/** A soak's `timeline` as one line: each second's p50/max in ms. */
export const timelineText = (timeline) => timeline.map((s) => `${s.p50}/${s.max}`).join(' ');

/** A connection reset, or closed before the answer (Node's words for it). */
const RESET = /ECONNRESET|EPIPE|socket hang up/;

/** A list screen's first page as the app asks for it (page of 10, oldest first). */
const LIST_PAGE = 'limit=10&offset=0&sort=createdAt:asc';

export async function soak({
  base,
  pid,
  admin,
  tenants,
  seconds,
  connections,
  sseClients,
  log,
  rate,
  only,
  warmupSeconds = 0,
}) {
  // each tenant gets a campaign per worker to patch (a worker patches only its own: its last acknowledged name must stick)
  const workers = Array.from({ length: connections }, (_, i) => ({ i, tenant: tenants[i % tenants.length] }));
  for (const worker of workers) worker.campaign = await createCampaign(base, worker.tenant.token, 900_000 + worker.i);
  // Like a browser or undici, the client stops reusing an idle connection before the server's announced
  // `Keep-Alive: timeout=` (Node's agent follows the announcement, less a second, only when given a timeout of its
  // own): without it, a connection left idle for the server's whole keep-alive time is reused just as the server
  // closes it, and the request is reset.
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, timeout: 120_000 });
  const sse = await openClients(base, [admin, ...tenants.map((t) => t.token)], sseClients);

  const acked = { campaigns: [], contents: [], uploads: [], patches: new Map() };
  const counts = {};
  const errors = [];
  /** Requests whose connection was reset or closed under them (counted in `errors` too). */
  let resets = 0;
  const latencies = [];
  const bySecond = [];
  const perAction = {};
  const rss = [];
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const sampler = setInterval(() => rss.push({ t: Math.round((Date.now() - started) / 1000), mib: rssMiB(pid) }), 2000);
  rss.push({ t: 0, mib: rssMiB(pid) });

  const request = (method, path, token, body, contentType) =>
    new Promise((resolve) => {
      const headers = { Authorization: `Bearer ${token}` };
      if (body) {
        headers['Content-Type'] = contentType;
        headers['Content-Length'] = body.length;
      }
      const { hostname, port } = new URL(base);
      const req = http.request({ host: hostname, port, path, method, headers, agent, timeout: 30_000 }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          let json;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, json });
        });
        res.on('error', (error) => resolve({ status: 0, error: error.message }));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) => resolve({ status: 0, error: error.message }));
      req.end(body);
    });

  const json = (value) => Buffer.from(JSON.stringify(value));
  let seq = 0;
  const actions = [
    // [weight, name, fn(worker)]
    // the reads the app sends: a list screen's page of 10, the campaign details' first 100 contents
    [16, 'tenant GET /api/campaign (page)', (w) => request('GET', `/api/campaign?${LIST_PAGE}`, w.tenant.token)],
    [
      12,
      'tenant GET /api/content?campaignId (first 100)',
      (w) => request('GET', `/api/content?campaignId=${w.campaign.id}&limit=100&offset=0`, w.tenant.token),
    ],
    [8, 'admin GET /api/campaign (page)', () => request('GET', `/api/campaign?${LIST_PAGE}`, admin)],
    [5, 'admin GET /api/tenant (page)', () => request('GET', `/api/tenant?${LIST_PAGE}`, admin)],
    [
      4,
      'admin GET /api/content (search)',
      () =>
        request(
          'GET',
          `/api/content?limit=10&offset=0&q=${encodeURIComponent(`soak ${Math.floor(Math.random() * 1000)}`)}`,
          admin,
        ),
    ],
    [5, 'tenant GET /api/campaign/one', (w) => request('GET', `/api/campaign/one/${w.campaign.id}`, w.tenant.token)],
    [
      12,
      'tenant POST /api/campaign',
      async (w) => {
        const n = ++seq;
        const reply = await request(
          'POST',
          '/api/campaign',
          w.tenant.token,
          json({ name: `Soak ${n}`, description: 'soak write', keyword: ['soak'] }),
          'application/json',
        );
        if (reply.status === 201 && reply.json?.id) acked.campaigns.push({ id: reply.json.id, tenant: w.tenant });
        return reply;
      },
    ],
    [
      12,
      'tenant POST /api/content',
      async (w) => {
        const n = ++seq;
        const body = {
          campaignId: w.campaign.id,
          title: `Soak ${n}`,
          text: `soak content ${n}`,
          status: 'active',
          isRedirected: false,
          keyword: ['soak'],
        };
        const reply = await request('POST', '/api/content', w.tenant.token, json(body), 'application/json');
        if (reply.status === 201 && reply.json?.id) acked.contents.push({ id: reply.json.id, tenant: w.tenant });
        return reply;
      },
    ],
    [
      5,
      'admin POST /api/content',
      async (w) => {
        const n = ++seq;
        const body = {
          campaignId: w.campaign.id,
          title: `Admin soak ${n}`,
          text: `admin soak content ${n}`,
          status: 'active',
          isRedirected: false,
          keyword: ['soak'],
        };
        const reply = await request('POST', '/api/content', admin, json(body), 'application/json');
        if (reply.status === 201 && reply.json?.id) acked.contents.push({ id: reply.json.id, tenant: w.tenant });
        return reply;
      },
    ],
    [
      8,
      'tenant PATCH /api/campaign/one',
      async (w) => {
        const name = `Patched ${w.i}-${++seq}`;
        const reply = await request(
          'PATCH',
          `/api/campaign/one/${w.campaign.id}`,
          w.tenant.token,
          json({ name }),
          'application/json',
        );
        if (reply.status === 200) acked.patches.set(w.campaign.id, { name, tenant: w.tenant });
        return reply;
      },
    ],
    [
      8,
      'tenant upload PNG',
      async (w) => {
        const form = multipartForm(PNG_BYTES, `soak-${++seq}.png`, 'image/png');
        const reply = await request(
          'POST',
          '/files/public/upload/raw?bucketKey=campaign-media',
          w.tenant.token,
          form.body,
          form.type,
        );
        if (reply.status >= 200 && reply.status < 300 && reply.json?.key)
          acked.uploads.push({ key: reply.json.key, tenant: w.tenant });
        return reply;
      },
    ],
  ];
  // `only` (a RegExp, bench/profile.mjs's BENCH_SOAK_ONLY): just the actions it names, to cost them one by one
  if (only) actions.splice(0, actions.length, ...actions.filter(([, name]) => only.test(name)));
  const totalWeight = actions.reduce((t, [weight]) => t + weight, 0);
  const pick = () => {
    let r = Math.random() * totalWeight;
    for (const action of actions) if ((r -= action[0]) < 0) return action;
    return actions[0];
  };

  const warmup = rate ? warmupSeconds : 0;
  const t0 = performance.now();
  const measuredFrom = t0 + warmup * 1000;
  let ticket = 0;
  /** When the next request is due (performance.now() time), or undefined once the run is over. */
  const next = async () => {
    if (!rate) return Date.now() < deadline ? performance.now() : undefined;
    const due = t0 + (ticket++ * 1000) / rate;
    if (due >= measuredFrom + seconds * 1000) return undefined;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return due;
  };
  await Promise.all(
    workers.map(async (w) => {
      for (let due = await next(); due !== undefined; due = await next()) {
        const [, name, fn] = pick();
        const reply = await fn(w);
        const took = performance.now() - due;
        if (due >= measuredFrom) {
          latencies.push(took);
          counts[name] = (counts[name] ?? 0) + 1;
          (perAction[name] ??= []).push(took);
          (bySecond[Math.floor((due - measuredFrom) / 1000)] ??= []).push(took);
        }
        if (!(reply.status >= 200 && reply.status < 300)) {
          if (RESET.test(reply.error ?? '')) resets += 1;
          const at = `${((due - measuredFrom) / 1000).toFixed(1)} s`;
          errors.push(
            `${name} at ${at}: ${reply.status} ${reply.error ?? JSON.stringify(reply.json ?? '').slice(0, 120)}`,
          );
          if (errors.length > 1000) break;
        }
      }
    }),
  );
  const elapsed = (performance.now() - measuredFrom) / 1000;
  clearInterval(sampler);
  rss.push({ t: Math.round((Date.now() - started) / 1000), mib: rssMiB(pid) });
  const sseClosed = sse.filter((c) => c.closed).length;
  const sseEvents = sse.reduce((t, c) => t + Object.values(c.counts).reduce((a, b) => a + b, 0), 0);
  closeClients(sse);
  agent.destroy();

  // lost writes: every acknowledged write must be visible afterwards
  log(
    `soak: verifying ${acked.campaigns.length} campaigns, ${acked.contents.length} contents, ${acked.uploads.length} uploads, ${acked.patches.size} patched names`,
  );
  const lost = { campaigns: 0, contents: 0, uploads: 0, patches: 0 };
  for (const tenant of tenants) {
    const campaigns = await call(base, 'GET', '/api/campaign', { token: tenant.token });
    const byId = new Map((campaigns.body ?? []).map((c) => [c.id, c]));
    lost.campaigns += acked.campaigns.filter((c) => c.tenant === tenant && !byId.has(c.id)).length;
    for (const [id, patch] of acked.patches)
      if (patch.tenant === tenant && byId.get(id)?.name !== patch.name) lost.patches += 1;
    const contents = await call(base, 'GET', '/api/content', { token: tenant.token });
    const ids = new Set((contents.body ?? []).map((c) => c.id));
    lost.contents += acked.contents.filter((c) => c.tenant === tenant && !ids.has(c.id)).length;
  }
  const uploadChecks = await pool(acked.uploads.length, 8, async (i) => {
    const { key, tenant } = acked.uploads[i];
    const reply = await call(base, 'GET', `/files/${key}`, { token: tenant.token });
    return reply.status === 200 && reply.body?.url;
  });
  lost.uploads = uploadChecks.filter((ok) => !ok).length;

  const sorted = latencies.sort((a, b) => a - b);
  const values = rss.map((s) => s.mib).filter((v) => v !== undefined);
  const quarter = Math.max(1, Math.floor(values.length / 4));
  const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
  // steady: the last quarter's mean is not above the first half's peak by more than 10 % (a leak keeps making new highs)
  const firstHalfMax = Math.max(...values.slice(0, Math.max(1, Math.floor(values.length / 2))));
  const lastQuarter = mean(values.slice(-quarter));
  const growthPct = round(((lastQuarter - firstHalfMax) / firstHalfMax) * 100);
  const uniqueErrors = [...new Set(errors)].slice(0, 10);
  return {
    seconds: round(elapsed),
    rate,
    warmupSeconds: warmup,
    connections,
    sseClients,
    requests: latencies.length,
    rps: round(latencies.length / elapsed, 0),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    errors: errors.length,
    resets,
    errorSamples: uniqueErrors,
    acknowledged: {
      campaigns: acked.campaigns.length,
      contents: acked.contents.length,
      uploads: acked.uploads.length,
      patches: acked.patches.size,
    },
    lost,
    lostTotal: lost.campaigns + lost.contents + lost.uploads + lost.patches,
    sseEvents,
    sseClosedEarly: sseClosed,
    counts,
    perAction: Object.fromEntries(
      Object.entries(perAction).map(([name, list]) => {
        const sortedList = list.sort((a, b) => a - b);
        return [
          name,
          { n: list.length, p50: round(percentile(sortedList, 50)), p99: round(percentile(sortedList, 99)) },
        ];
      }),
    ),
    rssMiB: {
      first: values[0],
      min: Math.min(...values),
      max: Math.max(...values),
      last: values.at(-1),
      firstHalfMax,
      lastQuarterMean: round(lastQuarter),
      growthPct,
    },
    rssSamples: rss,
    timeline: Array.from(bySecond, (list = [], t) => {
      const sortedList = list.sort((a, b) => a - b);
      return { t, n: list.length, p50: round(percentile(sortedList, 50)), max: round(sortedList.at(-1) ?? 0) };
    }),
    memorySteady: growthPct !== undefined && growthPct < 10,
  };
}
