import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

/**
 * Every story's play function runs in Chromium; afterwards axe checks the whole document (portalled modals and
 * toasts included) and fails the story on any serious or critical violation.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page) {
    await checkA11y(page, 'body', {
      includedImpacts: ['serious', 'critical'],
      detailedReport: true,
      detailedReportOptions: { html: true },
      verbose: false,
      axeOptions: { rules: { region: { enabled: false } } },
    });
  },
};

export default config;
