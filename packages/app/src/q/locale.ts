import { pickLocale, readStoredLocale, writeStoredLocale, type Locale, type StorageAccess } from '@app/screens';

export type { StorageAccess } from '@app/screens';

/** Where the customer's choice of language is remembered (the back-office has its own, `backoffice.locale`). */
export const LOCALE_STORAGE_KEY = 'customerPage.locale';

/** The remembered choice; null when there is none (or storage is refused, as in some private modes). */
export function storedLocale(storage: StorageAccess): Locale | null {
  return readStoredLocale(storage, LOCALE_STORAGE_KEY);
}

export function rememberLocale(storage: StorageAccess, locale: Locale): void {
  writeStoredLocale(storage, LOCALE_STORAGE_KEY, locale);
}

/**
 * The page's language: the customer's own choice when remembered, else the first of the browser's languages that
 * we have, else the server's guess from Accept-Language (`<html lang>`), else English.
 */
export function initialLocale(options: {
  stored: Locale | null;
  browser: readonly string[];
  server: string | null;
}): Locale {
  return pickLocale([options.stored, ...options.browser, options.server]);
}
