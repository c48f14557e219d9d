/**
 * Sign-in limits, all checked before a password is hashed (a hash costs ≈30 ms of a core):
 * - per account and address: 10 failures within 15 minutes;
 * - per address, over every account: `addressLimit` failures within 15 minutes (spraying many accounts);
 * - per instance: at most `concurrency` password checks at a time and a short queue behind them; past that the
 *   attempt is refused at once, so a flood of sign-ins cannot slow every other call down.
 * Failures live in the database, so instances behind one load balancer share the counts.
 */
import type { Role } from '@app/contract';
import { and, count, eq, gt, like, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db';
import { loginFailures } from '../db/schema';
import { apiError } from '../http/errors';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_ADDRESS_MAX_FAILURES = 50;
export const LOGIN_CONCURRENCY = 2;
/** Waiting password checks allowed per running one. */
const QUEUE_PER_SLOT = 4;

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
const addressKey = (attempt: LoginAttempt) => `address|${attempt.address}`;

/** Forgets an account's failed sign-ins from every address (the operators' reset of an administrator). */
export async function clearFailures(db: DbOrTx, account: string): Promise<void> {
  const pattern = `${account.replace(/[\\%_]/g, '\\$&')}|%`;
  await db.delete(loginFailures).where(like(loginFailures.key, pattern));
}

export class LoginLimiter {
  private readonly addressLimit: number;
  private readonly concurrency: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    limits: LoginLimits = {},
  ) {
    this.addressLimit = limits.addressLimit ?? LOGIN_ADDRESS_MAX_FAILURES;
    this.concurrency = limits.concurrency ?? LOGIN_CONCURRENCY;
  }

  private cutoff(): Date {
    return new Date(this.now() - LOGIN_WINDOW_MS);
  }

  private async failures(key: string): Promise<number> {
    const [row] = await this.db
      .select({ failures: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, this.cutoff())));
    return row?.failures ?? 0;
  }

  /** Throws 429 when the attempt's account at this address, or this address, failed too often lately. */
  async check(attempt: LoginAttempt): Promise<void> {
    if ((await this.failures(accountKey(attempt))) >= LOGIN_MAX_FAILURES)
      throw apiError(429, 'login_too_many_failures');
    if ((await this.failures(addressKey(attempt))) >= this.addressLimit) throw apiError(429, 'login_too_many_failures');
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
    const failedAt = new Date(this.now());
    await this.db.insert(loginFailures).values([
      { key: accountKey(attempt), failedAt },
      { key: addressKey(attempt), failedAt },
    ]);
    // failures older than the window no longer count, for any account
    await this.db.delete(loginFailures).where(lt(loginFailures.failedAt, this.cutoff()));
  }

  /** A success clears the account's failures at this address (the address's count stays: spraying is slow). */
  async succeed(attempt: LoginAttempt): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, accountKey(attempt)));
  }
}
