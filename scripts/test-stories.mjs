// Builds the static Storybook, serves it on loopback and runs every story's play function and the axe check in
// Chromium through @storybook/test-runner. Extra arguments (story file paths) narrow the run.
// Writes the counts to test-output/stories.json and ends with "Stories: N passed, N failed".
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { run, serveStatic } from './lib.mjs';

const outDir = process.env.STORYBOOK_OUT || 'storybook-static';
const filters = process.argv.slice(2);
mkdirSync('test-output', { recursive: true });
const resultFile = process.env.STORIES_RESULT || `test-output/stories-${process.pid}.json`;

if (!process.env.SKIP_STORYBOOK_BUILD) {
  const built = await run('npx', ['storybook', 'build', '--quiet', '--disable-telemetry', '-o', outDir]);
  if (built !== 0) {
    console.log('Storybook build failed.');
    console.log('Stories: 0 passed, 1 failed');
    process.exit(1);
  }
}

const server = await serveStatic(outDir);
const code = await run('npx', [
  'test-storybook',
  '--url',
  server.url,
  '--maxWorkers',
  process.env.STORY_WORKERS || '2',
  '--json',
  '--outputFile',
  resultFile,
  ...filters,
]);
await server.close();

let passed = 0;
let failed = code === 0 ? 0 : 1;
if (existsSync(resultFile)) {
  const result = JSON.parse(readFileSync(resultFile, 'utf8'));
  passed = result.numPassedTests;
  failed = result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  if (code !== 0 && failed === 0) failed = 1;
}
console.log(`Stories: ${passed} passed, ${failed} failed`);
process.exit(code === 0 && failed === 0 ? 0 : 1);
