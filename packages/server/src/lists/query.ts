/**
 * The pieces every list query is built from: its order (a sort plus a stable tie-break), its search (each word a
 * case-insensitive substring of the record's search document, served by a trigram index), id filters, and the
 * answer (the whole array, or a page with its total).
 */
import { isPageQuery, pageOf, searchTerms, type ListPage, type ListSort, type SortDirection } from '@app/contract';
import { and, eq, getTableColumns, getTableName, ilike, or, sql, type SQL, type Subquery } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db';
import { isUuid } from '../http/body';

/** How a list sorts by one of its columns: the expression, and whether it can be empty (empty values go last). */
export interface SortKey {
  by: SQL | AnyPgColumn;
  nullable?: boolean;
}

const directions: Record<SortDirection, SQL> = { asc: sql`asc`, desc: sql`desc` };

function ordered(key: SortKey, direction: SortDirection): SQL {
  return sql`${key.by} ${directions[direction]}${key.nullable ? sql` nulls last` : sql``}`;
}

/**
 * The ORDER BY of a list: the sort asked for (else the list's default), then the tie-break keys in the same
 * direction, so that equal values keep one order from page to page (and an index on them serves the whole order).
 */
export function orderOf<TColumn extends string>(
  sort: ListSort<TColumn> | undefined,
  keys: Record<TColumn, SortKey>,
  fallback: ListSort<TColumn>,
  tieBreak: readonly (SQL | AnyPgColumn)[],
): SQL[] {
  const { column, direction } = sort ?? fallback;
  const key = keys[column];
  const rest = tieBreak.filter((by) => by !== key.by).map((by) => ordered({ by }, direction));
  return [ordered(key, direction), ...rest];
}

/** A LIKE pattern that finds `term` anywhere (its own %, _ and \ taken literally). */
export function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Each word of `q` must be in the record's search document (or in one of the `also` texts, e.g. a joined tenant's
 * name): one condition per word, none without a search.
 */
export function searchOf(q: string | undefined, document: SQL, also: readonly (SQL | AnyPgColumn)[] = []): SQL[] {
  return searchTerms(q).map((term) => {
    const pattern = containing(term);
    const found = [document, ...also].map((text) => ilike(text, pattern));
    return found.length === 1 ? found[0]! : or(...found)!;
  });
}

/** An id filter: none without a value; a value that is no id matches nothing (as an unknown id does). */
export function idFilter(column: AnyPgColumn, value: string | undefined): SQL | undefined {
  if (value === undefined) return undefined;
  return isUuid(value) ? eq(column, value) : sql`false`;
}

/** A select narrowed to a page (when one is asked for). */
export function withPage<TSelect extends PgSelect>(
  select: TSelect,
  page: { limit: number; offset: number } | undefined,
): TSelect {
  return page ? select.limit(page.limit).offset(page.offset) : select;
}

/** The page a query asks for, or none (the whole list). */
export function pageAsked(query: { limit?: number; offset?: number }): { limit: number; offset: number } | undefined {
  return isPageQuery(query) ? pageOf(query) : undefined;
}

/** A list: its records in order (all of them, or one page) and how many there are. */
export interface ListSource<TOut> {
  items(page?: { limit: number; offset: number }): Promise<TOut[]>;
  total(): Promise<number>;
  /** A page and the total in one read, when the list has a cheaper way to both than `items` and `total`. */
  page?(page: { limit: number; offset: number }): Promise<ListPage<TOut>>;
}

/** A list from its rows, its total and how a row is answered. */
export function listSource<TRow, TOut>(
  rows: (page: { limit: number; offset: number } | undefined) => Promise<TRow[]>,
  total: () => Promise<number>,
  out: (rows: TRow[]) => TOut[] | Promise<TOut[]>,
): ListSource<TOut> {
  return { items: async (page) => out(await rows(page)), total };
}

/** The column of the windowed total (no table has a column of this name). */
const TOTAL = 'listTotalOfMatches';

