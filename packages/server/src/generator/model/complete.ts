/**
 * One OpenAI-compatible chat-completions call: the assistant's message text, or why there is none. The answer is
 * asked for as JSON by schema (`response_format: json_schema`); a provider that answers 400 saying it does not
 * support that is asked with `json_object`, then by instruction only, and the step down is remembered per base URL.
 */
import { maskSecrets } from '../answer-checks';
import type { ChatMessage } from '../prompt';
import type { TokenUsage } from '../types';

/** Most bytes read of one answer (a post is a few kilobytes; the rest is never read). */
export const MAX_ANSWER_BYTES = 256 * 1024;

export interface CallConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  temperature: number;
  fetch: typeof fetch;
  /** Stops the call (the batch ran out of time). */
  signal?: AbortSignal;
}

export type { TokenUsage };

export type Outcome<T> = { ok: true; value: T; usage?: TokenUsage } | { ok: false; detail: string; status?: number };

export type AnswerFormat = 'json_schema' | 'json_object' | 'none';

const POST_SCHEMA = {
  name: 'social_post',
  strict: true,
  schema: {
    type: 'object',
    properties: {
      title: { type: 'string' },
      content: { type: 'string' },
      keywords: { type: 'array', items: { type: 'string' } },
    },
    required: ['title', 'content', 'keywords'],
    additionalProperties: false,
  },
} as const;

/** What each base URL was found to support (a process's memory: a restart asks again). */
const formats = new Map<string, AnswerFormat>();
/** Providers known to take `json_object` but not `json_schema`. */
const JSON_OBJECT_HOSTS = /(?:^|\.)deepseek\.com$/iu;

const baseOf = (baseUrl: string): string => baseUrl.trim().replace(/\/+$/, '');

export function answerFormat(baseUrl: string): AnswerFormat {
  const known = formats.get(baseOf(baseUrl));
  if (known) return known;
  try {
    if (JSON_OBJECT_HOSTS.test(new URL(baseOf(baseUrl)).hostname)) return 'json_object';
  } catch {
    // not a URL: the call itself will say so
  }
  return 'json_schema';
}

/** Forgets what the base URLs support (tests). */
export function forgetAnswerFormats(): void {
  formats.clear();
}

function responseFormat(format: AnswerFormat): Record<string, unknown> {
  if (format === 'json_schema') return { response_format: { type: 'json_schema', json_schema: POST_SCHEMA } };
  if (format === 'json_object') return { response_format: { type: 'json_object' } };
  return {};
}

/** A 400 that says the provider does not take this response_format. */
const UNSUPPORTED_FORMAT =
  /response_format|json_schema|json_object|structured output|not support|unsupported|unknown (?:field|parameter)|invalid.*format/iu;

const SNIPPET_LENGTH = 300;

/** A short, single-line excerpt for the log, with anything that looks like a key masked. */
export function snippet(text: string, apiKey: string): string {
  const flat = maskSecrets(text.replace(/\s+/g, ' ').trim(), apiKey);
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH)}…` : flat;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text of choices[0].message.content (a string, or an array of text parts). */
function messageContent(completion: unknown): string | undefined {
  if (!isRecord(completion) || !Array.isArray(completion.choices)) return undefined;
  const first: unknown = completion.choices[0];
  if (!isRecord(first) || !isRecord(first.message)) return undefined;
  const content = first.message.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    const joined = content.map((p: unknown) => (isRecord(p) && typeof p.text === 'string' ? p.text : '')).join('');
    return joined || undefined;
  }
  return undefined;
}

function usageOf(completion: unknown): TokenUsage | undefined {
  if (!isRecord(completion) || !isRecord(completion.usage)) return undefined;
  const { prompt_tokens: prompt, completion_tokens: done } = completion.usage;
  return typeof prompt === 'number' && typeof done === 'number'
    ? { promptTokens: prompt, completionTokens: done }
    : undefined;
}

/** Reads at most MAX_ANSWER_BYTES of a body; more cancels the rest. */
async function readCapped(response: Response): Promise<Outcome<string>> {
  if (!response.body) return { ok: true, value: '' };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, detail: `answer larger than ${MAX_ANSWER_BYTES} bytes` };
    }
    chunks.push(value);
  }
  return { ok: true, value: Buffer.concat(chunks).toString('utf8') };
}

async function call(messages: ChatMessage[], cfg: CallConfig, format: AnswerFormat): Promise<Outcome<string>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), cfg.timeoutMs);
  const signal = cfg.signal ? AbortSignal.any([controller.signal, cfg.signal]) : controller.signal;
  try {
    const response = await cfg.fetch(`${baseOf(cfg.baseUrl)}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${cfg.apiKey}`,
      },
      body: JSON.stringify({ model: cfg.model, messages, temperature: cfg.temperature, ...responseFormat(format) }),
      signal,
    });
    const body = await readCapped(response);
    if (!body.ok) return body;
    if (!response.ok) {
      return {
        ok: false,
        status: response.status,
        detail: `HTTP ${response.status}: ${snippet(body.value, cfg.apiKey)}`,
      };
    }
    let completion: unknown;
    try {
      completion = JSON.parse(body.value);
    } catch {
      return { ok: false, detail: `answer is not JSON: ${snippet(body.value, cfg.apiKey) || '(empty)'}` };
    }
    const content = messageContent(completion);
    const usage = usageOf(completion);
    if (content === undefined) return { ok: false, detail: 'answer has no choices[0].message.content' };
    return usage ? { ok: true, value: content, usage } : { ok: true, value: content };
  } catch (error) {
    if (cfg.signal?.aborted) return { ok: false, detail: 'stopped: the batch ran out of time' };
    if (controller.signal.aborted) return { ok: false, detail: `no answer within ${cfg.timeoutMs} ms` };
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    const message = error instanceof Error ? `${error.message}${cause}` : String(error);
    return { ok: false, detail: `unreachable: ${snippet(message, cfg.apiKey)}` };
  } finally {
    clearTimeout(timer);
  }
}

/** The call, stepping down the answer format when the provider refuses it. */
export async function complete(messages: ChatMessage[], cfg: CallConfig): Promise<Outcome<string>> {
  let format = answerFormat(cfg.baseUrl);
  for (;;) {
    const outcome = await call(messages, cfg, format);
    if (outcome.ok || outcome.status !== 400 || format === 'none' || !UNSUPPORTED_FORMAT.test(outcome.detail)) {
      return outcome;
    }
    format = format === 'json_schema' ? 'json_object' : 'none';
    formats.set(baseOf(cfg.baseUrl), format);
  }
}
