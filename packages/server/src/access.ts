/**
 * Who sees what (DESIGN.md section 3), and who owns what a viewer creates. An administrator sees everything; a
 * tenant sees its own records and the agency campaigns linked to it by one of its entries. Records a viewer may not
 * see are "not found". Every finder of visible records is here; the lists (src/lists/) build on the same rules.
 */
import { and, eq, exists, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Actor } from './types';
import type { DbOrTx } from './db';
import { assets, campaigns, contents, entries, files, links, modelUsage, tenants } from './db/schema';
import { isUuid } from './http/body';
import { badRequest, forbidden } from './http/errors';
import { mediaOriginalCandidates, type Route } from '@app/contract';
import { isObjectKey } from './storage/storage';

/**
 * The campaigns a tenant sees, as alternatives each an index can serve alone: its own, and the agency's linked to it
 * by one of its entries. A list reads each in order and merges them (lists/query.ts), since PostgreSQL cannot walk
 * an index in order for an `OR` of the two. None for an administrator, who sees every campaign.
 */
export function campaignBranches(actor: Actor): [own: SQL, linked: SQL] | undefined {
  if (actor.role === 'admin') return undefined;
  return [
    eq(campaigns.tenantId, actor.id),
    and(
      isNull(campaigns.tenantId),
      exists(
        sql`(select 1 from ${entries} where ${entries.campaignId} = ${campaigns.id} and ${entries.tenantId} = ${actor.id})`,
      ),
    )!,
  ];
}

export function campaignVisible(actor: Actor): SQL | undefined {
  const branches = campaignBranches(actor);
  return branches && or(...branches);
}

export function contentVisible(actor: Actor): SQL | undefined {
  return actor.role === 'admin' ? undefined : eq(contents.tenantId, actor.id);
}

export function assetVisible(actor: Actor): SQL | undefined {
  return actor.role === 'admin' ? undefined : eq(assets.tenantId, actor.id);
}

export function entryVisible(actor: Actor): SQL | undefined {
  return actor.role === 'admin' ? undefined : eq(entries.tenantId, actor.id);
}

/** The QR links an account sees: an administrator every one, a tenant those assigned to it. */
export function linkVisible(actor: Actor): SQL | undefined {
  return actor.role === 'admin' ? undefined : eq(links.tenantId, actor.id);
}

/** The businesses an account sees: an administrator every one, a tenant itself. */
export function tenantVisible(actor: Actor): SQL | undefined {
  return actor.role === 'admin' ? undefined : eq(tenants.id, actor.id);
}

/** The language model's use an account sees: an administrator every tenant's, a tenant only its own. */
export function modelUsageVisible(actor: Actor): SQL | undefined {
  return actor.role === 'admin' ? undefined : eq(modelUsage.tenantId, actor.id);
}

/**
 * Who may make a call: the roles its declaration in the contract's table names (`findCall`). A call the table does
 * not declare passes here and is answered 404 by the router.
 */
export function assertMayCall(actor: Actor, call: Route | undefined): void {
  if (!call || call.roles.includes(actor.role)) return;
  throw forbidden(call.roles.includes('admin') ? 'admins_only' : 'tenants_only');
}

/** A tenant changes its own profile but not its password: an administrator sets that. */
export function assertMayChangeTenant(actor: Actor, change: { password?: unknown }): void {
  if (actor.role === 'tenant' && change.password !== undefined) throw forbidden('tenant_password_admin_only');
}

/**
 * The tenant a report covers: a tenant's always its own (naming another is refused); an administrator's the one it
 * names, or every tenant (null).
 */
export function reportTenant(actor: Actor, asked: string | undefined): string | null {
  if (actor.role === 'admin') return asked ?? null;
  if (asked !== undefined && !seesTenant(actor, asked)) throw forbidden();
  return actor.id;
}

/** Whether the account may name tenant `id` in a call: an administrator any, a tenant only itself. */
export function seesTenant(actor: Actor, id: string): boolean {
  return actor.role === 'admin' || id.toLowerCase() === actor.id.toLowerCase();
}

/** The campaigns an account may change: an administrator every one, a tenant its own (not the agency's it is linked to). */
export function campaignOwned(actor: Actor): SQL | undefined {
  return actor.role === 'admin' ? undefined : eq(campaigns.tenantId, actor.id);
}

/** Whether the account owns the campaign: an administrator any, a tenant only its own. */
export function ownsCampaign(actor: Actor, campaign: { tenantId: string | null }): boolean {
  return actor.role === 'admin' || campaign.tenantId === actor.id;
}

/** `ownerFor` in SQL, for a record made by INSERT … SELECT: the tenant's own id, else the selected owner's. */
export function ownerSql(actor: Actor, named: SQL | AnyColumn): SQL<string | null> {
  return actor.role === 'tenant' ? sql<string>`${actor.id}::uuid` : sql<string | null>`${named}`;
}

/**
 * Who owns a record a viewer creates: a tenant's records are always its own; an administrator's belong to the
 * tenant it names, or to none (the agency).
 */
export function ownerFor(actor: Actor, named: string): string;
export function ownerFor(actor: Actor, named: string | null): string | null;
export function ownerFor(actor: Actor, named: string | null): string | null {
  return actor.role === 'tenant' ? actor.id : named;
}