/** How a list reads its table (tableList). */
export interface TableListOptions {
  /** The list's total, when it has a cheaper one than a count (e.g. kept counts). */
  total?: () => Promise<number>;
  /** Whether `where` holds a search. */
  searched?: boolean;
  /**
   * Disjoint conditions whose union is what the viewer sees, each served by an index alone (access.ts). A page then
   * reads the first rows of each branch in order and merges them: PostgreSQL walks no index in order for an `OR`
   * of them, so it would read, then sort, every row the viewer sees to find ten.
   */
  branches?: readonly SQL[];
}

/**
 * A list of one table's rows: those `where` selects, in `order`, answered by `out`; its total is `total` when given
 * (e.g. kept counts), else a count of the same rows. A `searched` list without a kept total reads a page and its
 * total in one statement (`count(*) over ()`): finding the page of a search meant finding every match, as counting
 * them does, so two statements did that work twice (half of PostgreSQL's time in the soak went to searches). Without
 * a search, the page alone is an index scan that stops after it, so the count stays a statement of its own.
 */
export function tableList<TTable extends PgTable, TOut>(
  db: DbOrTx,
  table: TTable,
  where: SQL | undefined,
  order: SQL[],
  out: (rows: TTable['$inferSelect'][]) => TOut[] | Promise<TOut[]>,
  options: TableListOptions = {},
): ListSource<TOut> {
  const rows = rowsOf(db, table, where, order, options.branches);
  const all = rows();
  const count =
    options.total ?? (async () => (await db.select({ n: countAll }).from(all.from).where(all.where))[0]?.n ?? 0);
  const source = listSource<TTable['$inferSelect'], TOut>(
    async (page) => {
      const read = rows(page && page.offset + page.limit);
      return withPage(
        db
          .select()
          .from(read.from)
          .where(read.where)
          .orderBy(...order)
          .$dynamic(),
        page,
      );
    },
    count,
    out,
  );
  if (!options.searched || options.total) return source;
  return {
    ...source,
    async page(page) {
      const found = (await db
        .select({ ...getTableColumns(table), [TOTAL]: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(all.from)
        .where(all.where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset)) as (TTable['$inferSelect'] & { [TOTAL]: number })[];
      // a page past the last match has no row to carry the total
      const total = found[0]?.[TOTAL] ?? (page.offset > 0 ? await count() : 0);
      const items = await out(found.map(({ [TOTAL]: _, ...row }) => row as TTable['$inferSelect']));
      return { items, total };
    },
  };
}

/**
 * What a list's rows are read from: `table` narrowed by `where`, or, with branches, the union of each branch's rows
 * that `where` selects (a subquery named like the table, so that the list's order and columns name it alike).
 * `reach`: only the first rows in `order` are needed (the end of a page), so each branch stops there.
 */
function rowsOf(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  order: SQL[],
  branches: readonly SQL[] | undefined,
): (reach?: number) => { from: PgTable | Subquery; where: SQL | undefined } {
  if (!branches) return () => ({ from: table, where });
  return (reach) => {
    const [first, ...rest] = branches.map((branch) => {
      const read = db.select().from(table).where(and(branch, where)).$dynamic();
      return reach === undefined ? read : read.orderBy(...order).limit(reach);
    });
    return {
      from: rest.reduce((union, read) => union.unionAll(read), first!).as(getTableName(table)),
      where: undefined,
    };
  };
}

/**
 * A list's answer: the whole array without `limit` and `offset` (SPEC section 7), else `{ items, total }`, the page
 * and its total read at the same time.
 */
export async function listAnswer<TOut>(
  source: ListSource<TOut>,
  query: { limit?: number; offset?: number },
): Promise<TOut[] | ListPage<TOut>> {
  const page = pageAsked(query);
  if (!page) return source.items();
  if (source.page) return source.page(page);
  const [items, total] = await Promise.all([source.items(page), source.total()]);
  return { items, total };
}

/** `count(*)` as a number (PostgreSQL answers a bigint, which drivers give as text). */
export const countAll = sql<number>`count(*)`.mapWith(Number);
