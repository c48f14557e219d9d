// `npm start`: builds the single-page app and the server (scripts/server-bundle.mjs) when a build is missing or older
// than its sources, then starts the server's bundle, which serves the app at "/", the API at /api and the file
// service at /files. No TypeScript is compiled at start.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './lib.mjs';
import { ensureServerBuilt, SERVER_MAIN } from './server-bundle.mjs';
import { runServerProcess } from './server-process.mjs';

// the back-office (index.html) and the customer page (q.html), built one after the other
const built = ['packages/app/dist/index.html', 'packages/app/dist/q.html'];
const sources = [
  'packages/app/src',
  'packages/app/index.html',
  'packages/app/q.html',
  'packages/screens/src',
  'packages/ui/src',
  'packages/contract/src',
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const stale = () => Math.max(...sources.map(newestMtime)) > Math.min(...built.map((file) => statSync(file).mtimeMs));
if (!built.every((file) => existsSync(file)) || stale()) {
  console.log('Building the app…');
  // A production build even when started from a test runner (which sets NODE_ENV=test and would get React's dev build).
  const code = await run('npm', ['run', 'build', '--silent', '-w', '@app/app'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (code !== 0) process.exit(code);
}

await ensureServerBuilt();
runServerProcess(process.execPath, [SERVER_MAIN]);
