/** GET /api/sse: `data: "campaign"` / `data: "content"` after changes the viewer may see; a heartbeat every 25 s. */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Services } from '../context';
import { apiError } from '../http/errors';
import type { AppEnv } from '../types';

export const HEARTBEAT_MS = 25_000;

/** Open event streams one account may hold on this instance unless LIVE_STREAMS_PER_ACCOUNT says otherwise. */
export const DEFAULT_LIVE_STREAMS_PER_ACCOUNT = 20;

/** Open streams by account (`role:id`); a slot is taken before a stream opens and freed when it closes. */
export function streamSlots(limit: number) {
  const open = new Map<string, number>();
  return {
    /** A function that frees the slot, or undefined when the account already holds `limit` streams. */
    take(account: string): (() => void) | undefined {
      const count = open.get(account) ?? 0;
      if (count >= limit) return undefined;
      open.set(account, count + 1);
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        const left = (open.get(account) ?? 1) - 1;
        if (left === 0) open.delete(account);
        else open.set(account, left);
      };
    },
  };
}

export interface CoalescingWriter {
  /** Queues a frame; one already waiting is not queued again. */
  send(frame: string): void;
  /** Resolves once every frame sent so far is written, or a write failed. */
  settled(): Promise<void>;
}

/**
 * One write at a time to a stream: the frames sent in the same turn of the event loop, and those sent while a write
 * is pending (a slow reader), go together in the next write, each frame once (a viewer told "campaign" twice before
 * it could read refreshes its campaigns once). `failed` is called when a write fails.
 */
export function coalescingWriter(write: (chunk: string) => Promise<unknown>, failed: () => void): CoalescingWriter {
  const pending = new Set<string>();
  let writing: Promise<void> | undefined;
  const drain = async () => {
    try {
      await new Promise(setImmediate);
      while (pending.size > 0) {
        const chunk = [...pending].join('');
        pending.clear();
        await write(chunk);
      }
    } catch {
      pending.clear();
      failed();
    } finally {
      // in the same step as the loop's last look at `pending`: a frame sent from now on starts the next write
      writing = undefined;
    }
  };
  return {
    send(frame) {
      pending.add(frame);
      writing ??= drain();
    },
    settled: () => writing ?? Promise.resolve(),
  };
}

export function sseRoutes(
  services: Services,
  heartbeatMs = HEARTBEAT_MS,
  streamsPerAccount = DEFAULT_LIVE_STREAMS_PER_ACCOUNT,
) {
  const app = new Hono<AppEnv>();
  const slots = streamSlots(streamsPerAccount);

  app.get('/', (c) => {
    const actor = c.get('actor');
    const free = slots.take(`${actor.role}:${actor.id}`);
    if (!free) throw apiError(429, 'live_streams_too_many', { max: String(streamsPerAccount) });
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let finish: () => void = () => undefined;
      const done = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const writer = coalescingWriter((chunk) => stream.write(chunk), finish);
      const tab = c.get('tab');
      const remove = services.sse.add({
        actor,
        ...(tab ? { tab } : {}),
        send: (event) => writer.send(`data: ${JSON.stringify(event)}\n\n`),
        close: (retryMs) => {
          if (retryMs !== undefined) writer.send(`retry: ${retryMs}\n\n`);
          finish();
        },
      });
      const heartbeat = setInterval(() => writer.send(': heartbeat\n\n'), heartbeatMs);
      stream.onAbort(() => finish());
      const log = c.get('log');
      log.debug({ role: actor.role, tab }, 'event stream opened');
      try {
        await stream.write(': connected\n\n');
        await done;
      } finally {
        clearInterval(heartbeat);
        remove();
        free();
      }
      await writer.settled();
      log.debug({ role: actor.role, tab }, 'event stream closed');
    });
  });

  return app;
}
