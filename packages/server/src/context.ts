import type { LiveEvent, RecordKind, Role } from '@app/contract';
import type { LoginLimiter } from './auth/rate-limit';
import type { TokenVerifier } from './auth/tokens';
import type { Db } from './db';
import type { ListCache } from './events/list-cache';
import type { SseHub } from './events/sse-hub';
import type { PostGenerator } from './generator';
import type { FileStorage } from './storage/storage';

export interface Actor {
  role: Role;
  /** The admin's id, or the tenant's id. */
  id: string;
  name: string;
}

export type AppEnv = {
  Variables: {
    actor: Actor;
    /** The browser tab making the request (`X-Tab-Id`, or `?tab=` on the event stream), when it said. */
    tab?: string;
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
}

export interface Services {
  db: Db;
  storage: FileStorage;
  cache: ListCache;
  sse: SseHub;
  generator: PostGenerator;
  limiter: LoginLimiter;
  /** How many proxies in front of the server add X-Forwarded-For (0: use the connection's address). */
  trustedProxies: number;
  /** Signed-in accounts by `role:id`, dropped whenever admins or tenants change (here or on another instance). */
  actors: Map<string, { actor: Actor | null; at: number }>;
  tokenKey: Uint8Array;
  tokens: TokenVerifier;
  fileKey: Uint8Array;
  publicUrl(): string;
  now(): number;
  log(line: string): void;
  /** Applies changes to this instance's caches and SSE listeners and tells the others (events/live-updates.ts). */
  changed(...changes: Change[]): Promise<void>;
}
