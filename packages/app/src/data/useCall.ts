/**
 * Reads and changes through the API's table: a read is keyed by its address (callKey.ts); a change refreshes what
 * its route's `stale` kinds make stale once its call returns.
 */
import { useCallback } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import type { AnswerOf, Route } from '@app/contract';
import type { CallArgs } from '../api/call';
import { call } from '../api/instance';
import { keyOf } from './callKey';
import { useRevalidate } from './revalidate';

/** A read through SWR, keyed by its address; `args` null: not now. A failure is the client's ApiError. */
export function useCall<R extends Route>(
  route: R,
  args: CallArgs<R> | null,
  config?: SWRConfiguration<AnswerOf<R>, Error>,
) {
  const key = args === null ? null : keyOf(route, args);
  return useSWR<AnswerOf<R>, Error>(key, args === null ? null : () => call(route, args), config);
}

/** A change: its call, then a refresh of what its route makes stale (the hook's function is stable). */
export function useChange<R extends Route>(route: R): (args: CallArgs<R>) => Promise<AnswerOf<R>> {
  const revalidate = useRevalidate();
  return useCallback(
    async (args: CallArgs<R>) => {
      const answer = await call(route, args);
      if (route.stale) await revalidate(route.stale);
      return answer;
    },
    [route, revalidate],
  );
}
