/**
 * Serialized list responses cached per (kind, viewer, filter), as UTF-8 bytes with an ETag. Keys are `viewer` or
 * `viewer|filter`. An entry may have a scope: the one campaign its answer depends on (a list filtered by campaign,
 * a campaign's details); other entries depend on every record of their kind the viewer sees. A change drops the
 * entries of its kinds, for the viewers it names (or for everyone), and when it names the campaigns it touches,
 * only the unscoped entries and those scoped to one of these campaigns. A load in flight that a change concerns
 * is marked stale: it still answers the read that started it, but is neither kept nor shared with later reads.
 * Concurrent misses of one key share one load (a write makes each waiting reader build the same page only once).
 *
 * The entries are held by `lru-cache`, bounded by their bytes (the body, and its gzip once made) and with a time to
 * live: the least recently used go first when the bound is reached, an answer larger than a 64th of the bound is not
 * kept, and an entry a lost notification should have dropped is served for at most the time to live.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { RecordKind } from '@app/contract';
import type { Actor } from '../types';

export interface CachedList<T = unknown> {
  /** The load's answer as it was loaded (shared between requests: not to be changed). */
  value: T;
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The body gzipped, made on first use (off the main thread) and kept with the entry. */
  gzipped(): Promise<Uint8Array<ArrayBuffer>>;
}

/**
 * What the cache holds: the lists of each record kind; a campaign with its assets and contents (GET
 * /api/campaign/one/{id}), which changes of any of those kinds make stale; and what the QR page reads on every view
 * (a link with its business, a business's platforms), which its own view counting (`stats`) leaves alone.
 */
export type CacheKind = RecordKind | 'campaign-detail' | 'qr-page';

/** The kinds whose changes also make a cached kind stale. */
const DEPENDS_ON: Partial<Record<CacheKind, readonly RecordKind[]>> = {
  'campaign-detail': ['campaign', 'content', 'asset'],
  'qr-page': ['link', 'tenant', 'campaign', 'entry'],
};

/** zlib's gzip on its thread pool (off the main thread), as a promise. */
export const gzipAsync = promisify(gzip);

const ADMIN_VIEWER = 'admin';
const tenantViewer = (id: string) => `tenant:${id}`;

/** The cache key of a list for `actor` (administrators all see the same lists), with its filter when given. */
export function listKey(actor: Actor, filter?: string): string {
  const viewer = actor.role === 'admin' ? ADMIN_VIEWER : tenantViewer(actor.id);
  return filter === undefined ? viewer : `${viewer}|${filter}`;
}

/** The viewers a change for `tenants` concerns: the administrators and those tenants. */
export function viewersOf(tenants: readonly string[]): string[] {
  return [ADMIN_VIEWER, ...tenants.map(tenantViewer)];
}

const viewerOf = (key: string): string => {
  const bar = key.indexOf('|');
  return bar < 0 ? key : key.slice(0, bar);
};

interface Stored {
  entry: CachedList;
  kind: CacheKind;
  viewer: string;
  scope: string | undefined;
}

interface Pending {
  promise: Promise<CachedList>;
  kind: CacheKind;
  viewer: string;
  scope: string | undefined;
  /** A change concerned it after it started: its answer is not kept. */
  stale: boolean;
}

/** Whether a change of `viewers` (all when undefined) and `scopes` (all when undefined) concerns an item. */
function concerns(
  item: { viewer: string; scope: string | undefined },
  viewers: ReadonlySet<string> | undefined,
  scopes: ReadonlySet<string> | undefined,
): boolean {
  if (viewers && !viewers.has(item.viewer)) return false;
  return !scopes || item.scope === undefined || scopes.has(item.scope);
}

/** Bytes of a cached list held per server by default. */
export const LIST_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * An answer larger than this share of the cache is served but not kept (1 MiB of the default 64): the app reads
 * pages of at most a hundred records (tens of KB); a whole list of thousands (an API client's, an export's) would
 * push out dozens of other viewers' pages, and is rarely read twice before a change drops it.
 */
const ENTRY_SHARE = 64;
/** How long a cached list may be served by default. */
export const LIST_CACHE_TTL_MS = 60_000;

export interface ListCacheOptions {
  /** Most bytes of cached answers (bodies and their gzip); 0 turns the cache off. Default 64 MiB. */
  maxBytes?: number;
  /** An entry is served for at most this long. Default 60 s. */
  ttlMs?: number;
  /** Clock in milliseconds for the time to live (tests). */
  now?: () => number;
}

/** The cache key of `key` of `kind`. */
const fullKey = (kind: CacheKind, key: string) => `${kind}\n${key}`;

export class ListCache {
  private readonly entries: LRUCache<string, Stored> | undefined;
  /** The keys held, by kind and viewer: a change for some viewers looks at theirs only. */
  private readonly index = new Map<CacheKind, Map<string, Set<string>>>();
  private readonly loading = new Map<string, Pending>();

  /** Answers served from the cache, and answers built (metrics). */
  hits = 0;
  misses = 0;

  constructor(options: ListCacheOptions = {}) {
    const maxBytes = options.maxBytes ?? LIST_CACHE_BYTES;
    if (maxBytes <= 0) return;
    const now = options.now;
    this.entries = new LRUCache<string, Stored>({
      maxSize: maxBytes,
      maxEntrySize: Math.max(1, Math.floor(maxBytes / ENTRY_SHARE)),
      ttl: options.ttlMs ?? LIST_CACHE_TTL_MS,
      // lru-cache reuses a reading of its clock for a millisecond: not a clock that tests move by hand
      ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
      dispose: (stored, id) => this.unindex(stored, id),
    });
  }

