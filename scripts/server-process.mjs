// The server as a child of `npm start`, in its own process group. A signal sent to the group of `npm start` (a
// container stop, Ctrl-C, `kill -- -PGID`) reaches this script, and npm forwards another copy to it; the server
// must get one SIGTERM, since a second one ends it at once without the graceful drain. So the server does not
// share the group, and only the first SIGINT or SIGTERM is passed on (the server's own shutdown timeout bounds the
// drain). Exits with the server's code.
import { spawn } from 'node:child_process';

export function runServerProcess(command, args) {
  const server = spawn(command, args, { stdio: 'inherit', detached: true });
  let forwarded = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (forwarded) return;
      forwarded = true;
      server.kill(signal);
    });
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return server;
}
