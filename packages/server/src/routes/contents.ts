/** Contents: always a tenant's own when a tenant writes them; an administrator's follow the campaign's tenant. */
import { contentBodySchema, contentBulkBodySchema, contentUpdateBodySchema, idListBodySchema } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { findVisibleAssets, findVisibleCampaign, findVisibleContent, findVisibleContents, ownerFor } from '../access';
import type { Actor, AppEnv, Services } from '../context';
import type { DbOrTx } from '../db';
import { contents } from '../db/schema';
import { jsonBody } from '../http/body';
import { compact, isEmpty } from '../http/compact';
import { badRequest, notFound } from '../http/errors';
import { listHandler } from '../http/list';
import { listContents } from '../lists/records';
import { contentOut } from '../serialize';

/** The owner of a content: the tenant writing it, or (administrator) the campaign's tenant. */
async function resolveCampaign(db: DbOrTx, actor: Actor, campaignId: string | null | undefined) {
  if (campaignId === null || campaignId === undefined) return { campaignId: null, tenantId: ownerFor(actor, null) };
  const campaign = await findVisibleCampaign(db, actor, campaignId);
  if (!campaign) throw badRequest('campaign_not_found');
  return { campaignId: campaign.id, tenantId: ownerFor(actor, campaign.tenantId) };
}

/** The distinct asset ids, in the order given, when the viewer sees each of them. */
async function checkAssets(db: DbOrTx, actor: Actor, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (!(await findVisibleAssets(db, actor, unique))) throw badRequest('assets_not_found');
  return unique;
}

export function contentRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    listHandler(services, 'content', 'content', (actor, query) => listContents(services.db, actor, query)),
  );

  app.post('/', jsonBody(contentBodySchema), async (c) => {
    const actor = c.get('actor');
    const body = c.req.valid('json');
    const owner = await resolveCampaign(services.db, actor, body.campaignId);
    const assetIds = await checkAssets(services.db, actor, body.assetIds);
    const [row] = await services.db
      .insert(contents)
      .values({
        ...owner,
        userId: actor.id,
        title: body.title,
        text: body.text,
        img: body.img ?? null,
        status: body.status,
        isRedirected: body.isRedirected,
        keyword: body.keyword,
        assetIds,
      })
      .returning();
    await services.changed({
      kind: 'content',
      event: 'content',
      tenants: [row!.tenantId],
      campaigns: [row!.campaignId],
    });
    return c.json(contentOut(row!), 201);
  });

  app.post('/bulk', jsonBody(contentBulkBodySchema), async (c) => {
    const actor = c.get('actor');
    const items = c.req.valid('json');
    const rows = await services.db.transaction(async (tx) => {
      const values = [];
      for (const item of items) {
        const owner = await resolveCampaign(tx, actor, item.campaignId);
        values.push({
          ...owner,
          userId: actor.id,
          title: item.title,
          text: item.text,
          img: null,
          status: item.status,
          isRedirected: item.isRedirected,
          keyword: item.keyword,
          assetIds: await checkAssets(tx, actor, item.assetIds),
        });
      }
      return tx.insert(contents).values(values).returning();
    });
    await services.changed({
      kind: 'content',
      event: 'content',
      tenants: rows.map((row) => row.tenantId),
      campaigns: rows.map((row) => row.campaignId),
    });
    return c.json(rows.map(contentOut), 201);
  });

  app.patch('/one/:id', jsonBody(contentUpdateBodySchema), async (c) => {
    const actor = c.get('actor');
    const id = c.req.param('id');
    const body = c.req.valid('json');
    const existing = await findVisibleContent(services.db, actor, id);
    if (!existing) throw notFound('content_not_found');
    const owner = body.campaignId !== undefined ? await resolveCampaign(services.db, actor, body.campaignId) : {};
    const changes = compact({
      ...owner,
      title: body.title,
      text: body.text,
      img: body.img,
      status: body.status,
      isRedirected: body.isRedirected,
      keyword: body.keyword,
      assetIds: body.assetIds !== undefined ? await checkAssets(services.db, actor, body.assetIds) : undefined,
    });
    if (isEmpty(changes)) return c.json(contentOut(existing));
    const [row] = await services.db.update(contents).set(changes).where(eq(contents.id, id)).returning();
    await services.changed({
      kind: 'content',
      event: 'content',
      tenants: [existing.tenantId, row!.tenantId],
      campaigns: [existing.campaignId, row!.campaignId],
    });
    return c.json(contentOut(row!));
  });

  app.delete('/many', jsonBody(idListBodySchema), async (c) => {
    const actor = c.get('actor');
    const rows = await services.db.transaction(async (tx) => {
      const visible = await findVisibleContents(tx, actor, c.req.valid('json'));
      if (!visible) throw notFound('content_not_found');
      await tx.delete(contents).where(
        inArray(
          contents.id,
          visible.map((row) => row.id),
        ),
      );
      return visible;
    });
    await services.changed({
      kind: 'content',
      event: 'content',
      tenants: rows.map((row) => row.tenantId),
      campaigns: rows.map((row) => row.campaignId),
    });
    return c.json({ deleted: rows.length });
  });

  return app;
}
