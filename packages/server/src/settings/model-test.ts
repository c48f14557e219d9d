/**
 * "Test connection": one small chat-completions call (a one-token answer) to the endpoint, reporting the model's
 * name and the latency, or why it failed as a problem the panel words in the user's language: the key refused
 * (401/403), the endpoint or model not found (404), a timeout, an unreachable host (DNS, refused connection), or
 * another HTTP status. The key is sent only to the endpoint and appears in no answer or log line.
 */
import type { ModelTestResult } from '@app/contract';

export interface ModelTestInput {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

export async function testModelConnection(
  input: ModelTestInput,
  fetcher: typeof fetch = globalThis.fetch.bind(globalThis),
  now: () => number = () => performance.now(),
): Promise<ModelTestResult> {
  const host = hostOf(input.baseUrl);
  const started = now();
  const latency = () => Math.max(0, Math.round(now() - started));
  let response: Response;
  try {
    response = await fetcher(`${input.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${input.apiKey}` },
      body: JSON.stringify({
        model: input.model,
        messages: [{ role: 'user', content: 'Reply with OK.' }],
        max_tokens: 1,
        temperature: 0,
      }),
      signal: AbortSignal.timeout(input.timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const problem = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable';
    return { ok: false, problem, host, latencyMs: latency() };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    const status = response.status;
    const problem = status === 401 || status === 403 ? 'key' : status === 404 ? 'model' : 'http';
    return { ok: false, problem, status, host, latencyMs: latency() };
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    return { ok: false, problem: 'answer', host, latencyMs: latency() };
  }
  const record = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : undefined;
  if (!record || !Array.isArray(record.choices)) return { ok: false, problem: 'answer', host, latencyMs: latency() };
  const model =
    typeof record.model === 'string' && record.model.trim() ? record.model.trim().slice(0, 200) : input.model;
  return { ok: true, model, latencyMs: latency() };
}
