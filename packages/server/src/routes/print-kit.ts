/**
 * The print kit as a PDF: GET /print-kit/link/{uuid} for one QR link, GET /print-kit/tenant/{id} for all of a
 * tenant's links (pages in the links' order); `?format=card|poster|both` (both by default). An administrator may
 * print any link or tenant; a tenant only its own, and anything else is "not found".
 */
import { isObjectKey } from '../storage/storage';
import { and, asc, eq } from 'drizzle-orm';
import { apiErrorBody } from '@app/contract';
import { Hono, type Context } from 'hono';
import sharp from 'sharp';
import { linkVisible, tenantVisible } from '../access';
import type { Services } from '../context';
import { links, tenants } from '../db/schema';
import { isUuid } from '../http/body';
import { apiError, badRequest, notFound } from '../http/errors';
import { PRINT_FORMATS, type PrintBusiness, type PrintFormat, type PrintLink } from '../print/kit';
import type { Actor, AppEnv } from '../types';

/** When to ask again for a kit while others are drawn. */
const BUSY_RETRY_SECONDS = 10;

/** The logo's longest side in the PDF, in pixels: sharp at 300 dpi for the poster's 60 mm wide box. */
const LOGO_PIXELS = 720;

/** The links' columns the kit prints. */
const LINK_COLUMNS = {
  uuid: links.uuid,
  name: links.name,
  fullUrl: links.fullUrl,
  tenantId: links.tenantId,
  label: links.label,
};

const printLinkOf = (row: { name: string; fullUrl: string; label: string }): PrintLink => ({
  name: row.name,
  fullUrl: row.fullUrl,
  label: row.label.trim() === '' ? null : row.label,
});

function formatOf(c: Context<AppEnv>): PrintFormat {
  const format = c.req.query('format') ?? 'both';
  if (!(PRINT_FORMATS as readonly string[]).includes(format)) throw badRequest('invalid_value');
  return format as PrintFormat;
}

export function printKitRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  /** The stored logo as a PNG pdf-lib can embed (webp and jpeg too), or null: none, not yet fetched, unreadable. */
  async function logoPng(logo: string | null): Promise<Uint8Array | null> {
    if (!logo || !isObjectKey(logo)) return null;
    try {
      const stored = await services.storage.get(logo);
      if (!stored) return null;
      const bytes = new Uint8Array(await new Response(stored.body).arrayBuffer());
      return await sharp(bytes)
        .resize({ width: LOGO_PIXELS, height: LOGO_PIXELS, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer();
    } catch (error) {
      services.log(`print kit without its logo ${logo}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /** The business as printed, when the viewer sees it (a vacant link's kit has none). */
  async function business(actor: Actor, tenantId: string | null): Promise<PrintBusiness | null> {
    if (!tenantId) return null;
    const [tenant] = await services.db
      .select({ name: tenants.name, logo: tenants.logo })
      .from(tenants)
      .where(and(eq(tenants.id, tenantId), tenantVisible(actor)));
    return tenant ? { name: tenant.name, logoPng: await logoPng(tenant.logo) } : null;
  }

  async function pdfResponse(
    c: Context<AppEnv>,
    owner: PrintBusiness | null,
    printed: PrintLink[],
    format: PrintFormat,
    filename: string,
  ): Promise<Response> {
    const { actor } = c.var;
    const pdf = await services.printKits.draw(`${actor.role}:${actor.id}`, { business: owner, links: printed, format });
    if (!pdf) return c.json(apiErrorBody('print_kit_busy'), 429, { 'Retry-After': String(BUSY_RETRY_SECONDS) });
    const ascii = filename.replace(/[^\w.-]+/g, '-');
    // a copy on its own ArrayBuffer, as a response body must be
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        'Content-Length': String(pdf.byteLength),
        'Cache-Control': 'no-store',
      },
    });
  }

  app.get('/link/:uuid', async (c) => {
    const format = formatOf(c);
    const uuid = c.req.param('uuid');
    const actor = c.var.actor;
    const [link] = isUuid(uuid)
      ? await services.db
          .select(LINK_COLUMNS)
          .from(links)
          .where(and(eq(links.uuid, uuid), linkVisible(actor)))
      : [];
    if (!link) throw notFound('link_not_found');
    return pdfResponse(
      c,
      await business(actor, link.tenantId),
      [printLinkOf(link)],
      format,
      `print-kit-${link.name}.pdf`,
    );
  });

  app.get('/tenant/:id', async (c) => {
    const format = formatOf(c);
    const id = c.req.param('id');
    const actor = c.var.actor;
    const owner = isUuid(id) ? await business(actor, id) : null;
    if (!owner) throw notFound('tenant_not_found');
    const rows = await services.db
      .select(LINK_COLUMNS)
      .from(links)
      .where(eq(links.tenantId, id))
      .orderBy(asc(links.seq));
    if (rows.length === 0) throw apiError(404, 'links_none_to_export');
    return pdfResponse(c, owner, rows.map(printLinkOf), format, `print-kit-${owner.name}.pdf`);
  });

  return app;
}
