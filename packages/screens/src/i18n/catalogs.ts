import type { I18n, Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * A language's compiled messages, loaded on demand: each catalog (`locales/{locale}.po`, compiled at build time
 * by Lingui's Vite plugin) is a chunk of its own, so a page downloads only the languages it shows (the module
 * system keeps a loaded one, so switching back costs nothing).
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const catalog = (await import(`../locales/${locale}.po`)) as { messages: Messages };
  return catalog.messages;
}

/** Loads a language's messages and makes it the active one. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
}
