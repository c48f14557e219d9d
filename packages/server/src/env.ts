/**
 * Every environment variable the server reads (DESIGN.md section 2), parsed once at start by one valibot schema.
 * A bad value stops the start with one line per variable saying what it got and what it expects. Unset or blank
 * variables are left out: `startServer` and the parts it builds own the defaults.
 */
import { existsSync } from 'node:fs';
import * as v from 'valibot';
import { PASSWORD_MIN } from '@app/contract';
import { LOG_FORMATS, LOG_LEVELS } from './logger';
import { APP_BUILD_DIR } from './paths';
import type { StartServerOptions } from './server';

type Source = Readonly<Record<string, string | undefined>>;

/** The URL, or undefined when `value` is not one. */
function urlOf(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

const isHttpUrl = (value: string) => {
  const url = urlOf(value);
  return (url?.protocol === 'http:' || url?.protocol === 'https:') && url.host !== '';
};
// no host is fine: `postgresql:///db?host=/var/run/postgresql` reaches a local socket
const isPostgresUrl = (value: string) => ['postgres:', 'postgresql:'].includes(urlOf(value)?.protocol ?? '');

const text = v.optional(v.string());

const httpUrl = v.optional(v.pipe(v.string(), v.check(isHttpUrl, 'an http:// or https:// URL')));

const wholeNumber = (expected: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, expected),
      v.transform(Number),
      v.minValue(min, expected),
      v.maxValue(max, expected),
    ),
  );

const FLAGS = { true: true, '1': true, false: false, '0': false } as const;
const flag = v.optional(
  v.pipe(
    v.string(),
    v.toLowerCase(),
    v.picklist(Object.keys(FLAGS) as (keyof typeof FLAGS)[], 'true or false (or 1 or 0)'),
    v.transform((value) => FLAGS[value]),
  ),
);

const variables = v.object({
  PORT: wholeNumber('a port number from 0 to 65535', 0, 65_535),
  HOST: text,
  DATA_DIR: text,
  DATABASE_URL: v.optional(v.pipe(v.string(), v.check(isPostgresUrl, 'a postgres:// or postgresql:// URL'))),
  ADMIN_USERNAME: text,
  ADMIN_PASSWORD: v.optional(
    v.pipe(v.string(), v.minGraphemes(PASSWORD_MIN, `a password of at least ${PASSWORD_MIN} characters`)),
  ),
  JWT_SECRET: text,
  SECRETS_KEY: text,
  PUBLIC_URL: httpUrl,
  STATIC_DIR: text,
  GENERATOR_BASE_URL: httpUrl,
  GENERATOR_API_KEY: text,
  GENERATOR_MODEL: text,
  GENERATOR_TIMEOUT_MS: wholeNumber('a whole number of milliseconds, 1 or more', 1),
  GENERATOR_CONCURRENCY: wholeNumber('a whole number, 1 or more', 1),
  GENERATOR_RATE_LIMIT: wholeNumber('a whole number of generations a minute, 1 or more', 1),
  GENERATOR_MAX_ACTIVE: wholeNumber('a whole number, 1 or more', 1),
  S3_BUCKET: text,
  S3_ENDPOINT: httpUrl,
  S3_REGION: text,
  AWS_REGION: text,
  S3_ACCESS_KEY_ID: text,
  AWS_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  AWS_SECRET_ACCESS_KEY: text,
  S3_SESSION_TOKEN: text,
  AWS_SESSION_TOKEN: text,
  S3_FORCE_PATH_STYLE: flag,
  TRUST_PROXY: wholeNumber('a whole number of proxies, 0 or more', 0),
  LOG_REQUESTS: flag,
  LOG_LEVEL: v.optional(v.pipe(v.string(), v.toLowerCase(), v.picklist(LOG_LEVELS, `one of ${LOG_LEVELS.join(', ')}`))),
  LOG_FORMAT: v.optional(v.pipe(v.string(), v.toLowerCase(), v.picklist(LOG_FORMATS, 'json or pretty'))),
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'a token of at least 16 characters'))),
  METRICS_PORT: wholeNumber('a port number from 0 to 65535', 0, 65_535),
  STORAGE_QUOTA_BYTES: wholeNumber('a whole number of bytes, 1 or more', 1),
  LINK_USE_LIMIT: wholeNumber('a whole number of posts, 1 or more', 1),
  PRINT_FONT_PATH: text,
  PRINT_FONT_FACE: text,
  BODY_TIMEOUT_MS: wholeNumber('a whole number of milliseconds, 1000 or more', 1000),
  SHUTDOWN_TIMEOUT_MS: wholeNumber('a whole number of milliseconds, 0 or more', 0),
  LOGIN_ADDRESS_LIMIT: wholeNumber('a whole number of failed sign-ins, 1 or more', 1),
  LOGIN_CONCURRENCY: wholeNumber('a whole number of password checks, 1 or more', 1),
  MEDIA_CONCURRENCY: wholeNumber('a whole number of images, 1 or more', 1),
  LIST_CACHE_BYTES: wholeNumber('a whole number of bytes, 0 (no cache) or more', 0),
  LIST_CACHE_TTL_SECONDS: wholeNumber('a whole number of seconds, 1 or more', 1),
  LIVE_STREAMS_PER_ACCOUNT: wholeNumber('a whole number of streams, 1 or more', 1),
});

