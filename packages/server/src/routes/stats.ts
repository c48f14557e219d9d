/** The dashboards' counts: GET /api/stats/overview (administrators), GET /api/stats/mine (a business). */
import { Hono } from 'hono';
import { requireAdmin } from '../auth/middleware';
import type { Services } from '../context';
import type { AppEnv } from '../types';
import { forbidden } from '../http/errors';
import { adminOverview, tenantStats } from '../stats/queries';

export function statsRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.get('/overview', requireAdmin, async (c) => c.json(await adminOverview(services.db, services.now())));

  app.get('/mine', async (c) => {
    const actor = c.get('actor');
    if (actor.role !== 'tenant') throw forbidden('tenants_only');
    return c.json(await tenantStats(services.db, actor.id, services.now()));
  });

  return app;
}
