export { LOCALES, LOCALE_NAMES, SOURCE_LOCALE, isLocale, matchLocale, pickLocale } from './locales';
export type { Locale } from './locales';
export { activateLocale, loadMessages } from './catalogs';
export type { Catalog } from './catalogs';
export { failureText, successText, useFailureMessage, useSuccessMessage } from './feedback';
export type { FailureFallback, SuccessAction, SuccessSubject } from './feedback';
export { BACKOFFICE_LOCALE_KEY, browserStorage, readStoredLocale, writeStoredLocale } from './storage';
export type { StorageAccess } from './storage';
export { LOCALE_OPTIONS, useLocaleSwitch } from './useLocaleSwitch';
