import { useLingui } from '@lingui/react';
import { activateLocale } from './catalogs';
import { LOCALES, LOCALE_NAMES, SOURCE_LOCALE, isLocale, type Locale } from './locales';
import { BACKOFFICE_LOCALE_KEY, browserStorage, writeStoredLocale } from './storage';

/** The switch's options: every language, named in itself. */
export const LOCALE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/**
 * The interface language and how to change it: the chosen language's back-office messages are loaded and made
 * active (every screen re-renders in it), `<html lang>` follows, and the choice is remembered in this browser.
 */
export function useLocaleSwitch(): { locale: Locale; change: (value: string) => void } {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  const change = (value: string) => {
    if (!isLocale(value) || value === locale) return;
    writeStoredLocale(browserStorage, BACKOFFICE_LOCALE_KEY, value);
    void activateLocale(i18n, value, 'backoffice').then(() => {
      document.documentElement.lang = value;
    });
  };
  return { locale, change };
}
