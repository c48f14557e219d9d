import { formatDate } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { formatDateIn } from './dates';

describe('formatDateIn', () => {
  const date = new Date(2026, 10, 3);

  it('writes English dates exactly as before (en-GB)', () => {
    expect(formatDateIn('en', date)).toBe('03/11/2026');
    expect(formatDateIn('en', '2026-11-22T10:00:00')).toBe(formatDate('2026-11-22T10:00:00'));
  });

  it('writes the year first in Chinese and the day first in Malay', () => {
    expect(formatDateIn('zh-CN', date)).toBe('2026/11/03');
    expect(formatDateIn('ms', date)).toBe('03/11/2026');
  });

  it('gives an empty text for no date or a wrong one, and English for an unknown language', () => {
    expect(formatDateIn('zh-CN', null)).toBe('');
    expect(formatDateIn('ms', 'not a date')).toBe('');
    expect(formatDateIn('fr', date)).toBe('03/11/2026');
  });
});
