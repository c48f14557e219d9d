/** Contents: always a tenant's own when a tenant writes them; an administrator's follow the campaign's tenant. */
import { contentBodySchema, contentBulkBodySchema, contentUpdateBodySchema, idListBodySchema } from '@app/contract';
import { and, eq, inArray, param, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { Hono } from 'hono';
import {
  campaignVisible,
  checkFileReference,
  findVisibleAssets,
  findVisibleCampaign,
  findVisibleContent,
  findVisibleContents,
  ownerFor,
  ownerSql,
} from '../access';
import type { Services } from '../context';
import type { Actor, AppEnv } from '../types';
import type { DbOrTx } from '../db';
import { campaigns, contents, tenants } from '../db/schema';
import { isUuid, jsonBody, updateBody } from '../http/body';
import { compact, isEmpty } from '../http/compact';
import { apiError, badRequest, notFound } from '../http/errors';
import { listHandler } from '../lists/send';
import { listContents } from '../lists/records';
import { contentOut } from '../serialize';
import { checkedPlatform, platformOfAssets, platformToSave } from './content-platform';
import { contentApprovalRoutes } from './content-approval';
import { recordEvents } from '../approval/audit';
import { awaitsDecision, patchedStatus, startingStatus, tenantsRequiringApproval } from '../approval/status';

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

type ContentBody = v.InferOutput<typeof contentBodySchema>;

/**
 * A new content without assets, in a campaign the viewer sees, in one statement: inserted from the campaign's row
 * (INSERT … SELECT), so the campaign is checked by the same statement that writes. Undefined when the campaign is
 * not one the viewer sees.
 */
async function insertIntoCampaign(
  db: DbOrTx,
  actor: Actor,
  campaignId: string,
  body: ContentBody,
  platform: string | null,
) {
  if (!isUuid(campaignId)) return undefined;
  const [row] = await db
    .insert(contents)
    .select(
      db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          tenantId: ownerSql(actor, campaigns.tenantId).as('tenantId'),
          campaignId: campaigns.id,
          userId: sql`${actor.id}::uuid`.as('userId'),
          title: sql`${body.title}::text`.as('title'),
          text: sql`${body.text}::text`.as('text'),
          img: sql`${body.img ?? null}::text`.as('img'),
          // an administrator's post waits for the owner's approval when the tenant asks for it (review/status.ts)
          status: (actor.role === 'admin' && body.status === 'active'
            ? sql`case when ${tenants.approvalRequired} then 'pending' else 'active' end`
            : sql`${body.status}::text`
          ).as('status'),
          isRedirected: sql`${body.isRedirected}::boolean`.as('isRedirected'),
          keyword: sql`${param(body.keyword, contents.keyword)}::text[]`.as('keyword'),
          assetIds: sql`'{}'::uuid[]`.as('assetIds'),
          createdAt: sql`now()`.as('createdAt'),
          platform: sql`${platform}::text`.as('platform'),
          language: sql`${body.language ?? null}::text`.as('language'),
          reservedUntil: sql`null::timestamptz`.as('reservedUntil'),
          usedAt: sql`null::timestamptz`.as('usedAt'),
          usedLink: sql`null::uuid`.as('usedLink'),
          usedAction: sql`null::text`.as('usedAction'),
          voice: sql`${body.voice ?? 'customer'}::text`.as('voice'),
          postedUrl: sql`null::text`.as('postedUrl'),
          postedAt: sql`null::timestamptz`.as('postedAt'),
        })
        .from(campaigns)
        .leftJoin(tenants, eq(tenants.id, campaigns.tenantId))
        .where(and(eq(campaigns.id, campaignId), campaignVisible(actor))),
    )
    .returning();
  return row;
}

