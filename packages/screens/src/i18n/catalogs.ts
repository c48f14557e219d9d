import type { I18n, Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * The two catalogs of every language: the customer page's (`locales/customer/`, its own small entry) and the
 * back-office's (`locales/backoffice/`: ui, screens and app), so a customer never downloads the back-office's texts.
 */
export type Catalog = 'customer' | 'backoffice';

/**
 * A language's compiled messages, loaded on demand: each catalog (`locales/{catalog}/{locale}.po`, compiled at
 * build time by Lingui's Vite plugin) is a chunk of its own, so a page downloads only the languages it shows (the
 * module system keeps a loaded one, so switching back costs nothing).
 */
export async function loadMessages(locale: Locale, catalog: Catalog): Promise<Messages> {
  const module = (await (catalog === 'customer'
    ? import(`../locales/customer/${locale}.po`)
    : import(`../locales/backoffice/${locale}.po`))) as { messages: Messages };
  return module.messages;
}

/** Loads a language's messages of one catalog and makes it the active one. */
export async function activateLocale(i18n: I18n, locale: Locale, catalog: Catalog): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale, catalog) });
}
