import { describe, expect, it } from 'vitest';
import { daysBefore } from './days';

describe('daysBefore', () => {
  it('steps back across months, leap days and years', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(daysBefore('2026-01-01', 1)).toBe('2025-12-31');
  });

  it('keeps a year below 100 as written (never 1900-1999)', () => {
    expect(daysBefore('0050-01-02', 1)).toBe('0050-01-01');
    expect(daysBefore('0050-01-01', 1)).toBe('0049-12-31');
  });

  it('refuses what is not a day', () => {
    expect(() => daysBefore('2026-02-30x', 1)).toThrow(RangeError);
  });
});
