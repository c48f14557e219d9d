/** The funnel panel's arithmetic and words: the default range, the steps' rates, a link's place. */
import { FUNNEL_DEFAULT_DAYS, FUNNEL_MAX_DAYS } from '@app/contract';
import { intlLocale } from '@app/ui';
import type { I18n } from '@lingui/core';

export interface FunnelRange {
  /** YYYY-MM-DD, both days included. */
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `count` days before `day` (a calendar step). */
export function daysBefore(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - count * DAY_MS).toISOString().slice(0, 10);
}

/** Today in the businesses' time zone, as the server counts days. */
export function todayIn(timeZone: string, now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(now),
  );
}

/** The last FUNNEL_DEFAULT_DAYS days up to `today`. */
export const defaultRange = (today: string): FunnelRange => ({
  from: daysBefore(today, FUNNEL_DEFAULT_DAYS - 1),
  to: today,
});

/** Why a range cannot be asked for, or null: the server's codes, so the texts are the same. */
export function rangeProblem(range: FunnelRange): 'date_range_reversed' | 'date_range_too_long' | null {
  if (!range.from || !range.to) return null;
  if (range.from > range.to) return 'date_range_reversed';
  const days = Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;
  return days > FUNNEL_MAX_DAYS ? 'date_range_too_long' : null;
}

/** `part` of `whole` as a whole percentage in the interface's language ("45%"); none when the whole is 0. */
export function rate(part: number, whole: number, locale: string): string | null {
  if (whole <= 0) return null;
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(part / whole);
}

/** A link as people know it: its label ("Table 5") when it has one, else its generated name. */
export const placeOf = (link: { name: string; label: string }, deleted: string): string =>
  link.label.trim() || link.name || deleted;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A day (YYYY-MM-DD) as the chart and the tables show it: "12 Nov", "11月12日". */
export function dayLabel(day: string, i18n: I18n): string {
  const tag = intlLocale(i18n.locale);
  let format = dayFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayFormats.set(tag, format);
  }
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}
