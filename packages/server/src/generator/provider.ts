/** The provider generator: one OpenAI-compatible chat-completions call per post, with bounded parallelism and a timeout. */

import { buildMessages } from './prompt';
import { resolveKeywords } from './text';
import type { GeneratedPost, GeneratorInput } from './types';

export interface ProviderConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  concurrency: number;
  temperature: number;
  fetch: typeof fetch;
}

type Outcome = { ok: true; post: GeneratedPost } | { ok: false; error: string };

const SNIPPET_LENGTH = 200;

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH)}…` : flat;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The provider's own error message from an error body ({error: {message}} or {message}), else a snippet. */
function errorDetail(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (isRecord(parsed)) {
      const nested = isRecord(parsed.error) ? parsed.error.message : parsed.error;
      const message = typeof nested === 'string' ? nested : parsed.message;
      if (typeof message === 'string' && message.trim()) return snippet(message);
    }
  } catch {
    // not JSON: fall through to the raw text
  }
  return snippet(body);
}

/** Text of choices[0].message.content (a string, or an array of text parts). */
function messageContent(completion: unknown): string | undefined {
  if (!isRecord(completion) || !Array.isArray(completion.choices)) return undefined;
  const first: unknown = completion.choices[0];
  if (!isRecord(first) || !isRecord(first.message)) return undefined;
  const content = first.message.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    const texts = content.map((part: unknown) => (isRecord(part) && typeof part.text === 'string' ? part.text : ''));
    const joined = texts.join('');
    return joined || undefined;
  }
  return undefined;
}

/** Parses the model's JSON answer, tolerating a ```json fenced block or prose around the object. */
export function parseModelJson(text: string): unknown {
  const trimmed = text.trim();
  const fenced = /```(?:json|JSON)?\s*([\s\S]*?)```/.exec(trimmed);
  const candidates = [fenced?.[1]?.trim(), trimmed];
  const start = trimmed.indexOf('{');
  const end = trimmed.lastIndexOf('}');
  if (start >= 0 && end > start) candidates.push(trimmed.slice(start, end + 1));
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

/** Validates a chat-completions response body into a post. */
export function readCompletion(body: string, fallbackKeywords: readonly string[]): Outcome {
  let completion: unknown;
  try {
    completion = JSON.parse(body);
  } catch {
    return {
      ok: false,
      error: `The generator provider answered with a body that is not JSON: ${snippet(body) || '(empty)'}`,
    };
  }
  const content = messageContent(completion);
  if (content === undefined) {
    return { ok: false, error: 'The generator provider answer has no choices[0].message.content' };
  }
  const answer = parseModelJson(content);
  if (!isRecord(answer)) {
    return {
      ok: false,
      error: `The generator model did not answer with a JSON object: ${snippet(content) || '(empty)'}`,
    };
  }
  const title = typeof answer.title === 'string' ? answer.title.trim() : '';
  const text = typeof answer.content === 'string' ? answer.content.trim() : '';
  if (!title) return { ok: false, error: 'The generator model answer is missing a non-empty "title" string' };
  if (!text) return { ok: false, error: 'The generator model answer is missing a non-empty "content" string' };
  let keywords = [...fallbackKeywords];
  const raw = answer.keywords;
  if (Array.isArray(raw) && raw.every((k): k is string => typeof k === 'string')) {
    const cleaned = raw.map((k) => k.replace(/^#+/, '').trim()).filter((k) => k.length > 0);
    if (cleaned.length > 0) keywords = cleaned;
  }
  return { ok: true, post: { title, content: text, keywords } };
}

function completionsUrl(baseUrl: string): string {
  return `${baseUrl.trim().replace(/\/+$/, '')}/chat/completions`;
}

async function requestPost(input: GeneratorInput, index: number, count: number, cfg: ProviderConfig): Promise<Outcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, cfg.timeoutMs);
  const fallbackKeywords = resolveKeywords(input.keywords, input.productType, input.productName);
  try {
    const response = await cfg.fetch(completionsUrl(cfg.baseUrl), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${cfg.apiKey}`,
      },
      body: JSON.stringify({
        model: cfg.model,
        messages: buildMessages(input, index, count),
        temperature: cfg.temperature,
        response_format: { type: 'json_object' },
      }),
      signal: controller.signal,
    });
    const body = await response.text();
    if (!response.ok) {
      const detail = errorDetail(body);
      return {
        ok: false,
        error: `The generator provider answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`,
      };
    }
    return readCompletion(body, fallbackKeywords);
  } catch (err) {
    if (timedOut) return { ok: false, error: `The generator provider did not answer within ${cfg.timeoutMs} ms` };
    const message = err instanceof Error ? err.message : String(err);
    return { ok: false, error: `Could not reach the generator provider: ${message}` };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs tasks with at most `limit` in flight, keeping results in task order. */
export async function runPool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, () => worker());
  await Promise.all(workers);
  return results;
}

export async function generateWithProvider(
  input: GeneratorInput,
  count: number,
  cfg: ProviderConfig,
): Promise<GeneratedPost[]> {
  const failedKeywords = Array.isArray(input.keywords) ? [...input.keywords] : [];
  const tasks = Array.from({ length: count }, (_, index) => async (): Promise<GeneratedPost> => {
    const outcome = await requestPost(input, index, count, cfg);
    return outcome.ok ? outcome.post : { title: '', content: '', keywords: [...failedKeywords], error: outcome.error };
  });
  return runPool(tasks, cfg.concurrency);
}
