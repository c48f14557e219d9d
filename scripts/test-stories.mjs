// Builds the static Storybook, serves it on loopback and runs every story's play function and the axe check in
// Chromium through @storybook/test-runner (axe once per component state). Extra arguments (story file paths) narrow
// the run.
// Writes the counts to test-output/stories.json and ends with "Stories: N passed, N failed".
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
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

// axe checks each component state once in this run (stories/axe-states.ts keeps the states checked here)
const axeRun = String(process.pid);
const axeStates = path.join('test-output', 'axe-states', axeRun);
rmSync(axeStates, { recursive: true, force: true });

const server = await serveStatic(outDir);
const code = await run(
  'npx',
  [
    'test-storybook',
    '--url',
    server.url,
    '--maxWorkers',
    process.env.STORY_WORKERS || '2',
    '--json',
    '--outputFile',
    resultFile,
    ...filters,
  ],
  { env: { ...process.env, AXE_RUN: axeRun } },
);
await server.close();
const checkedStates = existsSync(axeStates) ? readdirSync(axeStates).length : 0;
if (!process.env.KEEP_AXE_STATES) rmSync(axeStates, { recursive: true, force: true });

let passed = 0;
let failed = code === 0 ? 0 : 1;
if (existsSync(resultFile)) {
  const result = JSON.parse(readFileSync(resultFile, 'utf8'));
  passed = result.numPassedTests;
  failed = result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  if (code !== 0 && failed === 0) failed = 1;
}
console.log(`Stories: axe checked ${checkedStates} component states`);
console.log(`Stories: ${passed} passed, ${failed} failed`);
process.exit(code === 0 && failed === 0 ? 0 : 1);
