/**
 * A post's platform (docs/customer-flow.md, "Which posts belong to a platform"): a SPEC platform (its spelling) or an
 * entry type of the post's campaign (trimmed, spaces collapsed); without one given, the platform of its first asset
 * that belongs to an entry.
 */
import { PLATFORMS, platformKey } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { assets, entries } from '../db/schema';
import { badRequest } from '../http/errors';
import { platformName } from '../qr/platforms';

/** The platform a post is saved with: `given` checked against the SPEC and the campaign's entries, or 400. */
export async function checkedPlatform(db: DbOrTx, campaignId: string | null, given: string): Promise<string> {
  const key = platformKey(given);
  const known = PLATFORMS.find((name) => platformKey(name) === key);
  if (known) return known;
  if (campaignId !== null) {
    const types = await db.select({ type: entries.type }).from(entries).where(eq(entries.campaignId, campaignId));
    const match = types.find((entry) => platformKey(entry.type) === key);
    if (match) return platformName(match.type);
  }
  throw badRequest('platform_unknown', { platform: JSON.stringify(given) });
}

/** The platform of the first of these assets (in order) that belongs to an entry; null when none does. */
export async function platformOfAssets(db: DbOrTx, assetIds: readonly string[]): Promise<string | null> {
  if (assetIds.length === 0) return null;
  const rows = await db
    .select({ id: assets.id, type: entries.type })
    .from(assets)
    .innerJoin(entries, eq(entries.id, assets.entryId))
    .where(inArray(assets.id, [...assetIds]));
  const typeOf = new Map(rows.map((row) => [row.id, row.type]));
  for (const id of assetIds) {
    const type = typeOf.get(id);
    if (type !== undefined && platformKey(type) !== '') return platformName(type);
  }
  return null;
}

/** The platform to save: the one given (checked), else (`given` undefined or null) the assets'. */
export function platformToSave(
  db: DbOrTx,
  campaignId: string | null,
  given: string | null | undefined,
  assetIds: readonly string[],
): Promise<string | null> {
  return given ? checkedPlatform(db, campaignId, given) : platformOfAssets(db, assetIds);
}
