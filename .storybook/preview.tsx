import type { Decorator, Preview } from '@storybook/react-vite';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AppThemeProvider, Toaster } from '@app/ui';
import { LOCALES, LOCALE_NAMES, SOURCE_LOCALE, isLocale, loadMessages, type Locale } from '@app/screens';
import { configure } from 'storybook/test';
import { VIEWPORTS } from '../stories/viewports';

// A play function's waitFor and findBy wait up to 10 s instead of Testing Library's 1 s: on a busy machine a picture
// or a lazy chunk can take longer to arrive, and a condition that never comes true still fails.
configure({ asyncUtilTimeout: 10_000 });

/** The back-office's three catalogs, loaded once before a story renders, so switching language is instant. */
const loadBackofficeCatalogs = async () => ({
  backofficeCatalogs: Object.fromEntries(
    await Promise.all(
      LOCALES.map(async (locale): Promise<[Locale, Messages]> => [locale, await loadMessages(locale, 'backoffice')]),
    ),
  ),
});

/** Every story in the language of the toolbar's `locale` global (English unless a story or the URL says otherwise). */
const withI18n: Decorator = (Story, { globals, loaded }) => {
  const locale = isLocale(globals.locale) ? globals.locale : SOURCE_LOCALE;
  const i18n = setupI18n({
    locale,
    messages: (loaded as { backofficeCatalogs: Record<Locale, Messages> }).backofficeCatalogs,
  });
  document.documentElement.lang = locale;
  return (
    <I18nProvider i18n={i18n}>
      <Story />
    </I18nProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [loadBackofficeCatalogs],
  // the last decorator wraps the others: the theme and the toaster render inside the language's provider
  decorators: [
    (Story) => (
      <AppThemeProvider>
        <Story />
        <Toaster />
      </AppThemeProvider>
    ),
    withI18n,
  ],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_NAMES[locale] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: SOURCE_LOCALE },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: VIEWPORTS },
  },
};

export default preview;
