/**
 * Lingui (the i18n library of the customer page, and later of the back-office): English is the source language of
 * the messages in the code; `npx lingui extract` writes them into one PO catalog per language, which the Vite plugin
 * compiles at build time (see lingui.vite.ts) into a small module loaded on demand.
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-CN', 'ms'],
  catalogs: [
    {
      path: '<rootDir>/packages/screens/src/locales/{locale}',
      include: ['<rootDir>/packages/screens/src'],
    },
  ],
  // the line numbers of every use would churn the catalogs on each edit; the file names are enough for a translator
  format: formatter({ lineNumbers: false }),
});
