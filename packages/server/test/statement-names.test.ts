import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, tenants } from '../src/db/schema';
import { openTestDatabase, usingPostgres } from './databases';

type Opened = Awaited<ReturnType<typeof openTestDatabase>>;

describe('hot statements (db/statement-names.ts)', () => {
  let opened: Opened;
  beforeAll(async () => {
    opened = await openTestDatabase('statement-names-');
  }, 120_000);
  afterAll(() => opened?.close());

  it('answer the same rows when named, and on PostgreSQL are prepared once on their connection', async () => {
    const { db } = opened.database;
    const [tenant] = await db
      .insert(tenants)
      .values({ name: 'T', industryType: 'Food', address: 'a', email: 'named@x.test', phone: '1', passwordHash: 'h' })
      .returning();
    for (let i = 0; i < 4; i++)
      await db.insert(campaigns).values({ tenantId: tenant!.id, name: `C ${i}`, description: 'd', keyword: ['k'] });
    // one after the other: the pool hands out the same idle connection each time
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await db.select({ name: campaigns.name }).from(campaigns).where(eq(campaigns.tenantId, tenant!.id)));
    for (const rows of answers) expect(rows.map((row) => row.name).sort()).toEqual(['C 0', 'C 1', 'C 2', 'C 3']);
    if (!usingPostgres) return;
    const prepared = (await db.execute(sql`select name, statement from pg_prepared_statements`)) as {
      rows: { name: string; statement: string }[];
    };
    const statements = prepared.rows.map((row) => row.statement);
    expect(statements.some((text) => text.startsWith('select "name" from "campaigns" where'))).toBe(true);
    expect(statements.some((text) => text.startsWith('insert into "campaigns"'))).toBe(true);
    expect(prepared.rows.every((row) => /^app_\d+$/.test(row.name))).toBe(true);
  });
});
