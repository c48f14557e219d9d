import { useEffect } from 'react';
import { liveEventOf, routes } from '@app/contract';
import { BASES } from '../api/base';
import { urlOf } from '../api/call';
import { TAB_ID } from '../api/tab';
import { useRevalidate } from './revalidate';

/**
 * One EventSource on /api/sse for the signed-in tab (the token cookie authenticates it; `?tab=` names the tab, so
 * the server leaves out the changes this tab made and refreshed itself). An event names the kind of a change and
 * refreshes what that change makes stale; on an error the stream is closed, as SPEC section 4 says.
 */
export function useLiveUpdates(enabled: boolean): void {
  const revalidate = useRevalidate();
  useEffect(() => {
    if (!enabled) return undefined;
    const address = `${urlOf(routes.live.events, undefined, BASES)}?tab=${TAB_ID}`;
    const source = new EventSource(address, { withCredentials: true });
    source.onmessage = (message: MessageEvent<string>) => {
      const event = liveEventOf(message.data);
      if (event) void revalidate(event);
    };
    source.onerror = () => source.close();
    return () => source.close();
  }, [enabled, revalidate]);
}
