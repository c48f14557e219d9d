/** The generator's gate: generations per account and minute, and at once on this server. */
import { describe, expect, it } from 'vitest';
import { GenerationGate } from '../../src/generator/limits';

describe('GenerationGate', () => {
  it('lets an account start `perMinute` generations a minute, then says when to try again', () => {
    let now = 1_000_000;
    const gate = new GenerationGate({ perMinute: 3, maxActive: 10 }, () => now);
    for (let i = 0; i < 3; i++) {
      const entry = gate.enter('tenant:a');
      expect(entry.ok).toBe(true);
      if (entry.ok) entry.release();
      now += 1000;
    }
    expect(gate.enter('tenant:a')).toEqual({ ok: false, code: 'generator_rate_limited', retryAfterSeconds: 57 });
    expect(gate.enter('tenant:b').ok).toBe(true);
    now += 57_000;
    expect(gate.enter('tenant:a').ok).toBe(true);
  });

  it('runs at most `maxActive` generations at once, and a released one makes room', () => {
    const gate = new GenerationGate({ perMinute: 100, maxActive: 2 }, () => 0);
    const first = gate.enter('tenant:a');
    const second = gate.enter('tenant:b');
    expect(gate.enter('tenant:c')).toEqual({ ok: false, code: 'generator_busy', retryAfterSeconds: 30 });
    if (!first.ok || !second.ok) throw new Error('expected entries');
    first.release();
    first.release();
    expect(gate.enter('tenant:c').ok).toBe(true);
    expect(gate.enter('tenant:d').ok).toBe(false);
  });
});