type Variables = v.InferOutput<typeof variables>;
type Name = keyof Variables;
const NAMES = Object.keys(variables.entries) as Name[];

/** The environment did not parse: one line per problem. */
export class EnvError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'EnvError';
  }
}

/** Variables whose values are never repeated in a message. */
const SECRETS: ReadonlySet<Name> = new Set([
  'ADMIN_PASSWORD',
  'JWT_SECRET',
  'METRICS_TOKEN',
  'SECRETS_KEY',
  'GENERATOR_API_KEY',
]);

/** How a bad value is shown: a secret not at all; a database URL may hold a password, so only its scheme. */
function shown(name: Name, value: string): string {
  if (SECRETS.has(name)) return '…';
  if (name === 'DATABASE_URL') {
    const scheme = /^[a-z][a-z0-9+.-]*:(\/\/)?/i.exec(value)?.[0];
    return scheme ? `${scheme}…` : '…';
  }
  return value.length > 60 ? `${value.slice(0, 60)}…` : value;
}

/** The built single-page app beside this package, when it has been built. */
function builtApp(): string | undefined {
  return existsSync(`${APP_BUILD_DIR}index.html`) ? APP_BUILD_DIR : undefined;
}

/** The S3 settings: none without S3_BUCKET; credentials (and the region) fall back to the usual AWS_* names. */
function s3Of(vars: Variables): StartServerOptions['s3'] {
  if (!vars.S3_BUCKET) return undefined;
  const accessKeyId = vars.S3_ACCESS_KEY_ID ?? vars.AWS_ACCESS_KEY_ID;
  const secretAccessKey = vars.S3_SECRET_ACCESS_KEY ?? vars.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new EnvError([
      'S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY) are needed too',
    ]);
  }
  const region = vars.S3_REGION ?? vars.AWS_REGION;
  const sessionToken = vars.S3_SESSION_TOKEN ?? vars.AWS_SESSION_TOKEN;
  return {
    bucket: vars.S3_BUCKET,
    accessKeyId,
    secretAccessKey,
    ...(vars.S3_ENDPOINT ? { endpoint: vars.S3_ENDPOINT } : {}),
    ...(region ? { region } : {}),
    ...(sessionToken ? { sessionToken } : {}),
    ...(vars.S3_FORCE_PATH_STYLE ? { forcePathStyle: true } : {}),
  };
}

/**
 * Reads the server's settings from `source` (normally `process.env`). Blank values count as unset. Throws an
 * `EnvError` naming every bad variable.
 */
