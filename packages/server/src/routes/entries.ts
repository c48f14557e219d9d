/** Entries link a tenant to a campaign on a platform. A tenant's entries are always its own. */
import { entryBodySchema, entryUpdateBodySchema, idListBodySchema } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { findVisibleCampaign, findVisibleEntries, findVisibleEntry, ownerFor } from '../access';
import type { Services } from '../context';
import type { Actor, AppEnv, Change } from '../types';
import type { DbOrTx } from '../db';
import { assets, campaigns, entries, tenants } from '../db/schema';
import { isUuid, jsonBody, updateBody } from '../http/body';
import { compact, isEmpty } from '../http/compact';
import { badRequest, notFound } from '../http/errors';
import { listHandler } from '../lists/send';
import { listEntries } from '../lists/records';
import { entryOut } from '../serialize';
import { releaseFiles } from '../storage/release';

/** The tenant and campaign of an entry: a tenant writes its own; the campaign must be the tenant's or the agency's. */
async function resolveLinks(db: DbOrTx, actor: Actor, tenantId: string, campaignId: string) {
  const owner = ownerFor(actor, tenantId);
  if (actor.role === 'admin') {
    const [tenant] = isUuid(owner)
      ? await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, owner))
      : [];
    if (!tenant) throw badRequest('tenant_not_found');
  }
  const campaign = await findVisibleCampaign(db, actor, campaignId);
  if (!campaign) throw badRequest('campaign_not_found');
  if (campaign.tenantId !== null && campaign.tenantId !== owner) {
    throw badRequest('campaign_other_tenant');
  }
  return { tenantId: owner, campaignId: campaign.id };
}

/** An entry in an agency campaign changes which tenants see that campaign. */
/**
 * An entry change concerns its tenants' entry, asset and campaign lists; when it links or unlinks an agency
 * campaign, those tenants now see (or no longer see) that campaign, which SSE tells them.
 */
async function entryChange(db: DbOrTx, rows: { tenantId: string; campaignId: string }[]): Promise<Change> {
  const campaignIds = [...new Set(rows.map((row) => row.campaignId))];
  const agency = campaignIds.length
    ? await db
        .select({ id: campaigns.id, tenantId: campaigns.tenantId })
        .from(campaigns)
        .where(inArray(campaigns.id, campaignIds))
    : [];
  const agencyIds = new Set(agency.filter((row) => row.tenantId === null).map((row) => row.id));
  const linksAgency = rows.some((row) => agencyIds.has(row.campaignId));
  return {
    kind: 'entry',
    tenants: rows.map((row) => row.tenantId),
    ...(linksAgency ? { event: 'campaign' as const } : {}),
  };
}

export function entryRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    listHandler(services, 'entry', 'entry', (actor, query) => listEntries(services.db, actor, query)),
  );

  app.post('/', jsonBody(entryBodySchema), async (c) => {
    const actor = c.get('actor');
    const body = c.req.valid('json');
    const refs = await resolveLinks(services.db, actor, body.tenantId, body.campaignId);
    const [row] = await services.db
      .insert(entries)
      .values({ ...refs, type: body.type, accessValue: body.accessValue })
      .returning();
    await services.changed(c.var.tab, await entryChange(services.db, [row!]));
    return c.json(entryOut(row!), 201);
  });

  app.patch('/one/:id', updateBody(entryUpdateBodySchema), async (c) => {
    const actor = c.get('actor');
    const id = c.req.param('id');
    const body = c.req.valid('json');
    const existing = await findVisibleEntry(services.db, actor, id);
    if (!existing) throw notFound('entry_not_found');
    if (isEmpty(compact(body))) return c.json(entryOut(existing));
    const row = await services.db.transaction(async (tx) => {
      const refs = await resolveLinks(
        tx,
        actor,
        body.tenantId ?? existing.tenantId,
        body.campaignId ?? existing.campaignId,
      );
      const [updated] = await tx
        .update(entries)
        .set({ ...refs, ...compact({ type: body.type, accessValue: body.accessValue }) })
        .where(eq(entries.id, id))
        .returning();
      // assets follow their entry's tenant
      if (refs.tenantId !== existing.tenantId) {
        await tx.update(assets).set({ tenantId: refs.tenantId }).where(eq(assets.entryId, id));
      }
      return updated!;
    });
    await services.changed(c.var.tab, await entryChange(services.db, [existing, row]));
    return c.json(entryOut(row));
  });

  app.delete('/many', jsonBody(idListBodySchema), async (c) => {
    const actor = c.get('actor');
    const rows = await services.db.transaction(async (tx) => {
      const visible = await findVisibleEntries(tx, actor, c.req.valid('json'));
      if (!visible) throw notFound('entry_not_found');
      const ids = visible.map((row) => row.id);
      const removed = await tx
        .delete(assets)
        .where(inArray(assets.entryId, ids))
        .returning({ filePath: assets.filePath, thumbnailPath: assets.thumbnailPath });
      await tx.delete(entries).where(inArray(entries.id, ids));
      return { visible, removed };
    });
    await services.changed(c.var.tab, await entryChange(services.db, rows.visible));
    await releaseFiles(
      services,
      rows.removed.flatMap((row) => [row.filePath, row.thumbnailPath]),
    );
    return c.json({ deleted: rows.visible.length });
  });

  return app;
}
