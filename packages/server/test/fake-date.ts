/**
 * The rate limits (rate-limiter-flexible) read the time from Date, not from the server's injected clock: a test that
 * waits out a limit's window moves Date ahead instead. Date then runs on from there with the real time.
 */
import { vi } from 'vitest';

export function advanceDate(ms: number): void {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + ms);
}
