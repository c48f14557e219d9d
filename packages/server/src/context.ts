/** The services every route and job is given: the database, storage, caches, limits and the clock (server.ts builds them). */
import type { ActorCache } from './auth/actor-cache';
import type { LoginLimiter } from './auth/login-limit';
import type { TokenVerifier } from './auth/tokens';
import type { Db } from './db';
import type { ListCache } from './events/list-cache';
import type { SseHub } from './events/sse-hub';
import type { PostGenerator } from './generator';
import type { Logger } from './logger';
import type { ModelSettingsStore } from './settings/model-settings';
import type { Metrics } from './ops/metrics';
import type { PrintKits } from './print/kits';
import type { LogoFetcher } from './storage/fetch-image';
import type { FileStorage } from './storage/storage';
import type { Change } from './types';

export interface Services {
  db: Db;
  storage: FileStorage;
  cache: ListCache;
  sse: SseHub;
  generator: PostGenerator;
  /** The language model's settings: the environment's, or those saved from the admin panel (settings/). */
  modelSettings: ModelSettingsStore;
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
  /** Draws print kits off the event loop, in the font PRINT_FONT_PATH and PRINT_FONT_FACE name. */
  printKits: PrintKits;
  /** Fetches an image from a public http(s) URL (tenant logos given as URLs are stored, never linked). */
  fetchLogo: LogoFetcher;
  /**
   * Applies changes to this instance's caches and SSE listeners and tells the others (events/live-updates.ts).
   * `tab`: the browser tab whose request made them (`c.var.tab`), whose own event stream is not told; undefined
   * for changes no tab made (the QR page, the stats).
   */
  changed(tab: string | undefined, ...changes: Change[]): Promise<void>;
}
