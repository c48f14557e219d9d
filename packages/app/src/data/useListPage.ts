import { useEffect, useEffectEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useSearchParams } from 'wouter';
import type { ListName, ListPage } from '@app/contract';
import type { ListPageProps } from '@app/screens';
import type { DataTableQuery } from '@app/ui';
import { nextPageQuery, pageArgs, readListQuery, sameQuery, writeListQuery } from './listQuery';
import { LIST_PAGES, type ListFilters, type RowOf } from './lists';

export interface ListPageState<T> extends ListPageProps {
  /** The page on screen (the previous page while the next one loads). */
  rows: T[];
  /** Nothing to show yet: the first page is loading. */
  isLoading: boolean;
  error: Error | undefined;
  /** Loads the page on screen again (Refresh). */
  refresh: () => Promise<unknown>;
}

/**
 * One page of a server list for a list screen: the query lives in the page's URL (reload and Back keep the search,
 * page, size and sort), the page on screen stays while the next one loads, and the page after it is fetched ahead.
 * Only the page on screen is an SWR hook, so a change (or a live event) refreshes that page and nothing else.
 */
export function useListPage<L extends ListName>(list: L, filters: ListFilters<L>): ListPageState<RowOf<L>> {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(list, params);
  const { key, load } = LIST_PAGES[list](pageArgs(list, query), filters);
  const { data, error, isLoading, mutate } = useSWR<ListPage<RowOf<L>>, Error>(key, load, { keepPreviousData: true });
  const total = data?.total ?? 0;
  usePrefetch(list, query, filters, data ? total : undefined);

  const onQueryChange = (next: DataTableQuery) => {
    if (!sameQuery(next, query)) setParams(writeListQuery(list, next, params), { replace: true });
  };

  return {
    rows: data?.items ?? [],
    total,
    query,
    onQueryChange,
    isLoading: isLoading && data === undefined,
    isFetching: isLoading && data !== undefined,
    error,
    refresh: () => mutate(),
  };
}

/** Once a page is shown, the next one is fetched into the cache (unless it is there): Next shows it at once. */
function usePrefetch<L extends ListName>(
  list: L,
  query: DataTableQuery,
  filters: ListFilters<L>,
  total: number | undefined,
) {
  const { cache, mutate } = useSWRConfig();
  const next = total === undefined ? null : nextPageQuery(query, total);
  const nextPage = next ? LIST_PAGES[list](pageArgs(list, next), filters) : null;
  const prefetch = useEffectEvent(() => {
    if (!nextPage || cache.get(nextPage.key)?.data !== undefined) return;
    void mutate(nextPage.key, nextPage.load(), { revalidate: false }).catch(() => undefined);
  });
  // the key says which page: the same page asked for again fetches nothing more
  const nextKey = nextPage?.key;
  useEffect(() => {
    if (nextKey) prefetch();
  }, [nextKey]);
}
