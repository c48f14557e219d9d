import type { DailyCount } from '@app/contract';
import { formatCount } from '../shared/CountFigures';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A stats day (YYYY-MM-DD) as the chart and its table show it: "12 Nov". */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** The chart's text alternative: the month's totals and its busiest day. */
export function dailySummary(daily: readonly DailyCount[]): string {
  const scans = daily.reduce((total, day) => total + day.scans, 0);
  const redirects = daily.reduce((total, day) => total + day.redirects, 0);
  if (scans === 0 && redirects === 0) return 'No scans or redirects in the last 30 days yet.';
  const busiest = daily.reduce((best, day) => (day.scans > best.scans ? day : best));
  return (
    `${plural(scans, 'scan', 'scans')} and ${plural(redirects, 'redirect', 'redirects')} in the last 30 days; ` +
    `the busiest day was ${dayLabel(busiest.day)} with ${plural(busiest.scans, 'scan', 'scans')}.`
  );
}

/** "2 unused posts", "1 unused post". */
export const unusedPosts = (count: number) => plural(count, 'unused post', 'unused posts');
