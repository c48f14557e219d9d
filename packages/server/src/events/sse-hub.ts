/** Open SSE streams; each hears only events about records its viewer may see. */
import type { Actor } from '../context';
import type { LiveEvent } from '@app/contract';
import type { BusMessage } from './bus';

export interface SseListener {
  actor: Actor;
  /** The browser tab of this stream (`?tab=`), when it said. */
  tab?: string;
  send(event: LiveEvent): void;
  close(): void;
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

  closeAll(): void {
    for (const listener of [...this.listeners]) listener.close();
    this.listeners.clear();
  }
}
