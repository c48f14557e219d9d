/** The Hono application: /api (SPEC section 7), /files (file service), and optionally the single-page app. */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { contextStorage } from 'hono/context-storage';
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
import { mediaRoutes } from './media/routes';
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

const notFoundAnswer = (c: Context) => c.json({ message: 'Not found' }, 404);

/** A public sub-app answers every path under its prefix: an unknown one is 404, never a demand to sign in. */
function whole(routes: Hono<AppEnv>): Hono<AppEnv> {
  return routes.all('*', notFoundAnswer);
}

/** Everything under /api that needs a signed-in account (a bearer token). */
function authenticatedRoutes(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use(requireAuth(services))
    .route('/admin', adminRoutes(services))
    .route('/tenant', tenantRoutes(services))
    .route('/user', userRoutes(services))
    .route('/link', linkRoutes(services))
    .route('/campaign', campaignRoutes(services))
    .route('/content', contentRoutes(services))
    .route('/asset', assetRoutes(services))
    .route('/entry', entryRoutes(services))
    .route('/redbook', generatorRoutes(services));
}

/**
 * /api (SPEC section 7). Hono runs the handlers matching a request in the order they were added, so the public
 * sub-apps come first and end every request under their prefix; the authenticated part, mounted last, guards
 * everything else. A public API (`/api/public/...`) or `/api/health` and `/api/ready` go before it.
 */
function apiRoutes(services: Services, options: AppOptions): Hono<AppEnv> {
  const limit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, 'Request body is too large');
    },
  });
  return (
    new Hono<AppEnv>()
      // lets a change find the browser tab that made it (live-updates' currentTab) without passing it through
      .use(contextStorage())
      .use((c, next) => (hasBody(c) ? limit(c, next) : next()))
      // public: signing in
      .route('/auth', whole(authRoutes(services)))
      // the event stream: EventSource cannot send a header, so the session cookie counts too
      .route(
        '/sse',
        whole(
          new Hono<AppEnv>()
            .use(requireAuth(services, { allowCookie: true }))
            .route('/', sseRoutes(services, options.heartbeatMs)),
        ),
      )
      .route('/', authenticatedRoutes(services))
  );
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

  app.route('/api', apiRoutes(services, options));
  app.route('/files', mediaRoutes(services));
  app.route('/files', fileRoutes(services));
  if (options.staticDir) app.use(serveApp(options.staticDir));

  app.notFound(notFoundAnswer);
  app.onError((error, c) => toErrorResponse(error, c, (line) => services.log(line)));
  return app;
}
