/**
 * The generator's two limits: how many generations one account may start in a minute (rate-limiter-flexible, through
 * http/rate-limit.ts), and how many run at once on this server. Beyond either the route answers 429 with a message
 * that says which, and when to try again. The counts live in this process: with several servers behind a load
 * balancer, each allows its own.
 */
import { memoryLimiter, take, type RateLimiter } from '../http/rate-limit';
import type { GenerationLimits } from './types';

export type Entry =
  | { ok: true; release: () => void }
  | { ok: false; code: 'generator_rate_limited' | 'generator_busy'; retryAfterSeconds: number };

export class GenerationGate {
  private active = 0;
  private readonly perMinute: RateLimiter;

  constructor(private readonly limits: GenerationLimits) {
    this.perMinute = memoryLimiter({ points: limits.perMinute, seconds: 60 }, 'generations');
  }

  /** Lets `account` start a generation, or says why not; `release` must be called when it ends. */
  async enter(account: string): Promise<Entry> {
    const wait = await take([this.perMinute], account);
    if (wait !== undefined) return { ok: false, code: 'generator_rate_limited', retryAfterSeconds: wait };
    if (this.active >= this.limits.maxActive) {
      // not started: not counted
      await this.perMinute.reward(account);
      return { ok: false, code: 'generator_busy', retryAfterSeconds: 30 };
    }
    this.active += 1;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.active -= 1;
      },
    };
  }
}