  /** Bytes held (tests, metrics). */
  get bytes(): number {
    return this.entries?.calculatedSize ?? 0;
  }

  /** The entry of `key`, loaded when missing; `scope`: the campaign the answer depends on alone, if any. */
  get<T>(kind: CacheKind, key: string, load: () => Promise<T>, scope?: string): Promise<CachedList<T>> {
    const id = fullKey(kind, key);
    const hit = this.entries?.get(id);
    // a key's entries all come from loads of one caller, so of one type
    if (hit) {
      this.hits += 1;
      return Promise.resolve(hit.entry as CachedList<T>);
    }
    this.misses += 1;
    if (!this.entries) return this.build(load, () => undefined);
    const pending = this.loading.get(id);
    if (pending) return pending.promise as Promise<CachedList<T>>;

    const viewer = viewerOf(key);
    const stored = (entry: CachedList): Stored => ({ entry, kind, viewer, scope });
    const built = this.build(load, (entry, bytes) => this.resize(id, entry, bytes));
    const started: Pending = { promise: built, kind, viewer, scope, stale: false };
    const promise = built.then(
      (entry) => {
        if (this.loading.get(id) === started) this.loading.delete(id);
        if (!started.stale) this.keep(id, stored(entry), entry.body.byteLength);
        return entry;
      },
      (error: unknown) => {
        if (this.loading.get(id) === started) this.loading.delete(id);
        throw error;
      },
    );
    started.promise = promise;
    this.loading.set(id, started);
    return promise;
  }

  /**
   * Drops the lists of `kinds` (and what depends on them): of the `viewers` named (e.g. `admin`, `tenant:<id>`),
   * or of everyone; with `campaigns`, only the unscoped entries and those scoped to one of these campaigns.
   */
  invalidate(kinds: readonly RecordKind[], viewers?: readonly string[], campaigns?: readonly string[]): void {
    const named = viewers ? new Set(viewers) : undefined;
    const scopes = campaigns ? new Set(campaigns) : undefined;
    const stale = this.staleKinds(kinds);
    for (const kind of stale) {
      const byViewer = this.index.get(kind);
      const groups = named ? [...named].map((viewer) => byViewer?.get(viewer)) : [...(byViewer?.values() ?? [])];
      for (const keys of groups) {
        for (const id of keys ?? []) {
          const stored = this.entries?.peek(id, { allowStale: true });
          if (!stored || concerns(stored, named, scopes)) this.entries?.delete(id);
        }
      }
    }
    for (const [id, pending] of this.loading) {
      if (stale.includes(pending.kind) && concerns(pending, named, scopes)) this.forget(id, pending);
    }
  }

  /** Drops every entry and marks every load in flight stale (notifications may have been missed). */
  clear(): void {
    this.entries?.clear();
    for (const [id, pending] of this.loading) this.forget(id, pending);
  }

  /** A load in flight that a change concerns still answers the reads that joined it, and no later one. */
  private forget(id: string, pending: Pending): void {
    pending.stale = true;
    this.loading.delete(id);
  }

  private keep(id: string, stored: Stored, bytes: number, noUpdateTTL = false): void {
    if (!this.entries) return;
    this.entries.set(id, stored, { size: bytes + id.length, noUpdateTTL });
    if (!this.entries.has(id)) return;
    let byViewer = this.index.get(stored.kind);
    if (!byViewer) {
      byViewer = new Map();
      this.index.set(stored.kind, byViewer);
    }
    let keys = byViewer.get(stored.viewer);
    if (!keys) {
      keys = new Set();
      byViewer.set(stored.viewer, keys);
    }
    keys.add(id);
  }

  private unindex(stored: Stored, id: string): void {
    const byViewer = this.index.get(stored.kind);
    const keys = byViewer?.get(stored.viewer);
    if (!keys?.delete(id) || keys.size > 0) return;
    byViewer?.delete(stored.viewer);
  }

  /** Counts an entry's gzip in its size once made (while the entry is still the one held). */
  private resize(id: string, entry: CachedList, bytes: number): void {
    const stored = this.entries?.peek(id);
    // a new item: lru-cache sizes an item again only when it is replaced
    if (stored?.entry === entry) this.keep(id, { ...stored }, bytes, true);
  }

  /** `kinds` and the cached kinds that depend on one of them. */
  private staleKinds(kinds: readonly RecordKind[]): CacheKind[] {
    const all: CacheKind[] = [...kinds];
    for (const [kind, sources] of Object.entries(DEPENDS_ON) as [CacheKind, readonly RecordKind[]][]) {
      if (!all.includes(kind) && sources.some((source) => kinds.includes(source))) all.push(kind);
    }
    return all;
  }

  /** The entry of `load`'s answer; `sized(entry, bytes)` is told its bytes again once its gzip is made. */
  private async build<T>(
    load: () => Promise<T>,
    sized: (entry: CachedList, bytes: number) => void,
  ): Promise<CachedList<T>> {
    const value = await load();
    const body = Buffer.from(JSON.stringify(value));
    let compressed: Promise<Uint8Array<ArrayBuffer>> | undefined;
    const entry: CachedList<T> = {
      value,
      body,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      gzipped: () =>
        (compressed ??= (gzipAsync(body) as Promise<Uint8Array<ArrayBuffer>>).then((gzipped) => {
          sized(entry, body.byteLength + gzipped.byteLength);
          return gzipped;
        })),
    };
    return entry;
  }
}
