/** GET /api/sse: `data: "campaign"` / `data: "content"` after changes the viewer may see; a heartbeat every 25 s. */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv, Services } from '../context';

export const HEARTBEAT_MS = 25_000;

/** The shortest time between two writes of events to one stream (a list refreshes at most this much later). */
export const WRITE_INTERVAL_MS = 50;

export function sseRoutes(services: Services, heartbeatMs = HEARTBEAT_MS, writeIntervalMs = WRITE_INTERVAL_MS) {
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
      let queue = Promise.resolve();
      const write = (chunk: () => Promise<unknown>) => {
        queue = queue.then(chunk).then(
          () => undefined,
          () => finish(),
        );
      };
      // at most one write per WRITE_INTERVAL_MS: an event after a quiet spell goes out at the end of this turn of the
      // event loop; the events that follow within the interval wait for its end and go together (a busy server makes
      // hundreds of changes a second: one write each cost a stream write, a system call and a wake-up of the reader
      // per event and listener); same bytes, same order
      let pending = '';
      let flushed = -Infinity;
      const flush = () => {
        if (!pending) return;
        const frames = pending;
        pending = '';
        flushed = performance.now();
        write(() => stream.write(frames));
      };
      const tab = c.get('tab');
      const remove = services.sse.add({
        actor,
        ...(tab ? { tab } : {}),
        send: (event) => {
          if (!pending) {
            const wait = flushed + writeIntervalMs - performance.now();
            if (wait > 0) setTimeout(flush, wait);
            else setImmediate(flush);
          }
          pending += `data: ${JSON.stringify(event)}\n\n`;
        },
        close: (retryMs) => {
          flush();
          if (retryMs !== undefined) write(() => stream.write(`retry: ${retryMs}\n\n`));
          finish();
        },
      });
      const heartbeat = setInterval(() => write(() => stream.write(': heartbeat\n\n')), heartbeatMs);
      stream.onAbort(() => finish());
      const log = c.get('log');
      log.debug({ role: actor.role, tab }, 'event stream opened');
      await stream.write(': connected\n\n');
      await done;
      clearInterval(heartbeat);
      remove();
      await queue;
      log.debug({ role: actor.role, tab }, 'event stream closed');
    });
  });

  return app;
}
