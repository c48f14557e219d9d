/**
 * The list cache of two servers on one PostgreSQL database when a change's notification does not arrive: a list
 * cached on one follows a change made straight in the database (no NOTIFY) once its time to live ends, and at once
 * when its listening connection drops and comes back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Campaign } from '@app/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index';
import { silentLogger } from '../src/logger';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  JWT_SECRET,
  adminToken,
  client,
  createTenant,
  startTestServer,
  usingPostgres,
  waitFor,
  type TestServer,
} from './helpers';

/** The first server's cached lists live this long; the second keeps the default (a minute). */
const SHORT_TTL_MS = 2000;

describe.skipIf(!usingPostgres)('list caches of two servers when a notification is lost', () => {
  let first: TestServer;
  let second: RunningServer;
  let secondDir: string;

  /** Runs one statement on the servers' database, past them (no NOTIFY). */
  async function sql(text: string, values: unknown[] = []): Promise<void> {
    const connection = new pg.Client({ connectionString: first.databaseUrl! });
    await connection.connect();
    try {
      await connection.query(text, values);
    } finally {
      await connection.end();
    }
  }

  /** A tenant with one campaign, made through the first server. */
  async function tenantWithCampaign(name: string) {
    const api = client(first.url);
    const tenant = await createTenant(api, await adminToken(api), name);
    const created = await api.post<Campaign>(
      '/api/campaign',
      { name: 'Before', description: 'd', keyword: ['k'] },
      { token: tenant.token },
    );
    expect(created.status).toBe(201);
    return { tenant, id: created.body.id };
  }

  const namesOn = async (url: string, token: string) =>
    ((await client(url).get('/api/campaign', { token })).body as { name: string }[]).map((row) => row.name);

  beforeAll(async () => {
    first = await startTestServer({ listCacheTtlMs: SHORT_TTL_MS });
    secondDir = mkdtempSync(path.join(os.tmpdir(), 'app-server-second-'));
    second = await startServer({
      port: 0,
      dataDir: secondDir,
      databaseUrl: first.databaseUrl!,
      adminUsername: ADMIN_USERNAME,
      adminPassword: ADMIN_PASSWORD,
      jwtSecret: JWT_SECRET,
      quiet: true,
      logger: silentLogger(),
    });
  }, 180_000);
  afterAll(async () => {
    await second?.close();
    await first?.destroy();
    if (secondDir) rmSync(secondDir, { recursive: true, force: true });
  }, 30_000);

  it('serves a list no notification dropped for at most its time to live', async () => {
    const { tenant, id } = await tenantWithCampaign('Lost notification');
    expect(await namesOn(first.url, tenant.token)).toEqual(['Before']);
    await sql('UPDATE campaigns SET name = $1 WHERE id = $2', ['After', id]);
    let names: string[] = [];
    await waitFor(async () => {
      names = await namesOn(first.url, tenant.token);
      return names[0] === 'After';
    }, 20_000);
    expect(names).toEqual(['After']);
  }, 60_000);

  it('drops every cached list when its listening connection drops and comes back', async () => {
    const { tenant, id } = await tenantWithCampaign('Dropped connection');
    // cached on the second (its time to live is a minute, longer than this test waits)
    await waitFor(async () => (await namesOn(second.url, tenant.token))[0] === 'Before', 10_000);
    await sql('UPDATE campaigns SET name = $1 WHERE id = $2', ['After', id]);
    expect(await namesOn(second.url, tenant.token)).toEqual(['Before']);

    await sql(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN app_events'",
    );
    let names: string[] = [];
    await waitFor(async () => {
      names = await namesOn(second.url, tenant.token);
      return names[0] === 'After';
    }, 20_000);
    expect(names).toEqual(['After']);
  }, 60_000);
});
