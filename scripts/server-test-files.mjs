/**
 * Which server test files run on which database in `npm test`. Every file that uses a database runs on PostgreSQL
 * when its binaries are here (scripts/test-postgres.mjs); Vitest's main run then keeps on the embedded database
 * (PGlite) only the files about what differs between the two: files that branch on the database (backup and restore,
 * start and stop, the CLI, metrics, faults, storage), the search's trigram extension, and the hot paths' statements
 * (prepared by name on PostgreSQL, parsed each time on PGlite). Without PostgreSQL, Vitest runs every file on PGlite.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The files that also run on the embedded database when PostgreSQL runs the rest. */
export const EMBEDDED_TOO = [
  'admin-reset',
  'backup',
  'faults',
  'handout',
  'instances',
  'lifecycle',
  'lists',
  'operations',
  'public-claims',
  'records',
  'search',
  'storage-limits',
].map((name) => `packages/server/test/${name}.test.ts`);

/** Every *.test.ts under `dir`, as paths relative to the repository. */
function testFiles(dir) {
  return readdirSync(path.join(REPO_ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(REPO_ROOT, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A test under src/ that imports the test helpers (test/databases.ts, test/helpers.ts …) uses a database. */
const usesDatabase = (file) => /from '(\.\.\/)+test\//.test(readFileSync(path.join(REPO_ROOT, file), 'utf8'));

/** The server's test files that use a database: all of test/, and those of src/ that use the test helpers. */
export function databaseTestFiles() {
  return [...testFiles('packages/server/test'), ...testFiles('packages/server/src').filter(usesDatabase)];
}

/** The directory of PostgreSQL's binaries (initdb, pg_ctl): PG_BIN, else the newest under /usr/lib/postgresql. */
export function postgresBinDir() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    for (const version of readdirSync(base).sort((a, b) => Number(b) - Number(a)))
      candidates.push(path.join(base, version, 'bin'));
  }
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
}

/** The uid and gid of a system user, or undefined. */
export function userIds(name) {
  const result = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (result.status !== 0 || group.status !== 0) return undefined;
  return { uid: Number(result.stdout.trim()), gid: Number(group.stdout.trim()) };
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Why the PostgreSQL leg cannot run here, or undefined when it can. */
export function postgresUnavailable() {
  if (!postgresBinDir()) return 'PostgreSQL binaries not found (initdb, pg_ctl)';
  if (isRoot() && !userIds('postgres')) return 'running as root but there is no "postgres" user';
  return undefined;
}
