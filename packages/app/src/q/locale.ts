import { isLocale, pickLocale, type Locale } from '@app/screens';

/** Where the customer's choice of language is remembered. */
export const LOCALE_STORAGE_KEY = 'customerPage.locale';

/** The page's storage; reaching it can throw (storage blocked), so it is asked for inside the try. */
export type StorageAccess = () => Pick<Storage, 'getItem' | 'setItem'>;

/** The remembered choice; null when there is none (or storage is refused, as in some private modes). */
export function storedLocale(storage: StorageAccess): Locale | null {
  try {
    const value = storage().getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(storage: StorageAccess, locale: Locale): void {
  try {
    storage().setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // not remembered: the next visit chooses from the browser's languages again
  }
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
