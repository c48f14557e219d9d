import { useLingui } from '@lingui/react';

/**
 * The short date of each interface language, through `Intl`: en-GB in English (22/11/2026, SPEC section 9), the
 * year first in Chinese (2026/11/22), day first in Malay (22/11/2026). Another locale falls back to English's.
 */
const INTL_LOCALES: Readonly<Record<string, string>> = { en: 'en-GB', 'zh-CN': 'zh-CN', ms: 'ms-MY' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** The `Intl` locale of an interface language (en-GB for English and for anything unknown). */
export function intlLocale(locale: string): string {
  return INTL_LOCALES[locale] ?? 'en-GB';
}

function formatFor(locale: string): Intl.DateTimeFormat {
  const tag = intlLocale(locale);
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric' });
    formats.set(tag, format);
  }
  return format;
}

export type DateValue = string | number | Date | null | undefined;

/** A date as the interface language writes it (see above); an empty or unparseable value gives "". */
export function formatDateIn(locale: string, value: DateValue): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatFor(locale).format(date);
}

/** `formatDateIn` in the language on screen (it follows the language switch). */
export function useFormatDate(): (value: DateValue) => string {
  const { i18n } = useLingui();
  const { locale } = i18n;
  return (value) => formatDateIn(locale, value);
}
