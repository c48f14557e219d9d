/** Test helpers: servers on loopback (test/databases.ts gives each its database), a typed HTTP client, fixtures. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { API_ERRORS, apiErrorBody } from '@app/contract';
import type { AdminLoginResponse, Tenant, TenantLoginResponse, UploadResponse } from '@app/contract';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer, type StartServerOptions } from '../src/index';
import { createLogger, type LogLevel } from '../src/logger';
import { createDatabase, ensureTemplate, TEST_DATABASE_URL } from './databases';

export { ensureTemplate, usingPostgres } from './databases';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// the server's production bundle (scripts/server-bundle.mjs, built by test/global-setup.ts): what `npm start` runs
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'admin-password-1';
/**
 * Every test business's phone: private (never on the customer page), and written so that no id, token, date or
 * request id can hold it by chance (a phone of four digits turned up inside a random request id).
 */
export const TENANT_PHONE = '+60 12-345 6789';
export const JWT_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

export interface TestServer extends RunningServer {
  dataDir: string;
  databaseUrl?: string;
  /** Stops the server and removes its data directory / database. */
  destroy(): Promise<void>;
  /** Starts another server on the same data (after close()). */
  restart(extra?: Partial<StartServerOptions>): Promise<RunningServer>;
  /** The message of each log line, and each line as logged. */
  logs: string[];
  logRecords: LogRecord[];
}

export interface LogRecord {
  level: string;
  msg: string;
  [field: string]: unknown;
}

/** A logger that keeps its lines in memory: their messages, and the lines as JSON objects. */
export function memoryLogger(level: LogLevel = 'debug') {
  const lines: string[] = [];
  const records: LogRecord[] = [];
  const logger = createLogger({
    level,
    destination: {
      write(line: string) {
        const record = JSON.parse(line) as LogRecord;
        records.push(record);
        lines.push(record.msg);
      },
    },
  });
  return { logger, lines, records };
}

export async function startTestServer(extra: Partial<StartServerOptions> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'app-server-test-'));
  const database = TEST_DATABASE_URL ? await createDatabase() : undefined;
  const { logger, lines: logs, records: logRecords } = memoryLogger();
  const base = (): StartServerOptions => ({
    port: 0,
    dataDir,
    adminUsername: ADMIN_USERNAME,
    adminPassword: ADMIN_PASSWORD,
    jwtSecret: JWT_SECRET,
    quiet: true,
    logger,
    generatorSettings: { seed: 42 },
    ...(database ? { databaseUrl: database.url } : {}),
  });
  let server: RunningServer;
  try {
    const template = database ? undefined : await ensureTemplate();
    server = await startServer({ ...base(), ...(template ? { pgliteTemplate: template } : {}), ...extra });
  } catch (error) {
    await database?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...server,
    dataDir,
    logs,
    logRecords,
    ...(database ? { databaseUrl: database.url } : {}),
    restart: (more = {}) => startServer({ ...base(), ...extra, ...more }),
    async destroy() {
      await server.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const FAKE_APP_SCRIPT = 'console.log("app");';

/**
 * A stand-in for the app's build (index.html and one script under assets/, with its gzipped copy as the build
 * writes it), in a new temporary directory.
 */
export function fakeAppBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'app-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>App</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), FAKE_APP_SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'app.js.gz'), gzipSync(FAKE_APP_SCRIPT));
  return dir;
}

/**
 * One server for a test file: started before its tests (with a client and the administrator's token) and
 * destroyed after them. Read the fields inside tests and hooks.
 */
export function serverForFile(extra: Partial<StartServerOptions> = {}) {
  const world = {} as { server: TestServer; api: Client; admin: string };
  beforeAll(async () => {
    world.server = await startTestServer(extra);
    world.api = client(world.server.url);
    world.admin = await adminToken(world.api);
  }, 180_000);
  afterAll(() => world.server?.destroy(), 30_000);
  return world;
}

/**
 * Starts the server as `npm start` does (its bundle, dist/main.js) with `env` as its whole environment; `output()`
 * is what it printed so far, `url()` waits for its address (undefined when it exited or took 90 s).
 */
export function spawnServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const address = () => /Server listening on (http:\/\/\S+)/.exec(output)?.[1];
  return {
    child,
    exited,
    output: () => output,
    url: async (): Promise<string | undefined> => {
      await waitFor(() => address() !== undefined || child.exitCode !== null, 90_000);
      return address();
    },
  };
}

