/**
 * The contents export (GET /content/export.csv): one tenant's posts created in a range of days (in STATS_TIME_ZONE),
 * with platform, language, status, whether a customer copied or opened it (the funnel's name for a use) and how
 * (copy, open or share), times in
 * STATS_TIME_ZONE as a spreadsheet reads them, the link they gave as proof of posting it (and when),
 * its voice, and the approval (the latest decision: who, when,
 * the comment), written by spreadsheetCsv.
 */
import { STATS_TIME_ZONE } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { spreadsheetCsv } from '../http/spreadsheet-csv';

export const CONTENT_EXPORT_COLUMNS = [
  'Created',
  'Title',
  'Text',
  'Campaign',
  'Platform',
  'Language',
  'Status',
  'Used',
  'Used at',
  'Used by',
  'Posted link',
  'Posted at',
  'Voice',
  'Approval',
  'Decided by',
  'Decided at',
  'Comment',
] as const;

interface ExportRow extends Record<string, unknown> {
  created_at: Date | string;
  title: string;
  text: string;
  campaign: string | null;
  platform: string | null;
  language: string | null;
  status: string;
  used: boolean;
  used_at: Date | string | null;
  used_action: string | null;
  posted_url: string | null;
  posted_at: Date | string | null;
  voice: string;
  action: string | null;
  actor_name: string | null;
  decided_at: Date | string | null;
  comment: string | null;
}

const KL_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: STATS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment in STATS_TIME_ZONE as Excel and Google Sheets read a date and time: "2026-12-01 14:05". */
export function spreadsheetTime(value: Date | string | null): string {
  if (value === null) return '';
  const parts = Object.fromEntries(KL_TIME.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const iso = spreadsheetTime;

export async function contentsCsv(
  db: DbOrTx,
  tenantId: string,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<string> {
  const from = range.from
    ? sql`and c.created_at >= (${range.from}::date)::timestamp at time zone ${STATS_TIME_ZONE}`
    : sql``;
  const to = range.to
    ? sql`and c.created_at < (${range.to}::date + 1)::timestamp at time zone ${STATS_TIME_ZONE}`
    : sql``;
  const result = await db.execute<ExportRow>(sql`
    select c.created_at, c.title, c.text, k.name as campaign, c.platform, c.language, c.status,
      c.is_redirected or c.used_at is not null as used, c.used_at, c.used_action, c.posted_url, c.posted_at, c.voice,
      d.action, d.actor_name, d.at as decided_at, d.comment
    from contents c
    left join campaigns k on k.id = c.campaign_id
    left join lateral (
      select e.action, e.actor_name, e.at, e.comment from content_events e
      where e.content_id = c.id and e.action in ('approved', 'rejected')
      order by e.at desc limit 1
    ) d on true
    where c.tenant_id = ${tenantId} ${from} ${to}
    order by c.created_at, c.id`);
  // node-postgres answers { rows }, PGlite too; an array in case a driver answers the rows themselves
  const rows = Array.isArray(result) ? (result as ExportRow[]) : (result as { rows: ExportRow[] }).rows;
  return spreadsheetCsv(
    CONTENT_EXPORT_COLUMNS,
    rows.map((row) => [
      iso(row.created_at),
      row.title,
      row.text,
      row.campaign ?? '',
      row.platform ?? '',
      row.language ?? '',
      row.status,
      row.used ? 'yes' : 'no',
      iso(row.used_at),
      row.used_action ?? '',
      row.posted_url ?? '',
      iso(row.posted_at),
      row.voice,
      row.action ?? '',
      row.actor_name ?? '',
      iso(row.decided_at),
      row.comment ?? '',
    ]),
  );
}
