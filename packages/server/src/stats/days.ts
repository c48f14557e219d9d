/** Calendar days (YYYY-MM-DD) in STATS_TIME_ZONE, counted back from today. */
import { statsDay } from '../qr/counting';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `count` days before `day` (a plain calendar step, no time zone involved). */
export function daysBefore(day: string, count: number): string {
  // parsed as a full ISO date: Date.UTC would read the years 0-99 as 1900-1999
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(time - count * DAY_MS).toISOString().slice(0, 10);
}

/** The last `count` days up to today (in STATS_TIME_ZONE), oldest first. */
export function lastDays(now: number, count: number): string[] {
  const today = statsDay(now);
  return Array.from({ length: count }, (_, index) => daysBefore(today, count - 1 - index));
}

/** Monday of this week (in STATS_TIME_ZONE). */
export function mondayOf(now: number): string {
  const today = statsDay(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return daysBefore(today, (weekday + 6) % 7);
}
