/** GET /api/sse: `data: "campaign"` / `data: "content"` after changes the viewer may see; a heartbeat every 25 s. */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Services } from '../context';
import type { AppEnv } from '../types';

export const HEARTBEAT_MS = 25_000;

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

export function sseRoutes(services: Services, heartbeatMs = HEARTBEAT_MS) {
  const app = new Hono<AppEnv>();

  app.get('/', (c) => {
    const actor = c.get('actor');
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
      await stream.write(': connected\n\n');
      await done;
      clearInterval(heartbeat);
      remove();
      await writer.settled();
      log.debug({ role: actor.role, tab }, 'event stream closed');
    });
  });

  return app;
}
