/**
 * Lingui (the i18n library of the customer page and the back-office): English is the source language of
 * the messages in the code; `npx lingui extract` writes them into one PO catalog per language, which the Vite plugin
 * compiles at build time (see lingui.vite.ts) into a small module loaded on demand.
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-CN', 'ms'],
  // two catalogs per language, so the customer page (its own small entry) never downloads the back-office's messages
  catalogs: [
    {
      path: '<rootDir>/packages/screens/src/locales/customer/{locale}',
      include: ['<rootDir>/packages/screens/src/CustomerPage', '<rootDir>/packages/app/src/q'],
    },
    {
      path: '<rootDir>/packages/screens/src/locales/backoffice/{locale}',
      include: ['<rootDir>/packages/ui/src', '<rootDir>/packages/screens/src', '<rootDir>/packages/app/src'],
      exclude: ['**/CustomerPage/**', '**/app/src/q/**', '**/*.test.*'],
    },
  ],
  // the line numbers of every use would churn the catalogs on each edit; the file names are enough for a translator
  format: formatter({ lineNumbers: false }),
});
