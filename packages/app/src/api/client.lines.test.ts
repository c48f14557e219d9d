import { describe, expect, it, vi } from 'vitest';
import { routes } from '@app/contract';
import { ApiError, createApiClient } from './client';

/** A response whose body arrives in these chunks, one at a time. */
function chunked(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'application/x-ndjson' } });
}

function makeClient(respond: () => Response) {
  const calls: RequestInit[] = [];
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: '/api',
    filesBaseUrl: '/files',
    getToken: () => 'tok-1',
    onUnauthorized,
    fetch: async (_input, init = {}) => {
      calls.push(init);
      return respond();
    },
  });
  return { client, calls, onUnauthorized };
}

describe('postLines', () => {
  it('tells each line as it arrives, whole even when a chunk cuts it, and the last without a line end', async () => {
    const { client, calls } = makeClient(() => chunked(['{"a":1}\n{"b"', ':2}\n\n', '{"c":"多"}\n{"d":4}']));
    const lines: string[] = [];
    await client.lines(routes.redbook.generateStream, { body: { platform: 'Redbook', count: 2 } }, (line) =>
      lines.push(line),
    );
    expect(lines).toEqual(['{"a":1}', '{"b":2}', '', '{"c":"多"}', '{"d":4}']);
    const headers = calls[0]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers.Accept).toBe('application/x-ndjson');
    expect(calls[0]?.body).toBe('{"platform":"Redbook","count":2}');
  });

  it('rejects a refusal before the stream with the server’s code, and a 401 ends the session', async () => {
    const refusal = () =>
      new Response(JSON.stringify({ message: 'Too many', code: 'generator_rate_limited' }), { status: 429 });
    const { client } = makeClient(refusal);
    const error = await client
      .lines(routes.redbook.generateStream, { body: { platform: 'Redbook' } }, () => undefined)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('generator_rate_limited');
    const signedOut = makeClient(() => new Response('{}', { status: 401 }));
    await expect(
      signedOut.client.lines(routes.redbook.generateStream, { body: { platform: 'Redbook' } }, () => undefined),
    ).rejects.toBeInstanceOf(ApiError);
    expect(signedOut.onUnauthorized).toHaveBeenCalledOnce();
  });
});
