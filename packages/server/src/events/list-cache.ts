/**
 * Serialized list responses cached per (kind, viewer, filter), with an ETag. A change of a kind drops its
 * entries; a generation counter keeps a read that raced with a change from storing a stale answer.
 */
import { createHash } from 'node:crypto';
import type { ListKind } from './bus';

export interface CachedList {
  body: string;
  etag: string;
}

const MAX_ENTRIES_PER_KIND = 2000;

export class ListCache {
  private readonly entries = new Map<ListKind, Map<string, CachedList>>();
  private readonly generations = new Map<ListKind, number>();

  constructor(private readonly enabled = true) {}

  async get(kind: ListKind, key: string, load: () => Promise<unknown>): Promise<CachedList> {
    const bucket = this.entries.get(kind);
    const hit = bucket?.get(key);
    if (hit) return hit;
    const generation = this.generations.get(kind) ?? 0;
    const body = JSON.stringify(await load());
    const entry = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
    if (this.enabled && (this.generations.get(kind) ?? 0) === generation) {
      let target = this.entries.get(kind);
      if (!target) {
        target = new Map();
        this.entries.set(kind, target);
      }
      if (target.size >= MAX_ENTRIES_PER_KIND) target.clear();
      target.set(key, entry);
    }
    return entry;
  }

  invalidate(kinds: readonly ListKind[]): void {
    for (const kind of kinds) {
      this.generations.set(kind, (this.generations.get(kind) ?? 0) + 1);
      this.entries.delete(kind);
    }
  }
}
