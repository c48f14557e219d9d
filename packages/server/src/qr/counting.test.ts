import { describe, expect, it } from 'vitest';
import { statsDay } from './counting';

describe('statsDay', () => {
  it('is the day in Kuala Lumpur (UTC+8) to the millisecond around its midnight, also asked again and again', () => {
    // 2026-03-01 00:00 in Kuala Lumpur is 2026-02-28 16:00 UTC
    const midnight = Date.UTC(2026, 1, 28, 16, 0, 0);
    for (let round = 0; round < 2; round++) {
      expect(statsDay(midnight - 60_001)).toBe('2026-02-28');
      expect(statsDay(midnight - 1)).toBe('2026-02-28');
      expect(statsDay(midnight)).toBe('2026-03-01');
      expect(statsDay(midnight + 59_999)).toBe('2026-03-01');
      expect(statsDay(midnight - 1)).toBe('2026-02-28');
    }
    expect(statsDay(Date.UTC(2026, 11, 31, 15, 59, 59, 999))).toBe('2026-12-31');
    expect(statsDay(Date.UTC(2026, 11, 31, 16))).toBe('2027-01-01');
  });
});
