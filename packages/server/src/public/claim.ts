/**
 * Handing out posts on the QR page (docs/customer-flow.md). A platform's posts are the active, never redirected
 * contents of the campaigns the business offers it in that have an asset of the platform's entry (the campaign
 * details' platform filter). Campaigns are tried newest first; within one, posts never handed out come first (oldest
 * first), then those whose reservation lapsed. A claim reserves one post for RESERVATION_MS in one statement (the
 * row is locked with SKIP LOCKED, so concurrent claims never get the same post), and the same phone (its holder id)
 * gets the same post back while it holds it.
 */
import { mediaVersionKey, type ClaimResult, type PublicPicture, type PublicPost } from '@app/contract';
import { and, asc, desc, eq, exists, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Services } from '../context';
import type { DbOrTx } from '../db';
import { assets, contents, files } from '../db/schema';
import { httpUrlOf, publicFileUrl } from './links';
import { campaignsOf, type PlatformGroup } from './platforms';

export const RESERVATION_MS = 30 * 60 * 1000;

export const postColumns = {
  id: contents.id,
  tenantId: contents.tenantId,
  campaignId: contents.campaignId,
  title: contents.title,
  text: contents.text,
  keyword: contents.keyword,
  assetIds: contents.assetIds,
};

export type HeldPost = {
  id: string;
  tenantId: string | null;
  campaignId: string | null;
  title: string;
  text: string;
  keyword: string[];
  assetIds: string[];
};

/** The content (of the query's `contents`) has an asset of one of these entries. */
function hasAssetOf(db: DbOrTx, entryIds: string[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(assets)
      .where(and(sql`${assets.id} = any(${contents.assetIds})`, inArray(assets.entryId, entryIds))),
  );
}

/**
 * The next post of one campaign to hand out (for the entries of the platform in it): unused, not reserved, never
 * handed out before the ones whose reservation lapsed, oldest first. A query to embed (it reads no lock).
 */
export function nextPost(db: DbOrTx, campaignId: string, entryIds: string[], now: number) {
  return db
    .select({ id: contents.id })
    .from(contents)
    .where(
      and(
        eq(contents.campaignId, campaignId),
        eq(contents.status, 'active'),
        eq(contents.isRedirected, false),
        or(isNull(contents.reservedUntil), lte(contents.reservedUntil, new Date(now))),
        hasAssetOf(db, entryIds),
      ),
    )
    .orderBy(sql`${contents.reservedUntil} asc nulls first`, asc(contents.createdAt), asc(contents.id))
    .limit(1);
}

/**
 * Reserves the next post of one campaign for `holder` in one statement; undefined when none is left. The subquery
 * locks the row it picks and skips rows that concurrent claims hold (measured against a conditional update, and
 * against a commit that does not wait for the disk, in packages/server/scripts/claim-sql.mjs).
 */
export async function claimInCampaign(
  db: DbOrTx,
  holder: string,
  campaignId: string,
  entryIds: string[],
  now: number,
): Promise<HeldPost | undefined> {
  const next = nextPost(db, campaignId, entryIds, now).for('update', { skipLocked: true });
  const [row] = await db
    .update(contents)
    .set({ reservedBy: holder, reservedUntil: new Date(now + RESERVATION_MS) })
    .where(sql`${contents.id} = (${next})`)
    .returning(postColumns);
  return row;
}

/**
 * The post of this platform `holder` holds: reserved to it and not lapsed (`current`), or the last one reserved to
 * it even if lapsed, as long as no one else was handed it since (the redirect of a post still on the phone's screen).
 */
export async function heldPost(
  db: DbOrTx,
  holder: string,
  group: PlatformGroup,
  now: number,
  which: 'current' | 'last',
): Promise<HeldPost | undefined> {
  const [row] = await db
    .select(postColumns)
    .from(contents)
    .where(
      and(
        eq(contents.reservedBy, holder),
        isNotNull(contents.reservedUntil),
        inArray(
          contents.campaignId,
          group.entries.map((entry) => entry.campaignId),
        ),
        which === 'current' ? and(gt(contents.reservedUntil, new Date(now)), eq(contents.status, 'active')) : undefined,
        hasAssetOf(
          db,
          group.entries.map((entry) => entry.id),
        ),
      ),
    )
    .orderBy(desc(contents.reservedUntil))
    .limit(1);
  return row;
}

