/**
 * Serialized list responses cached per (kind, viewer, filter), as UTF-8 bytes with an ETag. A change of a kind
 * drops its entries; a generation counter keeps a read that raced with a change from storing a stale answer.
 * Concurrent misses of one key share one load, unless a change happened since that load started (a caller must
 * see its own writes).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { ListKind } from './bus';

export interface CachedList {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The body gzipped, made on first use (off the main thread) and kept with the entry. */
  gzipped(): Promise<Uint8Array<ArrayBuffer>>;
}

const gzipAsync = promisify(gzip);

const MAX_ENTRIES_PER_KIND = 2000;

export class ListCache {
  private readonly entries = new Map<ListKind, Map<string, CachedList>>();
  private readonly loading = new Map<ListKind, Map<string, Promise<CachedList>>>();
  private readonly generations = new Map<ListKind, number>();

  constructor(private readonly enabled = true) {}

  get(kind: ListKind, key: string, load: () => Promise<unknown>): Promise<CachedList> {
    const hit = this.entries.get(kind)?.get(key);
    if (hit) return Promise.resolve(hit);
    if (!this.enabled) return this.build(load);
    const pending = this.loading.get(kind)?.get(key);
    if (pending) return pending;

    const generation = this.generations.get(kind) ?? 0;
    const loads = this.bucket(this.loading, kind);
    const promise = this.build(load).then(
      (entry) => {
        if (loads.get(key) === promise) loads.delete(key);
        if ((this.generations.get(kind) ?? 0) === generation) {
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

  invalidate(kinds: readonly ListKind[]): void {
    for (const kind of kinds) {
      this.generations.set(kind, (this.generations.get(kind) ?? 0) + 1);
      this.entries.delete(kind);
      this.loading.delete(kind);
    }
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

  private bucket<T>(map: Map<ListKind, Map<string, T>>, kind: ListKind): Map<string, T> {
    let target = map.get(kind);
    if (!target) {
      target = new Map();
      map.set(kind, target);
    }
    return target;
  }
}
