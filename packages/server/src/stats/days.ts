/** Calendar days (YYYY-MM-DD) in STATS_TIME_ZONE, counted back from today. */
import { statsDay } from '../public/counting';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `count` days before `day` (a plain calendar step, no time zone involved). */
export function daysBefore(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) - count * DAY_MS).toISOString().slice(0, 10);
}

/** The last `count` days up to today (in STATS_TIME_ZONE), oldest first. */
export function lastDays(now: number, count: number): string[] {
  const today = statsDay(now);
  return Array.from({ length: count }, (_, index) => daysBefore(today, count - 1 - index));
}

/** Monday of this week (in STATS_TIME_ZONE). */
export function mondayOf(now: number): string {
  const today = statsDay(now);
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return daysBefore(today, (weekday + 6) % 7);
}
