/** The Hono application: /api (SPEC section 7), /files (file service), and optionally the single-page app. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireAuth } from './auth/middleware';
import type { AppEnv, Services } from './context';
import { discardBody, hasBody } from './http/body';
import { ApiError, toErrorResponse } from './http/errors';
import { serveApp } from './http/static';
import { adminRoutes, tenantRoutes, userRoutes } from './routes/accounts';
import { assetRoutes } from './routes/assets';
import { authRoutes } from './routes/auth';
import { campaignRoutes } from './routes/campaigns';
import { contentRoutes } from './routes/contents';
import { entryRoutes } from './routes/entries';
import { fileRoutes } from './routes/files';
import { generatorRoutes } from './routes/generator';
import { linkRoutes } from './routes/links';
import { sseRoutes } from './routes/sse';

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  staticDir?: string;
  heartbeatMs?: number;
  /** One line per request: method, path, status, milliseconds. */
  requestLog?: (line: string) => void;
}

export function createApp(services: Services, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // a request refused before its body was read (401, 404, 413, 415…): read the rest first, else the
    // connection closes with unread data and the client gets a reset instead of the answer. Only requests that
    // declare a body pay for it (building the raw Request costs every GET otherwise).
    if (hasBody(c)) await discardBody(c.req.raw);
    // set on the response's own headers: c.header() after the response exists rebuilds it as a stream
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'no-referrer');
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    options.requestLog?.(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  });

  const api = new Hono<AppEnv>();
  const limit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, 'Request body is too large');
    },
  });
  api.use((c, next) => (hasBody(c) ? limit(c, next) : next()));
  api.route('/auth', authRoutes(services));
  api.use('/sse', requireAuth(services, { allowCookie: true }));
  api.route('/sse', sseRoutes(services, options.heartbeatMs));
  const authenticated = requireAuth(services);
  api.use(async (c, next) => {
    if (c.req.path.startsWith('/api/auth/') || c.req.path === '/api/sse') return next();
    return authenticated(c, next);
  });
  api.route('/admin', adminRoutes(services));
  api.route('/tenant', tenantRoutes(services));
  api.route('/user', userRoutes(services));
  api.route('/link', linkRoutes(services));
  api.route('/campaign', campaignRoutes(services));
  api.route('/content', contentRoutes(services));
  api.route('/asset', assetRoutes(services));
  api.route('/entry', entryRoutes(services));
  api.route('/redbook', generatorRoutes(services));

  app.route('/api', api);
  app.route('/files', fileRoutes(services));
  if (options.staticDir) app.use(serveApp(options.staticDir));

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => toErrorResponse(error, c, services.log));
  return app;
}
