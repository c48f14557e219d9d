/**
 * What a change makes stale in the SWR cache, from the contract's STALE_LISTS, and the one rule for live updates:
 * the tab that makes a change revalidates when its call returns; the server does not echo that change to this tab's
 * event stream (the tab names itself, see api/tab.ts), so each changed list is fetched once, and a change made
 * elsewhere is refreshed by its event.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { STALE_LISTS, type RecordKind } from '@app/contract';
import { kindsHeldBy } from '../api/paths';

/** Whether a cached key holds records that a change of `change` makes stale. */
export function isStaleAfter(change: RecordKind, key: unknown): boolean {
  if (typeof key !== 'string') return false;
  const stale = STALE_LISTS[change];
  return kindsHeldBy(key).some((kind) => stale.includes(kind));
}

/** Revalidates every cached list or detail that a change of one kind makes stale (mounted ones refetch). */
export function useRevalidate(): (change: RecordKind) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((change) => mutate((key) => isStaleAfter(change, key)), [mutate]);
}
