/**
 * `npm start`: parses the environment (src/env.ts), starts the server, prints its URL and, when it generated one,
 * the first administrator's password (once). SIGTERM / SIGINT shut it down cleanly. A bad variable or a failed
 * start prints one line per problem and exits with 1.
 */
import { DataDirLockedError } from './db/lock';
import { EnvError, readEnv } from './env';
import { startServer, type RunningServer } from './server';

function stopOnSignals(server: RunningServer): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.log(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: shutting down`);
    server.close().then(
      () => {
        console.log('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

try {
  const server = await startServer(readEnv(process.env));
  console.log(`Server listening on ${server.url}`);
  if (server.generatedAdminPassword) {
    console.log(
      `Created the first administrator: username "${server.adminUsername}", password "${server.generatedAdminPassword}" (shown only once)`,
    );
  }
  stopOnSignals(server);
} catch (error) {
  if (error instanceof EnvError) {
    for (const line of error.lines) console.error(`Could not start the server: ${line}`);
  } else if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Could not start the server:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
