/**
 * Where Prometheus reads the metrics: `GET /metrics` on the main port for a caller presenting METRICS_TOKEN as a
 * bearer token, and/or every path of a separate METRICS_PORT (for a network only the scraper reaches). Without
 * either, there are no metrics to read.
 */
import { apiErrorBody } from '@app/contract';
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import type { AppEnv } from '../types';
import type { Metrics } from './metrics';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `/metrics` on the main port: 404 without a token configured, 401 without the right one. */
export function metricsRoute(metrics: Metrics, token: string | undefined) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    if (!token) return c.json(apiErrorBody('not_found'), 404);
    const given = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) return c.json(apiErrorBody('unauthorized'), 401);
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
  });
  return app;
}

/** The separate metrics listener (METRICS_PORT): the metrics on every path, nothing else. */
export async function startMetricsServer(
  metrics: Metrics,
  host: string,
  port: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
    request.resume();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