/** Runs dist/main.js or dist/cli.js (as `npm start` / `npm run admin:reset` etc. do) to its end. */
function runScript(script: string, args: string[], env: NodeJS.ProcessEnv, timeout: number) {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
    timeout,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** An operators' command (`npm run admin:reset` / `backup` / `restore`), in this environment plus `env`. */
export const runCli = (args: string[], env: Record<string, string>) =>
  runScript(CLI, args, { ...process.env, ...env }, 120_000);

/** The server's start (dist/main.js) with `env` as its whole environment, for starts that end on their own. */
export const runMain = (env: NodeJS.ProcessEnv) => runScript(MAIN, [], env, 60_000);

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

export async function request<T = unknown>(
  base: string,
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${base}${url}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

/**
 * A GET through node:http, exactly as given: the path is not normalised (fetch would resolve `..`) and the body is
 * not decoded (fetch would gunzip it).
 */
export function rawGet(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .request({ host: url.hostname, port: url.port, path, method: 'GET', headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

/** A client bound to one server. */
export function client(base: string) {
  return {
    get: <T = unknown>(url: string, options?: RequestOptions) => request<T>(base, 'GET', url, options),
    post: <T = unknown>(url: string, json?: unknown, options?: RequestOptions) =>
      request<T>(base, 'POST', url, { ...options, json }),
    patch: <T = unknown>(url: string, json?: unknown, options?: RequestOptions) =>
      request<T>(base, 'PATCH', url, { ...options, json }),
    del: <T = unknown>(url: string, json?: unknown, options?: RequestOptions) =>
      request<T>(base, 'DELETE', url, { ...options, ...(json !== undefined ? { json } : {}) }),
    raw: (method: string, url: string, options?: RequestOptions) => request(base, method, url, options),
  };
}
export type Client = ReturnType<typeof client>;

/**
 * Whether a body is an error answer of the table (contract/errors.ts): `{ message, code, params? }` and nothing else,
 * a known code, and the message its text with the params filled in.
 */
export function isTableErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { message, code, params, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof message !== 'string' || typeof code !== 'string') return false;
  if (!Object.hasOwn(API_ERRORS, code)) return false;
  if (params !== undefined && (typeof params !== 'object' || params === null)) return false;
  const build = apiErrorBody as (code: string, params?: object) => { message: string };
  return build(code, params).message === message;
}

/** Any error answer of the table (an asymmetric matcher for `toEqual`). */
export const errorBody = {
  asymmetricMatch: (actual: unknown) => isTableErrorBody(actual),
  toString: () => 'ErrorBody',
  toAsymmetricMatcher: () => 'an error body { message, code, params? } of the error table',
};

export async function adminToken(api: Client): Promise<string> {
  const reply = await api.post<AdminLoginResponse>('/api/auth/admin/login', {
    username: ADMIN_USERNAME,
    password: ADMIN_PASSWORD,
  });
  if (reply.status !== 200) throw new Error(`admin login failed: ${reply.status} ${reply.text}`);
  return reply.body.token;
}

let tenantCounter = 0;

/** Creates a tenant (as admin) and signs it in. */
export async function createTenant(api: Client, admin: string, name = 'Tenant') {
  tenantCounter += 1;
  const email = `${name.toLowerCase().replace(/\W+/g, '')}${tenantCounter}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const password = `password-${name}-${tenantCounter}`;
  const created = await api.post<Tenant>(
    '/api/tenant',
    { name, industry_type: 'Food', address: '1 Main Street', email, phone: TENANT_PHONE, password },
    { token: admin },
  );
  if (created.status !== 201) throw new Error(`tenant create failed: ${created.status} ${created.text}`);
  const login = await api.post<TenantLoginResponse>('/api/auth/tenant/login', { email, password });
  if (login.status !== 200) throw new Error(`tenant login failed: ${login.status} ${login.text}`);
  return { id: created.body.id, email, password, token: login.body.token };
}

/** A tiny valid PNG (1x1). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A tiny valid JPEG (1x1). */
export const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUo' +
    'KSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEB' +
    'AxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAA' +
    'AAAAAAAA/9oADAMBAAIRAxEAPwCYAFFNf//Z',
  'base64',
);
/** The start of an MP4: an ftyp box with brand isom. */
export const MP4_BYTES = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0x00, 0x00, 0x02, 0x00]),
  Buffer.from('isomiso2', 'latin1'),
  Buffer.alloc(32, 0),
]);

export async function upload(
  base: string,
  token: string | undefined,
  bytes: Uint8Array,
  filename = 'file.png',
  bucketKey = 'campaign-media',
): Promise<Reply<UploadResponse>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  return request<UploadResponse>(base, 'POST', `/files/public/upload/raw?bucketKey=${bucketKey}`, {
    ...(token ? { token } : {}),
    body: form,
  });
}

/** Reads an SSE stream, collecting `data:` payloads, comment lines and other fields (`retry:`); `ended` once closed. */
export async function listenSse(base: string, headers: Record<string, string>, query = '') {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/sse${query}`, { headers, signal: controller.signal });
  const events: unknown[] = [];
  /** When each event arrived (performance.now()). */
  const times: number[] = [];
  const comments: string[] = [];
  const fields: string[] = [];
  let ended = false;
  let buffer = '';
  const pump = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let index: number;
        while ((index = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          for (const line of block.split('\n')) {
            if (line.startsWith('data:')) {
              events.push(JSON.parse(line.slice(5).trim()));
              times.push(performance.now());
            } else if (line.startsWith(':')) comments.push(line);
            else if (line) fields.push(line);
          }
        }
      }
      ended = true;
    } catch {
      // aborted
    }
  })();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    times,
    comments,
    fields,
    /** True once the server ended the stream. */
    get ended() {
      return ended;
    },
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

/** Polls `check` every 20 ms; false when `ms` passed first. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}
