/**
 * The signed-in accounts the auth middleware looked up, by `role:id`, with the token version each had: every request
 * of a session would otherwise read its account from the database. Any change to admins or tenants (here or on
 * another instance, through the event bus) clears it. A lookup that started before a clear is not stored: it may
 * have read the account before a password change or a sign-out everywhere, and would hide it.
 */
import type { Actor } from '../types';

export interface CachedActor {
  /** Null: no such account, or not allowed to sign in (inactive). */
  actor: Actor | null;
  /** The account's current token version (tokens carrying another one are refused). */
  tokenVersion: number;
}

/** How long a looked-up account is trusted without asking the database (changes drop it at once). */
export const ACTOR_CACHE_MS = 30_000;
const MAX_ENTRIES = 10_000;

export class ActorCache {
  private readonly entries = new Map<string, CachedActor & { at: number }>();
  private generation = 0;

  constructor(private readonly now: () => number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached account, while fresh. */
  get(key: string): CachedActor | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at < ACTOR_CACHE_MS) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** Looks the account up with `load` and keeps it, unless the cache was cleared meanwhile. */
  async load(key: string, load: () => Promise<CachedActor>): Promise<CachedActor> {
    const generation = this.generation;
    const found = await load();
    if (generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { ...found, at: this.now() });
    }
    return found;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
