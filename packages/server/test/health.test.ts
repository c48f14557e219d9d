/**
 * Readiness names the database's problems: a database that lacks one of the code's migrations (an older backup
 * restored under a newer build) and one that does not answer each get 503 with their reason, while health stays 200.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../src/types';
import type { Database } from '../src/db';
import { healthRoutes } from '../src/ops/health';
import { createLocalStorage } from '../src/storage/storage';
import { openTestDatabase } from './databases';

let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let database: Database;
let app: Hono<AppEnv>;

beforeAll(async () => {
  opened = await openTestDatabase('app-health-test-');
  database = opened.database;
  const dataDir = opened.dataDir;
  const services = {
    db: database.db,
    storage: createLocalStorage(path.join(dataDir, 'files')),
    logger: pino({ level: 'silent' }),
  };
  app = new Hono<AppEnv>().route(
    '/api',
    healthRoutes(services, () => false),
  );
}, 120_000);

afterAll(async () => {
  await opened?.close();
});

const ready = async (): Promise<[number, unknown]> => {
  const reply = await app.request('/api/ready');
  return [reply.status, await reply.json()];
};

describe('GET /api/ready and the database', () => {
  it('is 503 "not migrated" while a migration of the code is missing from the database', async () => {
    expect(await ready()).toEqual([200, { status: 'ready' }]);
    // both drivers answer raw SQL with { rows }
    const removed = (await database.db.execute(
      sql`delete from app_migrations where name = (select max(name) from app_migrations) returning name`,
    )) as { rows: [{ name: string }] };
    const [{ name }] = removed.rows;
    try {
      expect(await ready()).toEqual([
        503,
        {
          message: 'Not ready: the database is not migrated',
          code: 'not_ready',
          params: { problem: 'the database is not migrated' },
        },
      ]);
    } finally {
      await database.db.execute(sql`insert into app_migrations (name) values (${name})`);
    }
    expect(await ready()).toEqual([200, { status: 'ready' }]);
  });

  it('is 503 "cannot be reached" when the database does not answer; health still answers', async () => {
    await database.close();
    expect(await ready()).toEqual([
      503,
      {
        message: 'Not ready: the database cannot be reached',
        code: 'not_ready',
        params: { problem: 'the database cannot be reached' },
      },
    ]);
    expect((await app.request('/api/health')).status).toBe(200);
  });
});
