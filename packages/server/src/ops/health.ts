/**
 * For load balancers and uptime checks, without a token and without data: `GET /api/health` answers while the
 * process runs; `GET /api/ready` answers when the database is reachable and migrated and the file storage is
 * reachable, and 503 naming the failing part otherwise (or while shutting down, so traffic moves elsewhere first).
 */
import { apiErrorBody } from '@app/contract';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Services } from '../context';
import type { AppEnv } from '../types';
import { readMigrations } from '../db/migrate';

/** How long each readiness check may take. */
const CHECK_TIMEOUT_MS = 5000;

function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

let expectedMigrations: string[] | undefined;

/** What keeps this instance from serving, or null when it is ready. */
async function notReady(services: Pick<Services, 'db' | 'storage' | 'logger'>): Promise<string | null> {
  let applied: Set<string>;
  try {
    // both drivers answer raw SQL with { rows }
    const result = (await withinTime(services.db.execute(sql`select name from app_migrations`))) as {
      rows: { name: string }[];
    };
    applied = new Set(result.rows.map((row) => row.name));
  } catch (error) {
    services.logger.warn({ err: error }, 'readiness: the database did not answer');
    return 'the database cannot be reached';
  }
  expectedMigrations ??= readMigrations().map((migration) => migration.name);
  if (!expectedMigrations.every((name) => applied.has(name))) return 'the database is not migrated';
  try {
    await withinTime(services.storage.check());
  } catch (error) {
    services.logger.warn({ err: error }, 'readiness: the file storage did not answer');
    return 'the file storage cannot be reached';
  }
  return null;
}

export function healthRoutes(services: Pick<Services, 'db' | 'storage' | 'logger'>, shuttingDown: () => boolean) {
  const app = new Hono<AppEnv>();
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/ready', async (c) => {
    const problem = shuttingDown() ? 'shutting down' : await notReady(services);
    if (problem) return c.json(apiErrorBody('not_ready', { problem }), 503);
    return c.json({ status: 'ready' });
  });
  return app;
}