export function contentRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  app.route('/', contentApprovalRoutes(services));

  app.get(
    '/',
    listHandler(services, 'content', 'content', (actor, query) => listContents(services.db, actor, query)),
  );

  app.post('/', jsonBody(contentBodySchema), async (c) => {
    const actor = c.get('actor');
    const body = c.req.valid('json');
    await checkFileReference(services.db, actor, body.img, 'Image');
    let row: typeof contents.$inferSelect | undefined;
    if (typeof body.campaignId === 'string' && body.assetIds.length === 0 && !body.platform) {
      // the usual post: one statement
      row = await insertIntoCampaign(services.db, actor, body.campaignId, body, null);
      if (!row) throw badRequest('campaign_not_found');
    } else {
      const owner = await resolveCampaign(services.db, actor, body.campaignId);
      const assetIds = await checkAssets(services.db, actor, body.assetIds);
      const platform = await platformToSave(services.db, owner.campaignId, body.platform, assetIds);
      const waiting = await tenantsRequiringApproval(services.db, actor, [owner.tenantId]);
      [row] = await services.db
        .insert(contents)
        .values({
          ...owner,
          userId: actor.id,
          title: body.title,
          text: body.text,
          img: body.img ?? null,
          status: startingStatus(body.status, owner.tenantId, waiting),
          isRedirected: body.isRedirected,
          keyword: body.keyword,
          assetIds,
          platform,
          language: body.language ?? null,
          voice: body.voice ?? 'customer',
        })
        .returning();
    }
    await recordEvents(services.db, [row!.id], 'created', actor);
    await services.changed(c.var.tab, {
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
      const owners = [];
      for (const item of items) owners.push(await resolveCampaign(tx, actor, item.campaignId));
      const waiting = await tenantsRequiringApproval(
        tx,
        actor,
        owners.map((owner) => owner.tenantId),
      );
      for (const [index, item] of items.entries()) {
        const owner = owners[index]!;
        const assetIds = await checkAssets(tx, actor, item.assetIds);
        values.push({
          ...owner,
          userId: actor.id,
          title: item.title,
          text: item.text,
          img: null,
          status: startingStatus(item.status, owner.tenantId, waiting),
          isRedirected: item.isRedirected,
          keyword: item.keyword,
          assetIds,
          platform: await platformToSave(tx, owner.campaignId, item.platform, assetIds),
          language: item.language ?? null,
          voice: item.voice ?? 'customer',
        });
      }
      const inserted = await tx.insert(contents).values(values).returning();
      await recordEvents(
        tx,
        inserted.map((row) => row.id),
        'created',
        actor,
      );
      return inserted;
    });
    await services.changed(c.var.tab, {
      kind: 'content',
      event: 'content',
      tenants: rows.map((row) => row.tenantId),
      campaigns: rows.map((row) => row.campaignId),
    });
    return c.json(rows.map(contentOut), 201);
  });

  app.patch('/one/:id', updateBody(contentUpdateBodySchema), async (c) => {
    const actor = c.get('actor');
    const id = c.req.param('id');
    const body = c.req.valid('json');
    const existing = await findVisibleContent(services.db, actor, id);
    if (!existing) throw notFound('content_not_found');
    if (body.img !== existing.img) await checkFileReference(services.db, actor, body.img, 'Image');
    const owner = body.campaignId !== undefined ? await resolveCampaign(services.db, actor, body.campaignId) : {};
    const assetIds = body.assetIds !== undefined ? await checkAssets(services.db, actor, body.assetIds) : undefined;
    const campaignId =
      body.campaignId !== undefined ? (owner as { campaignId: string | null }).campaignId : existing.campaignId;
    const status = await patchedStatus(services.db, actor, existing, body.status, owner);
    let platform: string | null | undefined;
    if (body.platform) platform = await checkedPlatform(services.db, campaignId, body.platform);
    // no platform (any more): the assets' one
    else if (body.platform === null || (assetIds !== undefined && existing.platform === null))
      platform = await platformOfAssets(services.db, assetIds ?? existing.assetIds);
    const changes = compact({
      ...owner,
      title: body.title,
      text: body.text,
      img: body.img,
      status,
      isRedirected: body.isRedirected,
      keyword: body.keyword,
      assetIds,
      platform,
      language: body.language,
      voice: body.voice,
    });
    if (isEmpty(changes)) return c.json(contentOut(existing));
    // the status read above is the one changed: a decision in between answers 409 with the status it left
    const [row] = await services.db
      .update(contents)
      .set(changes)
      .where(and(eq(contents.id, id), eq(contents.status, existing.status)))
      .returning();
    if (!row) {
      const now = await findVisibleContent(services.db, actor, id);
      if (!now) throw notFound('content_not_found');
      if (now.status === 'pending') throw awaitsDecision();
      throw apiError(409, 'content_not_pending', { status: now.status });
    }
    await recordEvents(services.db, [id], 'edited', actor);
    await services.changed(c.var.tab, {
      kind: 'content',
      event: 'content',
      tenants: [existing.tenantId, row.tenantId],
      campaigns: [existing.campaignId, row.campaignId],
    });
    return c.json(contentOut(row));
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
    await services.changed(c.var.tab, {
      kind: 'content',
      event: 'content',
      tenants: rows.map((row) => row.tenantId),
      campaigns: rows.map((row) => row.campaignId),
    });
    return c.json({ deleted: rows.length });
  });

  return app;
}
