import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('formats ISO strings as en-GB day/month/year', () => {
    expect(formatDate('2026-11-02T10:00:00.000Z')).toBe('02/11/2026');
  });
  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date(Date.UTC(2025, 0, 31, 12)))).toBe('31/01/2025');
    expect(formatDate(Date.UTC(2024, 11, 25, 12))).toBe('25/12/2024');
  });
  it('gives an empty string for missing or invalid values', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
