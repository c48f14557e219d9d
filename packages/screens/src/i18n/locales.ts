/** The languages of the customer page (and later of the back-office), and how a browser's preference picks one. */

export const LOCALES = ['en', 'zh-CN', 'ms'] as const;
export type Locale = (typeof LOCALES)[number];

/** English is the source language of the messages and the answer when nothing else matches. */
export const SOURCE_LOCALE: Locale = 'en';

/** Each language's name written in itself, as the language menu shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  'zh-CN': '简体中文',
  ms: 'Bahasa Melayu',
};

/** By a tag's primary language: every Chinese gets Simplified Chinese (what Malaysian Chinese read). */
const BY_LANGUAGE: Readonly<Record<string, Locale>> = { en: 'en', zh: 'zh-CN', ms: 'ms' };

/** The locale a BCP 47 language tag (`zh-Hans-MY`, `ms_MY`, `EN-gb`) asks for, or null for another language. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  const language = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return BY_LANGUAGE[language] ?? null;
}

/** The first of the preferences (most wanted first) that names one of our languages; English otherwise. */
export function pickLocale(preferences: readonly (string | null | undefined)[]): Locale {
  for (const tag of preferences) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}
