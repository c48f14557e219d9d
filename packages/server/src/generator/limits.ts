/**
 * The generator's two limits: how many generations one account may start in a minute, and how many run at once on
 * this server. Beyond either the route answers 429 with a message that says which, and when to try again. The counts
 * live in this process: with several servers behind a load balancer, each allows its own.
 */
import type { GenerationLimits } from './types';

const WINDOW_MS = 60_000;
/** Accounts remembered before the ones idle for a minute are forgotten. */
const SWEEP_ABOVE = 1000;

export type Entry =
  | { ok: true; release: () => void }
  | { ok: false; code: 'generator_rate_limited' | 'generator_busy'; retryAfterSeconds: number };

export class GenerationGate {
  private active = 0;
  private readonly starts = new Map<string, number[]>();

  constructor(
    private readonly limits: GenerationLimits,
    private readonly now: () => number,
  ) {}

  /** Lets `account` start a generation, or says why not; `release` must be called when it ends. */
  enter(account: string): Entry {
    if (this.starts.size > SWEEP_ABOVE) this.sweep();
    const now = this.now();
    const recent = (this.starts.get(account) ?? []).filter((at) => now - at < WINDOW_MS);
    this.starts.set(account, recent);
    if (recent.length >= this.limits.perMinute) {
      const oldest = recent[0] ?? now;
      return {
        ok: false,
        code: 'generator_rate_limited',
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000)),
      };
    }
    if (this.active >= this.limits.maxActive) return { ok: false, code: 'generator_busy', retryAfterSeconds: 30 };
    recent.push(now);
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

  /** Forgets accounts with no start in the last minute, so the map does not grow. */
  private sweep(): void {
    const now = this.now();
    for (const [account, starts] of this.starts) {
      if (starts.every((at) => now - at >= WINDOW_MS)) this.starts.delete(account);
    }
  }
}
