/**
 * Administrator usernames are unique regardless of case: two requests for "RaceUser" and "raceuser" at the same
 * moment give one account (201) and one 409 username_taken, and migration 0016 renames the clashes already stored
 * ("<name>-2"…, the earliest keeps its name) before it adds the index on lower(username), reporting each renaming.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../src/db/schema';
import { openTestDatabase, rerunMigration } from './databases';
import { serverForFile } from './helpers';

const MIGRATION = '0016_probe-findings';
const world = serverForFile();

describe('POST /api/admin', () => {
  it('"RaceUser" and "raceuser" at the same moment: one 201 and one 409', async () => {
    const create = (username: string) =>
      world.api.post(
        '/api/admin',
        { name: username, username, email: `${username}@example.test`, phone: '1', password: 'password-1' },
        { token: world.admin },
      );
    const replies = await Promise.all([create('RaceUser'), create('raceuser')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(replies.find((reply) => reply.status === 409)!.body).toMatchObject({ code: 'username_taken' });
  });
});

describe('the migration', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    opened = await openTestDatabase('app-username-case-');
  }, 120_000);
  afterAll(() => opened?.close());

  it('renames the later clashing usernames, reports them, and then refuses another spelling', async () => {
    const { db } = opened.database;
    await db.execute(sql.raw('DROP INDEX "admins_username_lower_idx"'));
    const account = (username: string, at: string) => ({
      name: username,
      username,
      email: `${username}@example.test`,
      phone: '1',
      passwordHash: 'x',
      createdAt: new Date(at),
    });
    await db
      .insert(admins)
      .values([
        account('Dup', '2026-01-01T00:00:00Z'),
        account('dup', '2026-02-01T00:00:00Z'),
        account('DUP', '2026-03-01T00:00:00Z'),
        account('Alone', '2026-01-01T00:00:00Z'),
      ]);
    const reports: Record<string, unknown>[] = [];
    expect(await rerunMigration(opened.database, MIGRATION, (fields) => reports.push(fields))).toEqual([MIGRATION]);
    const names = (await db.select({ username: admins.username }).from(admins)).map((row) => row.username);
    expect(names).toEqual(expect.arrayContaining(['Dup', 'dup-2', 'DUP-3', 'Alone']));
    expect(reports).toEqual(
      expect.arrayContaining([
        { migration: MIGRATION, renamed_admin: 'dup', renamed_to: 'dup-2' },
        { migration: MIGRATION, renamed_admin: 'DUP', renamed_to: 'DUP-3' },
      ]),
    );
    expect(reports).toHaveLength(2);
    await expect(db.insert(admins).values(account('aLONE', '2026-04-01T00:00:00Z'))).rejects.toThrow();
  });
});
