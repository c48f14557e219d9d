/**
 * The language-model generator: one OpenAI-compatible chat-completions call per post, with bounded parallelism, a
 * time limit and a cap on the answer's size. An answer is checked against the platform's limits and the language's
 * purity; hashtags are mended, anything else is asked for again once. A post that still fails carries a generic
 * error: the provider's own words (which may echo a key or a traceback) go only to the server's log, as `detail`.
 */
import { API_ERRORS, type Platform } from '@app/contract';
import { buildMessages, buildRetryMessage, type ChatMessage } from './prompt';
import { resolvePlatform } from './platforms';
import { languageProblems, limitProblems, repairHashtags } from './rules';
import { resolveKeywords } from './text';
import { answerProblems, maskSecrets, stripMarkdown, unwrapContent, type RefusalReason } from './answer-checks';
import type { GeneratorInput, GeneratorResult } from './types';

/** What a user sees when a post could not be written, whatever the reason. */
export const GENERATOR_UNAVAILABLE = API_ERRORS.generator_unavailable;

/** Most bytes read of one answer (a post is a few kilobytes; the rest is never read). */
export const MAX_ANSWER_BYTES = 256 * 1024;

export interface ProviderConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** The whole batch's time: posts not written by then are refused (default twice `timeoutMs`). */
  budgetMs?: number;
  concurrency: number;
  temperature: number;
  fetch: typeof fetch;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; detail: string };

const SNIPPET_LENGTH = 300;

