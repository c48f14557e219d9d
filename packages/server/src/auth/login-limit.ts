/**
 * Sign-in limits, all checked before a password is hashed (a hash costs ≈30 ms of a core):
 * - per account and address: 10 failures within 15 minutes;
 * - per address, over every account: `addressLimit` failures within 15 minutes (spraying many accounts);
 * - per instance: at most `concurrency` password checks at a time and a short queue behind them; past that the
 *   attempt is refused at once, so a flood of sign-ins cannot slow every other call down.
 * The failures are counted by the shared limiter (http/rate-limit.ts): on PostgreSQL every instance counts the same.
 */
import type { Role } from '@app/contract';
import { like } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db';
import { rateLimits } from '../db/schema';
import { apiError } from '../http/errors';
import { sharedLimiter, type RateLimiter, type RateLimiterRes } from '../http/rate-limit';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_ADDRESS_MAX_FAILURES = 50;
export const LOGIN_CONCURRENCY = 2;
/** Waiting password checks allowed per running one. */
const QUEUE_PER_SLOT = 4;
/** The limiters' key prefixes (kept in the `rate_limits` table on PostgreSQL). */
const ACCOUNT_PREFIX = 'login';
const ADDRESS_PREFIX = 'login-address';

export interface LoginLimits {
  /** Failures per address (any account) within the window. Default 50. */
  addressLimit?: number;
  /** Password checks at a time on this instance. Default 2. */
  concurrency?: number;
}

/** Where a sign-in attempt comes from and what it names. */
export interface LoginAttempt {
  /** loginAccount(): e.g. `admin:ops.lead` */
  account: string;
  address: string;
}

/** The account a sign-in names: its role and its login (user name or email), in any case. */
export const loginAccount = (role: Role, login: string) => `${role}:${login.toLowerCase()}`;

const accountKey = (attempt: LoginAttempt) => `${attempt.account}|${attempt.address}`;

/** The failures a limiter holds for a key: none once its window has ended (memory forgets it a moment later). */
const failures = (held: RateLimiterRes | null) => (held && held.msBeforeNext > 0 ? held.consumedPoints : 0);

/**
 * Forgets an account's failed sign-ins from every address (the operators' reset of an administrator) on PostgreSQL;
 * on the embedded database the counts live in the server's memory, which the reset's required stop has cleared.
 */
export async function clearFailures(db: DbOrTx, account: string): Promise<void> {
  const pattern = `${ACCOUNT_PREFIX}:${account.replace(/[\\%_]/g, '\\$&')}|%`;
  await db.delete(rateLimits).where(like(rateLimits.key, pattern));
}

export class LoginLimiter {
  private readonly perAccount: RateLimiter;
  private readonly perAddress: RateLimiter;
  private readonly concurrency: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(db: Db, limits: LoginLimits = {}) {
    const window = LOGIN_WINDOW_SECONDS;
    this.perAccount = sharedLimiter(db, { points: LOGIN_MAX_FAILURES, seconds: window }, ACCOUNT_PREFIX);
    this.perAddress = sharedLimiter(
      db,
      { points: limits.addressLimit ?? LOGIN_ADDRESS_MAX_FAILURES, seconds: window },
      ADDRESS_PREFIX,
    );
    this.concurrency = limits.concurrency ?? LOGIN_CONCURRENCY;
  }

  /** Throws 429 when the attempt's account at this address, or this address, failed too often lately. */
  async check(attempt: LoginAttempt): Promise<void> {
    const [account, address] = await Promise.all([
      this.perAccount.get(accountKey(attempt)),
      this.perAddress.get(attempt.address),
    ]);
    if (failures(account) >= this.perAccount.points || failures(address) >= this.perAddress.points)
      throw apiError(429, 'login_too_many_failures');
  }

  /** Runs a password check within the instance's limit of concurrent checks; 429 when the queue is full. */
  async verify<T>(check: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.concurrency * QUEUE_PER_SLOT) throw apiError(429, 'login_too_many_at_once');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await check();
    } finally {
      // hand the slot to the next waiting check, or free it
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  async fail(attempt: LoginAttempt): Promise<void> {
    await Promise.all([this.perAccount.penalty(accountKey(attempt)), this.perAddress.penalty(attempt.address)]);
  }

  /** A success clears the account's failures at this address (the address's count stays: spraying is slow). */
  async succeed(attempt: LoginAttempt): Promise<void> {
    await this.perAccount.delete(accountKey(attempt));
  }
}
