#!/usr/bin/env node
/**
 * Runs the server test suite against a temporary PostgreSQL 15 cluster:
 * initdb under a temp directory (as the postgres user when run as root), start on a free port, create a
 * database, run the server's test files that use a database (test/databases.ts copies each test database from one
 * migrated template) with TEST_DATABASE_URL, stop the cluster, remove the directory, and exit with vitest's code.
 * Pure unit files (those under src/ that do not import the test helpers) already ran in Vitest's main run and do not
 * run again. Extra arguments (files) narrow the run. Prints the CPU time PostgreSQL used (also to POSTGRES_CPU_FILE
 * when set, as { "seconds": N }: the daemon is outside the caller's process tree). Without PostgreSQL binaries it prints a skip line and exits 0.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  databaseTestFiles,
  postgresBinDir,
  postgresUnavailable,
  userIds,
} from '../../../scripts/server-test-files.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

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

const unavailable = postgresUnavailable();
if (unavailable) {
  console.log(`test-postgres: ${unavailable}: skipping the PostgreSQL leg`);
  process.exit(0);
}
const binDir = postgresBinDir();
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const postgresUser = isRoot ? userIds('postgres') : undefined;

/** Runs a PostgreSQL binary, as the postgres user when we are root (initdb refuses root). */
function pgCommand(binary, args, options = {}) {
  const command = path.join(binDir, binary);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${binary} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

const root = mkdtempSync(path.join(os.tmpdir(), 'app-pg-'));
const dataDir = path.join(root, 'data');
const logFile = path.join(root, 'postgres.log');
if (postgresUser) chownSync(root, postgresUser.uid, postgresUser.gid);

/** The CPU seconds PostgreSQL used so far (its postmaster and the backends it reaped), on Linux. */
function postgresCpuSeconds() {
  try {
    const pid = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0];
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;
    return fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0) / ticks;
  } catch {
    return undefined;
  }
}

let started = false;
let exitCode = 1;
const cleanup = () => {
  if (started) {
    const cpu = postgresCpuSeconds();
    if (cpu !== undefined) {
      console.log(`test-postgres: PostgreSQL used ${cpu.toFixed(1)} s of CPU`);
      if (process.env.POSTGRES_CPU_FILE) writeFileSync(process.env.POSTGRES_CPU_FILE, JSON.stringify({ seconds: cpu }));
    }
    try {
      pgCommand('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(`test-postgres: could not stop the cluster: ${error.message}`);
    }
    started = false;
  }
  rmSync(root, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

try {
  const port = await freePort();
  pgCommand('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale'], { cwd: root });
  pgCommand(
    'pg_ctl',
    [
      '-D',
      dataDir,
      '-l',
      logFile,
      '-o',
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      'start',
    ],
    { cwd: root },
  );
  started = true;
  pgCommand('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'app_test'], { cwd: root });
  const url = `postgres://postgres@127.0.0.1:${port}/app_test`;
  console.log(
    `test-postgres: PostgreSQL (${path.basename(path.dirname(binDir))}) on port ${port}; running the server suite`,
  );
  const startedAt = Date.now();
  const reporters = process.env.VITEST_JSON
    ? ['--reporter=default', '--reporter=json', `--outputFile.json=${process.env.VITEST_JSON}`]
    : [];
  exitCode = await new Promise((resolve) => {
    const files = process.argv.length > 2 ? process.argv.slice(2) : databaseTestFiles();
    const child = spawn('npx', ['vitest', 'run', ...reporters, ...files], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `test-postgres: vitest ${exitCode === 0 ? 'passed' : `failed (exit ${exitCode})`} in ${seconds}s against PostgreSQL`,
  );
} catch (error) {
  console.error(`test-postgres: ${error.message}`);
  exitCode = 1;
} finally {
  cleanup();
}
process.exit(exitCode);
