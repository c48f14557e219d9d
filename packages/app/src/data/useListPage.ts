import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useSearchParams } from 'wouter';
import type { ListName, ListPage } from '@app/contract';
import type { ListPageProps } from '@app/screens';
import type { DataTableQuery } from '@app/ui';
import { fetcher } from './hooks';
import { listPagePath, nextPageQuery, readListQuery, sameQuery, writeListQuery } from './listQuery';

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
export function useListPage<T>(
  list: ListName,
  filters: Readonly<Record<string, string | undefined>> = {},
): ListPageState<T> {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(list, params);
  const path = listPagePath(list, query, filters);
  const { data, error, isLoading, mutate } = useSWR<ListPage<T>, Error>(path, fetcher, { keepPreviousData: true });
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
function usePrefetch(
  list: ListName,
  query: DataTableQuery,
  filters: Readonly<Record<string, string | undefined>>,
  total: number | undefined,
) {
  const { cache, mutate } = useSWRConfig();
  const next = total === undefined ? null : nextPageQuery(query, total);
  const nextPath = next ? listPagePath(list, next, filters) : null;
  useEffect(() => {
    if (!nextPath || cache.get(nextPath)?.data !== undefined) return;
    void mutate(nextPath, fetcher<unknown>(nextPath), { revalidate: false }).catch(() => undefined);
  }, [nextPath, cache, mutate]);
}
