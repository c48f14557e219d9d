import type { LiveEvent, RecordKind, Role } from '@app/contract';
import type { HttpBindings } from '@hono/node-server';
import type { ActorCache } from './auth/actor-cache';
import type { LoginLimiter } from './auth/login-limit';
import type { TokenVerifier } from './auth/tokens';
import type { Db } from './db';
import type { ListCache } from './events/list-cache';
import type { SseHub } from './events/sse-hub';
import type { PostGenerator } from './generator';
import type { Logger } from './ops/logger';
import type { Metrics } from './ops/metrics';
import type { LogoFetcher } from './storage/fetch-image';
import type { FileStorage } from './storage/storage';

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
  actors: ActorCache;
  tokenKey: Uint8Array;
  tokens: TokenVerifier;
  fileKey: Uint8Array;
  publicUrl(): string;
  now(): number;
  logger: Logger;
  /** One line at error level (`logger` takes structured fields). */
  log(line: string): void;
  metrics: Metrics;
  /** Most bytes of stored files a tenant may keep (its uploads), checked at upload. */
  storageQuotaBytes: number;
  /** Most posts of one QR link that become used (copied or opened) in any ten minutes (LINK_USE_LIMIT). */
  linkUseLimit: number;
  /** Fetches an image from a public http(s) URL (tenant logos given as URLs are stored, never linked). */
  fetchLogo: LogoFetcher;
  /**
   * Applies changes to this instance's caches and SSE listeners and tells the others (events/live-updates.ts).
   * `tab`: the browser tab whose request made them (`c.var.tab`), whose own event stream is not told; undefined
   * for changes no tab made (the QR page, the stats).
   */
  changed(tab: string | undefined, ...changes: Change[]): Promise<void>;
}
