import useSWRInfinite from 'swr/infinite';
import type { ListPage } from '@app/contract';
import type { CampaignDetailsPaging } from '@app/screens';
import { LIST_PAGES, type ListFilters, type PageRead, type RowOf } from './lists';

/** Cards (the campaign details' assets and contents) load this many at a time. */
export const LOAD_MORE_PAGE_SIZE = 100;

type Growing = 'asset' | 'content';

/** A page of such a list (null: no page: no filters, or past the last page). */
export function loadMorePage<L extends Growing>(
  list: L,
  filters: ListFilters<L> | null,
  index: number,
  previousTotal?: number,
): PageRead<RowOf<L>> | null {
  if (!filters || (previousTotal !== undefined && index * LOAD_MORE_PAGE_SIZE >= previousTotal)) return null;
  return LIST_PAGES[list]({ limit: LOAD_MORE_PAGE_SIZE, offset: index * LOAD_MORE_PAGE_SIZE }, filters);
}

/**
 * A list shown in growing pages ("Load more"): the records loaded so far, their total, and the next page on demand.
 * A change revalidates every page loaded (see revalidate.ts): they are all on screen.
 */
export function useLoadMoreList<L extends Growing>(
  list: L,
  filters: ListFilters<L> | null,
): { items: RowOf<L>[]; paging: CampaignDetailsPaging; isLoading: boolean; error: Error | undefined } {
  const { data, size, setSize, isLoading, error } = useSWRInfinite<ListPage<RowOf<L>>, Error>(
    (index: number, previous: ListPage<RowOf<L>> | null) => loadMorePage(list, filters, index, previous?.total)?.key ?? null,
    // SWR hands the fetcher a page's key: its offset says which page
    (key: string) => {
      const offset = Number(new URL(key, 'http://page.invalid').searchParams.get('offset'));
      const page = loadMorePage(list, filters, offset / LOAD_MORE_PAGE_SIZE);
      if (!page) throw new TypeError(`No page ${key}`);
      return page.load();
    },
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
