/**
 * The dashboards' counts: GET /api/stats/overview (administrators), GET /api/stats/mine (a business), and the
 * funnel, GET /api/stats/funnel and its export GET /api/stats/funnel.csv (a tenant its own, an administrator any), and
 * the language model's use per tenant and month, GET /api/stats/model-usage and .csv (stats/model-usage-route.ts).
 */
import { Hono } from 'hono';
import type { Services } from '../context';
import type { AppEnv } from '../types';
import { funnelStats } from '../stats/funnel';
import { funnelCsv, funnelRangeOf } from '../stats/funnel-route';
import { modelUsageRoutes } from '../stats/model-usage-route';
import { adminOverview, tenantStats } from '../stats/queries';

export function statsRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.get('/overview', async (c) => c.json(await adminOverview(services.db, services.now())));

  app.get('/mine', async (c) => {
    return c.json(await tenantStats(services.db, c.get('actor').id, services.now()));
  });

  app.get('/funnel', async (c) =>
    c.json(await funnelStats(services.db, await funnelRangeOf(services, c), services.now())),
  );

  app.get('/funnel.csv', async (c) => {
    const range = await funnelRangeOf(services, c);
    const csv = await funnelCsv(services, range);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="funnel-${range.from}-${range.to}.csv"`,
      'Cache-Control': 'no-store',
    });
  });

  app.route('/', modelUsageRoutes(services));

  return app;
}
