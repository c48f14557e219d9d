import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AppThemeProvider } from '@app/ui';
import { BACKOFFICE_LOCALE_KEY, activateLocale, browserStorage, pickLocale, readStoredLocale } from '@app/screens';
import { App } from './App';
import { preloadPageCode } from './routing/pageCode';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// the interface's language: the one chosen in this browser (the language switch remembers it), else the first of
// the browser's languages we have, else English
const locale = pickLocale([readStoredLocale(browserStorage, BACKOFFICE_LOCALE_KEY), ...navigator.languages]);

// the first page's code loads alongside the catalog
preloadPageCode(window.location.pathname);
void activateLocale(i18n, locale, 'backoffice').then(() => {
  document.documentElement.lang = locale;
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppThemeProvider>
          <App />
        </AppThemeProvider>
      </I18nProvider>
    </StrictMode>,
  );
});
