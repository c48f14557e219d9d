/**
 * `GET /api/stats/funnel` (JSON) and `GET /api/stats/funnel.csv` (a spreadsheet, UTF-8 with a byte order mark so
 * that Excel keeps Chinese intact): a tenant gets only its own funnel, an administrator any tenant's or all.
 */
import { FUNNEL_DEFAULT_DAYS, FUNNEL_MAX_DAYS, funnelQuerySchema } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { reportTenant } from '../access';
import type { Services } from '../context';
import { tenants } from '../db/schema';
import { isUuid, readQuery } from '../http/body';
import { badRequest, notFound } from '../http/errors';
import { spreadsheetCsv } from '../http/spreadsheet-csv';
import { statsDay } from '../qr/counting';
import type { AppEnv } from '../types';
import { daysBefore } from './days';
import { funnelRows, type FunnelRange } from './funnel';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both included. */
const spanOf = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** The range and tenant a request asks for, checked: a tenant's own only; an administrator's tenant must exist. */
export async function funnelRangeOf(services: Services, c: Context<AppEnv>): Promise<FunnelRange> {
  const query = readQuery(c, funnelQuerySchema);
  const to = query.to ?? statsDay(services.now());
  const from = query.from ?? daysBefore(to, FUNNEL_DEFAULT_DAYS - 1);
  if (from > to) throw badRequest('date_range_reversed');
  if (spanOf(from, to) > FUNNEL_MAX_DAYS) throw badRequest('date_range_too_long', { max: String(FUNNEL_MAX_DAYS) });
  const tenantId = reportTenant(c.get('actor'), query.tenantId ? query.tenantId : undefined);
  if (tenantId === null) return { from, to, tenantId };
  const [tenant] = isUuid(tenantId)
    ? await services.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId))
    : [];
  if (!tenant) throw notFound('tenant_not_found');
  return { from, to, tenantId: tenant.id };
}

export const FUNNEL_CSV_COLUMNS = [
  'Day',
  'Business',
  'Link',
  'Label',
  'Platform',
  'Language',
  'Scans',
  'Platforms chosen',
  'Used',
  'Shared',
  'Posted',
] as const;

/** The funnel's counts as CSV, a row per day, link, platform and language. */
export async function funnelCsv(services: Services, range: FunnelRange): Promise<string> {
  const rows = await funnelRows(services.db, range);
  return spreadsheetCsv(
    FUNNEL_CSV_COLUMNS,
    rows.map((row) => [
      row.day,
      row.tenantName,
      row.linkName,
      row.label,
      row.platform,
      row.language,
      row.scans,
      row.claims,
      row.redirects,
      row.shared,
      row.posted,
    ]),
  );
}
