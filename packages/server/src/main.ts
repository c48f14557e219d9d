/**
 * `npm start`: parses the environment (src/env.ts), starts the server, prints its URL and, when it generated one,
 * the first administrator's password (once), as plain lines on standard output (people and scripts read them);
 * everything else goes through the log (src/logger.ts). SIGTERM / SIGINT shut it down gracefully. A bad
 * variable or a failed start prints one line per problem and exits with 1. Bundled by esbuild for `npm start`
 * (scripts/server-bundle.mjs), so production starts without compiling TypeScript.
 */
import { DataDirLockedError } from './db/lock';
import { EnvError, readEnv } from './env';
import { startServer, type RunningServer } from './server';

function stopOnSignals(server: RunningServer): void {
  const { logger } = server;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: shutting down`);
    server.close().then(
      () => {
        logger.info('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'the shutdown failed');
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
  if (server.metricsPort !== undefined) server.logger.info(`Metrics on port ${server.metricsPort}`);
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
