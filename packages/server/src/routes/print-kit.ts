/**
 * The print kit as a PDF: GET /print-kit/link/{uuid} for one QR link, GET /print-kit/tenant/{id} for all of a
 * tenant's links (pages in the links' order); `?format=card|poster|both` (both by default). An administrator may
 * print any link or tenant; a tenant only its own, and anything else is "not found".
 */
import { isObjectKey } from '../storage/storage';
import { asc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import sharp from 'sharp';
import type { Services } from '../context';
import { links, tenants } from '../db/schema';
import { isUuid } from '../http/body';
import { apiError, badRequest, notFound } from '../http/errors';
import { printFont } from '../print/font';
import { PRINT_FORMATS, printKitPdf, type PrintBusiness, type PrintFormat, type PrintLink } from '../print/kit';
import type { AppEnv } from '../types';

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

  async function business(tenantId: string | null): Promise<PrintBusiness | null> {
    if (!tenantId) return null;
    const [tenant] = await services.db
      .select({ name: tenants.name, logo: tenants.logo })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    return tenant ? { name: tenant.name, logoPng: await logoPng(tenant.logo) } : null;
  }

  async function pdfResponse(
    owner: PrintBusiness | null,
    printed: PrintLink[],
    format: PrintFormat,
    filename: string,
  ): Promise<Response> {
    const font = await printFont(services.printFont);
    const pdf = await printKitPdf(font, owner, printed, format);
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
    const [link] = isUuid(uuid) ? await services.db.select(LINK_COLUMNS).from(links).where(eq(links.uuid, uuid)) : [];
    if (!link || (actor.role !== 'admin' && link.tenantId !== actor.id)) throw notFound('link_not_found');
    return pdfResponse(await business(link.tenantId), [printLinkOf(link)], format, `print-kit-${link.name}.pdf`);
  });

  app.get('/tenant/:id', async (c) => {
    const format = formatOf(c);
    const id = c.req.param('id');
    const actor = c.var.actor;
    if (!isUuid(id) || (actor.role !== 'admin' && id !== actor.id)) throw notFound('tenant_not_found');
    const owner = await business(id);
    if (!owner) throw notFound('tenant_not_found');
    const rows = await services.db
      .select(LINK_COLUMNS)
      .from(links)
      .where(eq(links.tenantId, id))
      .orderBy(asc(links.seq));
    if (rows.length === 0) throw apiError(404, 'links_none_to_export');
    return pdfResponse(owner, rows.map(printLinkOf), format, `print-kit-${owner.name}.pdf`);
  });

  return app;
}
