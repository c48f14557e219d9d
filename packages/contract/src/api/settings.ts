/** Settings → Language model (administrators only). */
import * as v from 'valibot';
import { MODEL_TEST_PROBLEMS, modelSettingsBodySchema, modelTestBodySchema } from '../modelSettings';
import { described } from './define';
import * as routes from './routes';

const modelSettingsAnswer = v.looseObject({
  source: v.picklist(['environment', 'database', 'none']),
  baseUrl: v.string(),
  model: v.string(),
  timeoutMs: v.number(),
  concurrency: v.number(),
  keyHint: v.nullable(v.string()),
  updatedAt: v.nullable(v.string()),
});

const modelTestAnswer = v.variant('ok', [
  v.looseObject({ ok: v.literal(true), model: v.string(), latencyMs: v.number() }),
  v.looseObject({
    ok: v.literal(false),
    problem: v.picklist(MODEL_TEST_PROBLEMS),
    status: v.optional(v.number()),
    host: v.string(),
    latencyMs: v.number(),
  }),
]);

export const settings = described(routes.settings, {
  model: {
    summary: "The language model's settings (the API key only as a hint)",
    answer: modelSettingsAnswer,
    errors: [403],
  },
  saveModel: {
    summary: "Save the language model's settings (a blank key keeps the saved one)",
    body: modelSettingsBodySchema,
    answer: modelSettingsAnswer,
    errors: [403, 409],
  },
  testModel: {
    summary: 'Make one small call of the language model',
    body: modelTestBodySchema,
    answer: modelTestAnswer,
    errors: [403],
  },
});
