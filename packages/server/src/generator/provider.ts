/**
 * The language-model generator: one OpenAI-compatible chat-completions call per post (model/complete.ts), with
 * bounded parallelism, a time limit and a cap on the answer's size. Each answer is checked (answer-checks.ts); a
 * refused one is asked for again once, saying why. When the model fails for a post (a timeout, an HTTP error, an
 * unreachable endpoint, a refusal after the retry, the batch out of time), the built-in writer writes that post, and
 * the post says so (`writer: 'builtin'`, `fallback`). The provider's own words (which may echo a key or a traceback)
 * go only to the server's log, as `detail`, with any key masked.
 */
import { API_ERRORS } from '@app/contract';
import { checkAnswer, type RefusalReason } from './answer-checks';
import { generateBuiltin } from './builtin';
import { complete, type TokenUsage } from './model/complete';
import { resolvePlatform } from './platforms';
import { randomSeed } from './prng';
import { buildMessages, buildRetryMessage } from './prompt';
import { SIMILARITY_MAX, type SavedPosts } from './similarity';
import type { GeneratorInput, GeneratorResult } from './types';

export { MAX_ANSWER_BYTES } from './model/complete';
export { parseModelJson, checkAnswer } from './answer-checks';

/** What a user sees when a post could not be written, whatever the reason. */
export const GENERATOR_UNAVAILABLE = API_ERRORS.generator_unavailable;

export interface ProviderConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** The whole batch's time: posts not written by then are the built-in writer's (default twice `timeoutMs`). */
  budgetMs?: number;
  concurrency: number;
  temperature: number;
  fetch: typeof fetch;
  /** Told of each call of the model: the tokens its answer reports (`usage`), none when it did not answer. */
  onCall?: (usage: TokenUsage | undefined) => void;
  /** Told each post as soon as it is final, by its place in the batch (posts end in any order). */
  onPost?: (index: number, post: GeneratorResult) => void;
  /** The campaign's saved posts: a model's post too close to one of them is refused as a duplicate. */
  saved?: SavedPosts;
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
  format: 'The post was laid out as a document, not as a post.',
  contact: 'The post carried contact details.',
  'no-post': 'The model answered without writing a post.',
};

export function refused(input: GeneratorInput, reason: RefusalReason, detail: string): GeneratorResult {
  const keywords = Array.isArray(input.keywords) ? [...input.keywords] : [];
  return { title: '', content: '', keywords, error: REFUSAL_TEXT[reason], refusal: reason, detail };
}

export const tooCloseDetail = (similarity: number): string =>
  `too close to a post saved in the campaign (similarity ${similarity.toFixed(2)})`;

/** How the model's try at a post ended: a post, or why there is none (`refusal`: its answer was refused). */
type Attempt =
  { post: GeneratorResult } | { failed: 'unavailable' | 'refused'; refusal: RefusalReason; detail: string };

/** The call settings of one post: the provider's, stopped when the batch runs out of time. */
type PostConfig = ProviderConfig & { signal: AbortSignal; budgetMs: number };

const outOfTime = (cfg: PostConfig): Attempt => ({
  failed: 'unavailable',
  refusal: 'time',
  detail: `no answer within the batch's ${cfg.budgetMs} ms`,
});

async function writePost(input: GeneratorInput, index: number, count: number, cfg: PostConfig): Promise<Attempt> {
  const platform = resolvePlatform(input.platform);
  const messages = buildMessages(input, index, count);
  const details: string[] = [];
  let refusal: RefusalReason = 'unavailable';
  for (let attempt = 0; attempt < 2; attempt++) {
    if (cfg.signal.aborted) return outOfTime(cfg);
    const answer = await complete(messages, cfg);
    cfg.onCall?.(answer.ok ? answer.usage : undefined);
    if (!answer.ok) {
      if (cfg.signal.aborted) return outOfTime(cfg);
      details.push(answer.detail);
      return { failed: 'unavailable', refusal: 'unavailable', detail: details.join(' | then ') };
    }
    const checked = checkAnswer(answer.value, input, platform);
    if (checked.post && checked.problems.length === 0) return { post: { ...checked.post, writer: 'model' } };
    const problems = checked.problems.map((problem) => problem.text);
    details.push(`answer refused (${checked.problems[0]?.reason ?? 'no-post'}): ${problems.join('; ')}`);
    refusal = checked.problems[0]?.reason ?? 'no-post';
    messages.push({ role: 'assistant', content: answer.value }, buildRetryMessage(problems));
  }
  return { failed: 'refused', refusal, detail: details.join(' | then ') };
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

/** Writes post `index` of the batch with the built-in writer, in the model's place, saying why (`modelRefusal`). */
export function builtinStandIn(input: GeneratorInput, count: number, seed: number) {
  let batch: GeneratorResult[] | undefined;
  return (index: number, fallback: 'unavailable' | 'refused', why: RefusalReason, detail: string): GeneratorResult => {
    batch ??= generateBuiltin(input, count, seed);
    const post = batch[index] ?? batch[0];
    if (!post) return { ...refused(input, 'unavailable', detail), modelRefusal: why };
    return {
      ...post,
      writer: 'builtin',
      fallback,
      modelRefusal: why,
      detail: `model: ${detail}; the built-in writer wrote the post`,
    };
  };
}

const textKey = (content: string): string => content.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The batch: at most `concurrency` posts written at once, each told as soon as it is final. At the batch's deadline
 * the calls still running are stopped and the built-in writer writes the posts not written yet. A post repeating an
 * earlier one of the batch is the built-in writer's; one too close to a saved post is refused as a duplicate.
 */
export async function generateWithProvider(
  input: GeneratorInput,
  count: number,
  cfg: ProviderConfig,
  seed: number = randomSeed(),
): Promise<GeneratorResult[]> {
  const budgetMs = cfg.budgetMs ?? cfg.timeoutMs * 2;
  const standIn = builtinStandIn(input, count, seed);
  const batch = new AbortController();
  const timer = setTimeout(() => batch.abort(), budgetMs);
  const postConfig: PostConfig = { ...cfg, budgetMs, signal: batch.signal };
  const results = new Array<GeneratorResult>(count);
  const seen = new Set<string>();

  const settle = (index: number, attempt: Attempt): GeneratorResult => {
    if ('failed' in attempt) return standIn(index, attempt.failed, attempt.refusal, attempt.detail);
    const key = textKey(attempt.post.content);
    if (seen.has(key)) return standIn(index, 'refused', 'duplicate', 'the same text as an earlier post of the batch');
    const similarity = cfg.saved?.closest(attempt.post.content) ?? 0;
    if (similarity > SIMILARITY_MAX) {
      return { ...refused(input, 'duplicate', tooCloseDetail(similarity)), modelRefusal: 'duplicate' };
    }
    seen.add(key);
    return attempt.post;
  };

  const tasks = Array.from({ length: count }, (_, index) => async () => {
    const attempt = batch.signal.aborted ? outOfTime(postConfig) : await writePost(input, index, count, postConfig);
    const post = settle(index, attempt);
    results[index] = post;
    cfg.onPost?.(index, post);
  });
  try {
    await runPool(tasks, cfg.concurrency);
  } finally {
    clearTimeout(timer);
  }
  return results;
}
