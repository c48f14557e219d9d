// `npm test`: every check of the project, each counted; ends with one line "N passed, N failed".
// Steps (scripts/steps.mjs runs them side by side as the cores allow; the README's "Testing" says which): the
// server's bundle, typecheck, format check, lint (zero warnings), Vitest (unit tests, and the server tests on the embedded
// database), the server tests on PostgreSQL when its binaries are present, the app's production build and then the
// end-to-end journeys in Chromium against `npm start`, the Storybook build and then every story's play function with
// the axe check. Prints each step's wall and CPU seconds in a table at the end. TEST_JOBS sets the cores to fill
// (the machine's, by default).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { postgresUnavailable } from './server-test-files.mjs';
import { capacity, runSteps, stepTable } from './steps.mjs';

mkdirSync('test-output', { recursive: true });

/** The counts of a Jest or Vitest JSON report; null when the file is missing. */
function readCounts(file) {
  if (!existsSync(file)) return null;
  const result = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: result.numPassedTests, failed: result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0) };
}

/** A step whose tests report to `file`: its counts, or one failure when it failed without a report. */
function reported(file) {
  rmSync(file, { force: true });
  return (code) => readCounts(file) ?? { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

const vitestJson = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
const POSTGRES_CPU = 'test-output/postgres-cpu.json';
// with PostgreSQL here, its leg runs the server's database files and Vitest only those about the embedded database
const withPostgres = !postgresUnavailable();
rmSync(POSTGRES_CPU, { force: true });

// Listed in the order to start when several could: the builds first, then the two browser steps side by side (the
// stories, the longest, mostly wait on their two browsers: about half a core, weighed as one so that Vitest runs
// beside them once the journeys end; the journeys wait for the browser and the server, half a core), then the rest.
// A weight is the cores a step keeps busy, measured alone.
const steps = [
  { name: 'Server bundle', weight: 0.5, command: 'node', args: ['scripts/server-bundle.mjs'] },
  {
    name: 'App build',
    command: 'npm',
    args: ['run', 'build', '--silent', '-w', '@app/app'],
    env: { NODE_ENV: 'production' },
  },
  {
    name: 'Storybook build',
    command: 'npx',
    args: ['storybook', 'build', '--quiet', '--disable-telemetry', '-o', 'storybook-static'],
  },
  {
    name: 'Stories (play functions and axe)',
    needs: ['Storybook build'],
    weight: 1,
    command: 'node',
    args: ['scripts/test-stories.mjs'],
    env: { SKIP_STORYBOOK_BUILD: '1', STORIES_RESULT: 'test-output/stories.json' },
    counts: reported('test-output/stories.json'),
  },
  {
    name: 'End-to-end (Chromium)',
    needs: ['App build', 'Server bundle'],
    weight: 0.5,
    command: 'node',
    args: ['packages/app/e2e/run.mjs'],
    env: { VITEST_JSON: 'test-output/vitest-e2e.json' },
    counts: reported('test-output/vitest-e2e.json'),
  },
  {
    name: 'Vitest',
    needs: ['Server bundle'],
    command: 'npx',
    args: ['vitest', 'run', ...vitestJson('test-output/vitest.json')],
    env: withPostgres ? { SERVER_DATABASE_TESTS: 'postgres' } : {},
    counts: reported('test-output/vitest.json'),
  },
  {
    name: 'Server on PostgreSQL',
    needs: ['Server bundle'],
    command: 'node',
    args: ['packages/server/scripts/test-postgres.mjs'],
    env: { VITEST_JSON: 'test-output/vitest-postgres.json', POSTGRES_CPU_FILE: POSTGRES_CPU },
    counts: reported('test-output/vitest-postgres.json'),
    // PostgreSQL runs as a daemon, outside the step's process tree: its own report
    extraCpu: () => (existsSync(POSTGRES_CPU) ? JSON.parse(readFileSync(POSTGRES_CPU, 'utf8')).seconds : 0),
  },
  { name: 'Typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'Lint (ESLint, zero warnings)', command: 'npx', args: ['eslint', '--max-warnings=0', '.'] },
  {
    name: 'Format (Prettier check)',
    weight: 0.5,
    command: 'npx',
    args: ['prettier', '--check', '--log-level', 'warn', '.'],
  },
];

const cores = capacity();
console.log(`npm test: ${steps.length} steps on ${cores} cores; each step's output is in test-output/steps/`);
const started = Date.now();
const results = await runSteps(steps, cores);
const wall = (Date.now() - started) / 1000;

console.log('\n=== Summary ===');
console.log(stepTable(results, wall));
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
