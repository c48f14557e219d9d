/**
 * Every rate limit of the server, counted by rate-limiter-flexible: in this instance's memory where a limit is per
 * instance (the QR page's, the generator's), and in PostgreSQL's `rate_limits` table where every instance must count
 * the same (failed sign-ins; on the embedded database there is one instance, so memory). Windows are fixed: a key's
 * count starts with its first request and is forgotten `seconds` later.
 */
import type { Context, MiddlewareHandler } from 'hono';
import pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Db } from '../db';
import { clientAddress } from './client-address';
import { apiError } from './errors';

export interface Limit {
  /** Requests allowed in the window. */
  points: number;
  seconds: number;
}

/** The table of the PostgreSQL store (migration 0007_rate-limits). */
export const RATE_LIMIT_TABLE = 'rate_limits';

export type RateLimiter = RateLimiterAbstract;
export type { RateLimiterRes };

export function memoryLimiter(limit: Limit, keyPrefix: string): RateLimiter {
  return new RateLimiterMemory({ keyPrefix, points: limit.points, duration: limit.seconds });
}

/** A limiter whose counts every instance on `db` shares: PostgreSQL's table, or memory on the embedded database. */
export function sharedLimiter(db: Db, limit: Limit, keyPrefix: string): RateLimiter {
  const client = (db as Db & { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) return memoryLimiter(limit, keyPrefix);
  return new RateLimiterPostgres({
    storeClient: client,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: true,
    keyPrefix,
    points: limit.points,
    duration: limit.seconds,
  });
}

/** Counts one request of `key`; the seconds until it may try again when that was past a limit. */
export async function take(limiters: RateLimiter[], key: string): Promise<number | undefined> {
  try {
    for (const limiter of limiters) await limiter.consume(key);
    return undefined;
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
  }
}

/** Claims per address: 10 a minute and 50 an hour. */
export const CLAIM_LIMITS: Limit[] = [
  { points: 10, seconds: 60 },
  { points: 50, seconds: 3600 },
];
/** Page views, the JSON view and redirects per address (shared Wi-Fi puts a whole café behind one address). */
export const VIEW_LIMITS: Limit[] = [{ points: 120, seconds: 60 }];

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

/**
 * Per-address limits of the public API, in this instance's memory: the addresses are never written anywhere (the QR
 * page stores no personal data), and a check costs no database call. Behind a load balancer each instance counts on
 * its own, so a client spread over N instances may get up to N times the limit.
 */
export class AddressLimiter {
  private readonly limiters: RateLimiter[];

  constructor(limits: Limit[], name: string) {
    this.limiters = limits.map((limit, index) => memoryLimiter(limit, `${name}-${index}`));
  }

  /** Counts a request; the seconds until it may try again when over a limit. */
  take(address: string): Promise<number | undefined> {
    return take(this.limiters, limitKey(address));
  }
}

/** 429 `{message}` with Retry-After past the limit, for the client's address (TRUST_PROXY respected). */
export function rateLimit(trustedProxies: number, limiter: AddressLimiter): MiddlewareHandler {
  return async (c: Context, next) => {
    const wait = await limiter.take(clientAddress(c, trustedProxies));
    if (wait !== undefined) {
      c.header('Retry-After', String(wait));
      throw apiError(429, 'public_too_many_requests');
    }
    await next();
  };
}
