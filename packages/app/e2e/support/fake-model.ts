/**
 * A language model on loopback that answers as OpenAI-compatible endpoints do (`POST {base}/chat/completions`):
 * a one-token test call with its model's name, else an English Instagram caption about Kuih Bangkit as JSON in
 * `choices[0].message.content`, with `usage`. Each answer waits `delayMs`, so that a batch's posts end one by one.
 * It records the bearer key of every request, can hold the answers after the first few until the test lets them go
 * (so a journey sees a batch half written for as long as it looks), and can be stopped mid-journey (the endpoint goes
 * down).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_MODEL_NAME = 'gpt-4o-mini-2024-07-18';
/** The tokens each post's answer reports. */
export const FAKE_USAGE = { prompt_tokens: 612, completion_tokens: 148 };

const OPENINGS = [
  'Finally tried the Kuih Bangkit everyone keeps talking about',
  'Picked up a tin of Kuih Bangkit on the way home',
  'Raya is not Raya without Kuih Bangkit',
  'Had my first Kuih Bangkit of the season today',
  'Stopped by for coffee and left with Kuih Bangkit',
  'My mum asked me to bring Kuih Bangkit for the open house',
  'Tea time today was Kuih Bangkit and a hot kopi',
  'Brought a box of Kuih Bangkit to the office',
  'Shared a plate of Kuih Bangkit with the neighbours',
  'Opened the Kuih Bangkit tin before dinner, oops',
];
const MIDDLES = [
  'They melt the moment they touch your tongue.',
  'Light, crumbly and gone far too quickly.',
  'Each piece is tiny, so you always reach for one more.',
  'The kind of cookie that tastes like visiting family.',
  'Soft crunch first, then it just disappears.',
];
const CLOSINGS = [
  'Already planning the next visit.',
  'Saving the rest for the weekend, if they last.',
  'Will be back before Raya for sure.',
  'A happy little afternoon, the best kind.',
];

/** The caption of answer `n` (0-based): each of the first ten its own. */
export function fakeCaption(n: number): { title: string; content: string; keywords: string[] } {
  const opening = OPENINGS[n % OPENINGS.length] as string;
  const middle = MIDDLES[n % MIDDLES.length] as string;
  const closing = CLOSINGS[n % CLOSINGS.length] as string;
  return {
    title: opening,
    content: `${opening} ✨\n${middle}\n${closing}\n\n#KuihBangkit #RayaCookies #PenangEats #HariRaya`,
    keywords: ['KuihBangkit', 'RayaCookies', 'PenangEats', 'HariRaya'],
  };
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export interface FakeModel {
  baseUrl: string;
  /** The Authorization header of every request. */
  keys: string[];
  /** Posts answered so far. */
  answered: () => number;
  /** From now on, the posts after the first `count` wait until `release()`. */
  holdAfter: (count: number) => void;
  release: () => void;
  stop: () => Promise<void>;
}

export async function startFakeModel(delayMs: number): Promise<FakeModel> {
  const keys: string[] = [];
  let posts = 0;
  let answered = 0;
  let held: { after: number; released: Promise<void>; release: () => void } | undefined;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      keys.push(req.headers.authorization ?? '');
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end('{"error":{"message":"Not found"}}');
        return;
      }
      const test = body.max_tokens === 1;
      const index = test ? -1 : posts++;
      const caption = test ? undefined : fakeCaption(index);
      await new Promise((resolve) => setTimeout(resolve, test ? 20 : delayMs));
      if (held && index >= held.after) await held.released;
      if (!test) answered += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${posts}`,
          object: 'chat.completion',
          model: FAKE_MODEL_NAME,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: caption ? JSON.stringify(caption) : 'OK' },
              finish_reason: 'stop',
            },
          ],
          usage: test ? { prompt_tokens: 9, completion_tokens: 1 } : FAKE_USAGE,
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let stopped = false;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    keys,
    answered: () => answered,
    holdAfter: (count) => {
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      held = { after: posts + count, released, release };
    },
    release: () => {
      held?.release();
      held = undefined;
    },
    stop: () => {
      if (stopped) return Promise.resolve();
      stopped = true;
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
