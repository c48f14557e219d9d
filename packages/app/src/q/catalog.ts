/**
 * The customer page's messages: only its own catalog of the chosen language (a chunk of about 2 KB). The screens'
 * `activateLocale` can load either catalog, so a build through it carries the back-office's catalogs too; this one
 * names only the customer catalogs, and the page's build holds nothing else.
 */
import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '@app/screens';

export async function activateCustomerLocale(i18n: I18n, locale: Locale): Promise<void> {
  const module = (await import(`../../../screens/src/locales/customer/${locale}.po`)) as { messages: Messages };
  i18n.loadAndActivate({ locale, messages: module.messages });
}
