/** The Hono application: /api (SPEC section 7), /files (file service), and optionally the single-page app. */
import { apiErrorBody, findCall } from '@app/contract';
import { Hono, type Context } from 'hono';
import { assertMayCall } from './access';
import { requireAuth } from './auth/middleware';
import type { Services } from './context';
import type { AppEnv } from './types';
import { hasBody, limitBody } from './http/body';
import { apiError, toErrorResponse } from './http/errors';
import { serveApp } from './http/static';
import { docsRoutes } from './docs/routes';
import { healthRoutes } from './ops/health';
import { metricsRoute } from './ops/metrics-route';
import { requestContext } from './ops/request-context';
import { adminRoutes, tenantRoutes, userRoutes } from './routes/accounts';
import { assetRoutes } from './routes/assets';
import { authRoutes } from './routes/auth';
import { campaignRoutes } from './routes/campaigns';
import { contentRoutes } from './routes/contents';
import { entryRoutes } from './routes/entries';
import { fileRoutes } from './routes/files';
import { generatorRoutes } from './routes/generator';
import { linkRoutes } from './routes/links';
import { printKitRoutes } from './routes/print-kit';
import { pageRoutes } from './routes/qr-page';
import { publicRoutes } from './routes/public';
import { publicReviewRoutes, reviewLinkRoutes } from './routes/review';
import { sseRoutes } from './routes/sse';
import { statsRoutes } from './routes/stats';
import { modelSettingsRoutes } from './routes/model-settings';
import { publicSite, type PublicSite } from './qr/site';

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  staticDir?: string;
  heartbeatMs?: number;
  /** LIVE_STREAMS_PER_ACCOUNT: open event streams one account may hold (routes/sse.ts). */
  liveStreamsPerAccount?: number;
  /** One log line per request: method, path, status, milliseconds. */
  logRequests?: boolean;
  /** METRICS_TOKEN: `GET /metrics` answers the caller presenting it. */
  metricsToken?: string;
  /** True once the server is shutting down (`/api/ready` then answers 503). */
  shuttingDown?: () => boolean;
}

const notFoundAnswer = (c: Context) => c.json(apiErrorBody('not_found'), 404);

/** A public sub-app answers every path under its prefix: an unknown one is 404, never a demand to sign in. */
function whole(routes: Hono<AppEnv>): Hono<AppEnv> {
  return routes.all('*', notFoundAnswer);
}

/** Everything under /api that needs a signed-in account (a bearer token). */
function authenticatedRoutes(services: Services): Hono<AppEnv> {
  return (
    new Hono<AppEnv>()
      .use(requireAuth(services))
      // who may make each call: the roles of its declaration in the contract's table
      .use(async (c, next) => {
        assertMayCall(c.get('actor'), findCall(c.req.method, c.req.path));
        await next();
      })
      .route('/admin', adminRoutes(services))
      .route('/tenant', tenantRoutes(services))
      .route('/user', userRoutes(services))
      .route('/link', linkRoutes(services))
      .route('/print-kit', printKitRoutes(services))
      .route('/campaign', campaignRoutes(services))
      .route('/content', contentRoutes(services))
      .route('/review-link', reviewLinkRoutes(services))
      .route('/asset', assetRoutes(services))
      .route('/entry', entryRoutes(services))
      .route('/redbook', generatorRoutes(services))
      .route('/stats', statsRoutes(services))
      .route('/settings/model', modelSettingsRoutes(services))
  );
}

/**
 * /api (SPEC section 7). Hono runs the handlers matching a request in the order they were added, so the public
 * sub-apps come first and end every request under their prefix; the authenticated part, mounted last, guards
 * everything else. A public API (`/api/public/...`) or `/api/health` and `/api/ready` go before it.
 */
function apiRoutes(services: Services, options: AppOptions, site: PublicSite): Hono<AppEnv> {
  const limit = limitBody(JSON_BODY_LIMIT, () => apiError(413, 'body_too_large'));
  return (
    new Hono<AppEnv>()
      .use((c, next) => (hasBody(c) ? limit(c, next) : next()))
      // public: for load balancers and uptime checks
      .route('/', healthRoutes(services, options.shuttingDown ?? (() => false)))
      // public: the API's description and its reference page
      .route('/', docsRoutes(services))
      // public: signing in
      .route('/auth', whole(authRoutes(services)))
      // public: the QR page's API (its own rate limits; no token or session cookie read)
      // public: the review page an administrator sent a tenant's owner (the link's token is the key)
      .route('/public/review', whole(publicReviewRoutes(services, site)))
      .route('/public', whole(publicRoutes(services, site)))
      // the event stream: EventSource cannot send a header, so the session cookie counts too
      .route(
        '/sse',
        whole(
          new Hono<AppEnv>()
            .use(requireAuth(services, { allowCookie: true }))
            .route('/', sseRoutes(services, options.heartbeatMs, options.liveStreamsPerAccount)),
        ),
      )
      .route('/', authenticatedRoutes(services))
  );
}

export function createApp(services: Services, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use(requestContext(services, { logRequests: options.logRequests ?? false }));

  // the QR page and its API share per-address limits and keys
  const site = publicSite(services, options.staticDir);
  app.route('/api', apiRoutes(services, options, site));
  app.route('/files', fileRoutes(services));
  app.route('/q', pageRoutes(services, site));
  app.route('/metrics', metricsRoute(services.metrics, options.metricsToken));
  if (options.staticDir) app.use(serveApp(options.staticDir, () => services.publicUrl()));

  app.notFound(notFoundAnswer);
  app.onError((error, c) => toErrorResponse(error, c, c.var.log ?? services.logger));
  return app;
}

/** The app's endpoints (middleware and catch-alls left out), "METHOD /path", each once. */
export function mountedRoutes(app: Hono<AppEnv>): string[] {
  const endpoints = app.routes.filter((route) => route.method !== 'ALL');
  return [...new Set(endpoints.map((route) => `${route.method} ${route.path}`))];
}
