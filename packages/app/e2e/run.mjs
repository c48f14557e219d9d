#!/usr/bin/env node
/**
 * Runs the end-to-end suite: `npx vitest run --config packages/app/e2e/vitest.config.ts` from the repository root,
 * with the default reporter and, when VITEST_JSON names a file, a JSON report there; exits with vitest's code.
 * Extra arguments go to vitest (e.g. a file filter). Chromium: $CHROMIUM_PATH, else /usr/bin/chromium.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const args = ['vitest', 'run', '--config', 'packages/app/e2e/vitest.config.ts'];
if (process.env.VITEST_JSON) {
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${path.resolve(process.env.VITEST_JSON)}`);
}
args.push(...process.argv.slice(2));

const child = spawn('npx', args, { cwd: repoRoot, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`e2e: could not run vitest: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
