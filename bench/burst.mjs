#!/usr/bin/env node
// `node bench/burst.mjs ROUNDS [OTHER_TREE]`: issue 13's burst alone (media.mjs measureBurst: twenty ~3 MB photos
// uploaded at once, the list polled every 10 ms meanwhile) ROUNDS times on the product of this tree (PGlite), and with
// OTHER_TREE (another checkout of the repo, e.g. the code before a change) alternately on both, round by round, so
// both see the same load from the rest of the machine. Per round: list p99 and samples, the slowest samples, the
// server's CPU ms for the round, and the load average. BENCH_BURST_NODE_ARGS: more node flags for the servers
// (e.g. --trace-gc, with BENCH_BURST_STDOUT=1 to see their output).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminLogin, createTenant } from './lib/api.mjs';
import { measureBurst, photos } from './lib/media.mjs';
import { REPO, startProduct } from './lib/processes.mjs';

const rounds = Number(process.argv[2] ?? 4);
const trees = [REPO, ...(process.argv[3] ? [path.resolve(process.argv[3])] : [])];
const password = 'bench-admin-password-1';

const cpuMs = (pid, file = `/proc/${pid}/stat`) => {
  const fields = readFileSync(file, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

async function start(tree, label) {
  const gc = { count: 0, ms: 0 };
  const nodeArgs = process.env.BENCH_BURST_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const product = await startProduct({ adminPassword: password, label, nodeArgs, cwd: tree });
  product.child.stdout.on('data', (chunk) => {
    // with --trace-gc: the main thread's full collections and their pauses (incremental steps included)
    for (const [, pause, steps] of String(chunk).matchAll(
      /Mark-Compact.*?MB, ([\d.]+) \/ [\d.]+ ms {2}\(\+ ([\d.]+) ms/g,
    )) {
      gc.count += 1;
      gc.ms += Number(pause) + Number(steps);
    }
    if (process.env.BENCH_BURST_STDOUT) process.stderr.write(`[${label} out] ${chunk}`);
  });
  const admin = await adminLogin(product.url, password);
  const tenant = await createTenant(product.url, admin, 'Photo Cafe');
  return { label, url: product.url, pid: product.pid, tenant, gc, stop: product.stop };
}

const pictures = await photos(4);
const servers = [];
try {
  for (const [i, tree] of trees.entries())
    servers.push(await start(tree, trees.length > 1 ? `${'AB'[i]} ${tree}` : tree));
  const results = new Map(servers.map((server) => [server.label, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
      const load = os.loadavg()[0];
      const before = cpuMs(server.pid);
      const mainBefore = cpuMs(server.pid, `/proc/${server.pid}/task/${server.pid}/stat`);
      const gcBefore = { ...server.gc };
      const benchBefore = process.cpuUsage();
      const burst = await measureBurst(server.url, server.tenant, pictures, { pid: server.pid, detail: true });
      const cpu = cpuMs(server.pid) - before;
      const main = cpuMs(server.pid, `/proc/${server.pid}/task/${server.pid}/stat`) - mainBefore;
      const bench = process.cpuUsage(benchBefore);
      const gcs = server.gc.count - gcBefore.count;
      const gcMs = Math.round(server.gc.ms - gcBefore.ms);
      results.get(server.label).push(burst.listP99Ms);
      console.log(
        `${server.label.slice(0, 1)} round ${round + 1}: list p99 ${burst.listP99Ms} ms (${burst.listSamples} samples), ` +
          `slowest ${burst.listSlowest.map((s) => s.ms).join(' ')}; PNG p50 ${burst.smallUploadP50Ms} ms; ` +
          `RSS ${burst.peakRssMiB} MiB; server CPU ${cpu} ms (main thread ${main}); ` +
          `this bench's CPU ${Math.round((bench.user + bench.system) / 1000)} ms; ` +
          (gcs > 0 ? `${gcs} full GCs, ${gcMs} ms; ` : '') +
          `load ${load.toFixed(1)}` +
          `; slowest at ${burst.listSlowest.map((s) => `${s.at}`).join(' ')} ms into the burst`,
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  for (const [label, p99s] of results) {
    const sorted = [...p99s].sort((x, y) => x - y);
    console.log(`${label}: list p99 per round ${p99s.join(', ')}; median ${sorted[Math.floor(sorted.length / 2)]} ms`);
  }
} finally {
  for (const server of servers) await server.stop();
}
