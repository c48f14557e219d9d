// `npm run dev`: the server in watch mode (`tsx watch` restarts it when its code or the contract changes) and Vite's
// dev server, which hot-reloads the app, screens and ui and proxies /api (the event stream included) and /files to
// the server. One command starts both; Ctrl-C stops both, and when one of them ends the other is stopped too.
//
// PORT (default 3000) is the server's port, as for `npm start`; DEV_PORT (default 5173) is the one to open. The
// server's other variables (DATA_DIR, DATABASE_URL, ADMIN_PASSWORD, …) apply as for `npm start`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const apiPort = process.env.PORT ?? '3000';
const devPort = process.env.DEV_PORT ?? '5173';

function start(args, options) {
  return spawn(process.execPath, args, { cwd: root, stdio: 'inherit', ...options });
}

const children = [
  // In its own process group, so Ctrl-C reaches it once, through stop() below (a second signal would make tsx kill
  // the server before it has closed its database); without the terminal's input, which such a group may not read.
  start([require.resolve('tsx/cli'), 'watch', '--clear-screen=false', 'packages/server/src/main.ts'], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    // readable log lines (LOG_FORMAT=json to see what production writes)
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', NODE_ENV: process.env.NODE_ENV ?? 'development' },
  }),
  start(
    [
      path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js'),
      '--config',
      'packages/app/vite.config.ts',
      '--host',
      '127.0.0.1',
      '--port',
      devPort,
      '--strictPort',
      '--clearScreen',
      'false',
    ],
    { env: { ...process.env, DEV_API_URL: `http://127.0.0.1:${apiPort}` } },
  ),
];

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(running.map((child) => once(child, 'exit')));
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) void stop(code ?? 1);
  });
}
