/**
 * Posts to claim, written straight to the database: a business with one campaign, its Redbook entry, a note of that
 * entry and `count` active posts tied to it. For the claim statement's own tests (claim-atomic.test.ts,
 * src/qr/claim.test.ts).
 */
import type { DbOrTx } from '../src/db';
import { assets, campaigns, contents, entries, tenants } from '../src/db/schema';

const BATCH = 500;

export async function seedClaimablePosts(
  db: DbOrTx,
  count: number,
): Promise<{ tenantId: string; campaignId: string; entryIds: string[] }> {
  const [tenant] = await db
    .insert(tenants)
    .values({ name: 'T', industryType: 'F', address: '-', email: 't@example.test', phone: '-', passwordHash: '-' })
    .returning();
  const [campaign] = await db
    .insert(campaigns)
    .values({ tenantId: tenant!.id, name: 'C', description: 'd' })
    .returning();
  const [entry] = await db
    .insert(entries)
    .values({ tenantId: tenant!.id, campaignId: campaign!.id, type: 'Redbook', accessValue: 'https://example.test' })
    .returning();
  const [asset] = await db
    .insert(assets)
    .values({ tenantId: tenant!.id, entryId: entry!.id, type: 'note', noteContent: 'n', uploadedBy: tenant!.id })
    .returning();
  for (let start = 0; start < count; start += BATCH) {
    await db.insert(contents).values(
      Array.from({ length: Math.min(BATCH, count - start) }, (_, index) => ({
        tenantId: tenant!.id,
        campaignId: campaign!.id,
        userId: tenant!.id,
        title: `Post ${start + index}`,
        text: 'x',
        assetIds: [asset!.id],
        platform: 'Redbook',
      })),
    );
  }
  return { tenantId: tenant!.id, campaignId: campaign!.id, entryIds: [entry!.id] };
}
