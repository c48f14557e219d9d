/** Campaigns: tenants own theirs; administrators' campaigns belong to the agency. */
import {
  campaignCreateBodySchema,
  campaignDetailQuerySchema,
  campaignUpdateBodySchema,
  idListBodySchema,
} from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { campaignAudience, findVisibleCampaign, findVisibleCampaigns, ownerFor } from '../access';
import type { Actor, AppEnv, Services } from '../context';
import type { DbOrTx } from '../db';
import { assets, campaigns, contents, entries, tenants } from '../db/schema';
import { isUuid, jsonBody, readQuery } from '../http/body';
import { compact, isEmpty } from '../http/compact';
import { badRequest, forbidden, notFound } from '../http/errors';
import { listHandler } from '../http/list';
import { listAssets, listCampaigns, listContents } from '../lists/records';
import { campaignOut } from '../serialize';
import { releaseFiles } from '../storage/release';

/** Loads the campaigns the actor may change, or fails: 404 for unseen ids, 403 for visible agency ones. */
async function changeableCampaigns(db: DbOrTx, actor: Actor, ids: string[]) {
  const rows = await findVisibleCampaigns(db, actor, ids);
  if (!rows) throw notFound('campaign_not_found');
  if (actor.role === 'tenant' && rows.some((row) => row.tenantId !== actor.id))
    throw forbidden('agency_campaign_admin_only');
  return rows;
}

async function contentTenants(db: DbOrTx, campaignIds: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tenantId: contents.tenantId })
    .from(contents)
    .where(inArray(contents.campaignId, campaignIds));
  return rows.flatMap((row) => (row.tenantId ? [row.tenantId] : []));
}

export function campaignRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    listHandler(services, 'campaign', 'campaign', (actor, query) => listCampaigns(services.db, actor, query)),
  );

  /**
   * The campaign with every asset and content the viewer sees (SPEC section 3); `?embed=none`: the campaign alone,
   * for a screen that loads those lists in pages.
   */
  app.get('/one/:id', async (c) => {
    const actor = c.get('actor');
    const campaign = await findVisibleCampaign(services.db, actor, c.req.param('id'));
    if (!campaign) throw notFound('campaign_not_found');
    const { embed } = readQuery(c, campaignDetailQuerySchema);
    if (embed === 'none') return c.json(campaignOut(campaign));
    const assetList = await listAssets(services.db, actor, { campaignId: campaign.id }).items();
    const byId = new Map(assetList.map((asset) => [asset.id, asset]));
    const contentList = await listContents(services.db, actor, { campaignId: campaign.id }).items();
    return c.json({
      ...campaignOut(campaign),
      assets: assetList,
      contents: contentList.map((content) => ({
        ...content,
        assets: content.assetIds.flatMap((id) => {
          const asset = byId.get(id);
          return asset ? [asset] : [];
        }),
      })),
    });
  });

  app.post('/', jsonBody(campaignCreateBodySchema), async (c) => {
    const actor = c.get('actor');
    const { tenantId, ...body } = c.req.valid('json');
    // a tenant's campaign is its own; an administrator's is the named tenant's (which must exist) or the agency's
    const owner = ownerFor(actor, tenantId);
    if (actor.role === 'admin' && owner !== null) {
      const [tenant] = isUuid(owner)
        ? await services.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, owner))
        : [];
      if (!tenant) throw badRequest('tenant_not_found');
    }
    const [row] = await services.db
      .insert(campaigns)
      .values({ ...body, tenantId: owner })
      .returning();
    await services.changed({ kind: 'campaign', event: 'campaign', tenants: [row!.tenantId] });
    return c.json(campaignOut(row!), 201);
  });

  app.patch('/one/:id', jsonBody(campaignUpdateBodySchema), async (c) => {
    const actor = c.get('actor');
    const id = c.req.param('id');
    const body = c.req.valid('json');
    const [existing] = await changeableCampaigns(services.db, actor, [id]);
    const changes = compact(body);
    if (isEmpty(changes)) return c.json(campaignOut(existing!));
    const [row] = await services.db.update(campaigns).set(changes).where(eq(campaigns.id, id)).returning();
    await services.changed({
      kind: 'campaign',
      event: 'campaign',
      tenants: await campaignAudience(services.db, [id]),
    });
    return c.json(campaignOut(row!));
  });

  /** Deletes campaigns with their entries, assets and contents, in one transaction. */
  const remove = async (actor: Actor, ids: string[]) => {
    const { audience, contentAudience, count, removed } = await services.db.transaction(async (tx) => {
      const rows = await changeableCampaigns(tx, actor, ids);
      const campaignIds = rows.map((row) => row.id);
      const audience = await campaignAudience(tx, campaignIds);
      const contentAudience = await contentTenants(tx, campaignIds);
      await tx.delete(contents).where(inArray(contents.campaignId, campaignIds));
      const entryIds = tx.select({ id: entries.id }).from(entries).where(inArray(entries.campaignId, campaignIds));
      const removed = await tx
        .delete(assets)
        .where(inArray(assets.entryId, entryIds))
        .returning({ filePath: assets.filePath, thumbnailPath: assets.thumbnailPath });
      await tx.delete(entries).where(inArray(entries.campaignId, campaignIds));
      await tx.delete(campaigns).where(inArray(campaigns.id, campaignIds));
      return { audience, contentAudience, count: campaignIds.length, removed };
    });
    await services.changed(
      { kind: 'campaign', event: 'campaign', tenants: audience },
      { kind: 'content', event: 'content', tenants: contentAudience },
    );
    await releaseFiles(
      services,
      removed.flatMap((row) => [row.filePath, row.thumbnailPath]),
    );
    return count;
  };

  app.delete('/one/:id', async (c) => c.json({ deleted: await remove(c.get('actor'), [c.req.param('id')]) }));

  app.delete('/many', jsonBody(idListBodySchema), async (c) =>
    c.json({ deleted: await remove(c.get('actor'), c.req.valid('json')) }),
  );

  return app;
}
