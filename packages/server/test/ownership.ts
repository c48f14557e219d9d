/** Whether every record has a valid owner, asked of the database directly (after the fuzzer wrote through the API). */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db';

/** The number in the first row's `n` column of a `select count(*) as n …`. */
export async function countOf(db: Db, query: SQL): Promise<number> {
  const result: unknown = await db.execute(query);
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
  if (typeof row === 'object' && row !== null && 'n' in row) return Number(row.n);
  throw new Error('a count query answered no count');
}

/** How many records break each ownership rule (all zero when the data is sound). */
export async function ownershipProblems(db: Db): Promise<Record<string, number>> {
  const accounts = sql`(select id from admins union all select id from tenants)`;
  return {
    "content in another tenant's campaign": await countOf(
      db,
      sql`select count(*) as n from contents c join campaigns k on k.id = c.campaign_id where k.tenant_id is not null and c.tenant_id is distinct from k.tenant_id`,
    ),
    'content of an unknown tenant or campaign': await countOf(
      db,
      sql`select count(*) as n from contents c where (c.tenant_id is not null and c.tenant_id not in (select id from tenants)) or (c.campaign_id is not null and c.campaign_id not in (select id from campaigns))`,
    ),
    'content by an unknown user': await countOf(
      db,
      sql`select count(*) as n from contents where user_id not in ${accounts}`,
    ),
    "content using another tenant's asset": await countOf(
      db,
      sql`select count(*) as n from contents c, unnest(c.asset_ids) as u(asset_id) join assets s on s.id = u.asset_id where c.tenant_id is not null and s.tenant_id <> c.tenant_id`,
    ),
    "entry in another tenant's campaign": await countOf(
      db,
      sql`select count(*) as n from entries e join campaigns k on k.id = e.campaign_id where k.tenant_id is not null and k.tenant_id <> e.tenant_id`,
    ),
    'entry without tenant or campaign': await countOf(
      db,
      sql`select count(*) as n from entries e where e.tenant_id not in (select id from tenants) or e.campaign_id not in (select id from campaigns)`,
    ),
    "asset not owned by its entry's tenant": await countOf(
      db,
      sql`select count(*) as n from assets s left join entries e on e.id = s.entry_id where e.id is null or e.tenant_id <> s.tenant_id`,
    ),
    'asset uploaded by an unknown account': await countOf(
      db,
      sql`select count(*) as n from assets where uploaded_by not in ${accounts}`,
    ),
    'file uploaded by an unknown account': await countOf(
      db,
      sql`select count(*) as n from files where uploaded_by not in ${accounts}`,
    ),
    'campaign of an unknown tenant': await countOf(
      db,
      sql`select count(*) as n from campaigns where tenant_id is not null and tenant_id not in (select id from tenants)`,
    ),
    'user of an unknown tenant': await countOf(
      db,
      sql`select count(*) as n from users where tenant_id not in (select id from tenants)`,
    ),
    'link status not matching its tenant': await countOf(
      db,
      sql`select count(*) as n from links where (tenant_id is null) <> (status = 'Vacant') or (tenant_id is not null and tenant_id not in (select id from tenants))`,
    ),
    'tenant QR url without its link': await countOf(
      db,
      sql`select count(*) as n from tenants t where t.qrcode_url is not null and not exists (select 1 from links l where l.tenant_id = t.id and l.full_url = t.qrcode_url)`,
    ),
  };
}
