import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// Ejected from @storybook/test-runner so that the stories run in Debian's Chromium instead of a downloaded browser.
const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // A story's play takes a second or two; a busy machine (other steps of `npm test` beside it, or other work) can make
  // a file's first story, which also loads the page, its catalogs and lazy chunks, take several times that. The
  // test-runner's own 15 s was hit once that way; a story that hangs still fails, after a minute.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
  },
};
