/**
 * Never nothing: when the model does not answer (a timeout, a 500, a 429) or its answer is refused twice, the
 * built-in writer writes the post, marked as such; and the answer format steps down for a provider without JSON
 * schema, once per base URL.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetAnswerFormats } from '../../src/generator/model/complete';
import { completion, goodAnswer, providerGenerator, sendJson, startFakeServer, type FakeServer } from './fake-provider';
import { request } from './request';

const servers: FakeServer[] = [];
beforeEach(() => forgetAnswerFormats());
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('the built-in writer in the model’s place', () => {
  it.each([
    [
      'a 500',
      (res: Parameters<typeof sendJson>[0]) => sendJson(res, 500, '{"error":{"message":"upstream exploded"}}'),
      'HTTP 500',
    ],
    [
      'a 429',
      (res: Parameters<typeof sendJson>[0]) => sendJson(res, 429, '{"error":{"message":"Rate limit reached"}}'),
      'HTTP 429',
    ],
  ])('writes the post when the model answers %s, and says so', async (_name, fail, detail) => {
    const server = await startFakeServer(
      (res, req) => (req.post === 1 ? fail(res) : sendJson(res, 200, goodAnswer(req.post))),
      servers,
    );
    const posts = await providerGenerator(server).generate(request({ count: 2 }));
    expect(posts[0]).toMatchObject({ writer: 'builtin', fallback: 'unavailable' });
    expect(posts[0]?.error).toBeUndefined();
    expect(posts[0]?.content).toContain('GlowLab Serum');
    expect(posts[0]?.detail).toContain(detail);
    expect(posts[1]).toMatchObject({ writer: 'model' });
    expect(posts[1]?.fallback).toBeUndefined();
  });

  it('writes the post when the model does not answer in time', async () => {
    const server = await startFakeServer(() => undefined, servers);
    const posts = await providerGenerator(server, { timeoutMs: 300 }).generate(request({ count: 1 }));
    expect(posts[0]).toMatchObject({ writer: 'builtin', fallback: 'unavailable' });
    expect(posts[0]?.content).not.toBe('');
    expect(posts[0]?.detail).toContain('no answer within 300 ms');
  });

  it('writes the post when the model’s answer is refused twice, after telling it why', async () => {
    const loan = completion(
      JSON.stringify({ title: '急需贷款？', content: '💰急需贷款？当天批准！\n\n#贷款 #急用钱 #批准', keywords: [] }),
    );
    const server = await startFakeServer((res) => sendJson(res, 200, loan), servers);
    const posts = await providerGenerator(server).generate(request({ count: 1 }));
    expect(posts[0]).toMatchObject({ writer: 'builtin', fallback: 'refused' });
    expect(posts[0]?.content).not.toContain('贷款');
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.body.messages?.at(-1)?.content).toMatch(/advertises what the brief is not about: 贷款/);
  });
});

describe('the answer format', () => {
  it('steps down to json_object when the provider does not support a JSON schema, and remembers it', async () => {
    const server = await startFakeServer((res, req) => {
      if (req.body.response_format?.type === 'json_schema') {
        return sendJson(res, 400, '{"error":{"message":"response_format json_schema is not supported by this model"}}');
      }
      sendJson(res, 200, goodAnswer(req.post));
    }, servers);
    const first = await providerGenerator(server, { concurrency: 1 }).generate(request({ count: 1 }));
    expect(first[0]).toMatchObject({ writer: 'model' });
    const second = await providerGenerator(server).generate(request({ count: 1 }));
    expect(second[0]).toMatchObject({ writer: 'model' });
    expect(server.requests.map((r) => r.body.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
      'json_object',
    ]);
  });

  it('asks by instruction only when the provider takes no response_format at all', async () => {
    const server = await startFakeServer((res, req) => {
      if (req.body.response_format)
        return sendJson(res, 400, '{"error":{"message":"Unknown parameter: response_format"}}');
      sendJson(res, 200, goodAnswer(req.post));
    }, servers);
    const posts = await providerGenerator(server).generate(request({ count: 1 }));
    expect(posts[0]).toMatchObject({ writer: 'model' });
    expect(server.requests.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object', undefined]);
  });
});
