import useSWRInfinite from 'swr/infinite';
import { listQueryString, type ListPage } from '@app/contract';
import type { CampaignDetailsPaging } from '@app/screens';
import { fetcher } from './hooks';

/** Cards (the campaign details' assets and contents) load this many at a time. */
export const LOAD_MORE_PAGE_SIZE = 100;

/** The SWR key of a page of such a list (null: no page: no filters, or past the last page). */
export function loadMorePageKey(
  list: 'asset' | 'content',
  filters: Readonly<Record<string, string | undefined>> | null,
  index: number,
  previousTotal?: number,
): string | null {
  if (!filters || (previousTotal !== undefined && index * LOAD_MORE_PAGE_SIZE >= previousTotal)) return null;
  const query = listQueryString({ ...filters, limit: LOAD_MORE_PAGE_SIZE, offset: index * LOAD_MORE_PAGE_SIZE });
  return `/${list}?${query}`;
}

/**
 * A list shown in growing pages ("Load more"): the records loaded so far, their total, and the next page on demand.
 * A change revalidates every page loaded (see revalidate.ts): they are all on screen.
 */
export function useLoadMoreList<T>(
  list: 'asset' | 'content',
  filters: Readonly<Record<string, string | undefined>> | null,
): { items: T[]; paging: CampaignDetailsPaging; isLoading: boolean; error: Error | undefined } {
  const { data, size, setSize, isLoading, error } = useSWRInfinite<ListPage<T>, Error>(
    (index: number, previous: ListPage<T> | null) => loadMorePageKey(list, filters, index, previous?.total),
    fetcher,
    { revalidateAll: true, keepPreviousData: true },
  );
  const pages = data ?? [];
  return {
    items: pages.flatMap((page) => page.items),
    paging: {
      total: pages.at(-1)?.total ?? 0,
      onLoadMore: () => void setSize(size + 1),
      loadingMore: size > pages.length,
    },
    isLoading,
    error,
  };
}