/** A short, single-line excerpt for the log, with anything that looks like a key masked. */
function snippet(text: string, apiKey: string): string {
  const flat = maskSecrets(text.replace(/\s+/g, ' ').trim(), apiKey);
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH)}…` : flat;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

/** One chat-completions call: the assistant's message text, or why there is none. */
async function complete(messages: ChatMessage[], cfg: ProviderConfig): Promise<Outcome<string>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), cfg.timeoutMs);
  try {
    const response = await cfg.fetch(`${cfg.baseUrl.trim().replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${cfg.apiKey}`,
      },
      body: JSON.stringify({
        model: cfg.model,
        messages,
        temperature: cfg.temperature,
        response_format: { type: 'json_object' },
      }),
      signal: controller.signal,
    });
    const body = await readCapped(response);
    if (!body.ok) return body;
    if (!response.ok) return { ok: false, detail: `HTTP ${response.status}: ${snippet(body.value, cfg.apiKey)}` };
    let completion: unknown;
    try {
      completion = JSON.parse(body.value);
    } catch {
      return { ok: false, detail: `answer is not JSON: ${snippet(body.value, cfg.apiKey) || '(empty)'}` };
    }
    const content = messageContent(completion);
    return content === undefined
      ? { ok: false, detail: 'answer has no choices[0].message.content' }
      : { ok: true, value: content };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, detail: `no answer within ${cfg.timeoutMs} ms` };
    return {
      ok: false,
      detail: `unreachable: ${snippet(error instanceof Error ? error.message : String(error), cfg.apiKey)}`,
    };
  } finally {
    clearTimeout(timer);
  }
}

interface Checked {
  post?: GeneratorResult;
  problems: string[];
  reasons: RefusalReason[];
}

/** The model's message as a post: parsed, hashtags mended, and checked against the platform and the language. */
export function checkAnswer(text: string, input: GeneratorInput, platform: Platform): Checked {
  const answer = parseModelJson(text);
  if (!isRecord(answer)) {
    return {
      problems: ['the answer is not one JSON object {"title", "content", "keywords"}'],
      reasons: ['unavailable'],
    };
  }
  const inner = unwrapContent(typeof answer.content === 'string' ? answer.content : '');
  const rawTitle = inner.title ?? (typeof answer.title === 'string' ? answer.title : '');
  const title = stripMarkdown(rawTitle.trim());
  const content = repairHashtags(platform, stripMarkdown(inner.content.trim()));
  const raw = answer.keywords;
  const given =
    Array.isArray(raw) && raw.every((k): k is string => typeof k === 'string')
      ? raw.map((k) => k.replace(/^#+/, '').trim()).filter((k) => k.length > 0)
      : [];
  const keywords = given.length > 0 ? given : resolveKeywords(input.keywords, input.productType, input.productName);
  const post = { title, content, keywords };
  const found = answerProblems(post, input, platform);
  const language = languageProblems(input.language, post);
  const limits = limitProblems(platform, post);
  return {
    post,
    problems: [...limits, ...language, ...found.map((problem) => problem.text)],
    reasons: [
      ...found.map((problem) => problem.reason),
      ...(language.length > 0 ? ['language' as const] : []),
      ...(limits.length > 0 ? ['unavailable' as const] : []),
    ],
  };
}

/** The messages shown for a refused post (the interface says `refusal` in the user's language). */
const REFUSAL_TEXT: Record<RefusalReason, string> = {
  language: 'The post was not in the language asked for.',
  facts: 'The post stated facts that are not in the brief.',
  claims: 'The post claimed to be genuine or unsponsored.',
  'off-topic': 'The post was not about this business.',
  spam: 'The review carried emoji or rows of stars.',
  duplicate: 'The post repeated another of this batch or one saved in the campaign.',
  time: 'The generator ran out of time for this post.',
  unavailable: GENERATOR_UNAVAILABLE,
};

export function refused(input: GeneratorInput, reason: RefusalReason, detail: string): GeneratorResult {
  const keywords = Array.isArray(input.keywords) ? [...input.keywords] : [];
  return { title: '', content: '', keywords, error: REFUSAL_TEXT[reason], refusal: reason, detail };
}

async function writePost(
  input: GeneratorInput,
  index: number,
  count: number,
  cfg: ProviderConfig,
  deadline: number,
): Promise<GeneratorResult> {
  const platform = resolvePlatform(input.platform);
  const messages = buildMessages(input, index, count);
  const details: string[] = [];
  let reason: RefusalReason = 'unavailable';
  for (let attempt = 0; attempt < 2; attempt++) {
    if (Date.now() > deadline) {
      details.push('the batch ran out of time');
      reason = 'time';
      break;
    }
    const answer = await complete(messages, cfg);
    if (!answer.ok) {
      details.push(answer.detail);
      reason = 'unavailable';
      break;
    }
    const checked = checkAnswer(answer.value, input, platform);
    if (checked.post && checked.problems.length === 0) return checked.post;
    details.push(`answer broke the rules: ${checked.problems.join('; ')}`);
    reason = checked.reasons[0] ?? 'unavailable';
    messages.push({ role: 'assistant', content: answer.value }, buildRetryMessage(checked.problems));
  }
  return refused(input, reason, details.join(' | then '));
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
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, () => worker()));
  return results;
}

export function generateWithProvider(
  input: GeneratorInput,
  count: number,
  cfg: ProviderConfig,
): Promise<GeneratorResult[]> {
  const budget = cfg.budgetMs ?? cfg.timeoutMs * 2;
  const deadline = Date.now() + budget;
  const done: (GeneratorResult | undefined)[] = new Array<GeneratorResult | undefined>(count);
  const tasks = Array.from({ length: count }, (_, index) => async () => {
    done[index] = await writePost(input, index, count, cfg, deadline);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outOfTime = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budget);
  });
  // at the batch's deadline the posts written so far are kept; the rest carry an error
  return Promise.race([runPool(tasks, cfg.concurrency), outOfTime]).then(() => {
    clearTimeout(timer);
    const seen = new Set<string>();
    return Array.from(done, (post = refused(input, 'time', 'the batch ran out of time')) => {
      if (post.error) return post;
      // the same post twice in one batch: the later one is refused
      const key = post.content.replace(/\s+/g, ' ').trim().toLowerCase();
      if (!seen.has(key)) {
        seen.add(key);
        return post;
      }
      return refused(input, 'duplicate', 'the same text as an earlier post of the batch');
    });
  });
}
