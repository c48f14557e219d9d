/**
 * Serialized list responses cached per (kind, viewer, filter), as UTF-8 bytes with an ETag. Keys are `viewer` or
 * `viewer|filter`. An entry may have a scope: the one campaign its answer depends on (a list filtered by campaign,
 * a campaign's details); other entries depend on every record of their kind the viewer sees. A change drops the
 * entries of its kinds, for the viewers it names (or for everyone), and when it names the campaigns it touches,
 * only the unscoped entries and those scoped to one of these campaigns. A load in flight that a change concerns
 * is marked stale: it still answers the read that started it, but is neither kept nor shared with later reads.
 * Concurrent misses of one key share one load (a write makes each waiting reader build the same page only once).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { RecordKind } from '@app/contract';
import type { Actor } from '../context';

export interface CachedList {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The body gzipped, made on first use (off the main thread) and kept with the entry. */
  gzipped(): Promise<Uint8Array<ArrayBuffer>>;
}

/**
 * What the cache holds: the lists of each record kind, and a campaign with its assets and contents (GET
 * /api/campaign/one/{id}), which changes of any of those kinds make stale.
 */
export type CacheKind = RecordKind | 'campaign-detail';

/** The kinds whose changes also make a cached kind stale. */
const DEPENDS_ON: Partial<Record<CacheKind, readonly RecordKind[]>> = {
  'campaign-detail': ['campaign', 'content', 'asset'],
};

/** zlib's gzip on its thread pool (off the main thread), as a promise. */
export const gzipAsync = promisify(gzip);

const MAX_ENTRIES_PER_KIND = 2000;

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
  scope: string | undefined;
}

interface Pending {
  promise: Promise<CachedList>;
  scope: string | undefined;
  /** A change concerned it after it started: its answer is not kept. */
  stale: boolean;
}

/** One kind's items by viewer, then key: a change for some viewers looks at theirs only. */
class Shelf<T extends { scope: string | undefined }> {
  private readonly byViewer = new Map<string, Map<string, T>>();
  size = 0;

  get(key: string): T | undefined {
    return this.byViewer.get(viewerOf(key))?.get(key);
  }

  set(key: string, item: T): void {
    const viewer = viewerOf(key);
    let items = this.byViewer.get(viewer);
    if (!items) {
      items = new Map();
      this.byViewer.set(viewer, items);
    }
    if (!items.has(key)) this.size += 1;
    items.set(key, item);
  }

  delete(key: string): void {
    const items = this.byViewer.get(viewerOf(key));
    if (items?.delete(key)) this.size -= 1;
  }

  /** Removes the items of `viewers` (all when undefined) whose scope is in `scopes` or unset (all when undefined). */
  take(viewers: ReadonlySet<string> | undefined, scopes: ReadonlySet<string> | undefined, each?: (item: T) => void) {
    const groups = viewers ? [...viewers].map((viewer) => this.byViewer.get(viewer)) : [...this.byViewer.values()];
    for (const items of groups) {
      if (!items) continue;
      for (const [key, item] of items) {
        if (scopes && item.scope !== undefined && !scopes.has(item.scope)) continue;
        items.delete(key);
        this.size -= 1;
        each?.(item);
      }
    }
  }

  clear(): void {
    this.byViewer.clear();
    this.size = 0;
  }
}

export class ListCache {
  private readonly entries = new Map<CacheKind, Shelf<Stored>>();
  private readonly loading = new Map<CacheKind, Shelf<Pending>>();

  /** Answers served from the cache, and answers built (metrics). */
  hits = 0;
  misses = 0;

  constructor(private readonly enabled = true) {}

  /** The entry of `key`, loaded when missing; `scope`: the campaign the answer depends on alone, if any. */
  get(kind: CacheKind, key: string, load: () => Promise<unknown>, scope?: string): Promise<CachedList> {
    const hit = this.entries.get(kind)?.get(key);
    if (hit) {
      this.hits += 1;
      return Promise.resolve(hit.entry);
    }
    this.misses += 1;
    if (!this.enabled) return this.build(load);
    const loads = this.shelf(this.loading, kind);
    const pending = loads.get(key);
    if (pending) return pending.promise;

    const started: Pending = { promise: this.build(load), scope, stale: false };
    started.promise = started.promise.then(
      (entry) => {
        if (loads.get(key) === started) loads.delete(key);
        if (!started.stale) {
          const target = this.shelf(this.entries, kind);
          if (target.size >= MAX_ENTRIES_PER_KIND) target.clear();
          target.set(key, { entry, scope });
        }
        return entry;
      },
      (error: unknown) => {
        if (loads.get(key) === started) loads.delete(key);
        throw error;
      },
    );
    loads.set(key, started);
    return started.promise;
  }

  /**
   * Drops the lists of `kinds` (and what depends on them): of the `viewers` named (e.g. `admin`, `tenant:<id>`),
   * or of everyone; with `campaigns`, only the unscoped entries and those scoped to one of these campaigns.
   */
  invalidate(kinds: readonly RecordKind[], viewers?: readonly string[], campaigns?: readonly string[]): void {
    const named = viewers ? new Set(viewers) : undefined;
    const scopes = campaigns ? new Set(campaigns) : undefined;
    for (const kind of this.staleKinds(kinds)) {
      this.entries.get(kind)?.take(named, scopes);
      this.loading.get(kind)?.take(named, scopes, (pending) => (pending.stale = true));
    }
  }

  /** `kinds` and the cached kinds that depend on one of them. */
  private staleKinds(kinds: readonly RecordKind[]): CacheKind[] {
    const all: CacheKind[] = [...kinds];
    for (const [kind, sources] of Object.entries(DEPENDS_ON) as [CacheKind, readonly RecordKind[]][]) {
      if (!all.includes(kind) && sources.some((source) => kinds.includes(source))) all.push(kind);
    }
    return all;
  }

  private async build(load: () => Promise<unknown>): Promise<CachedList> {
    const body = Buffer.from(JSON.stringify(await load()));
    let compressed: Promise<Uint8Array<ArrayBuffer>> | undefined;
    return {
      body,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      gzipped: () => (compressed ??= gzipAsync(body) as Promise<Uint8Array<ArrayBuffer>>),
    };
  }

  private shelf<T extends { scope: string | undefined }>(map: Map<CacheKind, Shelf<T>>, kind: CacheKind): Shelf<T> {
    let target = map.get(kind);
    if (!target) {
      target = new Shelf<T>();
      map.set(kind, target);
    }
    return target;
  }
}
