/**
 * The owner's side of approval on /content: decide on pending posts (the tenant only: its own posts), a post's
 * history, and the contents export (an administrator names the tenant; a tenant gets its own).
 */
import { contentExportQuerySchema, decisionBodySchema } from '@app/contract';
import { eq, min } from 'drizzle-orm';
import { Hono } from 'hono';
import { findVisibleContent, ownerFor } from '../access';
import type { Services } from '../context';
import { contents, tenants } from '../db/schema';
import { statsDay } from '../qr/counting';
import { isUuid, jsonBody, readQuery } from '../http/body';
import { badRequest, notFound } from '../http/errors';
import { historyOf } from '../approval/audit';
import { decide } from '../approval/decide';
import { contentsCsv } from '../approval/export';
import type { AppEnv } from '../types';

/** A business's name as a file name's part: letters and digits of any script, joined by hyphens. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug === '' ? 'business' : slug;
}

/**
 * contents-<business>-<from>-<to>.csv: the days asked, or (not given) the day of the business's first post and today,
 * in STATS_TIME_ZONE. The header's plain filename keeps ASCII only; filename* carries the business's own letters.
 */
async function exportFileName(services: Services, tenantId: string, range: { from?: string; to?: string }) {
  const [tenant] = await services.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  const today = statsDay(services.now());
  let from = range.from;
  if (!from) {
    const [first] = await services.db
      .select({ at: min(contents.createdAt) })
      .from(contents)
      .where(eq(contents.tenantId, tenantId));
    from = first?.at ? statsDay(first.at.getTime()) : today;
  }
  return `contents-${slugOf(tenant?.name ?? '')}-${from}-${range.to ?? today}.csv`;
}

const asciiName = (name: string) => name.replace(/[^\x20-\x7e]+/g, '').replace(/-{2,}/g, '-');

export function contentApprovalRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.post('/decide', jsonBody(decisionBodySchema), async (c) => {
    const actor = c.get('actor');
    const body = c.req.valid('json');
    const by = { role: 'tenant' as const, id: actor.id, name: actor.name };
    const result = await decide(services.db, actor.id, body.ids, body.decision, by, body.comment);
    await services.changed(c.var.tab, {
      kind: 'content',
      event: 'content',
      tenants: [actor.id],
      campaigns: result.campaigns,
    });
    return c.json({ decided: result.decided });
  });

  app.get('/one/:id/history', async (c) => {
    const content = await findVisibleContent(services.db, c.get('actor'), c.req.param('id'));
    if (!content) throw notFound('content_not_found');
    return c.json(await historyOf(services.db, content.id));
  });

  app.get('/export.csv', async (c) => {
    const actor = c.get('actor');
    const query = readQuery(c, contentExportQuerySchema);
    const tenantId = ownerFor(actor, query.tenantId ?? null);
    if (!tenantId) throw badRequest('field_required', { field: 'Tenant' });
    if (!isUuid(tenantId)) throw notFound('tenant_not_found');
    const csv = await contentsCsv(services.db, tenantId, query);
    const name = await exportFileName(services, tenantId, query);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'Cache-Control': 'no-store',
      },
    });
  });

  return app;
}
