/**
 * The one way a change reaches readers. `changed()` applies it on this instance at once (a caller reads its own
 * write), then publishes it on the bus for the other instances; each instance applies the messages of others when
 * the bus delivers them and skips its own. Applying means: drop the list caches it makes stale (for the viewers
 * who can see it, and when it names its campaigns, only lists of those campaigns or of no one campaign), drop the signed-in accounts cache after an admin or tenant change, close the event streams of
 * accounts whose sessions ended, and tell the SSE listeners who may see it.
 */
import { randomUUID } from 'node:crypto';
import { STALE_LISTS } from '@app/contract';
import type { ActorCache } from '../auth/actor-cache';
import type { Change } from '../types';
import type { BusMessage, EventBus } from './bus';
import { viewersOf, type ListCache } from './list-cache';
import type { SseHub } from './sse-hub';

export interface LiveUpdates {
  /** Applies the changes here, then tells the other instances; `tab`: the browser tab that made them, if any. */
  changed: (tab: string | undefined, ...changes: Change[]) => Promise<void>;
  /** Stops listening to the bus. */
  close: () => void;
}

export interface LiveUpdatesParts {
  bus: EventBus;
  cache: ListCache;
  sse: SseHub;
  /** The signed-in accounts cache of the auth middleware. */
  actors: ActorCache;
}

/** The bus message of one change: the stale lists, who can see it, and the SSE event if any. */
export function messageOf(change: Change, origin: string, tab?: string): BusMessage {
  const tenants = [...new Set((change.tenants ?? []).filter((id): id is string => typeof id === 'string'))];
  return {
    kinds: [...STALE_LISTS[change.kind]],
    tenants,
    origin,
    ...(tab !== undefined ? { tab } : {}),
    ...(change.tenants !== undefined ? { scoped: true } : {}),
    ...(change.campaigns !== undefined
      ? { campaigns: [...new Set(change.campaigns.filter((id): id is string => typeof id === 'string'))] }
      : {}),
    ...(change.event ? { event: change.event } : {}),
    ...(change.signedOut ? { signedOut: change.signedOut } : {}),
  };
}

export function createLiveUpdates({ bus, cache, sse, actors }: LiveUpdatesParts): LiveUpdates {
  const origin = randomUUID();

  const apply = (message: BusMessage) => {
    const viewers = message.scoped ? viewersOf(message.tenants) : undefined;
    if (Array.isArray(message.campaigns)) cache.invalidate(message.kinds, viewers, message.campaigns);
    else cache.invalidate(message.kinds, viewers);
    if (message.kinds.includes('admin') || message.kinds.includes('tenant') || message.signedOut) actors.clear();
    for (const account of message.signedOut ?? []) sse.closeAccount(account);
    sse.deliver(message);
  };

  const unsubscribe = bus.subscribe((message) => {
    if (message.origin !== origin) apply(message);
  });

  return {
    async changed(tab, ...changes) {
      for (const change of changes) {
        const message = messageOf(change, origin, tab);
        apply(message);
        await bus.publish(message);
      }
    },
    close: unsubscribe,
  };
}
