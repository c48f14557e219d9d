/** The generator's gate: generations per account and minute, and at once on this server. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GenerationGate } from '../../src/generator/limits';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('GenerationGate', () => {
  it('lets an account start `perMinute` generations a minute, then says when to try again', async () => {
    const gate = new GenerationGate({ perMinute: 3, maxActive: 10 });
    for (let i = 0; i < 3; i++) {
      const entry = await gate.enter('tenant:a');
      expect(entry.ok).toBe(true);
      if (entry.ok) entry.release();
      vi.setSystemTime(Date.now() + 1000);
    }
    expect(await gate.enter('tenant:a')).toEqual({ ok: false, code: 'generator_rate_limited', retryAfterSeconds: 57 });
    expect((await gate.enter('tenant:b')).ok).toBe(true);
    vi.setSystemTime(Date.now() + 57_000);
    expect((await gate.enter('tenant:a')).ok).toBe(true);
  });

  it('runs at most `maxActive` generations at once, and a released one makes room', async () => {
    const gate = new GenerationGate({ perMinute: 2, maxActive: 2 });
    const first = await gate.enter('tenant:a');
    const second = await gate.enter('tenant:b');
    expect(await gate.enter('tenant:c')).toEqual({ ok: false, code: 'generator_busy', retryAfterSeconds: 30 });
    // a refusal for being busy does not count as a start
    expect(await gate.enter('tenant:c')).toEqual({ ok: false, code: 'generator_busy', retryAfterSeconds: 30 });
    if (!first.ok || !second.ok) throw new Error('expected entries');
    first.release();
    first.release();
    expect((await gate.enter('tenant:c')).ok).toBe(true);
    expect((await gate.enter('tenant:d')).ok).toBe(false);
  });
});
