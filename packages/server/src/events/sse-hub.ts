/** Open SSE streams; each hears only events about records its viewer may see. */
import { accountKey } from '../auth/accounts';
import type { Actor } from '../types';
import type { LiveEvent } from '@app/contract';
import type { BusMessage } from './bus';

export interface SseListener {
  actor: Actor;
  /** The browser tab of this stream (`?tab=`), when it said. */
  tab?: string;
  send(event: LiveEvent): void;
  /** Ends the stream; with `retryMs`, first tells the browser to reconnect after that long (`retry:`). */
  close(retryMs?: number): void;
}

export class SseHub {
  private readonly listeners = new Set<SseListener>();

  add(listener: SseListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get size(): number {
    return this.listeners.size;
  }

  deliver(message: BusMessage): void {
    const { event } = message;
    if (!event) return;
    const tenants = new Set(message.tenants);
    for (const listener of this.listeners) {
      if (message.tab !== undefined && listener.tab === message.tab) continue;
      const admin = listener.actor.role === 'admin';
      if ((admin && !message.continued) || (!admin && tenants.has(listener.actor.id))) listener.send(event);
    }
  }

  /** Ends the streams of one account (`role:id`): its sessions ended. */
  closeAccount(account: string): void {
    for (const listener of [...this.listeners]) {
      if (accountKey(listener.actor.role, listener.actor.id) === account) {
        this.listeners.delete(listener);
        listener.close();
      }
    }
  }

  /** Ends every stream (shutting down): with `retryMs`, browsers are told to reconnect after that long. */
  closeAll(retryMs?: number): void {
    for (const listener of [...this.listeners]) listener.close(retryMs);
    this.listeners.clear();
  }
}
