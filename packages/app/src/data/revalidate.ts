/**
 * What a change makes stale in the SWR cache, from the contract's STALE_LISTS and the kinds each read holds (its
 * route's `holds`, noted with its key: callKey.ts), and the one rule for live updates: the tab that makes a change
 * revalidates when its call returns; the server does not echo that change to this tab's event stream (the tab
 * names itself, see api/tab.ts), so each changed list is fetched once, and a change made elsewhere is refreshed by
 * its event.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { STALE_LISTS, type RecordKind } from '@app/contract';
import { heldBy } from './callKey';

/** Whether a cached key holds records that a change of these kinds makes stale. */
export function isStaleAfter(change: RecordKind | readonly RecordKind[], key: unknown): boolean {
  if (typeof key !== 'string') return false;
  const stale = new Set((typeof change === 'string' ? [change] : change).flatMap((kind) => STALE_LISTS[kind]));
  return heldBy(key).some((kind) => stale.has(kind));
}

/** SWR's key of a list loaded in growing pages (useSWRInfinite): its prefix, then its first page's key. */
const INFINITE_PREFIX = '$inf$';

/**
 * Revalidates every cached list or detail that a change of these kinds makes stale. Only the mounted ones refetch:
 * the page of a list on screen (a cached page elsewhere, such as the next page fetched ahead, refetches when it is
 * shown) and every page of a list loaded with Load more (SWR's key filter leaves those out, so they are named here).
 */
export function useRevalidate(): (change: RecordKind | readonly RecordKind[]) => Promise<unknown> {
  const { mutate, cache } = useSWRConfig();
  return useCallback(
    (change) => {
      const growing = [...cache.keys()].filter(
        (key) => key.startsWith(INFINITE_PREFIX) && isStaleAfter(change, key.slice(INFINITE_PREFIX.length)),
      );
      return Promise.all([mutate((key) => isStaleAfter(change, key)), ...growing.map((key) => mutate(key))]);
    },
    [mutate, cache],
  );
}
