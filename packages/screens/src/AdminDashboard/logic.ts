import { setupI18n, type I18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { DailyCount } from '@app/contract';
import { intlLocale } from '@app/ui';

/** English without a catalog (the messages' source texts), for callers outside a language provider. */
const english = setupI18n({ locale: 'en', messages: { en: {} } });

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A stats day (YYYY-MM-DD) as the chart and its table show it: "12 Nov" in English, "11月12日" in Chinese. */
export function dayLabel(day: string, i18n: I18n = english): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const tag = intlLocale(i18n.locale);
  let format = dayFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayFormats.set(tag, format);
  }
  return format.format(date);
}

/** The chart's text alternative: the month's totals and its busiest day. */
export function dailySummary(daily: readonly DailyCount[], i18n: I18n = english): string {
  const scans = daily.reduce((total, day) => total + day.scans, 0);
  const redirects = daily.reduce((total, day) => total + day.redirects, 0);
  if (scans === 0 && redirects === 0) return t(i18n)`No scans or posts used in the last 30 days yet.`;
  const busiest = daily.reduce((best, day) => (day.scans > best.scans ? day : best));
  const busiestDay = dayLabel(busiest.day, i18n);
  const busiestScans = busiest.scans;
  return t(
    i18n,
  )`${plural(scans, { one: '# scan', other: '# scans' })} and ${plural(redirects, { one: '# post used', other: '# posts used' })} in the last 30 days; the busiest day was ${busiestDay} with ${plural(busiestScans, { one: '# scan', other: '# scans' })}.`;
}
