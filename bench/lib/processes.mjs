// Child processes of the bench: the product server, the ceiling server, and (optionally) a temporary PostgreSQL cluster.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverEnv } from '../../scripts/server-process.mjs';

export const REPO = path.resolve(new URL('../..', import.meta.url).pathname);
const children = new Set();

/** Waits for a line matching `pattern` on the child's stdout; rejects on exit or timeout. */
function waitForLine(child, pattern, timeoutMs, label) {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(
      () => reject(new Error(`${label}: no "${pattern}" within ${timeoutMs} ms:\n${buffer.slice(-2000)}`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      buffer += chunk;
      const match = buffer.match(pattern);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve(match);
      }
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', onData);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      buffer += chunk;
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited (${code ?? signal}) before it was ready:\n${buffer.slice(-2000)}`));
    });
  });
}

function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export async function stopChild(child, timeoutMs = 20_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/** Stops every child still running (used on errors and signals). */
export async function stopAll() {
  await Promise.all([...children].map((child) => stopChild(child, 5_000)));
}

/**
 * Starts the product as `npm start` does (node --import tsx packages/server/src/main.ts) on PORT=0, a temporary
 * DATA_DIR, and DATABASE_URL when given (`env`: more variables; `cwd`: another checkout of the repo). Returns {url,
 * pid, dataDir, child, stop()}.
 */
export async function startProduct({
  databaseUrl,
  adminPassword,
  label,
  nodeArgs = [],
  env: extraEnv = {},
  cwd = REPO,
}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  // as `npm start` runs it (scripts/server-process.mjs)
  const env = {
    ...serverEnv(),
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: adminPassword,
    LOG_REQUESTS: '0',
    NODE_ENV: 'production',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = track(
    spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let url;
  try {
    [, url] = await waitForLine(child, /listening on (http:\/\/\S+)/, 180_000, `server (${label})`);
  } catch (error) {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  child.stdout.resume();
  child.stderr.on('data', (chunk) => process.stderr.write(`[server ${label}] ${chunk}`));
  return {
    url: url.replace(/\/$/, ''),
    pid: child.pid,
    dataDir,
    child,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startCeiling(routesFile) {
  const child = track(
    spawn(process.execPath, [path.join(REPO, 'bench/lib/ceiling-server.mjs'), routesFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const [, port] = await waitForLine(child, /listening (\d+)/, 30_000, 'ceiling server');
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

/** Resident set size of a process in MiB (Linux /proc). */
export function rssMiB(pid) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return match ? Math.round(Number(match[1]) / 102.4) / 10 : undefined;
  } catch {
    return undefined;
  }
}

/** A fresh database inside BENCH_DATABASE_URL's server, dropped by drop(). */
export async function createBenchDatabase(baseUrl) {
  const name = `bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** BENCH_DATABASE_URL=auto: a temporary PostgreSQL cluster from Debian's binaries (as the postgres user when root). */
export async function startTempPostgres() {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error('BENCH_DATABASE_URL=auto: no PostgreSQL binaries under /usr/lib/postgresql');
  const bin = path.join(base, version, 'bin');
  const isRoot = process.getuid?.() === 0;
  const run = (binary, args) => {
    const command = path.join(bin, binary);
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${binary} failed: ${result.stderr || result.stdout}`);
  };
  const root = mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  if (isRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(root, uid, gid);
  }
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(root, 'log'),
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=200${process.env.BENCH_PG_OPTIONS ? ` ${process.env.BENCH_PG_OPTIONS}` : ''}`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
