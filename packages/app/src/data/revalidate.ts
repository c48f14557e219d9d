/**
 * What a change makes stale in the SWR cache, from the contract's STALE_LISTS, and the one rule for live updates:
 * the tab that makes a change revalidates when its call returns, and skips the server's SSE echo of that change, so
 * each changed list is fetched once; a change made elsewhere is refreshed by its event.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { STALE_LISTS, type LiveEvent, type RecordKind } from '@app/contract';
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

/**
 * How long after its call returned an own change may still be echoed. The server sends the echo before it answers,
 * so it usually arrives while the call is in flight; with several servers it comes through PostgreSQL a little later.
 */
export const ECHO_WINDOW_MS = 3000;

interface OwnChange {
  kind: RecordKind;
  /** When the call returned; null while it is in flight. */
  settledAt: number | null;
  /** The events already taken as this change's echo: the server sends each at most once per change. */
  echoed: Set<LiveEvent>;
}

const ownChanges = new Set<OwnChange>();

/** Forgets the changes whose echo can no longer come. */
function forgetOld(now: number): void {
  for (const change of ownChanges) {
    if (change.settledAt !== null && now - change.settledAt > ECHO_WINDOW_MS) ownChanges.delete(change);
  }
}

/**
 * Records a change this tab is making; call the returned function when its call settles (`ok` false: it failed,
 * so no echo will come).
 */
export function beginOwnChange(kind: RecordKind): (ok: boolean) => void {
  forgetOld(Date.now());
  const change: OwnChange = { kind, settledAt: null, echoed: new Set() };
  ownChanges.add(change);
  return (ok) => {
    if (ok) change.settledAt = Date.now();
    else ownChanges.delete(change);
  };
}

/** Whether the revalidation after a change of `kind` already refetches every list that `event` makes stale. */
const covers = (kind: RecordKind, event: LiveEvent) =>
  STALE_LISTS[event].every((stale) => STALE_LISTS[kind].includes(stale));

/**
 * Whether an event is the echo of a change this tab made (and so needs no refetch). Each own change absorbs at most
 * one event of each name: if another user's event is taken for it, the real echo, arriving later, refetches.
 */
export function isEchoOfOwnChange(event: LiveEvent): boolean {
  forgetOld(Date.now());
  for (const change of ownChanges) {
    if (!change.echoed.has(event) && covers(change.kind, event)) {
      change.echoed.add(event);
      return true;
    }
  }
  return false;
}
