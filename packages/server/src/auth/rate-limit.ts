/**
 * Failed-login limiter: after 10 failures within 15 minutes for one account and address, answer 429. The failures
 * live in the database, so instances behind one load balancer share the count.
 */
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db';
import { loginFailures } from '../db/schema';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export class LoginLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private cutoff(): Date {
    return new Date(this.now() - LOGIN_WINDOW_MS);
  }

  async isBlocked(key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ failures: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, this.cutoff())));
    return (row?.failures ?? 0) >= LOGIN_MAX_FAILURES;
  }

  async fail(key: string): Promise<void> {
    await this.db.insert(loginFailures).values({ key, failedAt: new Date(this.now()) });
    // failures older than the window no longer count, for any account
    await this.db.delete(loginFailures).where(lt(loginFailures.failedAt, this.cutoff()));
  }

  async succeed(key: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, key));
  }
}
