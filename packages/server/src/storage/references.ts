/**
 * Every column that may hold a stored file's key. A file none of them names is unused: released when the record
 * that used it goes (storage/release.ts), swept when it was never used (storage/sweep.ts). A new column that
 * keeps a file key must be added here, or its files will be removed.
 */
import { MEDIA_VERSIONS } from '@app/contract';
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

/**
 * The keys of an image's resized versions, derived in SQL from its `files` row's key (contract's media.ts). The
 * patterns use bracket classes, not backslashes: a template literal drops a backslash before a letter or a dot.
 */
const versionKeysOfFile = (): SQL[] =>
  MEDIA_VERSIONS.map(
    (version) => sql`regexp_replace(${files.key}, '[.](jpg|png)$', '') || ${`.w${version.width}.${version.ext}`}`,
  );

/** SQL that is true for a resized version's `files` row: it lives and dies with its original. */
export const fileIsVersion = (): SQL => sql`${files.key} ~ '[.]w[0-9]+[.](webp|jpeg)$'`;

/**
 * SQL that is true when no record names the `files` row's key, nor one of its resized versions' (a thumbnail
 * path may name a version), for set-based deletes of originals.
 */
export function fileUnused(): SQL {
  const names = [files.key, ...versionKeysOfFile()];
  const clauses = REFERENCES.map(
    ({ table, columns }) =>
      sql`not exists (select 1 from ${table} where ${sql.join(
        columns.map((column) => sql`${column} in (${sql.join(names, sql`, `)})`),
        sql` or `,
      )})`,
  );
  return sql.join(clauses, sql` and `);
}
