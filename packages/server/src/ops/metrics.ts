/**
 * Prometheus metrics (prom-client), one registry per server: requests by route and status with their latency, open
 * event streams, list-cache hits and misses, the database pool, generator calls and failures, uploads, sign-ins and
 * the upload sweep, plus Node's process metrics. Served on /metrics (ops/metrics-route.ts).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db';
import type { GeneratedPost, PostGenerator } from '../generator';

export type UploadResult = 'stored' | 'refused' | 'over-quota';
export type LoginResult = 'success' | 'failure' | 'throttled';

/** What the gauges read when scraped. */
export interface MetricSources {
  sseClients(): number;
  listCache(): { hits: number; misses: number };
  pool(): PoolStats;
}

export interface Metrics {
  readonly registry: Registry;
  request(method: string, route: string, status: number, seconds: number): void;
  upload(result: UploadResult, bytes: number): void;
  login(result: LoginResult): void;
  generator(failed: boolean, posts: readonly GeneratedPost[]): void;
  swept(files: number): void;
}

export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request (to its first byte for streams), by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  new Gauge({
    name: 'sse_clients',
    help: 'Open live-update (SSE) streams',
    registers,
    collect() {
      this.set(sources.sseClients());
    },
  });
  for (const outcome of ['hits', 'misses'] as const) {
    new Counter({
      name: `list_cache_${outcome}_total`,
      help: `List answers ${outcome === 'hits' ? 'served from' : 'built for'} the list cache`,
      registers,
      collect() {
        this.reset();
        this.inc(sources.listCache()[outcome]);
      },
    });
  }
  const pool = new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (total, idle) and queries waiting for one (waiting)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = sources.pool();
      for (const state of ['total', 'idle', 'waiting'] as const) pool.set({ state }, stats[state]);
    },
  });
  const counter = <TLabel extends string>(name: string, help: string, labelNames: readonly TLabel[] = []) =>
    new Counter({ name, help, labelNames, registers });
  const generatorCalls = counter('generator_calls_total', 'Redbook generator calls');
  const generatorFailures = counter(
    'generator_failures_total',
    'Redbook generator calls that failed, and single posts that carried an error',
    ['scope'],
  );
  const uploads = counter(
    'uploads_total',
    'File uploads by result (stored, refused for size or type, over the storage quota)',
    ['result'],
  );
  const uploadBytes = counter('upload_bytes_total', 'Bytes of stored uploads');
  const logins = counter(
    'login_attempts_total',
    'Sign-in attempts by result (throttled: refused by a limit before the password was checked)',
    ['result'],
  );
  const swept = counter('unused_uploads_removed_total', 'Uploads no record used within a day, removed by the sweep');

  return {
    registry,
    request(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    upload(result, bytes) {
      uploads.inc({ result });
      if (bytes > 0) uploadBytes.inc(bytes);
    },
    login: (result) => logins.inc({ result }),
    generator(failed, posts) {
      generatorCalls.inc();
      if (failed) generatorFailures.inc({ scope: 'call' });
      const failedPosts = posts.filter((post) => post.error).length;
      if (failedPosts > 0) generatorFailures.inc({ scope: 'post' }, failedPosts);
    },
    swept: (files) => swept.inc(files),
  };
}

/**
 * The generator, counted: each call, a call that throws, and each post that comes back with an error. Everything
 * else the generator carries (its settings) is kept as it is.
 */
export function countedGenerator(generator: PostGenerator, metrics: Metrics): PostGenerator {
  return {
    ...generator,
    async generate(input, hooks) {
      let posts: Awaited<ReturnType<PostGenerator['generate']>>;
      try {
        posts = await generator.generate(input, hooks);
      } catch (error) {
        metrics.generator(true, []);
        throw error;
      }
      metrics.generator(false, posts);
      return posts;
    },
  };
}
