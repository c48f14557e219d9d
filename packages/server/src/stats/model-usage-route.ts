/**
 * `GET /api/stats/model-usage?month=YYYY-MM` (JSON) and `GET /api/stats/model-usage.csv` (the same figures as a
 * spreadsheet): the language model's use per tenant in a month, this month (Kuala Lumpur) when none is given. An
 * administrator sees every tenant's, a tenant only its own (access.ts).
 */
import { monthQuerySchema } from '@app/contract';
import { Hono, type Context } from 'hono';
import type { Services } from '../context';
import { readQuery } from '../http/body';
import type { AppEnv } from '../types';
import { modelUsageCsv, modelUsageOf, usageMonth } from './model-usage';

export function modelUsageRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const usage = (c: Context<AppEnv>) =>
    modelUsageOf(services.db, c.get('actor'), readQuery(c, monthQuerySchema).month ?? usageMonth(services.now()));

  app.get('/model-usage', async (c) => c.json(await usage(c)));

  app.get('/model-usage.csv', async (c) => {
    const figures = await usage(c);
    return c.body(modelUsageCsv(figures), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="model-usage-${figures.month}.csv"`,
      'Cache-Control': 'no-store',
    });
  });

  return app;
}
