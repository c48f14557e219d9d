import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LogsLastSequencer } from './support/sequencer';

// End-to-end tests: the real product (`npm start` on a temporary DATA_DIR) driven through Chromium.
// One server and one Chromium for the whole run (globalSetup); files run one after another to keep a small machine responsive, and
// logs.e2e.ts last (it reads the server's log of the run).
export default defineConfig({
  root: fileURLToPath(new URL('../../../', import.meta.url)),
  test: {
    include: ['packages/app/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['packages/app/e2e/support/globalSetup.ts'],
    setupFiles: ['packages/app/e2e/support/failures.ts'],
    fileParallelism: false,
    // A journey is a sequence of steps; a failed step makes the rest meaningless.
    sequence: { concurrent: false, sequencer: LogsLastSequencer },
    testTimeout: 120_000,
    hookTimeout: 240_000,
    teardownTimeout: 30_000,
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
