import { configDefaults, defineConfig } from 'vitest/config';
import { databaseTestFiles, EMBEDDED_TOO } from './scripts/server-test-files.mjs';
import { linguiPlugins } from './lingui.vite.ts';

// `npm test` sets SERVER_DATABASE_TESTS=postgres when its PostgreSQL leg runs the server's database files: this run
// then keeps on the embedded database only the files about what differs between the two (scripts/server-test-files.mjs).
const onPostgres = process.env.SERVER_DATABASE_TESTS === 'postgres';

export default defineConfig({
  // the customer page's messages (Lingui macros and catalogs), for tests that import the screens' entry
  plugins: linguiPlugins(),
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/test/**/*.test.{ts,tsx}'],
    exclude: [
      ...configDefaults.exclude,
      ...(onPostgres ? databaseTestFiles().filter((file) => !EMBEDDED_TOO.includes(file)) : []),
    ],
    environment: 'node',
    // Files share one module registry per worker: importing the server again for each file cost about half a second
    // of CPU a file. A file leaves the process as it found it (test/file-setup.ts restores what tests may change).
    isolate: false,
    // A server test takes well under a second alone; beside the other steps of `npm test` on a busy machine it can
    // take several times Vitest's 5 s default. A hung test still fails, after a minute.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // the server's bundle, for the tests that start it as a process
    globalSetup: ['packages/server/test/global-setup.ts'],
    setupFiles: ['packages/server/test/file-setup.ts'],
  },
});
