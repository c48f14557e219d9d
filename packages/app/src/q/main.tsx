/**
 * The customer page's entry (`q.html`, built apart with Preact standing in for React, see vite.config.ts): the
 * link's view from the page's HTML, the language, then the page.
 */
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateCustomerLocale } from './catalog';
import { CustomerApp } from './CustomerApp';
import { initialLocale, storedLocale } from './locale';
import { readPageData, uuidFromPath } from './pageData';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const data = readPageData(document);
const uuid = data?.uuid ?? uuidFromPath(window.location.pathname);
const locale = initialLocale({
  stored: storedLocale(() => window.localStorage),
  browser: navigator.languages,
  server: document.documentElement.lang || null,
});

void activateCustomerLocale(i18n, locale).then(() => {
  document.documentElement.lang = locale;
  createRoot(root).render(
    <I18nProvider i18n={i18n}>
      <CustomerApp uuid={uuid} initialView={data ? data.view : undefined} i18n={i18n} initialLocale={locale} />
    </I18nProvider>,
  );
});
