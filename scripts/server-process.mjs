// The server as a child of `npm start`, in its own process group. A signal sent to the group of `npm start` (a
// container stop, Ctrl-C, `kill -- -PGID`) reaches this script, and npm forwards another copy to it; the server
// must get one SIGTERM, since a second one ends it at once without the graceful drain. So the server does not
// share the group, and only the first SIGINT or SIGTERM is passed on. A server that has not exited within its own
// shutdown timeout (SHUTDOWN_TIMEOUT_MS) plus a grace of a few seconds after that signal is stuck (a blocked event
// loop does not drain) and gets SIGKILL: no server outlives its supervisor. Exits with the server's code.
import { spawn } from 'node:child_process';

const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
export const KILL_GRACE_MS = 5_000;

/** How long after the signal the server may take before it is killed. */
export function killAfterMs(env = process.env) {
  const configured = Number(env.SHUTDOWN_TIMEOUT_MS);
  const shutdown =
    env.SHUTDOWN_TIMEOUT_MS !== undefined && Number.isFinite(configured) && configured >= 0
      ? configured
      : DEFAULT_SHUTDOWN_TIMEOUT_MS;
  return shutdown + KILL_GRACE_MS;
}

/**
 * The server's environment: `env` with glibc's malloc held to two arenas unless MALLOC_ARENA_MAX says otherwise. A
 * big answer is built and gzipped on several threads (zlib's pool), each of which would get an arena of its own that
 * keeps its freed memory: the resident size then grows with every big read instead of going back down.
 */
export function serverEnv(env = process.env) {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' };
}

export function runServerProcess(command, args) {
  const server = spawn(command, args, { stdio: 'inherit', detached: true, env: serverEnv() });
  let forwarded = false;
  let exited = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (forwarded) return;
      forwarded = true;
      server.kill(signal);
      setTimeout(() => {
        if (exited) return;
        console.error(`The server did not stop within ${killAfterMs()} ms of ${signal}: killing it.`);
        server.kill('SIGKILL');
      }, killAfterMs()).unref();
    });
  }
  // the supervisor ending for any other reason takes the server with it
  process.on('exit', () => {
    if (!exited) server.kill('SIGKILL');
  });
  server.on('exit', (code, signal) => {
    exited = true;
    process.exit(code ?? (signal ? 1 : 0));
  });
  return server;
}
