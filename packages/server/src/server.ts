/** startServer: opens the database, seeds the first administrator, and serves the app over HTTP. */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createApp, mountedRoutes } from './app';
import { ActorCache } from './auth/actor-cache';
import { hashPassword } from './auth/passwords';
import { LoginLimiter, type LoginLimits } from './auth/login-limit';
import { TokenVerifier } from './auth/tokens';
import type { Services } from './context';
import { openDatabase, type Database, type Db } from './db';
import { lockDataDir, type DataDirLock } from './db/lock';
import { admins, settings } from './db/schema';
import { createMemoryBus, createPostgresBus, type EventBus } from './events/bus';
import { LIST_CACHE_BYTES, LIST_CACHE_TTL_MS, ListCache } from './events/list-cache';
import { createLiveUpdates } from './events/live-updates';
import { SseHub } from './events/sse-hub';
import { createGenerator, type GeneratorSettings, type PostGenerator } from './generator';
import { BODY_TIMEOUT_MS, listen, SHUTDOWN_TIMEOUT_MS, stopListening } from './ops/listen';
import { createLogger, type LogFormat, type Logger, type LogLevel } from './logger';
import { countedGenerator, createMetrics } from './ops/metrics';
import { startMetricsServer } from './ops/metrics-route';
import { createImageFetcher, type ImageFetcherOptions } from './storage/fetch-image';
import { createS3Storage, type S3Settings } from './storage/s3';
import { DEFAULT_LINK_USE_LIMIT } from './qr/reserve';
import { DEFAULT_STORAGE_QUOTA_BYTES } from './media/store';
import { createLocalStorage, type FileStorage } from './storage/storage';
import { startLogoRetries } from './media/logo-retry';
import { startUploadSweep, SWEEP_INTERVAL_MS } from './storage/sweep';
import { limitImageWork } from './media/process';
import { DEFAULT_PRINT_FONT_FACE, DEFAULT_PRINT_FONT_PATH } from './print/font';
import { createPrintKits } from './print/kits';
import { ModelSettingsStore } from './settings/model-settings';
import { createSecretBox } from './settings/secret-box';

export interface StartServerOptions {
  /** 0 picks a free port. Default 3000. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Embedded database and stored files. Default ./data. */
  dataDir?: string;
  /** postgres://… switches from the embedded database to PostgreSQL. */
  databaseUrl?: string;
  /** Seed of the first administrator when there is none (default "admin" and a generated password). */
  adminUsername?: string;
  adminPassword?: string;
  /** Signing key of session tokens; default a random secret kept in the database. */
  jwtSecret?: string;
  /** SECRETS_KEY: the key secrets kept in the database are encrypted under (default derived from the JWT secret). */
  secretsKey?: string;
  /** Base of QR links' full_url and of signed file URLs. Default http://HOST:PORT. */
  publicUrl?: string;
  /** The Redbook generator; default built from `generatorSettings` (built-in when no endpoint is set). */
  generator?: PostGenerator;
  generatorSettings?: GeneratorSettings;
  /** Serve the built single-page app from this directory. */
  staticDir?: string;
  /** File storage; default an S3-compatible bucket when `s3` is given, else local disk under DATA_DIR/files. */
  storage?: FileStorage;
  s3?: S3Settings;
  /** No request log lines (the log still receives warnings and errors). */
  quiet?: boolean;
  /** LOG_LEVEL (default info) and LOG_FORMAT (default json) of the log on standard output. */
  logLevel?: LogLevel;
  logFormat?: LogFormat;
  /** Where log lines go instead (tools, tests). */
  logger?: Logger;
  /** METRICS_TOKEN: `GET /metrics` on the main port answers the caller presenting it as a bearer token. */
  metricsToken?: string;
  /** METRICS_PORT: the metrics on a separate port (0 picks a free one). */
  metricsPort?: number;
  /** Most bytes of files a tenant may keep. Default 2 GiB. */
  storageQuotaBytes?: number;
  /** Most posts of one QR link used in any ten minutes. Default 20. */
  linkUseLimit?: number;
  /** PRINT_FONT_PATH and PRINT_FONT_FACE: the print kit's font file and, in a collection, its face. */
  printFontPath?: string;
  printFontFace?: string;
  /** Images decoded and resized at once in this process. Default 2. */
  mediaConcurrency?: number;
  /** A request (headers and body) must arrive within this long, else 408. Default 30 s. */
  bodyTimeoutMs?: number;
  /** At shutdown, requests in flight get this long to finish. Default 10 s. */
  shutdownTimeoutMs?: number;
  /** Sign-in limits per address and password checks at a time. */
  loginLimits?: LoginLimits;
  /** How often unused uploads are swept. Default hourly. */
  sweepIntervalMs?: number;
  /** How often logos kept as URLs are tried again (the first delay of their backoff). Default a minute. */
  logoRetryMs?: number;
  /** Fetching logos given as URLs (tests let a loopback server count as public). */
  logoFetch?: ImageFetcherOptions;
  /** Clock in milliseconds (tests). */
  now?: () => number;
  /** A migrated PGlite data directory tarball to start a new DATA_DIR quickly (tests). */
  pgliteTemplate?: string;
  /** Cache serialized list responses (default true). */
  listCache?: boolean;
  /** Most bytes of cached list responses (LIST_CACHE_BYTES). Default 64 MiB. */
  listCacheBytes?: number;
  /** How long a cached list response may be served (LIST_CACHE_TTL_SECONDS). Default 60 s. */
  listCacheTtlMs?: number;
  heartbeatMs?: number;
  /** Open live-update streams one account may hold on an instance. Default 20. */
  liveStreamsPerAccount?: number;
  /** Proxies in front of the server that add X-Forwarded-For (a load balancer: 1). Default 0: the header is ignored. */
  trustedProxies?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The first administrator's password when this start generated it (print it once). */
  generatedAdminPassword?: string;
  adminUsername?: string;
  /** The separate metrics port, when METRICS_PORT was given. */
  metricsPort?: number;
  logger: Logger;
  /** Every mounted endpoint, "METHOD /path" with Hono's `:param`s (the API description is checked against it). */
  routes: readonly string[];
  close(): Promise<void>;
}

