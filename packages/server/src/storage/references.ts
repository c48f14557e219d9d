/**
 * Every column that may hold a stored file's key. A file none of them names is unused: released when the record
 * that used it goes (storage/release.ts), swept when it was never used (storage/sweep.ts). A new column that
 * keeps a file key must be added here, or its files will be removed.
 */
import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db';
import { assets, contents, files, tenants } from '../db/schema';

const REFERENCES: readonly { table: PgTable; columns: readonly AnyPgColumn[] }[] = [
  { table: assets, columns: [assets.filePath, assets.thumbnailPath] },
  { table: tenants, columns: [tenants.logo] },
  { table: contents, columns: [contents.img] },
];

/** The keys among `keys` that some record still names. */
export async function usedKeys(db: DbOrTx, keys: readonly string[]): Promise<Set<string>> {
  const used = new Set<string>();
  if (keys.length === 0) return used;
  for (const { table, columns } of REFERENCES) {
    const selection = Object.fromEntries(columns.map((column, index) => [`c${index}`, column]));
    const rows = await db
      .select(selection)
      .from(table)
      .where(or(...columns.map((column) => inArray(column, [...keys]))));
    for (const row of rows) for (const value of Object.values(row)) if (typeof value === 'string') used.add(value);
  }
  return used;
}

/** SQL that is true when no record names the `files` row's key (for set-based deletes). */
export function fileUnused(): SQL {
  const clauses = REFERENCES.map(
    ({ table, columns }) =>
      sql`not exists (select 1 from ${table} where ${sql.join(
        columns.map((column) => sql`${column} = ${files.key}`),
        sql` or `,
      )})`,
  );
  return sql.join(clauses, sql` and `);
}
