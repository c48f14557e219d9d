/** Databases for test servers: a migrated PGlite template (built once per machine), or a new PostgreSQL database. */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, statSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db';
import { createPgliteTemplate } from '../src/index';
import { MIGRATIONS_DIR, readMigrations } from '../src/db/migrate';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
export const usingPostgres = Boolean(TEST_DATABASE_URL);

function templateFile(): string {
  const hash = createHash('sha1')
    .update(JSON.stringify(readMigrations(MIGRATIONS_DIR)))
    .digest('hex')
    .slice(0, 16);
  return path.join(os.tmpdir(), `app-server-pglite-template-${hash}.tar.gz`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A migrated PGlite template, built once per machine and migration set; parallel workers wait for one builder. */
export async function ensureTemplate(): Promise<string> {
  const file = templateFile();
  if (existsSync(file)) return file;
  const lock = `${file}.lock`;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      if (existsSync(file)) return file;
      // a builder died: its lock is old
      try {
        if (Date.now() - statSync(lock).mtimeMs > 30_000) unlinkSync(lock);
      } catch {
        // gone meanwhile
      }
      await sleep(200);
    }
  }
  try {
    if (!existsSync(file)) await createPgliteTemplate(file);
  } finally {
    rmSync(lock, { force: true });
  }
  return file;
}

export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A migrated database of the test's own, opened without a server (a new PostgreSQL database with TEST_DATABASE_URL,
 * else PGlite from the template) and its data directory (for files too); `close` closes it and removes both.
 */
export async function openTestDatabase(
  prefix: string,
): Promise<{ database: Database; dataDir: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const created = TEST_DATABASE_URL ? await createDatabase() : undefined;
  const database = created
    ? await openDatabase({ dataDir, databaseUrl: created.url })
    : await openDatabase({ dataDir, pgliteTemplate: await ensureTemplate() });
  return {
    database,
    dataDir,
    async close() {
      await database.close();
      await created?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
