/**
 * Per-address limits of the public API, kept in this instance's memory: the addresses are never written anywhere
 * (the QR page stores no personal data), and a limit check costs no database call. Behind a load balancer each
 * instance counts on its own, so a client spread over N instances may get up to N times the limit.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Services } from '../context';
import { apiError } from '../http/errors';
import { clientAddress } from '../routes/auth';

export interface Window {
  limit: number;
  ms: number;
}

/** Claims per address: 10 a minute and 50 an hour. */
export const CLAIM_LIMITS: Window[] = [
  { limit: 10, ms: 60_000 },
  { limit: 50, ms: 3_600_000 },
];
/** Page views, the JSON view and redirects per address (shared Wi-Fi puts a whole café behind one address). */
export const VIEW_LIMITS: Window[] = [{ limit: 120, ms: 60_000 }];

const MAX_ADDRESSES = 50_000;

/**
 * The address a limit counts: an IPv4 address as it is (also when mapped into IPv6), an IPv6 address by its /64
 * prefix (one subscriber gets a whole /64 and could otherwise rotate through it).
 */
export function limitKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Expired addresses forgotten per call at most (a burst of them expiring at once is spread over the next calls). */
const SWEEP_PER_CALL = 64;

/** An address's allowed requests (times in order), in a list from the least to the most recently allowed. */
interface Seen {
  key: string;
  times: number[];
  older: Seen | undefined;
  newer: Seen | undefined;
}

/**
 * Sliding windows of the times of allowed requests, per address. The addresses are also kept in a list in the order
 * of their last allowed request (an allowed request moves its address to the end), so the ones to forget are always
 * at its start: a call costs the same with 10 or 50,000 addresses (no walk through them, and no walk of a Map's
 * iterator over the holes its deletions leave).
 */
export class AddressLimiter {
  private readonly seen = new Map<string, Seen>();
  private oldest: Seen | undefined;
  private newest: Seen | undefined;
  private readonly longest: number;

  constructor(
    private readonly windows: Window[],
    private readonly now: () => number,
    private readonly maxAddresses = MAX_ADDRESSES,
  ) {
    this.longest = Math.max(...windows.map((window) => window.ms));
  }

  /** Records a request; the seconds until it may try again when over a limit (the request is then not recorded). */
  take(address: string): number | undefined {
    const now = this.now();
    this.sweep(now);
    const key = limitKey(address);
    const seen = this.seen.get(key);
    if (!seen) {
      // a new address: nothing to check (every limit is at least 1)
      const added: Seen = { key, times: [now], older: this.newest, newer: undefined };
      this.append(added);
      this.seen.set(key, added);
      while (this.seen.size > this.maxAddresses) this.forget(this.oldest!);
      return undefined;
    }
    const { times } = seen;
    // the times are in order: drop those past the longest window
    let first = 0;
    while (first < times.length && times[first]! <= now - this.longest) first += 1;
    if (first > 0) times.splice(0, first);
    let wait = 0;
    for (const { limit, ms } of this.windows) {
      if (times.length < limit) continue;
      // the limit-th latest request: while it is inside the window, the window is full
      const time = times[times.length - limit]!;
      if (time > now - ms) wait = Math.max(wait, time + ms - now);
    }
    if (wait > 0) return Math.max(1, Math.ceil(wait / 1000));
    times.push(now);
    if (seen !== this.newest) {
      this.unlink(seen);
      seen.older = this.newest;
      seen.newer = undefined;
      this.append(seen);
    }
    return undefined;
  }

  /** How many addresses are remembered. */
  get size(): number {
    return this.seen.size;
  }

  private append(seen: Seen): void {
    if (this.newest) this.newest.newer = seen;
    else this.oldest = seen;
    this.newest = seen;
  }

  private unlink(seen: Seen): void {
    if (seen.older) seen.older.newer = seen.newer;
    else this.oldest = seen.newer;
    if (seen.newer) seen.newer.older = seen.older;
    else this.newest = seen.older;
  }

  private forget(seen: Seen): void {
    this.unlink(seen);
    this.seen.delete(seen.key);
  }

  /** Forgets the least recent addresses with nothing left in the windows (the list's start), a few per call. */
  private sweep(now: number): void {
    for (let budget = SWEEP_PER_CALL; budget > 0; budget--) {
      const oldest = this.oldest;
      if (!oldest || oldest.times[oldest.times.length - 1]! > now - this.longest) return;
      this.forget(oldest);
    }
  }
}

/** 429 `{message}` with Retry-After past the limit, for the client's address (TRUST_PROXY respected). */
export function rateLimit(services: Services, limiter: AddressLimiter): MiddlewareHandler {
  return async (c: Context, next) => {
    const wait = limiter.take(clientAddress(c, services.trustedProxies));
    if (wait !== undefined) {
      c.header('Retry-After', String(wait));
      throw apiError(429, 'public_too_many_requests');
    }
    await next();
  };
}