/** All or nothing: the rows `load` finds for the distinct ids, when there is one per id (and each is a uuid). */
async function everyOneOf<T>(ids: readonly string[], load: (unique: string[]) => Promise<T[]>) {
  const unique = [...new Set(ids)];
  if (!unique.every(isUuid)) return undefined;
  const rows = await load(unique);
  return rows.length === unique.length ? rows : undefined;
}

/** The campaigns with these ids when the viewer sees every one of them, else undefined. */
export const findVisibleCampaigns = (db: DbOrTx, actor: Actor, ids: readonly string[]) =>
  everyOneOf(ids, (unique) =>
    db
      .select()
      .from(campaigns)
      .where(and(inArray(campaigns.id, unique), campaignVisible(actor))),
  );

/** The contents with these ids when the viewer sees every one of them, else undefined. */
export const findVisibleContents = (db: DbOrTx, actor: Actor, ids: readonly string[]) =>
  everyOneOf(ids, (unique) =>
    db
      .select()
      .from(contents)
      .where(and(inArray(contents.id, unique), contentVisible(actor))),
  );

/** The assets with these ids when the viewer sees every one of them, else undefined. */
export const findVisibleAssets = (db: DbOrTx, actor: Actor, ids: readonly string[]) =>
  everyOneOf(ids, (unique) =>
    db
      .select()
      .from(assets)
      .where(and(inArray(assets.id, unique), assetVisible(actor))),
  );

/** The entries with these ids when the viewer sees every one of them, else undefined. */
export const findVisibleEntries = (db: DbOrTx, actor: Actor, ids: readonly string[]) =>
  everyOneOf(ids, (unique) =>
    db
      .select()
      .from(entries)
      .where(and(inArray(entries.id, unique), entryVisible(actor))),
  );

export const findVisibleCampaign = async (db: DbOrTx, actor: Actor, id: string) =>
  (await findVisibleCampaigns(db, actor, [id]))?.[0];
export const findVisibleContent = async (db: DbOrTx, actor: Actor, id: string) =>
  (await findVisibleContents(db, actor, [id]))?.[0];
export const findVisibleAsset = async (db: DbOrTx, actor: Actor, id: string) =>
  (await findVisibleAssets(db, actor, [id]))?.[0];
export const findVisibleEntry = async (db: DbOrTx, actor: Actor, id: string) =>
  (await findVisibleEntries(db, actor, [id]))?.[0];

/** Tenants that can see a campaign: its owner, or for an agency campaign every tenant with an entry in it. */
export async function campaignAudience(db: DbOrTx, campaignIds: string[]): Promise<string[]> {
  if (campaignIds.length === 0) return [];
  const owners = await db
    .select({ tenantId: campaigns.tenantId })
    .from(campaigns)
    .where(inArray(campaigns.id, campaignIds));
  const linked = await db
    .selectDistinct({ tenantId: entries.tenantId })
    .from(entries)
    .where(inArray(entries.campaignId, campaignIds));
  const ids = new Set<string>();
  for (const row of [...owners, ...linked]) if (row.tenantId) ids.add(row.tenantId);
  return [...ids];
}

/**
 * The stored files among `keys` the viewer may see: the uploader, or someone who may see a record using the file
 * (a resized version is seen by whoever sees its image). One query per kind of use, however many keys.
 */
export async function visibleFileKeys(db: DbOrTx, actor: Actor, keys: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(keys.filter(isObjectKey))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ key: files.key, uploadedBy: files.uploadedBy })
    .from(files)
    .where(inArray(files.key, wanted));
  const visible = new Set(
    rows.filter((row) => actor.role === 'admin' || row.uploadedBy === actor.id).map((row) => row.key),
  );
  const others = rows.filter((row) => !visible.has(row.key)).map((row) => row.key);
  if (others.length === 0) return visible;
  const related = [...new Set(others.flatMap((key) => [key, ...mediaOriginalCandidates(key)]))];
  const used = new Set<string>();
  const assetRows = await db
    .select({ filePath: assets.filePath, thumbnailPath: assets.thumbnailPath })
    .from(assets)
    .where(
      and(eq(assets.tenantId, actor.id), or(inArray(assets.filePath, related), inArray(assets.thumbnailPath, related))),
    );
  for (const row of assetRows) for (const key of [row.filePath, row.thumbnailPath]) if (key) used.add(key);
  const logoRows = await db
    .select({ logo: tenants.logo })
    .from(tenants)
    .where(and(eq(tenants.id, actor.id), inArray(tenants.logo, related)));
  for (const row of logoRows) if (row.logo) used.add(row.logo);
  for (const key of others) {
    if (used.has(key) || mediaOriginalCandidates(key).some((original) => used.has(original))) visible.add(key);
  }
  return visible;
}

/** Whether the viewer may see a stored file (visibleFileKeys for one key). */
export async function canSeeFile(db: DbOrTx, actor: Actor, key: string): Promise<boolean> {
  return (await visibleFileKeys(db, actor, [key])).has(key);
}

/**
 * A record may only point at a stored file its writer may see (otherwise referencing a file would grant
 * access to it).
 */
export async function checkFileReference(
  db: DbOrTx,
  actor: Actor,
  value: string | null | undefined,
  label: string,
): Promise<void> {
  if (value === null || value === undefined) return;
  if (!(await canSeeFile(db, actor, value))) throw badRequest('field_file_not_found', { field: label });
}
