/**
 * Starts one Chromium for the whole run (the test files connect to it) and the product exactly as a user does (`node scripts/start.mjs` from the repository root, which builds the app
 * when stale and starts the server) on a free port with a fresh DATA_DIR, waits for "Server listening on", and
 * stops it with SIGTERM afterwards. The server's output, its log at debug level with a line per request, goes to
 * test-output/e2e/server.log, which logs.e2e.ts (run last) checks for secrets.
 *
 * For quick local iteration only: E2E_BASE_URL (with E2E_ADMIN_PASSWORD) points the tests at a running server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromium.mjs';
import { ADMIN_PASSWORD, ADMIN_USERNAME, OUTPUT_DIR, REPO_ROOT, SERVER_LOG } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminPassword: string;
    /** The run's Chromium, for `chromium.connect`. */
    browserEndpoint: string;
  }
}

const STARTUP_TIMEOUT_MS = 220_000;
const STOP_TIMEOUT_MS = 15_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves with the URL the server prints; rejects when it exits first or takes too long. */
function waitForListening(child: ChildProcess, log: (chunk: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`The server did not start within ${STARTUP_TIMEOUT_MS} ms:\n${output}`)),
      STARTUP_TIMEOUT_MS,
    );
    const onData = (data: Buffer) => {
      const text = data.toString();
      log(text);
      output += text;
      const match = /Server listening on (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (code ${code}, signal ${signal}) before listening:\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      // start.mjs forwards SIGTERM to the server; if that hangs, end the whole process group it leads.
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    }, STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The environment without settings that would point the product elsewhere (a database, a generator, a URL). */
function inheritedEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'PUBLIC_URL',
    'JWT_SECRET',
    'STATIC_DIR',
    'GENERATOR_BASE_URL',
    'GENERATOR_API_KEY',
    'GENERATOR_MODEL',
  ]) {
    delete env[name];
  }
  return env;
}

function launchChromium(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
}

export default async function setup(project: TestProject) {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  // removes the screenshots of an earlier run's failures
  rmSync(path.join(OUTPUT_DIR, 'failures'), { recursive: true, force: true });
  const browser = await launchChromium();
  project.provide('browserEndpoint', browser.wsEndpoint());
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    project.provide('adminPassword', process.env.E2E_ADMIN_PASSWORD ?? ADMIN_PASSWORD);
    return () => browser.close();
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const port = await freePort();
  const logFile = createWriteStream(SERVER_LOG);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    // its own process group, so that a hung shutdown can be ended with the server it started
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inheritedEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
    },
  });
  const killOnExit = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killOnExit);

  const teardown = async () => {
    await browser.close();
    await stop(child);
    process.removeListener('exit', killOnExit);
    logFile.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const baseURL = await waitForListening(child, (text) => logFile.write(text));
    project.provide('baseURL', baseURL);
    project.provide('adminPassword', ADMIN_PASSWORD);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