async function loadSecret(db: Db, given: string | undefined): Promise<Uint8Array> {
  if (given) return new TextEncoder().encode(given);
  await db
    .insert(settings)
    .values({ key: 'jwt_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'jwt_secret'));
  return new TextEncoder().encode(row!.value);
}

async function seedAdmin(
  db: Db,
  username: string,
  password: string | undefined,
): Promise<{ generatedPassword?: string; created: boolean }> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(admins);
  if (count > 0) return { created: false };
  const secret = password ?? randomBytes(12).toString('base64url');
  const inserted = await db
    .insert(admins)
    .values({
      name: 'Administrator',
      username,
      email: `${username}@localhost`,
      phone: '-',
      status: 'active',
      passwordHash: await hashPassword(secret),
    })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  if (inserted.length === 0) return { created: false };
  return { created: true, ...(password === undefined ? { generatedPassword: secret } : {}) };
}

/** How soon browsers reconnect their event streams after this instance ends them at shutdown (`retry:`). */
const SSE_RETRY_MS = 2000;

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const logger =
    options.logger ??
    createLogger({
      ...(options.logLevel ? { level: options.logLevel } : {}),
      ...(options.logFormat ? { format: options.logFormat } : {}),
    });
  const now = options.now ?? Date.now;
  const host = options.host ?? '127.0.0.1';
  const dataDir = path.resolve(options.dataDir ?? './data');

  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  let bus: EventBus | undefined;
  let metricsServer: { port: number; close(): Promise<void> } | undefined;
  try {
    if (!options.databaseUrl) {
      mkdirSync(dataDir, { recursive: true });
      lock = lockDataDir(dataDir);
    }
    database = await openDatabase({
      dataDir,
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
      ...(options.pgliteTemplate ? { pgliteTemplate: options.pgliteTemplate } : {}),
      report: (fields) => logger.info(fields, 'migration changed existing records'),
    });
    const { db } = database;
    const secret = await loadSecret(db, options.jwtSecret);
    const fileKey = new Uint8Array(createHmac('sha256', secret).update('file-url-signing').digest());
    const adminUsername = options.adminUsername ?? 'admin';
    const seeded = await seedAdmin(db, adminUsername, options.adminPassword);
    bus = database.url
      ? await createPostgresBus(
          database.url,
          async (channel, payloads) => {
            await db.execute(sql`SELECT pg_notify(${channel}, p) FROM unnest(${sql.param(payloads)}::text[]) AS p`);
          },
          (line) => logger.warn(line),
        )
      : createMemoryBus();

    const storage =
      options.storage ??
      (options.s3 ? await createS3Storage(options.s3) : createLocalStorage(path.join(dataDir, 'files')));
    const cache = new ListCache({
      maxBytes: options.listCache === false ? 0 : (options.listCacheBytes ?? LIST_CACHE_BYTES),
      ttlMs: options.listCacheTtlMs ?? LIST_CACHE_TTL_MS,
    });
    const sse = new SseHub();
    const activeBus = bus;
    const openDatabaseHandle = database;
    const actors = new ActorCache(now);
    const live = createLiveUpdates({ bus, cache, sse, actors });
    const metrics = createMetrics({
      sseClients: () => sse.size,
      listCache: () => ({ hits: cache.hits, misses: cache.misses }),
      pool: () => openDatabaseHandle.pool(),
    });

    const modelSettingsStore = new ModelSettingsStore(
      db,
      createSecretBox(options.secretsKey, secret),
      options.generatorSettings ?? {},
    );
    let publicUrl = options.publicUrl ?? '';
    const printKits = createPrintKits({
      path: options.printFontPath ?? DEFAULT_PRINT_FONT_PATH,
      face: options.printFontFace ?? DEFAULT_PRINT_FONT_FACE,
    });
    if (options.mediaConcurrency) limitImageWork(options.mediaConcurrency);
    const services: Services = {
      db,
      storage,
      cache,
      sse,
      generator: countedGenerator(
        options.generator ??
          createGenerator({ ...options.generatorSettings, resolveModel: () => modelSettingsStore.endpoint() }),
        metrics,
      ),
      modelSettings: modelSettingsStore,
      limiter: new LoginLimiter(db, options.loginLimits),
      trustedProxies: options.trustedProxies ?? 0,
      actors,
      tokenKey: secret,
      tokens: new TokenVerifier(secret),
      fileKey,
      publicUrl: () => publicUrl,
      now,
      logger,
      log: (line) => logger.error(line),
      metrics,
      storageQuotaBytes: options.storageQuotaBytes ?? DEFAULT_STORAGE_QUOTA_BYTES,
      linkUseLimit: options.linkUseLimit ?? DEFAULT_LINK_USE_LIMIT,
      printKits,
      fetchLogo: createImageFetcher(options.logoFetch),
      changed: live.changed,
    };

    let shuttingDown = false;
    const app = createApp(services, {
      ...(options.staticDir ? { staticDir: options.staticDir } : {}),
      ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
      ...(options.liveStreamsPerAccount ? { liveStreamsPerAccount: options.liveStreamsPerAccount } : {}),
      ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
      logRequests: !options.quiet,
      shuttingDown: () => shuttingDown,
    });

    const server = await listen(app.fetch, {
      port: options.port ?? 3000,
      host,
      bodyTimeoutMs: options.bodyTimeoutMs ?? BODY_TIMEOUT_MS,
      logger,
    });
    const port = (server.address() as AddressInfo).port;
    const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    const url = `http://${urlHost}:${port}`;
    if (!publicUrl) publicUrl = url;
    if (options.metricsPort !== undefined) {
      metricsServer = await startMetricsServer(metrics, host, options.metricsPort).catch(async (error: unknown) => {
        await stopListening(server, 0);
        throw error;
      });
    }
    const sweep = startUploadSweep(services, options.sweepIntervalMs ?? SWEEP_INTERVAL_MS);
    const logoRetries = startLogoRetries(services, options.logoRetryMs);
    const openMetricsServer = metricsServer;

    let closing: Promise<void> | undefined;
    // Graceful: readiness fails at once, event streams end with a hint to reconnect (elsewhere, behind a load
    // balancer), no new connection is accepted, requests in flight finish (bounded), then the database closes.
    const close = () => {
      closing ??= (async () => {
        shuttingDown = true;
        live.close();
        sse.closeAll(SSE_RETRY_MS);
        await stopListening(server, options.shutdownTimeoutMs ?? SHUTDOWN_TIMEOUT_MS);
        await sweep.stop();
        await logoRetries.stop();
        await openMetricsServer?.close();
        await printKits.close();
        await activeBus.close();
        await openDatabaseHandle.close();
        lock?.release();
      })();
      return closing;
    };

    return {
      url,
      port,
      close,
      adminUsername,
      logger,
      routes: mountedRoutes(app),
      ...(openMetricsServer ? { metricsPort: openMetricsServer.port } : {}),
      ...(seeded.generatedPassword ? { generatedAdminPassword: seeded.generatedPassword } : {}),
    };
  } catch (error) {
    await bus?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}
