/**
 * Serialized list responses cached per (kind, viewer, filter), as UTF-8 bytes with an ETag. Keys are `viewer` or
 * `viewer|filter`. A change drops the entries of its kinds, for the viewers it names (or for everyone);
 * generation counters keep a read that raced with a change from storing a stale answer. Concurrent misses of one
 * key share one load, unless a change happened since that load started (a caller must see its own writes).
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

const gzipAsync = promisify(gzip);

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

export class ListCache {
  private readonly entries = new Map<RecordKind, Map<string, CachedList>>();
  private readonly loading = new Map<RecordKind, Map<string, Promise<CachedList>>>();
  /** Per kind: bumped by changes for everyone. */
  private readonly generations = new Map<RecordKind, number>();
  /** Per kind and viewer: bumped by changes for that viewer. */
  private readonly viewerGenerations = new Map<RecordKind, Map<string, number>>();

  /** Answers served from the cache, and answers built (metrics). */
  hits = 0;
  misses = 0;

  constructor(private readonly enabled = true) {}

  get(kind: RecordKind, key: string, load: () => Promise<unknown>): Promise<CachedList> {
    const hit = this.entries.get(kind)?.get(key);
    if (hit) {
      this.hits += 1;
      return Promise.resolve(hit);
    }
    this.misses += 1;
    if (!this.enabled) return this.build(load);
    const pending = this.loading.get(kind)?.get(key);
    if (pending) return pending;

    const viewer = viewerOf(key);
    const generation = this.generation(kind, viewer);
    const loads = this.bucket(this.loading, kind);
    const promise = this.build(load).then(
      (entry) => {
        if (loads.get(key) === promise) loads.delete(key);
        if (this.generation(kind, viewer) === generation) {
          const target = this.bucket(this.entries, kind);
          if (target.size >= MAX_ENTRIES_PER_KIND) target.clear();
          target.set(key, entry);
        }
        return entry;
      },
      (error: unknown) => {
        if (loads.get(key) === promise) loads.delete(key);
        throw error;
      },
    );
    loads.set(key, promise);
    return promise;
  }

  /** Drops the lists of `kinds`: of the `viewers` named (e.g. `admin`, `tenant:<id>`), or of everyone. */
  invalidate(kinds: readonly RecordKind[], viewers?: readonly string[]): void {
    for (const kind of kinds) {
      if (!viewers) {
        this.generations.set(kind, (this.generations.get(kind) ?? 0) + 1);
        this.viewerGenerations.delete(kind);
        this.entries.delete(kind);
        this.loading.delete(kind);
        continue;
      }
      const named = new Set(viewers);
      const counters = this.bucket(this.viewerGenerations, kind);
      for (const viewer of named) counters.set(viewer, (counters.get(viewer) ?? 0) + 1);
      for (const map of [this.entries.get(kind), this.loading.get(kind)]) {
        if (!map) continue;
        for (const key of map.keys()) if (named.has(viewerOf(key))) map.delete(key);
      }
    }
  }

  /** Changes when a change for everyone, or for this viewer, happened. */
  private generation(kind: RecordKind, viewer: string): string {
    return `${this.generations.get(kind) ?? 0}:${this.viewerGenerations.get(kind)?.get(viewer) ?? 0}`;
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

  private bucket<T>(map: Map<RecordKind, Map<string, T>>, kind: RecordKind): Map<string, T> {
    let target = map.get(kind);
    if (!target) {
      target = new Map();
      map.set(kind, target);
    }
    return target;
  }
}
