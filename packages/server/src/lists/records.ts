/**
 * The lists of campaigns, contents, assets and entries: what the viewer sees (access.ts), narrowed by the query's
 * filters and search, in the order asked for; the whole array, or a page and its total.
 */
import type { ListQueryOf, ListSortColumn } from '@app/contract';
import { and, eq, exists, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { assetVisible, campaignBranches, contentVisible, entryVisible, ownerFor, seesTenant } from '../access';
import type { Actor } from '../types';
import type { DbOrTx } from '../db';
import {
  assets,
  campaignCounts,
  campaigns,
  contentCounts,
  contents,
  entries,
  lowered,
  searchDocument,
} from '../db/schema';
import { isUuid } from '../http/body';
import { assetOut, campaignOut, contentOut, entryOut } from '../serialize';
import { countAll, idFilter, orderOf, searchOf, tableList, type SortKey } from './query';

const keywordsText = (column: typeof campaigns.keyword | typeof contents.keyword) =>
  sql`lower(array_to_string(${column}, ', '))`;

// ---------------------------------------------------------------------------------------------- campaigns

const campaignSorts: Record<ListSortColumn<'campaign'>, SortKey> = {
  name: { by: lowered(campaigns.name) },
  description: { by: lowered(campaigns.description) },
  keyword: { by: keywordsText(campaigns.keyword) },
  createdAt: { by: campaigns.createdAt },
};
const campaignDocument = searchDocument([campaigns.name, campaigns.description], [campaigns.keyword]);

/** The viewer's campaigns, oldest first unless sorted otherwise. */
export function listCampaigns(db: DbOrTx, actor: Actor, query: ListQueryOf<'campaign'>) {
  const search = searchOf(query.q, campaignDocument);
  const where = and(idFilter(campaigns.tenantId, query.tenantId), ...search);
  const order = orderOf(query.sort, campaignSorts, { column: 'createdAt', direction: 'asc' }, [
    campaigns.createdAt,
    campaigns.id,
  ]);
  const branches = campaignBranches(actor);
  return tableList(db, campaigns, where, order, (rows) => rows.map(campaignOut), {
    searched: search.length > 0,
    branches,
    total: search.length > 0 ? undefined : () => countedCampaigns(db, actor, query.tenantId, branches?.[1]),
  });
}

/** The sum of a kept count's rows (each owner's count is spread over a few rows), 0 without any. */
const keptSum = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * Whose kept count a list's total reads: a tenant's own, or the owner an administrator narrowed to (undefined: every
 * owner's). Null when the narrowing can match nothing: a tenant narrowing to another owner, or an id that is no uuid.
 */
function countedOwner(actor: Actor, tenantId: string | undefined): string | undefined | null {
  if (tenantId !== undefined && (!isUuid(tenantId) || !seesTenant(actor, tenantId))) return null;
  return ownerFor(actor, tenantId ?? null) ?? undefined;
}

/**
 * The total of a campaign list without a search: the kept count of the owner's campaigns (campaign_counts, kept by
 * triggers; all owners' for an administrator), and for a tenant the agency campaigns linked to it (`linked`, few).
 */
async function countedCampaigns(db: DbOrTx, actor: Actor, tenantId: string | undefined, linked: SQL | undefined) {
  const owner = countedOwner(actor, tenantId);
  if (owner === null) return 0;
  const [kept, agency] = await Promise.all([
    db
      .select({ n: keptSum(campaignCounts.n) })
      .from(campaignCounts)
      .where(owner !== undefined ? eq(campaignCounts.tenantKey, owner) : undefined),
    // a tenant's list narrowed to one owner holds no agency campaign
    linked && tenantId === undefined ? db.select({ n: countAll }).from(campaigns).where(linked) : [{ n: 0 }],
  ]);
  return (kept[0]?.n ?? 0) + (agency[0]?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------- contents

const contentSorts: Record<ListSortColumn<'content'>, SortKey> = {
  title: { by: lowered(contents.title) },
  text: { by: lowered(contents.text) },
  status: { by: contents.status },
  keyword: { by: keywordsText(contents.keyword) },
  isRedirected: { by: contents.isRedirected },
  createdAt: { by: contents.createdAt },
};
const contentDocument = searchDocument([contents.title, contents.text], [contents.keyword]);

/** Contents with an asset (that the viewer sees) on the platform `entryId`. */
function onPlatform(actor: Actor, entryId: string | undefined): SQL | undefined {
  if (entryId === undefined) return undefined;
  if (!isUuid(entryId)) return sql`false`;
  const seen = assetVisible(actor);
  return exists(
    sql`(select 1 from ${assets} where ${assets.entryId} = ${entryId} and ${assets.id} = any(${contents.assetIds})${
      seen ? sql` and ${seen}` : sql``
    })`,
  );
}

/**
 * The total of a content list without a search or a platform filter, from content_counts (kept by triggers): a sum
 * over a few (tenant, campaign, status) rows instead of a count over every content.
 */
async function countedContents(db: DbOrTx, actor: Actor, query: ListQueryOf<'content'>): Promise<number> {
  const tenant = countedOwner(actor, query.tenantId);
  if (tenant === null || (query.campaignId !== undefined && !isUuid(query.campaignId))) return 0;
  const [row] = await db
    .select({ n: keptSum(contentCounts.n) })
    .from(contentCounts)
    .where(
      and(
        tenant !== undefined ? eq(contentCounts.tenantKey, tenant) : undefined,
        query.campaignId !== undefined ? eq(contentCounts.campaignKey, query.campaignId) : undefined,
        query.status !== undefined ? eq(contentCounts.status, query.status) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** The viewer's contents, oldest first unless sorted otherwise. */
export function listContents(db: DbOrTx, actor: Actor, query: ListQueryOf<'content'>) {
  const search = searchOf(query.q, contentDocument);
  const where = and(
    contentVisible(actor),
    idFilter(contents.campaignId, query.campaignId),
    idFilter(contents.tenantId, query.tenantId),
    query.status !== undefined ? eq(contents.status, query.status) : undefined,
    onPlatform(actor, query.entryId),
    query.platform !== undefined
      ? sql`lower(${contents.platform}) = lower(${query.platform.replace(/\s+/g, ' ')})`
      : undefined,
    query.language !== undefined ? eq(contents.language, query.language) : undefined,
    ...search,
  );
  const order = orderOf(query.sort, contentSorts, { column: 'createdAt', direction: 'asc' }, [
    contents.createdAt,
    contents.id,
  ]);
  const counted =
    query.q === undefined &&
    query.entryId === undefined &&
    query.platform === undefined &&
    query.language === undefined;
  return tableList(
    db,
    contents,
    where,
    order,
    (rows) => rows.map(contentOut),
    counted ? { total: () => countedContents(db, actor, query) } : { searched: search.length > 0 },
  );
}

// ---------------------------------------------------------------------------------------------- assets

const assetSorts: Record<ListSortColumn<'asset'>, SortKey> = {
  type: { by: assets.type },
  uploadedAt: { by: assets.uploadedAt },
};
const assetDocument = searchDocument([assets.type, assets.noteContent]);

/** The viewer's assets, oldest first unless sorted otherwise; `campaignId`: of that campaign's entries. */
export function listAssets(db: DbOrTx, actor: Actor, query: ListQueryOf<'asset'>) {
  const campaignId = query.campaignId;
  const search = searchOf(query.q, assetDocument);
  const where = and(
    assetVisible(actor),
    campaignId === undefined
      ? undefined
      : isUuid(campaignId)
        ? inArray(assets.entryId, db.select({ id: entries.id }).from(entries).where(eq(entries.campaignId, campaignId)))
        : sql`false`,
    idFilter(assets.entryId, query.entryId),
    idFilter(assets.tenantId, query.tenantId),
    query.type !== undefined ? eq(assets.type, query.type) : undefined,
    ...search,
  );
  const order = orderOf(query.sort, assetSorts, { column: 'uploadedAt', direction: 'asc' }, [
    assets.uploadedAt,
    assets.id,
  ]);
  return tableList(db, assets, where, order, (rows) => rows.map(assetOut), { searched: search.length > 0 });
}

// ---------------------------------------------------------------------------------------------- entries

const entrySorts: Record<ListSortColumn<'entry'>, SortKey> = {
  type: { by: lowered(entries.type) },
  accessValue: { by: lowered(entries.accessValue) },
  createdAt: { by: entries.createdAt },
};
const entryDocument = searchDocument([entries.type, entries.accessValue]);

/** The viewer's entries, oldest first unless sorted otherwise. */
export function listEntries(db: DbOrTx, actor: Actor, query: ListQueryOf<'entry'>) {
  const search = searchOf(query.q, entryDocument);
  const where = and(
    entryVisible(actor),
    idFilter(entries.campaignId, query.campaignId),
    idFilter(entries.tenantId, query.tenantId),
    query.type !== undefined ? eq(lowered(entries.type), query.type.toLowerCase()) : undefined,
    ...search,
  );
  const order = orderOf(query.sort, entrySorts, { column: 'createdAt', direction: 'asc' }, [
    entries.createdAt,
    entries.id,
  ]);
  return tableList(db, entries, where, order, (rows) => rows.map(entryOut), { searched: search.length > 0 });
}
