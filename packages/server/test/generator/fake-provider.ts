/** A fake OpenAI-compatible chat-completions server on loopback, in-process, for the provider generator's tests. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGenerator } from '../../src/generator/index';

export interface Recorded {
  authorization: string | undefined;
  path: string | undefined;
  body: {
    model?: string;
    temperature?: number;
    response_format?: { type?: string };
    messages?: { role: string; content: string }[];
  };
  /** Which post of how many the request asks for (from the user message). */
  post: number;
  of: number;
  /** 1 for the first request of a post, 2 for its retry. */
  attempt: number;
}

export type Reply = (res: ServerResponse, req: Recorded) => void | Promise<void>;

export interface FakeServer {
  baseUrl: string;
  requests: Recorded[];
  maxInFlight: () => number;
  close: () => Promise<void>;
}

export function completion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
}

/** A Mandarin Redbook post that keeps every rule (the tests' default request). */
export function goodPost(n: number, extra: Partial<{ title: string; content: string; keywords: unknown }> = {}) {
  return {
    title: `第${n}篇：小小分享`,
    content: `🌿最近试了「GlowLab Serum」，这是第${n}篇笔记。\n\n💛感觉很放松。\n\n#护肤 #精华 #日常分享`,
    keywords: ['护肤', `post${n}`],
    ...extra,
  };
}

export function goodAnswer(n: number, extra?: Parameters<typeof goodPost>[1]): string {
  return completion(JSON.stringify(goodPost(n, extra)));
}

export function sendJson(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeServer(reply: Reply, servers: FakeServer[]): Promise<FakeServer> {
  const requests: Recorded[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server: Server = createServer((req, res) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => inFlight--);
    void (async () => {
      const body = JSON.parse(await readBody(req)) as Recorded['body'];
      const user = body.messages?.find((m) => m.role === 'user')?.content ?? '';
      const match = /post (\d+) of (\d+)/i.exec(user);
      const recorded: Recorded = {
        authorization: req.headers.authorization,
        path: req.url,
        body,
        post: Number(match?.[1] ?? 0),
        of: Number(match?.[2] ?? 0),
        attempt: body.messages?.some((m) => m.role === 'assistant') ? 2 : 1,
      };
      requests.push(recorded);
      await reply(res, recorded);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeServer = {
    baseUrl: `http://127.0.0.1:${port}/v1/`,
    requests,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(fake);
  return fake;
}

export function providerGenerator(
  server: FakeServer,
  extra: { timeoutMs?: number; concurrency?: number; budgetMs?: number } = {},
) {
  return createGenerator({
    baseUrl: server.baseUrl,
    apiKey: 'sk-test-0123456789abcdef',
    model: 'test-model',
    ...extra,
  });
}
