/**
 * The language model's settings (Settings → Language model, administrators only) and the model's usage per tenant
 * and month. The API key is write-only: answers carry only a hint (`sk-…abcd`), never the key.
 */
import * as v from 'valibot';
import { requiredText } from './fields';

export const MODEL_TIMEOUT_MS = { min: 1000, max: 600_000 } as const;
export const MODEL_CONCURRENCY = { min: 1, max: 10 } as const;
export const MODEL_DEFAULTS = { timeoutMs: 30_000, concurrency: 3 } as const;

/** Ready-made endpoints an administrator may start from. */
export const MODEL_PRESETS = [
  { id: 'openai', name: 'OpenAI', baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini' },
  { id: 'deepseek', name: 'DeepSeek', baseUrl: 'https://api.deepseek.com/v1', model: 'deepseek-chat' },
  {
    id: 'qwen',
    name: 'Qwen (DashScope)',
    baseUrl: 'https://dashscope-intl.aliyuncs.com/compatible-mode/v1',
    model: 'qwen-plus',
  },
  { id: 'ollama', name: 'Ollama', baseUrl: 'http://127.0.0.1:11434/v1', model: 'qwen2.5' },
] as const;
export type ModelPreset = (typeof MODEL_PRESETS)[number];

/** A key as shown: its first 3 and last 4 characters at most (`sk-…abcd`); a short key shows less. */
export function keyHint(key: string): string {
  if (key.length >= 12) return `${key.slice(0, 3)}…${key.slice(-4)}`;
  if (key.length >= 6) return `…${key.slice(-2)}`;
  return '…';
}

const urlField = (label: string) =>
  v.pipe(
    requiredText(label, 500),
    v.check((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
      } catch {
        return false;
      }
    }, `${label} must be an http or https address`),
  );

const wholeNumber = (label: string, range: { min: number; max: number }) => {
  const message = `${label} must be a whole number from ${range.min} to ${range.max}`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(range.min, message), v.maxValue(range.max, message));
};

const keyField = v.optional(
  v.pipe(v.string('API Key must be text'), v.trim(), v.maxLength(500, 'API Key must be at most 500 characters')),
);

/** PUT /api/settings/model: `apiKey` absent or blank keeps the stored key; `clearKey: true` removes it. */
export const modelSettingsBodySchema = v.object({
  baseUrl: urlField('Base URL'),
  model: requiredText('Model', 200),
  apiKey: keyField,
  clearKey: v.optional(v.boolean('API Key must be true or false')),
  timeoutMs: wholeNumber('Timeout', MODEL_TIMEOUT_MS),
  concurrency: wholeNumber('Concurrency', MODEL_CONCURRENCY),
});
export type ModelSettingsBody = v.InferOutput<typeof modelSettingsBodySchema>;
export type ModelSettingsBodyInput = v.InferInput<typeof modelSettingsBodySchema>;

/** POST /api/settings/model/test: the form's values; without `apiKey` the stored key is used. */
export const modelTestBodySchema = v.object({
  baseUrl: urlField('Base URL'),
  model: requiredText('Model', 200),
  apiKey: keyField,
  timeoutMs: wholeNumber('Timeout', MODEL_TIMEOUT_MS),
});
export type ModelTestBody = v.InferOutput<typeof modelTestBodySchema>;

/**
 * Where the generator's endpoint comes from: `environment` (GENERATOR_* variables, which win; the panel is
 * read-only), `database` (saved here), or `none` (the built-in writer).
 */
export type ModelSettingsSource = 'environment' | 'database' | 'none';

export interface ModelSettingsView {
  source: ModelSettingsSource;
  baseUrl: string;
  model: string;
  timeoutMs: number;
  concurrency: number;
  /** `sk-…abcd` when a key is kept, else null. */
  keyHint: string | null;
  updatedAt: string | null;
}

/** Why a connection test failed, in words the panel translates. */
export const MODEL_TEST_PROBLEMS = ['key', 'unreachable', 'timeout', 'model', 'no-key', 'http', 'answer'] as const;
export type ModelTestProblem = (typeof MODEL_TEST_PROBLEMS)[number];

export type ModelTestResult =
  | { ok: true; model: string; latencyMs: number }
  | { ok: false; problem: ModelTestProblem; status?: number; host: string; latencyMs: number };

/** A month written YYYY-MM. */
export const monthQuerySchema = v.object({
  month: v.optional(
    v.pipe(
      v.string('Month must be a month written YYYY-MM'),
      v.regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, 'Month must be a month written YYYY-MM'),
    ),
  ),
});
export type MonthQuery = v.InferOutput<typeof monthQuerySchema>;

/** One tenant's use of the model in a month. */
export interface ModelUsageRow {
  tenantId: string;
  tenantName: string;
  calls: number;
  kept: number;
  /** Posts refused (or written by the built-in writer in the model's place), by reason. */
  refused: Record<string, number>;
  tokensIn: number;
  tokensOut: number;
}

export interface ModelUsage {
  month: string;
  rows: ModelUsageRow[];
}
