/** Opens the database (PGlite in DATA_DIR, or PostgreSQL through DATABASE_URL) and applies the migrations. */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrate, type MigrateOptions } from './migrate';
import { schema } from './schema';

/** The connection pool's state, for the metrics. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A connection string for a dedicated LISTEN client (PostgreSQL only). */
  url?: string;
  /** Connections in use and waiting queries (metrics). The embedded database is one connection. */
  pool(): PoolStats;
  /** Closes it; a second call answers the first one's promise. */
  close(): Promise<void>;
}

/** `close` once: later calls get the first call's promise (a pool or PGlite refuses a second close). */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** A gzipped PGlite data directory (made by createPgliteTemplate) used to start a new directory quickly. */
  pgliteTemplate?: string;
  /** What a migration changed in existing records (migrate.ts), e.g. for the log. */
  report?: MigrateOptions['report'];
}

/** The extensions the migrations create (pg_trgm: the lists' search); every PGlite instance must load them. */
export const pgliteExtensions = { pg_trgm };

/**
 * A statement written in SQL for a hot path, run on the database's own client without Drizzle's query building: on
 * PostgreSQL it is prepared once per pooled connection under its name (with PgBouncer, this needs session pooling or
 * PgBouncer ≥ 1.21 with `max_prepared_statements`), on PGlite parsed each time (it runs in this process).
 */
export interface Statement {
  name: string;
  text: string;
}

/** Runs a Statement on `db`'s client (not inside a transaction); the rows as the driver parses them. */
export async function queryRows<Row>(db: Db, statement: Statement, values: unknown[]): Promise<Row[]> {
  const client = (db as Db & { $client: pg.Pool | PGlite }).$client;
  if (client instanceof PGlite) return (await client.query<Row>(statement.text, values)).rows;
  return (await client.query<Row & pg.QueryResultRow>({ name: statement.name, text: statement.text, values })).rows;
}

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', () => {
      // an idle client lost its connection; the pool replaces it
    });
    try {
      const client = await pool.connect();
      try {
        await migrate(client, { advisoryLock: true, ...(options.report ? { report: options.report } : {}) });
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: once(() => pool.end()),
    };
  }
  const dir = pgliteDir(options.dataDir);
  mkdirSync(options.dataDir, { recursive: true });
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  const loadDataDir =
    fresh && options.pgliteTemplate && existsSync(options.pgliteTemplate)
      ? new Blob([readFileSync(options.pgliteTemplate)])
      : undefined;
  const client = await PGlite.create({
    dataDir: dir,
    extensions: pgliteExtensions,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  try {
    await migrate(client, { advisoryLock: false, ...(options.report ? { report: options.report } : {}) });
  } catch (error) {
    await client.close();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return { db, kind: 'pglite', pool: () => ({ total: 1, idle: 0, waiting: 0 }), close: once(() => client.close()) };
}

/**
 * Writes a migrated, empty PGlite data directory as a gzipped tarball to `file` (atomically), for tests and
 * tools that create many fresh data directories.
 */
export async function createPgliteTemplate(file: string): Promise<void> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrate(client, { advisoryLock: false });
    const blob = await client.dumpDataDir('gzip');
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temp, Buffer.from(await blob.arrayBuffer()));
    renameSync(temp, file);
  } finally {
    await client.close();
  }
}