/**
 * The post's pictures: its image assets of the business, in the post's order, as signed URLs: `url` the display
 * size (1280 px WebP, without metadata) when it is stored, else the original (uploaded before versions existed, and
 * not yet backfilled); `fullUrl` the original to save.
 */
async function picturesOf(services: Services, tenantId: string, assetIds: string[]): Promise<PublicPicture[]> {
  if (assetIds.length === 0) return [];
  const rows = await services.db
    .select({ id: assets.id, filePath: assets.filePath })
    .from(assets)
    .where(and(inArray(assets.id, assetIds), eq(assets.tenantId, tenantId), eq(assets.type, 'image')));
  const keys = new Map(rows.map((row) => [row.id, row.filePath]));
  const displays = rows.flatMap((row) => (row.filePath ? (mediaVersionKey(row.filePath, 'display') ?? []) : []));
  const stored = new Set(
    displays.length === 0
      ? []
      : (await services.db.select({ key: files.key }).from(files).where(inArray(files.key, displays))).map(
          (row) => row.key,
        ),
  );
  return assetIds.flatMap((id) => {
    const key = keys.get(id);
    if (!key) return [];
    const display = mediaVersionKey(key, 'display');
    const fullUrl = publicFileUrl(services, key);
    const url = display && stored.has(display) ? publicFileUrl(services, display) : fullUrl;
    return [{ url, fullUrl, width: null, height: null }];
  });
}

async function publicPost(services: Services, tenantId: string, post: HeldPost): Promise<PublicPost> {
  return {
    title: post.title,
    text: post.text,
    keywords: post.keyword.map((keyword) => keyword.trim()).filter((keyword) => keyword !== ''),
    pictures: await picturesOf(services, tenantId, post.assetIds),
  };
}

/**
 * `POST /api/public/q/{uuid}/claim`: the phone's post of this platform, or a new one, or none left. `known`: the
 * phone came with its cookie (a new phone holds nothing yet).
 */
export async function claim(
  services: Services,
  tenantId: string,
  group: PlatformGroup,
  phone: { holder: string; known: boolean },
): Promise<ClaimResult> {
  const { holder } = phone;
  const now = services.now();
  const campaigns = campaignsOf(group);
  let post = phone.known ? await heldPost(services.db, holder, group, now, 'current') : undefined;
  for (const campaign of campaigns) {
    if (post) break;
    post = await claimInCampaign(
      services.db,
      holder,
      campaign.campaignId,
      campaign.entries.map((entry) => entry.id),
      now,
    );
  }
  // the link to open: the platform's entry in the post's campaign, or in the newest campaign when none is left
  const campaign = (post && campaigns.find((item) => item.campaignId === post.campaignId)) ?? campaigns[0];
  const entry = campaign?.entries[0] ?? group.entries[0]!;
  return {
    platform: { ...group.platform, openUrl: httpUrlOf(entry.accessValue), accessValue: entry.accessValue },
    post: post ? await publicPost(services, tenantId, post) : null,
  };
}

/**
 * Marks the post `holder` was handed for this platform as redirected, once. Undefined: it holds none; `marked`
 * false: it was marked before.
 */
export async function markRedirected(
  db: DbOrTx,
  holder: string,
  group: PlatformGroup,
  now: number,
): Promise<{ marked: boolean; tenantId: string | null } | undefined> {
  const post = await heldPost(db, holder, group, now, 'last');
  if (!post) return undefined;
  const updated = await db
    .update(contents)
    .set({ isRedirected: true })
    .where(and(eq(contents.id, post.id), eq(contents.reservedBy, holder), eq(contents.isRedirected, false)))
    .returning({ id: contents.id });
  return { marked: updated.length > 0, tenantId: post.tenantId };
}
