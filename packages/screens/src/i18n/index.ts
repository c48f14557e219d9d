export { LOCALES, LOCALE_NAMES, SOURCE_LOCALE, isLocale, matchLocale, pickLocale } from './locales';
export type { Locale } from './locales';
export { activateLocale, loadMessages } from './catalogs';
export type { Catalog } from './catalogs';
export { failureText, successText, useFailureMessage, useSuccessMessage } from './feedback';
export type { FailureFallback, SuccessAction, SuccessSubject } from './feedback';
