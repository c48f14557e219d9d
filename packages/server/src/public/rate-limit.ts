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

/** Sliding windows of the times of allowed requests, per address. */
export class AddressLimiter {
  private readonly seen = new Map<string, number[]>();
  private readonly longest: number;
  private calls = 0;

  constructor(
    private readonly windows: Window[],
    private readonly now: () => number,
  ) {
    this.longest = Math.max(...windows.map((window) => window.ms));
  }

  /** Records a request; the seconds until it may try again when over a limit (the request is then not recorded). */
  take(address: string): number | undefined {
    const now = this.now();
    this.sweep(now);
    const key = limitKey(address);
    const times = (this.seen.get(key) ?? []).filter((time) => time > now - this.longest);
    let wait = 0;
    for (const { limit, ms } of this.windows) {
      const inside = times.filter((time) => time > now - ms);
      if (inside.length >= limit) wait = Math.max(wait, inside[inside.length - limit]! + ms - now);
    }
    if (wait > 0) {
      this.seen.set(key, times);
      return Math.max(1, Math.ceil(wait / 1000));
    }
    times.push(now);
    // re-inserted: the map's order is then least recently seen first
    this.seen.delete(key);
    this.seen.set(key, times);
    return undefined;
  }

  /** Every thousand calls, forgets addresses with nothing in the windows; past MAX_ADDRESSES, the least recent. */
  private sweep(now: number): void {
    this.calls += 1;
    if (this.calls % 1000 !== 0 && this.seen.size < MAX_ADDRESSES) return;
    for (const [key, times] of this.seen) {
      if (times[times.length - 1]! <= now - this.longest) this.seen.delete(key);
    }
    for (const key of this.seen.keys()) {
      if (this.seen.size < MAX_ADDRESSES) break;
      this.seen.delete(key);
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
