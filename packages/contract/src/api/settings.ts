/** Settings → Language model (administrators only). */
import * as v from 'valibot';
import { modelSettingsBodySchema, modelTestBodySchema } from '../modelSettings';
import { call } from './define';

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
    problem: v.string(),
    status: v.optional(v.number()),
    host: v.string(),
    latencyMs: v.number(),
  }),
]);

export const settings = {
  model: call({
    method: 'GET',
    path: '/api/settings/model',
    summary: "The language model's settings (the API key only as a hint)",
    roles: ['admin'],
    answer: modelSettingsAnswer,
    errors: [403],
  }),
  saveModel: call({
    method: 'PUT',
    path: '/api/settings/model',
    summary: "Save the language model's settings (a blank key keeps the saved one)",
    roles: ['admin'],
    body: modelSettingsBodySchema,
    answer: modelSettingsAnswer,
    errors: [403, 409],
  }),
  testModel: call({
    method: 'POST',
    path: '/api/settings/model/test',
    summary: 'Make one small call of the language model',
    roles: ['admin'],
    body: modelTestBodySchema,
    answer: modelTestAnswer,
    errors: [403],
  }),
};
