// `npm test`: every check of the project, in order, each counted; ends with one line "N passed, N failed".
// Steps: typecheck, format check, lint (zero warnings), Vitest (unit and server tests on the embedded database),
// the server suite on PostgreSQL when its binaries are present, the app's production build, the end-to-end journeys
// in Chromium against `npm start`, then the Storybook build and every story's play function with the axe check.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { run } from './lib.mjs';

mkdirSync('test-output', { recursive: true });
const totals = { passed: 0, failed: 0 };
const lines = [];

function readCounts(file) {
  if (!existsSync(file)) return null;
  const result = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: result.numPassedTests, failed: result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0) };
}

/** Runs one step; a step that fails without reporting a failed test still counts as one failure. */
async function step(name, command, args, resultFile, env = {}) {
  console.log(`\n=== ${name} ===`);
  if (resultFile) rmSync(resultFile, { force: true });
  const code = await run(command, args, { env: { ...process.env, ...env } });
  const counts = (resultFile && readCounts(resultFile)) || { passed: code === 0 ? 1 : 0, failed: 0 };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  lines.push(`${name}: ${counts.passed} passed, ${counts.failed} failed`);
}

await step('Typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
await step('Format (Prettier check)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
await step('Lint (ESLint, zero warnings)', 'npx', ['eslint', '--max-warnings=0', '.']);
await step(
  'Vitest',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-output/vitest.json'],
  'test-output/vitest.json',
);
await step(
  'Server on PostgreSQL',
  'node',
  ['packages/server/scripts/test-postgres.mjs'],
  'test-output/vitest-postgres.json',
  {
    VITEST_JSON: 'test-output/vitest-postgres.json',
  },
);
await step('App build', 'npm', ['run', 'build', '--silent', '-w', '@app/app'], null, { NODE_ENV: 'production' });
await step('End-to-end (Chromium)', 'node', ['packages/app/e2e/run.mjs'], 'test-output/vitest-e2e.json', {
  VITEST_JSON: 'test-output/vitest-e2e.json',
});
await step('Stories (play functions and axe)', 'node', ['scripts/test-stories.mjs'], 'test-output/stories.json', {
  STORIES_RESULT: 'test-output/stories.json',
});

console.log('\n=== Summary ===');
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
