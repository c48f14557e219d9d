import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './lingui.vite.ts';

export default defineConfig({
  // the customer page's messages (Lingui macros and catalogs), for tests that import the screens' entry
  plugins: linguiPlugins(),
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/test/**/*.test.{ts,tsx}'],
    environment: 'node',
    // the server's bundle, for the tests that start it as a process
    globalSetup: ['packages/server/test/global-setup.ts'],
  },
});
