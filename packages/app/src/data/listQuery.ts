/**
 * A list screen's query (page, page size, sort, search) in the page's URL, so that reload and Back keep it, and as
 * the API's list parameters. In the URL: `q`, `page` (from 1), `size` and `sort` (`column:asc|desc`, or `none`
 * when the user removed the list's default sort); defaults are left out.
 */
import { LIST_SORTS, PAGE_SIZES, type ListName, type ListSortColumn } from '@app/contract';
import { initialListQuery } from '@app/screens';
import type { DataTableQuery, DataTableSort } from '@app/ui';
import type { PageArgs } from './lists';

const NO_SORT = 'none';

function readSort(list: ListName, text: string | null): DataTableSort | null | undefined {
  if (text === null) return undefined;
  if (text === NO_SORT) return null;
  const [columnId = '', direction = ''] = text.split(':');
  const columns: readonly string[] = LIST_SORTS[list];
  if (!columns.includes(columnId) || (direction !== 'asc' && direction !== 'desc')) return undefined;
  return { columnId, direction };
}

const sortText = (sort: DataTableSort | null): string => (sort ? `${sort.columnId}:${sort.direction}` : NO_SORT);

/** The query a list's URL asks for; what is missing or not understood is the list's default. */
export function readListQuery(list: ListName, params: URLSearchParams): DataTableQuery {
  const initial = initialListQuery(list);
  const size = Number(params.get('size'));
  const pageSize = PAGE_SIZES.some((option) => option === size) ? size : initial.pageSize;
  const page = Number(params.get('page'));
  const sort = readSort(list, params.get('sort'));
  return {
    pageIndex: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    pageSize,
    sort: sort === undefined ? initial.sort : sort,
    search: (params.get('q') ?? '').trim(),
  };
}

/** The URL search of a query (its defaults left out), keeping the page's other parameters. */
export function writeListQuery(list: ListName, query: DataTableQuery, params: URLSearchParams): URLSearchParams {
  const initial = initialListQuery(list);
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  set('q', query.search === '' ? null : query.search);
  set('page', query.pageIndex === 0 ? null : String(query.pageIndex + 1));
  set('size', query.pageSize === initial.pageSize ? null : String(query.pageSize));
  set('sort', sortText(query.sort) === sortText(initial.sort) ? null : sortText(query.sort));
  return next;
}

/** Whether a column is one a list sorts by. */
function isSortColumn<L extends ListName>(list: L, column: string): column is ListSortColumn<L> {
  const columns: readonly string[] = LIST_SORTS[list];
  return columns.includes(column);
}

/** The page a list's query asks the API for: limit and offset, the sort (a column the list sorts by) and the search. */
export function pageArgs<L extends ListName>(list: L, query: DataTableQuery): PageArgs<L> {
  const { sort } = query;
  return {
    limit: query.pageSize,
    offset: query.pageIndex * query.pageSize,
    sort: sort && isSortColumn(list, sort.columnId) ? { column: sort.columnId, direction: sort.direction } : undefined,
    q: query.search || undefined,
  };
}

/** The query of the page after this one, when there is one. */
export function nextPageQuery(query: DataTableQuery, total: number): DataTableQuery | null {
  return (query.pageIndex + 1) * query.pageSize < total ? { ...query, pageIndex: query.pageIndex + 1 } : null;
}

/** Whether two queries ask for the same page. */
export function sameQuery(a: DataTableQuery, b: DataTableQuery): boolean {
  return (
    a.pageIndex === b.pageIndex &&
    a.pageSize === b.pageSize &&
    a.search === b.search &&
    sortText(a.sort) === sortText(b.sort)
  );
}
