import { isLocale, type Locale } from './locales';

/** Where the back-office remembers the interface language chosen in this browser. */
export const BACKOFFICE_LOCALE_KEY = 'backoffice.locale';

/** The page's storage; reaching it can throw (storage blocked), so it is asked for inside the try. */
export type StorageAccess = () => Pick<Storage, 'getItem' | 'setItem'>;

/** The choice remembered under `key`; null when there is none (or storage is refused, as in some private modes). */
export function readStoredLocale(storage: StorageAccess, key: string): Locale | null {
  try {
    const value = storage().getItem(key);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers a choice under `key`; when storage is refused, the next visit chooses from the browser's languages. */
export function writeStoredLocale(storage: StorageAccess, key: string, locale: Locale): void {
  try {
    storage().setItem(key, locale);
  } catch {
    // not remembered
  }
}

/** The browser's local storage, for `readStoredLocale`/`writeStoredLocale`. */
export const browserStorage: StorageAccess = () => window.localStorage;
