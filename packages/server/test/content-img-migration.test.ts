/**
 * The migration that keeps a content's image to files its tenant owns: it clears any other value (another tenant's
 * file, a URL, a javascript: address) and reports how many it cleared.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, files, tenants } from '../src/db/schema';
import { openTestDatabase, rerunMigration } from './databases';

const MIGRATION = '0009_content-img-owned-files';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  opened = await openTestDatabase('app-img-migration-');
}, 120_000);

afterAll(() => opened?.close());

describe('the content image migration', () => {
  it("clears images that are not their tenant's files and reports how many", async () => {
    const { db } = opened.database;
    const account = (name: string) => ({
      name,
      industryType: 'Food',
      address: '1 Main Street',
      email: `${name}-${randomUUID()}@example.test`,
      phone: '+60 12-345 6789',
      passwordHash: 'x',
    });
    const created = await db
      .insert(tenants)
      .values([account('mine'), account('theirs')])
      .returning({ id: tenants.id });
    const tenant = created[0]!.id;
    const other = created[1]!.id;
    const key = (name: string) => `campaign-media/${randomUUID()}.${name}`;
    const own = key('jpg');
    const others = key('png');
    const byAdmin = key('mp4');
    await db.insert(files).values([
      { key: own, contentType: 'image/jpeg', size: 1, uploadedBy: tenant, uploaderRole: 'tenant' },
      { key: others, contentType: 'image/png', size: 1, uploadedBy: other, uploaderRole: 'tenant' },
      { key: byAdmin, contentType: 'video/mp4', size: 1, uploadedBy: randomUUID(), uploaderRole: 'admin' },
    ]);
    const row = (img: string | null) => ({ tenantId: tenant, userId: tenant, title: 't', text: 'x', img });
    const inserted = await db
      .insert(contents)
      .values([row(own), row(others), row(byAdmin), row('javascript:alert(1)'), row(null)])
      .returning({ id: contents.id, img: contents.img });
    const reports: Record<string, unknown>[] = [];
    expect(await rerunMigration(opened.database, MIGRATION, (fields) => reports.push(fields))).toEqual([MIGRATION]);
    expect(reports).toEqual([{ migration: MIGRATION, content_images_cleared: 2 }]);
    const after = await db.select({ id: contents.id, img: contents.img }).from(contents);
    const imageOf = (index: number) => after.find((item) => item.id === inserted[index]!.id)?.img;
    expect([0, 1, 2, 3, 4].map(imageOf)).toEqual([own, null, byAdmin, null, null]);
  });
});
