/**
 * `npm start`: reads the environment (DESIGN.md section 2), starts the server, prints its URL and, when it
 * generated one, the first administrator's password (once). SIGTERM / SIGINT shut it down cleanly.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError } from './db/lock';
import { startServer, type StartServerOptions } from './server';
import { s3SettingsFromEnv } from './storage/s3';

function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function numberEnv(name: string): number | undefined {
  const value = env(name);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`${name} must be a number`);
  return parsed;
}

const builtApp = fileURLToPath(new URL('../../app/dist/', import.meta.url));
const staticDir = env('STATIC_DIR') ?? (existsSync(`${builtApp}index.html`) ? builtApp : undefined);

/** Reads the environment; a bad value throws a message naming the variable. */
function options(): StartServerOptions {
  const s3 = s3SettingsFromEnv(process.env);
  const trustedProxies = numberEnv('TRUST_PROXY');
  if (trustedProxies !== undefined && (!Number.isInteger(trustedProxies) || trustedProxies < 0)) {
    throw new Error('TRUST_PROXY must be a whole number (0 or more)');
  }
  return {
    port: numberEnv('PORT') ?? 3000,
    host: env('HOST') ?? '127.0.0.1',
    dataDir: env('DATA_DIR') ?? './data',
    generatorSettings: {
      ...(env('GENERATOR_BASE_URL') ? { baseUrl: env('GENERATOR_BASE_URL') } : {}),
      ...(env('GENERATOR_API_KEY') ? { apiKey: env('GENERATOR_API_KEY') } : {}),
      ...(env('GENERATOR_MODEL') ? { model: env('GENERATOR_MODEL') } : {}),
      ...(numberEnv('GENERATOR_TIMEOUT_MS') !== undefined ? { timeoutMs: numberEnv('GENERATOR_TIMEOUT_MS') } : {}),
      ...(numberEnv('GENERATOR_CONCURRENCY') !== undefined ? { concurrency: numberEnv('GENERATOR_CONCURRENCY') } : {}),
    },
    ...(env('DATABASE_URL') ? { databaseUrl: env('DATABASE_URL') } : {}),
    ...(env('ADMIN_USERNAME') ? { adminUsername: env('ADMIN_USERNAME') } : {}),
    ...(env('ADMIN_PASSWORD') ? { adminPassword: env('ADMIN_PASSWORD') } : {}),
    ...(env('JWT_SECRET') ? { jwtSecret: env('JWT_SECRET') } : {}),
    ...(env('PUBLIC_URL') ? { publicUrl: env('PUBLIC_URL') } : {}),
    ...(staticDir ? { staticDir } : {}),
    ...(s3 ? { s3 } : {}),
    ...(trustedProxies !== undefined ? { trustedProxies } : {}),
    ...(env('LOG_REQUESTS') === '0' ? { quiet: true } : {}),
  };
}

try {
  const server = await startServer(options());
  console.log(`Server listening on ${server.url}`);
  if (server.generatedAdminPassword) {
    console.log(
      `Created the first administrator: username "${server.adminUsername}", password "${server.generatedAdminPassword}" (shown only once)`,
    );
  }
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
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Could not start the server:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
