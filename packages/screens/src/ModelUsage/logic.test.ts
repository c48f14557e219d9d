import { describe, expect, it } from 'vitest';
import { monthBefore, monthLabel, monthsOffered, refusalsOf, refusedTotal, usageTotals } from './logic';

const row = (refused: Record<string, number>, calls = 1) => ({
  tenantId: 't',
  tenantName: 'T',
  calls,
  kept: 1,
  refused,
  tokensIn: 10,
  tokensOut: 5,
});

describe('model usage logic', () => {
  it('counts months back across years', () => {
    expect(monthBefore('2025-03', 0)).toBe('2025-03');
    expect(monthBefore('2025-03', 3)).toBe('2024-12');
    expect(monthBefore('2025-01', 13)).toBe('2023-12');
  });

  it('offers this month and the eleven before, keeping an older chosen one', () => {
    const months = monthsOffered('2025-03', '2025-03');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months.at(-1)).toBe('2024-04');
    expect(monthsOffered('2025-03', '2023-07').at(-1)).toBe('2023-07');
  });

  it('names a month in the user’s language', () => {
    expect(monthLabel('2025-03', 'en-GB')).toBe('March 2025');
    expect(monthLabel('2025-03', 'zh-CN')).toBe('2025年3月');
    expect(monthLabel('2025-03', 'ms-MY')).toBe('Mac 2025');
  });

  it('adds up refusals, lists them most first, and totals the rows', () => {
    const a = row({ 'off-topic': 2, unavailable: 3, format: 0 }, 4);
    const b = row({ 'off-topic': 1 }, 2);
    expect(refusedTotal(a)).toBe(5);
    expect(refusalsOf(a)).toEqual([
      ['unavailable', 3],
      ['off-topic', 2],
    ]);
    expect(usageTotals([a, b])).toEqual({
      calls: 6,
      kept: 2,
      refused: { 'off-topic': 3, unavailable: 3, format: 0 },
      tokensIn: 20,
      tokensOut: 10,
    });
  });
});
