/**
 * The types every layer shares: who is calling (Actor), a request's Hono environment (AppEnv) and what a write
 * changed (Change). A leaf: it imports nothing of the server but the logger's type, so no module that context.ts
 * gathers into Services has to import context.ts.
 */
import type { LiveEvent, RecordKind, Role } from '@app/contract';
import type { HttpBindings } from '@hono/node-server';
import type { Logger } from './logger';

export interface Actor {
  role: Role;
  /** The admin's id, or the tenant's id. */
  id: string;
  name: string;
}

export type AppEnv = {
  /** The Node request and response behind a request (absent when the app is called without a Node server). */
  Bindings: Partial<HttpBindings>;
  Variables: {
    actor: Actor;
    /** The browser tab making the request (`X-Tab-Id`, or `?tab=` on the event stream), when it said. */
    tab?: string;
    /** This request's id (`X-Request-Id`, given or made) and the logger that tags its lines with it. */
    requestId: string;
    log: Logger;
  };
};

/** What changed, and who may see it: feeds the list cache and the SSE stream. */
export interface Change {
  kind: RecordKind;
  event?: LiveEvent;
  /**
   * Every tenant whose lists of the affected kinds may show the change (administrators always are). Omitted: the
   * lists of every viewer are dropped. SSE `event`s go to administrators and these tenants.
   */
  tenants?: (string | null | undefined)[];
  /**
   * The campaigns the change touches (a content's, a campaign's own id): lists filtered by another campaign and
   * other campaigns' details stay cached. Omitted: it may touch any.
   */
  campaigns?: (string | null | undefined)[];
  /** Accounts (`role:id`) whose sessions just ended: their cached accounts and open event streams go everywhere. */
  signedOut?: string[];
}
