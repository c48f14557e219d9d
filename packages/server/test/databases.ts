/**
 * Databases for test servers: a migrated PGlite template (built once per machine), or a new PostgreSQL database
 * copied from a migrated template database (made once per PostgreSQL server).
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, statSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db';
import { createPgliteTemplate } from '../src/index';
import { sql } from 'drizzle-orm';
import { migrate, MIGRATIONS_DIR, readMigrations, type MigrateOptions, type RawSql } from '../src/db/migrate';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
export const usingPostgres = Boolean(TEST_DATABASE_URL);

/** A short hash of the migrations: a template made from other migrations is another template. */
function migrationsHash(): string {
  return createHash('sha1')
    .update(JSON.stringify(readMigrations(MIGRATIONS_DIR)))
    .digest('hex')
    .slice(0, 16);
}

function templateFile(): string {
  return path.join(os.tmpdir(), `app-server-pglite-template-${migrationsHash()}.tar.gz`);
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

/** TEST_DATABASE_URL with another database name. */
function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

let postgresTemplate: Promise<string> | undefined;

/**
 * The migrated PostgreSQL database that each test database is copied from (`CREATE DATABASE … TEMPLATE`), so the
 * migrations run once per server and migration set instead of once per test server. Parallel test files wait on an
 * advisory lock for one builder, which migrates a database of another name and renames it when complete.
 */
function ensurePostgresTemplate(): Promise<string> {
  postgresTemplate ??= withAdmin(async (admin) => {
    const name = `app_template_${migrationsHash()}`;
    // held until this session ends
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const client = new pg.Client({ connectionString: databaseUrl(building) });
      await client.connect();
      try {
        await migrate(client, { advisoryLock: false });
      } finally {
        await client.end();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      // copied only: no session (autovacuum's included) may hold it while a copy is made
      await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    }
    return name;
  });
  return postgresTemplate;
}

/** A new PostgreSQL database of the test's own, migrated (a copy of the template); `drop` removes it. */
export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const template = await ensurePostgresTemplate();
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: databaseUrl(name),
    drop: () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
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

/**
 * Runs migration `name` again on `database` (its record deleted first, the schema as the test left it), on one
 * connection of it (PostgreSQL's pool lends one; PGlite is one): answers the migrations that ran.
 */
export async function rerunMigration(
  database: Database,
  name: string,
  report?: MigrateOptions['report'],
): Promise<string[]> {
  await database.db.execute(sql`delete from app_migrations where name = ${name}`);
  const client = (database.db as unknown as { $client: RawSql & { connect?(): Promise<RawSql & { release(): void }> } })
    .$client;
  const lent = client.connect ? await client.connect() : undefined;
  try {
    return await migrate(lent ?? client, { advisoryLock: false, ...(report ? { report } : {}) });
  } finally {
    lent?.release();
  }
}
