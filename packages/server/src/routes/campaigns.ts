/** Campaigns: tenants own theirs; administrators' campaigns belong to the agency. */
import {
  campaignCreateBodySchema,
  campaignDetailQuerySchema,
  campaignUpdateBodySchema,
  idListBodySchema,
} from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  campaignAudience,
  campaignOwned,
  findVisibleCampaign,
  findVisibleCampaigns,
  ownerFor,
  ownsCampaign,
} from '../access';
import type { Services } from '../context';
import type { Actor, AppEnv } from '../types';
import type { DbOrTx } from '../db';
import { assets, campaigns, contents, entries, tenants } from '../db/schema';
import { isUuid, jsonBody, updateBody, readQuery } from '../http/body';
import { compact, isEmpty } from '../http/compact';
import { badRequest, forbidden, notFound } from '../http/errors';
import { listHandler, sendList } from '../lists/send';
import { listKey } from '../events/list-cache';
import { listAssets, listCampaigns, listContents } from '../lists/records';
import { campaignOut } from '../serialize';
import { releaseFiles } from '../storage/release';

/** Loads the campaigns the actor may change, or fails: 404 for unseen ids, 403 for visible agency ones. */
async function changeableCampaigns(db: DbOrTx, actor: Actor, ids: string[]) {
  const rows = await findVisibleCampaigns(db, actor, ids);
  if (!rows) throw notFound('campaign_not_found');
  if (rows.some((row) => !ownsCampaign(actor, row))) throw forbidden('agency_campaign_admin_only');
  return rows;
}

async function contentTenants(db: DbOrTx, campaignIds: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tenantId: contents.tenantId })
    .from(contents)
    .where(inArray(contents.campaignId, campaignIds));
  return rows.flatMap((row) => (row.tenantId ? [row.tenantId] : []));
}

/** A campaign as its details show it: alone, or with the assets and contents the viewer sees (read together). */
async function campaignDetail(db: DbOrTx, actor: Actor, id: string, embed: 'all' | 'none' | undefined) {
  if (embed === 'none') {
    const campaign = await findVisibleCampaign(db, actor, id);
    if (!campaign) throw notFound('campaign_not_found');
    return campaignOut(campaign);
  }
  // the lists are the viewer's own records of this campaign: read at the same time, and unused when it is not seen
  const [campaign, assetList, contentList] = await Promise.all([
    findVisibleCampaign(db, actor, id),
    listAssets(db, actor, { campaignId: id }).items(),
    listContents(db, actor, { campaignId: id }).items(),
  ]);
  if (!campaign) throw notFound('campaign_not_found');
  const byId = new Map(assetList.map((asset) => [asset.id, asset]));
  return {
    ...campaignOut(campaign),
    assets: assetList,
    contents: contentList.map((content) => ({
      ...content,
      assets: content.assetIds.flatMap((assetId) => {
        const asset = byId.get(assetId);
        return asset ? [asset] : [];
      }),
    })),
  };
}

export function campaignRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    listHandler(services, 'campaign', 'campaign', (actor, query) => listCampaigns(services.db, actor, query)),
  );

  /**
   * The campaign with every asset and content the viewer sees (SPEC section 3); `?embed=none`: the campaign alone,
   * for a screen that loads those lists in pages. Cached per viewer like the lists (with an ETag), and dropped only
   * by changes of this campaign, its contents and assets (or by changes that do not say their campaigns).
   */
  app.get('/one/:id', async (c) => {
    const actor = c.get('actor');
    const id = c.req.param('id');
    let embed: 'all' | 'none' | undefined;
    try {
      ({ embed } = readQuery(c, campaignDetailQuerySchema));
    } catch (error) {
      // an unseen campaign is not found, whatever the query
      if (!(await findVisibleCampaign(services.db, actor, id))) throw notFound('campaign_not_found');
      throw error;
    }
    const scope = id.toLowerCase();
    const key = listKey(actor, embed === 'none' ? `one:${scope}:none` : `one:${scope}`);
    return sendList(c, services, 'campaign-detail', key, () => campaignDetail(services.db, actor, id, embed), scope);
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
    await services.changed(c.var.tab, {
      kind: 'campaign',
      event: 'campaign',
      tenants: [row!.tenantId],
      campaigns: [row!.id],
    });
    return c.json(campaignOut(row!), 201);
  });

  /**
   * One round trip in the usual case: the update (of the viewer's own campaign; an administrator's: any). Its
   * audience (as campaignAudience): a tenant's campaign is seen by its owner alone (an entry links a campaign only
   * to its owner, or an agency campaign to any tenant, and an owner never changes); for an administrator, the
   * tenants linked by an entry are read at the same time. When nothing was updated, the checks say why (404
   * unseen, 403 an agency campaign).
   */
  app.patch('/one/:id', updateBody(campaignUpdateBodySchema), async (c) => {
    const actor = c.get('actor');
    const id = c.req.param('id');
    const changes = compact(c.req.valid('json'));
    if (isEmpty(changes) || !isUuid(id)) {
      const [existing] = await changeableCampaigns(services.db, actor, [id]);
      return c.json(campaignOut(existing!));
    }
    const [[row], linked] = await Promise.all([
      services.db
        .update(campaigns)
        .set(changes)
        .where(and(eq(campaigns.id, id), campaignOwned(actor)))
        .returning(),
      actor.role === 'admin'
        ? services.db.selectDistinct({ tenantId: entries.tenantId }).from(entries).where(eq(entries.campaignId, id))
        : [],
    ]);
    if (!row) {
      await changeableCampaigns(services.db, actor, [id]);
      throw notFound('campaign_not_found');
    }
    await services.changed(c.var.tab, {
      kind: 'campaign',
      event: 'campaign',
      tenants: row.tenantId !== null ? [row.tenantId] : linked.map((entry) => entry.tenantId),
      campaigns: [row.id],
    });
    return c.json(campaignOut(row));
  });

  /** Deletes campaigns with their entries, assets and contents, in one transaction. */
  const remove = async (actor: Actor, ids: string[], tab: string | undefined) => {
    const { audience, campaignIds, contentAudience, count, removed } = await services.db.transaction(async (tx) => {
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
      return { audience, campaignIds, contentAudience, count: campaignIds.length, removed };
    });
    await services.changed(
      tab,
      { kind: 'campaign', event: 'campaign', tenants: audience, campaigns: campaignIds },
      { kind: 'content', event: 'content', tenants: contentAudience, campaigns: campaignIds },
    );
    await releaseFiles(
      services,
      removed.flatMap((row) => [row.filePath, row.thumbnailPath]),
    );
    return count;
  };

  app.delete('/one/:id', async (c) =>
    c.json({ deleted: await remove(c.get('actor'), [c.req.param('id')], c.var.tab) }),
  );

  app.delete('/many', jsonBody(idListBodySchema), async (c) =>
    c.json({ deleted: await remove(c.get('actor'), c.req.valid('json'), c.var.tab) }),
  );

  return app;
}
