/**
 * Settings → Language model (administrators only): GET /api/settings/model (the values, the key only as a hint),
 * PUT /api/settings/model (save; 409 while the environment sets the model), POST /api/settings/model/test (one
 * small call with the form's values, the saved key when none is typed).
 */
import { modelSettingsBodySchema, modelTestBodySchema, type ModelTestResult } from '@app/contract';
import { Hono } from 'hono';
import type { Services } from '../context';
import type { AppEnv } from '../types';
import { jsonBody } from '../http/body';
import { conflict } from '../http/errors';
import { testModelConnection } from '../settings/model-test';

export function modelSettingsRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const store = services.modelSettings;

  app.get('/', async (c) => c.json(await store.view()));

  app.put('/', jsonBody(modelSettingsBodySchema), async (c) => {
    if (store.fromEnvironment) throw conflict('model_settings_from_env');
    const view = await store.save(c.req.valid('json'));
    services.logger.info(
      { baseUrl: view.baseUrl, model: view.model, keyKept: view.keyHint !== null },
      'language model settings saved',
    );
    return c.json(view);
  });

  app.post('/test', jsonBody(modelTestBodySchema), async (c) => {
    const body = c.req.valid('json');
    const apiKey = body.apiKey?.trim() || (await store.storedKey());
    if (!apiKey) {
      const result: ModelTestResult = { ok: false, problem: 'no-key', host: new URL(body.baseUrl).host, latencyMs: 0 };
      return c.json(result);
    }
    const result = await testModelConnection({ ...body, apiKey });
    services.logger.info({ host: new URL(body.baseUrl).host, model: body.model, result }, 'language model tested');
    return c.json(result);
  });

  return app;
}
