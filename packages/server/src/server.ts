/** startServer: opens the database, seeds the first administrator, and serves the app over HTTP. */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { tryGetContext } from 'hono/context-storage';
import { createApp } from './app';
import { hashPassword } from './auth/passwords';
import { LoginLimiter } from './auth/rate-limit';
import { TokenVerifier } from './auth/tokens';
import type { AppEnv, Services } from './context';
import { openDatabase, type Database, type Db } from './db';
import { lockDataDir, type DataDirLock } from './db/lock';
import { admins, settings } from './db/schema';
import { createMemoryBus, createPostgresBus, type EventBus } from './events/bus';
import { ListCache } from './events/list-cache';
import { createLiveUpdates } from './events/live-updates';
import { SseHub } from './events/sse-hub';
import { createGenerator, type GeneratorSettings, type PostGenerator } from './generator';
import { createS3Storage, type S3Settings } from './storage/s3';
import { createLocalStorage, type FileStorage } from './storage/storage';

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
  /** No request log lines (the log function still receives errors). */
  quiet?: boolean;
  log?: (line: string) => void;
  /** Clock in milliseconds (tests). */
  now?: () => number;
  /** A migrated PGlite data directory tarball to start a new DATA_DIR quickly (tests). */
  pgliteTemplate?: string;
  /** Cache serialized list responses (default true). */
  listCache?: boolean;
  heartbeatMs?: number;
  /** Proxies in front of the server that add X-Forwarded-For (a load balancer: 1). Default 0: the header is ignored. */
  trustedProxies?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The first administrator's password when this start generated it (print it once). */
  generatedAdminPassword?: string;
  adminUsername?: string;
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

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? Date.now;
  const host = options.host ?? '127.0.0.1';
  const dataDir = path.resolve(options.dataDir ?? './data');

  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  let bus: EventBus | undefined;
  try {
    if (!options.databaseUrl) {
      mkdirSync(dataDir, { recursive: true });
      lock = lockDataDir(dataDir);
    }
    database = await openDatabase({
      dataDir,
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
      ...(options.pgliteTemplate ? { pgliteTemplate: options.pgliteTemplate } : {}),
    });
    const { db } = database;
    const secret = await loadSecret(db, options.jwtSecret);
    const fileKey = new Uint8Array(createHmac('sha256', secret).update('file-url-signing').digest());
    const adminUsername = options.adminUsername ?? 'admin';
    const seeded = await seedAdmin(db, adminUsername, options.adminPassword);
    bus = database.url
      ? await createPostgresBus(
          database.url,
          async (channel, payload) => {
            await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
          },
          log,
        )
      : createMemoryBus();

    const storage =
      options.storage ??
      (options.s3 ? await createS3Storage(options.s3) : createLocalStorage(path.join(dataDir, 'files')));
    const cache = new ListCache(options.listCache ?? true);
    const sse = new SseHub();
    const activeBus = bus;
    const actors: Services['actors'] = new Map();
    // the tab of the request being answered, if it said: its own stream is not told of its change
    const currentTab = () => tryGetContext<AppEnv>()?.var.tab;
    const live = createLiveUpdates({ bus, cache, sse, actors, currentTab });

    let publicUrl = options.publicUrl ?? '';
    const services: Services = {
      db,
      storage,
      cache,
      sse,
      generator: options.generator ?? createGenerator(options.generatorSettings ?? {}),
      limiter: new LoginLimiter(db, now),
      trustedProxies: options.trustedProxies ?? 0,
      actors,
      tokenKey: secret,
      tokens: new TokenVerifier(secret),
      fileKey,
      publicUrl: () => publicUrl,
      now,
      log,
      changed: live.changed,
    };

    const app = createApp(services, {
      ...(options.staticDir ? { staticDir: options.staticDir } : {}),
      ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
      ...(options.quiet ? {} : { requestLog: log }),
    });

    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const created = serve({ fetch: app.fetch, port: options.port ?? 3000, hostname: host }, () => resolve(created));
      created.once('error', reject);
    });
    const port = (server.address() as AddressInfo).port;
    const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    const url = `http://${urlHost}:${port}`;
    if (!publicUrl) publicUrl = url;

    let closing: Promise<void> | undefined;
    const openDatabaseHandle = database;
    const close = () => {
      closing ??= (async () => {
        live.close();
        sse.closeAll();
        await new Promise<void>((resolve) => {
          const force = setTimeout(() => {
            if ('closeAllConnections' in server) server.closeAllConnections();
          }, 10_000);
          server.close(() => {
            clearTimeout(force);
            resolve();
          });
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
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
      ...(seeded.generatedPassword ? { generatedAdminPassword: seeded.generatedPassword } : {}),
    };
  } catch (error) {
    await bus?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}
