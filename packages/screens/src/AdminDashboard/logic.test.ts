import { describe, expect, it } from 'vitest';
import { dailySummary, dayLabel } from './logic';

const day = (date: string, scans: number, redirects: number) => ({ day: date, scans, redirects });

describe('dayLabel', () => {
  it('writes a stats day as day and short month, whatever the time zone', () => {
    expect(dayLabel('2026-11-03')).toBe('3 Nov');
    expect(dayLabel('2026-12-31')).toBe('31 Dec');
  });
  it('leaves an unreadable day as it is', () => {
    expect(dayLabel('someday')).toBe('someday');
  });
});

describe('dailySummary', () => {
  it('totals the month and names its busiest day by scans', () => {
    expect(dailySummary([day('2026-11-01', 3, 1), day('2026-11-02', 1234, 500), day('2026-11-03', 2, 0)])).toBe(
      '1,239 scans and 501 posts used in the last 30 days; the busiest day was 2 Nov with 1,234 scans.',
    );
  });
  it('speaks of one scan and one post used in the singular', () => {
    expect(dailySummary([day('2026-11-01', 1, 1)])).toBe(
      '1 scan and 1 post used in the last 30 days; the busiest day was 1 Nov with 1 scan.',
    );
  });
  it('says when there is nothing yet', () => {
    expect(dailySummary([day('2026-11-01', 0, 0)])).toBe('No scans or posts used in the last 30 days yet.');
    expect(dailySummary([])).toBe('No scans or posts used in the last 30 days yet.');
  });
});
