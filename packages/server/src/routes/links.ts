/**
 * QR-code links (admin only): generate, assign, label, add one more to a tenant, delete, list and export as a zip
 * of PNGs.
 */
import {
  LINK_STATUS_ASSIGNED,
  LINK_STATUS_VACANT,
  linkAddBodySchema,
  linkAssignBodySchema,
  linkGenerateBodySchema,
  linkLabelBodySchema,
} from '@app/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { Hono } from 'hono';
import type { Services } from '../context';
import type { AppEnv } from '../types';
import { links, tenants } from '../db/schema';
import { isUuid, jsonBody } from '../http/body';
import { apiError, conflict, notFound } from '../http/errors';
import { listHandler } from '../lists/send';
import { spreadsheetCsv } from '../http/spreadsheet-csv';
import { listLinks } from '../lists/accounts';
import { printableQrPng } from '../media/qr-card';
import { linkOut } from '../serialize';

export function linkRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const listRows = () =>
    services.db
      .select({ link: links, tenantName: tenants.name })
      .from(links)
      .leftJoin(tenants, eq(links.tenantId, tenants.id))
      .orderBy(asc(links.seq));

  app.get(
    '/',
    listHandler(services, 'link', 'link', (_actor, query) => listLinks(services.db, query)),
  );

  app.post('/generate', jsonBody(linkGenerateBodySchema), async (c) => {
    const { count } = c.req.valid('json');
    const base = services.publicUrl().replace(/\/+$/, '');
    const rows = await services.db.transaction(async (tx) => {
      const ids = Array.from({ length: count }, () => crypto.randomUUID());
      return tx
        .insert(links)
        .values(ids.map((uuid) => ({ uuid, status: LINK_STATUS_VACANT, fullUrl: `${base}/q/${uuid}` })))
        .returning();
    });
    rows.sort((a, b) => a.seq - b.seq);
    await services.changed(c.var.tab, { kind: 'link' });
    return c.json(
      rows.map((row) => linkOut(row, null)),
      201,
    );
  });

  app.post('/assign', jsonBody(linkAssignBodySchema), async (c) => {
    const body = c.req.valid('json');
    const result = await services.db.transaction(async (tx) => {
      const [link] = isUuid(body.uuid)
        ? await tx.select().from(links).where(eq(links.uuid, body.uuid)).for('update')
        : [];
      if (!link) throw notFound('link_not_found');
      const [tenant] = isUuid(body.tenantId)
        ? await tx.select().from(tenants).where(eq(tenants.id, body.tenantId)).for('update')
        : [];
      if (!tenant) throw notFound('tenant_not_found');
      if (link.status !== LINK_STATUS_VACANT || link.tenantId) throw conflict('link_already_assigned');
      const [held] = await tx.select({ uuid: links.uuid }).from(links).where(eq(links.tenantId, tenant.id));
      if (held) throw conflict('tenant_has_link');
      const [updated] = await tx
        .update(links)
        .set({ status: LINK_STATUS_ASSIGNED, tenantId: tenant.id })
        .where(eq(links.uuid, link.uuid))
        .returning();
      await tx.update(tenants).set({ qrcodeUrl: link.fullUrl }).where(eq(tenants.id, tenant.id));
      return linkOut(updated!, { id: tenant.id, name: tenant.name });
    });
    await services.changed(c.var.tab, { kind: 'link' });
    return c.json(result);
  });

  /** A new label ("Table 5"); '' takes it away. */
  app.patch('/:uuid', jsonBody(linkLabelBodySchema), async (c) => {
    const uuid = c.req.param('uuid');
    const { label } = c.req.valid('json');
    const [updated] = isUuid(uuid)
      ? await services.db.update(links).set({ label }).where(eq(links.uuid, uuid)).returning()
      : [];
    if (!updated) throw notFound('link_not_found');
    const [tenant] = updated.tenantId
      ? await services.db
          .select({ id: tenants.id, name: tenants.name })
          .from(tenants)
          .where(eq(tenants.id, updated.tenantId))
      : [];
    await services.changed(c.var.tab, { kind: 'link' });
    return c.json(linkOut(updated, tenant ?? null));
  });

  /**
   * One more link for a tenant (a table, a counter): made and assigned at once. Its first link stays its assigned
   * one (`links[0]`, `qrcode_url`); a tenant without any gets it through Assign, as the SPEC says.
   */
  app.post('/add', jsonBody(linkAddBodySchema), async (c) => {
    const body = c.req.valid('json');
    const base = services.publicUrl().replace(/\/+$/, '');
    const result = await services.db.transaction(async (tx) => {
      const [tenant] = isUuid(body.tenantId)
        ? await tx.select().from(tenants).where(eq(tenants.id, body.tenantId)).for('update')
        : [];
      if (!tenant) throw notFound('tenant_not_found');
      const uuid = crypto.randomUUID();
      const [row] = await tx
        .insert(links)
        .values({
          uuid,
          status: LINK_STATUS_ASSIGNED,
          fullUrl: `${base}/q/${uuid}`,
          tenantId: tenant.id,
          label: body.label,
        })
        .returning();
      // a tenant that held none: this one is its assigned link
      if (!tenant.qrcodeUrl) await tx.update(tenants).set({ qrcodeUrl: row!.fullUrl }).where(eq(tenants.id, tenant.id));
      return linkOut(row!, { id: tenant.id, name: tenant.name });
    });
    await services.changed(c.var.tab, { kind: 'link' });
    return c.json(result, 201);
  });

  app.get('/export', async () => {
    const rows = await listRows();
    if (rows.length === 0) throw apiError(404, 'links_none_to_export');
    const zipEntries: Record<string, Uint8Array> = {};
    const manifest: unknown[][] = [];
    for (const { link, tenantName } of rows) {
      zipEntries[`${link.name}.png`] = await printableQrPng(link.fullUrl, link.name);
      manifest.push([link.name, link.uuid, link.fullUrl, link.status, tenantName ?? '']);
    }
    const columns = ['name', 'uuid', 'full_url', 'status', 'tenant'];
    zipEntries['manifest.csv'] = new TextEncoder().encode(spreadsheetCsv(columns, manifest));
    const zip = zipSync(zipEntries, { level: 0 });
    return new Response(zip, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="qrcodes.zip"',
        'Content-Length': String(zip.byteLength),
        'Cache-Control': 'no-store',
      },
    });
  });

  app.delete('/:uuid', async (c) => {
    const uuid = c.req.param('uuid');
    const deleted = await services.db.transaction(async (tx) => {
      const [link] = isUuid(uuid) ? await tx.select().from(links).where(eq(links.uuid, uuid)).for('update') : [];
      if (!link) throw notFound('link_not_found');
      if (link.tenantId) {
        // the tenant's assigned link goes: its next link (by seq) becomes the assigned one, if it has another
        const [next] = await tx
          .select({ fullUrl: links.fullUrl })
          .from(links)
          .where(and(eq(links.tenantId, link.tenantId), ne(links.uuid, link.uuid)))
          .orderBy(asc(links.seq))
          .limit(1);
        await tx
          .update(tenants)
          .set({ qrcodeUrl: next?.fullUrl ?? null })
          .where(sql`${tenants.id} = ${link.tenantId} and ${tenants.qrcodeUrl} = ${link.fullUrl}`);
      }
      await tx.delete(links).where(eq(links.uuid, uuid));
      return 1;
    });
    await services.changed(c.var.tab, { kind: 'link' });
    return c.json({ deleted });
  });

  return app;
}
