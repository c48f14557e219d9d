/**
 * The frame of every request: its id (`X-Request-Id`, taken when the caller sends a sensible one, else made, and
 * returned), a logger tagged with it, the security headers, the request's line in the log and its metrics.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Services } from '../context';
import type { AppEnv } from '../types';
import { discardBody, hasBody } from '../http/body';
import { wasCutOff } from './listen';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** HSTS for a year once the public address is https (browsers then never use plain http for it). */
const HSTS = 'max-age=31536000';

export interface RequestContextOptions {
  /** One info line per request (method, path, status, milliseconds). */
  logRequests: boolean;
}

/** The registered path of the route that answered (a bounded set: good as a metrics label). */
function routeOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const route = matchedRoutes(c)[c.req.routeIndex];
  return route?.path ?? 'unmatched';
}

export function requestContext(
  services: Pick<Services, 'logger' | 'metrics' | 'publicUrl'>,
  options: RequestContextOptions,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given !== undefined && REQUEST_ID.test(given) ? given : randomUUID();
    const log = services.logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    await next();
    // a request refused before its body was read (401, 404, 413, 415…): read the rest first, else the
    // connection closes with unread data and the client gets a reset instead of the answer. Only requests that
    // declare a body pay for it (building the raw Request costs every GET otherwise).
    if (hasBody(c)) await discardBody(c.req.raw);
    // set on the response's own headers: c.header() after the response exists rebuilds it as a stream
    const headers = c.res.headers;
    headers.set('X-Request-Id', requestId);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'no-referrer');
    if (services.publicUrl().startsWith('https://')) headers.set('Strict-Transport-Security', HSTS);
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');

    const status = wasCutOff(c.env.incoming) ? 408 : c.res.status;
    const ms = Math.round(performance.now() - started);
    services.metrics.request(c.req.method, routeOf(c), status, ms / 1000);
    if (options.logRequests) {
      const { method, path } = c.req;
      log.info({ method, path, status, ms }, `${method} ${path} ${status} ${ms}ms`);
    }
  };
}
