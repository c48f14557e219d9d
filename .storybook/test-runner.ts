import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { DEFAULT_PAGE_SIZE, viewportSize } from '../stories/viewports';
import { firstVisitOfState } from '../stories/axe-states';

/** The viewport a story asks for (`globals: { viewport: { value } }`), read from its context in the page. */
function storyViewport(context: { globals?: unknown; storyGlobals?: unknown }): unknown {
  for (const globals of [context.storyGlobals, context.globals]) {
    if (typeof globals === 'object' && globals !== null && 'viewport' in globals) {
      const viewport: unknown = globals.viewport;
      if (typeof viewport === 'object' && viewport !== null && 'value' in viewport) return viewport.value;
    }
  }
  return undefined;
}

/**
 * Every story's play function runs in Chromium, at the story's viewport when it names one (a phone or a desktop);
 * afterwards axe checks the whole document (portalled modals and toasts included) and fails the story on any
 * serious or critical violation, once per component state: a story whose document has the shape of one checked
 * before (its translated variant, most often) is not checked again (axe-states.ts).
 */
const config: TestRunnerConfig = {
  async preVisit(page, story) {
    const context = await getStoryContext(page, story);
    await page.setViewportSize(viewportSize(storyViewport(context)) ?? DEFAULT_PAGE_SIZE);
  },
  async postVisit(page) {
    if (!(await firstVisitOfState(page))) return;
    // a file's stories render in one document, so axe stays in it once added
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
    await checkA11y(page, 'body', {
      includedImpacts: ['serious', 'critical'],
      detailedReport: true,
      detailedReportOptions: { html: true },
      verbose: false,
      // only the violations are read: axe skips building its reports of what passed
      axeOptions: { resultTypes: ['violations'], rules: { region: { enabled: false } } },
    });
  },
};

export default config;
