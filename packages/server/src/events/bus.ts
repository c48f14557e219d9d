/**
 * The event bus that carries changes between instances (events/live-updates.ts applies them). In-process by
 * default; with DATABASE_URL, PostgreSQL LISTEN/NOTIFY (listening on a dedicated connection, notifying through the
 * pool), so every instance hears every change, its own included.
 */
import { RECORD_KINDS, type LiveEvent, type RecordKind } from '@app/contract';
import pg from 'pg';
import { batched } from '../db/batched';

export interface BusMessage {
  /** Which list caches are stale. */
  kinds: RecordKind[];
  /** What to tell SSE listeners, if anything. */
  event?: LiveEvent;
  /** Tenants that may see the changed record (administrators always may). */
  tenants: string[];
  /** The change is only visible to administrators and `tenants`: other viewers' lists stay cached. */
  scoped?: boolean;
  /** The campaigns the change touches, when it says (lists and details of other campaigns stay cached). */
  campaigns?: string[];
  /** Set on the second and later parts of a split message (administrators heard the first). */
  continued?: boolean;
  /** The instance that published it (which applied it already); unset on the "everything is stale" message. */
  origin?: string;
  /** The browser tab that made the change: it refreshed its lists itself, so its own stream gets no event. */
  tab?: string;
  /** Accounts (`role:id`) whose sessions ended: their cached accounts and event streams go. */
  signedOut?: string[];
}

export type BusHandler = (message: BusMessage) => void;

export interface EventBus {
  publish(message: BusMessage): Promise<void>;
  subscribe(handler: BusHandler): () => void;
  close(): Promise<void>;
}

class Subscribers {
  private readonly handlers = new Set<BusHandler>();
  add(handler: BusHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }
  emit(message: BusMessage): void {
    for (const handler of this.handlers) handler(message);
  }
}

export function createMemoryBus(): EventBus {
  const subscribers = new Subscribers();
  return {
    publish(message) {
      subscribers.emit(message);
      return Promise.resolve();
    },
    subscribe: (handler) => subscribers.add(handler),
    close: () => Promise.resolve(),
  };
}

const CHANNEL = 'app_events';
const TENANTS_PER_NOTIFICATION = 100;

function isBusMessage(value: unknown): value is BusMessage {
  if (!value || typeof value !== 'object') return false;
  const message = value as Partial<BusMessage>;
  return Array.isArray(message.kinds) && Array.isArray(message.tenants);
}

/** NOTIFY payloads are limited to 8000 bytes: long audiences go out in several notifications. */
export function splitMessage(message: BusMessage): BusMessage[] {
  if (message.tenants.length <= TENANTS_PER_NOTIFICATION) return [message];
  const parts: BusMessage[] = [];
  for (let start = 0; start < message.tenants.length; start += TENANTS_PER_NOTIFICATION) {
    parts.push({
      ...message,
      tenants: message.tenants.slice(start, start + TENANTS_PER_NOTIFICATION),
      ...(start > 0 ? { continued: true } : {}),
    });
  }
  return parts;
}

/**
 * Sends NOTIFYs, in order, in one statement (through the query pool, so publishing never waits behind the listening
 * connection).
 */
export type Notify = (channel: string, payloads: string[]) => Promise<void>;

/**
 * The NOTIFYs of concurrent writes, sent together (db/batched.ts): under many writes a second, a statement per
 * several writes instead of one each. (PostgreSQL delivers identical payloads of one transaction once: they are the
 * same change, applied once.)
 */
export function batchNotify(notify: Notify): Notify {
  const send = batched<{ channel: string; payloads: string[] }>(
    () => ({ channel: '', payloads: [] }),
    (batch) => notify(batch.channel, batch.payloads),
  );
  return (channel, payloads) =>
    send((batch) => {
      batch.channel = channel;
      batch.payloads.push(...payloads);
    });
}

/** The message that drops every cached list (no origin: every instance's own subscribers apply it). */
const everythingStale = (): BusMessage => ({ kinds: [...RECORD_KINDS], tenants: [] });

/**
 * The bus over PostgreSQL. When the listening connection is lost, every cache is dropped at once and again once it
 * is back (a change made meanwhile was not heard), and it reconnects every second until it is. A NOTIFY that fails
 * is logged: the other instances' caches then hold the change's lists until their time to live ends.
 */
export async function createPostgresBus(url: string, notify: Notify, log: (line: string) => void): Promise<EventBus> {
  const subscribers = new Subscribers();
  const send = batchNotify(notify);
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (notification) => {
      if (notification.channel !== CHANNEL || !notification.payload) return;
      try {
        const parsed: unknown = JSON.parse(notification.payload);
        if (isBusMessage(parsed)) subscribers.emit(parsed);
      } catch {
        // not ours
      }
    });
    next.on('error', (error) => {
      log(`event bus connection lost: ${error.message}`);
      next.end().catch(() => undefined);
      // an error while connecting fails connect(), whose caller retries
      if (client !== next) return;
      client = undefined;
      // changes made from now until the connection is back are not heard: nothing cached may be trusted
      subscribers.emit(everythingStale());
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect()
        .then(() => {
          // what was cached while disconnected may have missed a change
          subscribers.emit(everythingStale());
        })
        .catch(() => scheduleReconnect());
    }, 1000);
  };

  await connect();

  return {
    async publish(message) {
      // the publishing instance has applied the change itself (events/live-updates.ts): this tells the others
      try {
        await send(
          CHANNEL,
          splitMessage(message).map((part) => JSON.stringify(part)),
        );
      } catch (error) {
        log(`event bus could not notify: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    subscribe: (handler) => subscribers.add(handler),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) await current.end().catch(() => undefined);
    },
  };
}
