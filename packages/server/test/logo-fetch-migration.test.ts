/**
 * The migration that keeps a URL logo's background tries with its tenant: the logos kept as URLs before it begin
 * their 24 hours of tries when it runs (pending); stored logos and none have no tries.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../src/db/schema';
import { logoStatusOf } from '../src/serialize';
import { openTestDatabase, rerunMigration } from './databases';

const MIGRATION = '0011_logo-fetches';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  opened = await openTestDatabase('app-logo-migration-');
}, 120_000);

afterAll(() => opened?.close());

describe('the logo fetches migration', () => {
  it('begins the tries of logos kept as URLs, and none for stored logos', async () => {
    const { db } = opened.database;
    const account = (name: string, logo: string | null) => ({
      name,
      industryType: 'Food',
      address: '1 Main Street',
      email: `${name}-${randomUUID()}@example.test`,
      phone: '+60 12-345 6789',
      passwordHash: 'x',
      logo,
    });
    const stored = `campaign-media/${randomUUID()}.png`;
    const created = await db
      .insert(tenants)
      .values([account('url', 'https://cdn.example.com/logo.png'), account('stored', stored), account('none', null)])
      .returning({ id: tenants.id });
    // the database as it was before the migration
    await db.execute(
      sql.raw(
        'ALTER TABLE "tenants" DROP COLUMN "logo_fetch_since", DROP COLUMN "logo_fetch_attempts", ' +
          'DROP COLUMN "logo_fetch_next", DROP COLUMN "logo_fetch_failed_at"',
      ),
    );
    const before = Date.now();
    expect(await rerunMigration(opened.database, MIGRATION)).toEqual([MIGRATION]);
    const rows = await db.select().from(tenants);
    const [url, file, none] = created.map(({ id }) => rows.find((row) => row.id === id)!);
    expect(url!.logoFetchSince!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(url!.logoFetchNext).toEqual(url!.logoFetchSince);
    expect([url, file, none].map((row) => logoStatusOf(row!))).toEqual(['pending', null, null]);
    for (const row of [file, none]) {
      expect([row!.logoFetchSince, row!.logoFetchNext, row!.logoFetchFailedAt, row!.logoFetchAttempts]).toEqual([
        null,
        null,
        null,
        0,
      ]);
    }
  });
});
