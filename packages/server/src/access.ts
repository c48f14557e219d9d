/**
 * Who sees what (DESIGN.md section 3). An administrator sees everything; a tenant sees its own records and the
 * agency campaigns linked to it by one of its entries. Records a viewer may not see are "not found".
 */
import { and, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from './context';
import type { DbOrTx } from './db';
import { assets, campaigns, contents, entries, files, tenants } from './db/schema';
import { isUuid } from './http/body';
import { badRequest } from './http/errors';
import { isObjectKey } from './storage/storage';

export function campaignVisible(actor: Actor): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  return or(
    eq(campaigns.tenantId, actor.id),
    and(
      isNull(campaigns.tenantId),
      exists(
        sql`(select 1 from ${entries} where ${entries.campaignId} = ${campaigns.id} and ${entries.tenantId} = ${actor.id})`,
      ),
    ),
  );
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

export async function findVisibleCampaign(db: DbOrTx, actor: Actor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), campaignVisible(actor)));
  return row;
}

export async function findVisibleEntry(db: DbOrTx, actor: Actor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(entries)
    .where(and(eq(entries.id, id), entryVisible(actor)));
  return row;
}

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

/** Whether the viewer may see a stored file: the uploader, or someone who may see a record using it. */
export async function canSeeFile(db: DbOrTx, actor: Actor, key: string): Promise<boolean> {
  if (!isObjectKey(key)) return false;
  const [file] = await db.select({ uploadedBy: files.uploadedBy }).from(files).where(eq(files.key, key));
  if (!file) return false;
  if (actor.role === 'admin' || file.uploadedBy === actor.id) return true;
  const [asset] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.tenantId, actor.id), or(eq(assets.filePath, key), eq(assets.thumbnailPath, key))))
    .limit(1);
  if (asset) return true;
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, actor.id), eq(tenants.logo, key)));
  return Boolean(tenant);
}

/**
 * A record may only point at a stored file its writer may see (otherwise referencing a file would grant
 * access to it). `allowUrl`: a full http(s) URL is accepted as it is (tenant logos).
 */
export async function checkFileReference(
  db: DbOrTx,
  actor: Actor,
  value: string | null | undefined,
  label: string,
  allowUrl = false,
): Promise<void> {
  if (value === null || value === undefined) return;
  if (allowUrl && /^https?:\/\/\S+$/i.test(value)) return;
  if (!(await canSeeFile(db, actor, value))) throw badRequest(`${label} file not found`);
}
