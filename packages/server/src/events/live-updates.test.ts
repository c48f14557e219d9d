import type { LiveEvent } from '@app/contract';
import { describe, expect, it, vi } from 'vitest';
import type { Actor } from '../types';
import { createMemoryBus, type BusHandler, type BusMessage, type EventBus } from './bus';
import { ActorCache } from '../auth/actor-cache';
import { ListCache } from './list-cache';
import { createLiveUpdates } from './live-updates';
import { SseHub } from './sse-hub';

const tenantA: Actor = { role: 'tenant', id: 'a', name: 'A' };
const admin: Actor = { role: 'admin', id: 'root', name: 'Root' };

/**
 * A bus like PostgreSQL's LISTEN/NOTIFY: every instance, the publisher included, hears each message later.
 * `deliver()` hands over what was published so far.
 */
function echoingBus() {
  const handlers = new Set<BusHandler>();
  const pending: BusMessage[] = [];
  const bus: EventBus = {
    publish: (message) => {
      pending.push(message);
      return Promise.resolve();
    },
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: () => Promise.resolve(),
  };
  const deliver = (message?: BusMessage) => {
    for (const item of message ? [message] : pending.splice(0)) for (const handler of handlers) handler(item);
  };
  return { bus, deliver, pending };
}

/** One instance: its cache, SSE hub and accounts cache, with spies on what a change does. */
function instance(bus: EventBus) {
  const cache = new ListCache();
  const sse = new SseHub();
  const actors = new ActorCache(() => 0);
  const invalidate = vi.spyOn(cache, 'invalidate');
  const heard: [string, LiveEvent][] = [];
  const closed: string[] = [];
  for (const actor of [tenantA, admin]) {
    sse.add({ actor, send: (event) => heard.push([actor.id, event]), close: () => closed.push(actor.id) });
  }
  const live = createLiveUpdates({ bus, cache, sse, actors });
  return { cache, sse, actors, invalidate, heard, closed, live };
}

const remember = (actors: ActorCache, key: string, actor: Actor) =>
  actors.load(key, () => Promise.resolve({ actor, tokenVersion: 0 }));

describe('live updates', () => {
  it('a change on one instance (in-process bus) drops the stale lists once and tells each listener once', async () => {
    const one = instance(createMemoryBus());
    await remember(one.actors, 'tenant:a', tenantA);
    await one.live.changed(undefined, { kind: 'campaign', event: 'campaign', tenants: ['a', 'a', null] });
    expect(one.invalidate).toHaveBeenCalledTimes(1);
    expect(one.invalidate).toHaveBeenCalledWith(
      ['campaign', 'content', 'asset', 'entry', 'stats'],
      ['admin', 'tenant:a'],
    );
    expect(one.heard).toEqual([
      ['a', 'campaign'],
      ['root', 'campaign'],
    ]);
    // a campaign change leaves the signed-in accounts alone; a tenant change drops them
    expect(one.actors.size).toBe(1);
    await one.live.changed(undefined, { kind: 'tenant' });
    expect(one.invalidate).toHaveBeenCalledTimes(2);
    expect(one.invalidate).toHaveBeenLastCalledWith(['tenant', 'user', 'link', 'stats'], undefined);
    expect(one.actors.size).toBe(0);
  });

  it('applies a change at once and ignores its own echo from a shared bus; the other instance applies it once', async () => {
    const shared = echoingBus();
    const one = instance(shared.bus);
    const two = instance(shared.bus);
    await one.live.changed(undefined, { kind: 'content', event: 'content', tenants: ['a'] });
    // at once on the instance that made the change: its caller reads its own write
    expect(one.invalidate).toHaveBeenCalledTimes(1);
    expect(one.heard).toEqual([
      ['a', 'content'],
      ['root', 'content'],
    ]);
    expect(two.invalidate).not.toHaveBeenCalled();

    shared.deliver();
    expect(one.invalidate).toHaveBeenCalledTimes(1);
    expect(one.heard).toHaveLength(2);
    expect(two.invalidate).toHaveBeenCalledTimes(1);
    expect(two.invalidate).toHaveBeenCalledWith(['content', 'stats'], ['admin', 'tenant:a']);
    expect(two.heard).toEqual([
      ['a', 'content'],
      ['root', 'content'],
    ]);

    // a change that names its campaigns: both instances drop only those campaigns' lists (and the unscoped ones)
    await one.live.changed(undefined, {
      kind: 'content',
      event: 'content',
      tenants: ['a'],
      campaigns: ['c1', null, 'c1'],
    });
    expect(one.invalidate).toHaveBeenLastCalledWith(['content', 'stats'], ['admin', 'tenant:a'], ['c1']);
    shared.deliver();
    expect(two.invalidate).toHaveBeenLastCalledWith(['content', 'stats'], ['admin', 'tenant:a'], ['c1']);
  });

  it('treats every cache as stale when the bus says so (a reconnect), and stops listening when closed', async () => {
    const shared = echoingBus();
    const one = instance(shared.bus);
    await remember(one.actors, 'admin:root', admin);
    shared.deliver({ kinds: ['admin', 'campaign'], tenants: [] });
    expect(one.invalidate).toHaveBeenCalledTimes(1);
    expect(one.invalidate).toHaveBeenCalledWith(['admin', 'campaign'], undefined);
    expect(one.actors.size).toBe(0);
    one.live.close();
    shared.deliver({ kinds: ['campaign'], tenants: [] });
    expect(one.invalidate).toHaveBeenCalledTimes(1);
  });

  it("ends a signed-out account's cached account and streams on every instance, and no one else's", async () => {
    const shared = echoingBus();
    const one = instance(shared.bus);
    const two = instance(shared.bus);
    await remember(two.actors, 'tenant:a', tenantA);
    await one.live.changed(undefined, { kind: 'tenant', signedOut: ['tenant:a'] });
    expect(one.closed).toEqual(['a']);
    expect(one.sse.size).toBe(1);
    expect(two.closed).toEqual([]);
    shared.deliver();
    expect(two.closed).toEqual(['a']);
    expect(two.sse.size).toBe(1);
    expect(two.actors.size).toBe(0);
  });
});
