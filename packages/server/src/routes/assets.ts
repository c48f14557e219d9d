/** Assets belong to the tenant of their entry; a tenant may only use its own entries and files. */
import {
  assetBodySchema,
  assetRuleProblem,
  assetUpdateBodySchema,
  idListBodySchema,
  type AssetType,
} from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { checkFileReference, findVisibleAsset, findVisibleAssets, findVisibleEntry, ownerFor } from '../access';
import type { Services } from '../context';
import type { Actor, AppEnv } from '../types';
import type { DbOrTx } from '../db';
import { assets } from '../db/schema';
import { jsonBody, updateBody } from '../http/body';
import { compact, isEmpty } from '../http/compact';
import { badRequest, invalidField, notFound } from '../http/errors';
import { listHandler } from '../lists/send';
import { listAssets } from '../lists/records';
import { thumbnailFor } from '../media/thumbnail';
import { assetOut } from '../serialize';
import { releaseFiles } from '../storage/release';

async function requireEntry(db: DbOrTx, actor: Actor, entryId: string) {
  const entry = await findVisibleEntry(db, actor, entryId);
  if (!entry) throw badRequest('platform_not_found');
  return entry;
}

/** A note keeps only its text; an image or a video only its files. */
function normalise(
  type: AssetType,
  fields: { filePath: string | null; noteContent: string | null; thumbnailPath: string | null },
) {
  return type === 'note'
    ? { filePath: null, thumbnailPath: null, noteContent: fields.noteContent }
    : { filePath: fields.filePath, thumbnailPath: fields.thumbnailPath, noteContent: null };
}

export function assetRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    listHandler(services, 'asset', 'asset', (actor, query) => listAssets(services.db, actor, query)),
  );

  app.post('/', jsonBody(assetBodySchema), async (c) => {
    const actor = c.get('actor');
    const body = c.req.valid('json');
    const entry = await requireEntry(services.db, actor, body.entryId);
    const fields = normalise(body.type, {
      filePath: body.filePath ?? null,
      noteContent: body.noteContent ?? null,
      thumbnailPath: body.thumbnailPath ?? null,
    });
    await checkFileReference(services.db, actor, fields.filePath, 'File');
    await checkFileReference(services.db, actor, fields.thumbnailPath, 'Thumbnail');
    if (body.type !== 'note') fields.thumbnailPath = await thumbnailFor(services.db, { type: body.type, ...fields });
    const [row] = await services.db
      .insert(assets)
      .values({
        ...fields,
        type: body.type,
        entryId: entry.id,
        tenantId: ownerFor(actor, entry.tenantId),
        uploadedBy: actor.id,
      })
      .returning();
    await services.changed(c.var.tab, { kind: 'asset', tenants: [row!.tenantId] });
    return c.json(assetOut(row!), 201);
  });

  app.patch('/one/:id', updateBody(assetUpdateBodySchema), async (c) => {
    const actor = c.get('actor');
    const id = c.req.param('id');
    const body = c.req.valid('json');
    const existing = await findVisibleAsset(services.db, actor, id);
    if (!existing) throw notFound('asset_not_found');
    if (isEmpty(compact(body))) return c.json(assetOut(existing));
    const entry = body.entryId !== undefined ? await requireEntry(services.db, actor, body.entryId) : undefined;
    const type = body.type ?? (existing.type as AssetType);
    const merged = {
      type,
      filePath: body.filePath !== undefined ? body.filePath : existing.filePath,
      noteContent: body.noteContent !== undefined ? body.noteContent : existing.noteContent,
      thumbnailPath: body.thumbnailPath !== undefined ? body.thumbnailPath : existing.thumbnailPath,
    };
    const problem = assetRuleProblem(merged);
    if (problem) throw invalidField(problem.message);
    const fields = normalise(type, merged);
    if (fields.filePath !== existing.filePath) await checkFileReference(services.db, actor, fields.filePath, 'File');
    if (fields.thumbnailPath !== existing.thumbnailPath) {
      await checkFileReference(services.db, actor, fields.thumbnailPath, 'Thumbnail');
    }
    if (type !== 'note') fields.thumbnailPath = await thumbnailFor(services.db, { type, ...fields }, existing.filePath);
    const [row] = await services.db
      .update(assets)
      .set({ ...fields, type, ...(entry ? { entryId: entry.id, tenantId: ownerFor(actor, entry.tenantId) } : {}) })
      .where(eq(assets.id, id))
      .returning();
    await services.changed(c.var.tab, { kind: 'asset', tenants: [existing.tenantId, row!.tenantId] });
    await releaseFiles(services, [existing.filePath, existing.thumbnailPath]);
    return c.json(assetOut(row!));
  });

  const remove = async (actor: Actor, ids: string[], tab: string | undefined) => {
    const removed = await services.db.transaction(async (tx) => {
      const visible = await findVisibleAssets(tx, actor, ids);
      if (!visible) throw notFound('asset_not_found');
      await tx.delete(assets).where(
        inArray(
          assets.id,
          visible.map((row) => row.id),
        ),
      );
      return visible;
    });
    await services.changed(tab, { kind: 'asset', tenants: removed.map((row) => row.tenantId) });
    await releaseFiles(
      services,
      removed.flatMap((row) => [row.filePath, row.thumbnailPath]),
    );
    return removed.length;
  };

  app.delete('/one/:id', async (c) =>
    c.json({ deleted: await remove(c.get('actor'), [c.req.param('id')], c.var.tab) }),
  );
  app.delete('/many', jsonBody(idListBodySchema), async (c) =>
    c.json({ deleted: await remove(c.get('actor'), c.req.valid('json'), c.var.tab) }),
  );

  return app;
}
