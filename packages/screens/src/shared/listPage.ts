/**
 * What every list screen shares in server mode: the props of one page of a server list, the table's server
 * settings built from them, and each list's default sort (the order SPEC gives it).
 */
import type { ListName } from '@app/contract';
import type { DataTableQuery, DataTableServer, DataTableSort } from '@app/ui';
import { DEFAULT_PAGE_SIZE } from '@app/contract';

/** The page of a server list a screen shows (its `rows`), and what the user asks of the list. */
export interface ListPageProps {
  /** How many records the whole (searched) list holds. */
  total: number;
  /** The page, sort and search on screen (the app keeps them in the URL). */
  query: DataTableQuery;
  onQueryChange: (query: DataTableQuery) => void;
  /** Another page is loading: `rows` are still the previous page's. */
  isFetching?: boolean;
}

/** The DataTable's server mode for a list screen, with its search box. */
export function serverTable(page: ListPageProps, searchLabel: string): DataTableServer {
  return {
    total: page.total,
    query: page.query,
    onQueryChange: page.onQueryChange,
    isFetching: page.isFetching,
    searchLabel,
  };
}

const oldestFirst: DataTableSort = { columnId: 'createdAt', direction: 'asc' };

/** Each list's sort before the user picks one: Created At ascending, or (contents, entries) the list's own order. */
export const LIST_DEFAULT_SORTS: Readonly<Record<ListName, DataTableSort | null>> = {
  campaign: oldestFirst,
  content: null,
  asset: { columnId: 'uploadedAt', direction: 'asc' },
  entry: null,
  admin: oldestFirst,
  tenant: oldestFirst,
  user: oldestFirst,
  link: oldestFirst,
};

/** A list's first page: the default page size, its default sort, no search. */
export function initialListQuery(list: ListName): DataTableQuery {
  return { pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE, sort: LIST_DEFAULT_SORTS[list], search: '' };
}