export function readEnv(source: Source): StartServerOptions {
  const given: Partial<Record<Name, string>> = {};
  for (const name of NAMES) {
    const value = source[name]?.trim();
    if (value) given[name] = value;
  }
  const result = v.safeParse(variables, given, { abortPipeEarly: true });
  if (!result.success) {
    throw new EnvError(
      result.issues.map((issue) => {
        const name = issue.path?.[0]?.key as Name;
        return `${name} is "${shown(name, given[name] ?? '')}", expected ${issue.message}`;
      }),
    );
  }
  const vars = result.output;
  const s3 = s3Of(vars);
  // readable lines while developing (npm run dev), JSON lines otherwise
  const logFormat = vars.LOG_FORMAT ?? (source.NODE_ENV?.trim() === 'development' ? 'pretty' : undefined);
  const loginLimits = {
    ...(vars.LOGIN_ADDRESS_LIMIT !== undefined ? { addressLimit: vars.LOGIN_ADDRESS_LIMIT } : {}),
    ...(vars.LOGIN_CONCURRENCY !== undefined ? { concurrency: vars.LOGIN_CONCURRENCY } : {}),
  };
  const staticDir = vars.STATIC_DIR ?? builtApp();
  const generatorSettings = {
    ...(vars.GENERATOR_BASE_URL ? { baseUrl: vars.GENERATOR_BASE_URL } : {}),
    ...(vars.GENERATOR_API_KEY ? { apiKey: vars.GENERATOR_API_KEY } : {}),
    ...(vars.GENERATOR_MODEL ? { model: vars.GENERATOR_MODEL } : {}),
    ...(vars.GENERATOR_TIMEOUT_MS !== undefined ? { timeoutMs: vars.GENERATOR_TIMEOUT_MS } : {}),
    ...(vars.GENERATOR_CONCURRENCY !== undefined ? { concurrency: vars.GENERATOR_CONCURRENCY } : {}),
    ...(vars.GENERATOR_RATE_LIMIT !== undefined ? { perMinute: vars.GENERATOR_RATE_LIMIT } : {}),
    ...(vars.GENERATOR_MAX_ACTIVE !== undefined ? { maxActive: vars.GENERATOR_MAX_ACTIVE } : {}),
  };
  return {
    generatorSettings,
    ...(vars.PORT !== undefined ? { port: vars.PORT } : {}),
    ...(vars.HOST ? { host: vars.HOST } : {}),
    ...(vars.DATA_DIR ? { dataDir: vars.DATA_DIR } : {}),
    ...(vars.DATABASE_URL ? { databaseUrl: vars.DATABASE_URL } : {}),
    ...(vars.ADMIN_USERNAME ? { adminUsername: vars.ADMIN_USERNAME } : {}),
    ...(vars.ADMIN_PASSWORD ? { adminPassword: vars.ADMIN_PASSWORD } : {}),
    ...(vars.JWT_SECRET ? { jwtSecret: vars.JWT_SECRET } : {}),
    ...(vars.SECRETS_KEY ? { secretsKey: vars.SECRETS_KEY } : {}),
    ...(vars.PUBLIC_URL ? { publicUrl: vars.PUBLIC_URL } : {}),
    ...(staticDir ? { staticDir } : {}),
    ...(s3 ? { s3 } : {}),
    ...(vars.TRUST_PROXY !== undefined ? { trustedProxies: vars.TRUST_PROXY } : {}),
    ...(vars.LOG_REQUESTS === false ? { quiet: true } : {}),
    ...(vars.LOG_LEVEL ? { logLevel: vars.LOG_LEVEL } : {}),
    ...(logFormat ? { logFormat } : {}),
    ...(vars.METRICS_TOKEN ? { metricsToken: vars.METRICS_TOKEN } : {}),
    ...(vars.METRICS_PORT !== undefined ? { metricsPort: vars.METRICS_PORT } : {}),
    ...(vars.STORAGE_QUOTA_BYTES !== undefined ? { storageQuotaBytes: vars.STORAGE_QUOTA_BYTES } : {}),
    ...(vars.LINK_USE_LIMIT !== undefined ? { linkUseLimit: vars.LINK_USE_LIMIT } : {}),
    ...(vars.PRINT_FONT_PATH ? { printFontPath: vars.PRINT_FONT_PATH } : {}),
    ...(vars.PRINT_FONT_FACE ? { printFontFace: vars.PRINT_FONT_FACE } : {}),
    ...(vars.MEDIA_CONCURRENCY !== undefined ? { mediaConcurrency: vars.MEDIA_CONCURRENCY } : {}),
    ...(vars.LIST_CACHE_BYTES !== undefined ? { listCacheBytes: vars.LIST_CACHE_BYTES } : {}),
    ...(vars.LIST_CACHE_TTL_SECONDS !== undefined ? { listCacheTtlMs: vars.LIST_CACHE_TTL_SECONDS * 1000 } : {}),
    ...(vars.LIVE_STREAMS_PER_ACCOUNT !== undefined ? { liveStreamsPerAccount: vars.LIVE_STREAMS_PER_ACCOUNT } : {}),
    ...(vars.BODY_TIMEOUT_MS !== undefined ? { bodyTimeoutMs: vars.BODY_TIMEOUT_MS } : {}),
    ...(vars.SHUTDOWN_TIMEOUT_MS !== undefined ? { shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS } : {}),
    ...(Object.keys(loginLimits).length > 0 ? { loginLimits } : {}),
  };
}
