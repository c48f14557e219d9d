import { describe, expect, it } from 'vitest';
import { batchNotify } from './bus';

/** A notify whose statements stay in flight until released, recording what each one carried. */
function slowNotify() {
  const sent: string[][] = [];
  const release: ((error?: Error) => void)[] = [];
  const notify = (_channel: string, payloads: string[]) => {
    sent.push(payloads);
    return new Promise<void>((resolve, reject) => release.push((error) => (error ? reject(error) : resolve())));
  };
  return { sent, release, notify };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('batchNotify', () => {
  it('sends a lone message at once, and the messages published while it is on its way together, in order', async () => {
    const { sent, release, notify } = slowNotify();
    const send = batchNotify(notify);
    const first = send('c', ['a']);
    await tick();
    expect(sent).toEqual([['a']]);
    let done = 0;
    const second = send('c', ['b']).then(() => (done += 1));
    const third = send('c', ['c', 'd']).then(() => (done += 1));
    await tick();
    expect(sent).toEqual([['a']]);
    release[0]!();
    await first;
    await tick();
    expect(sent).toEqual([['a'], ['b', 'c', 'd']]);
    expect(done).toBe(0);
    release[1]!();
    await Promise.all([second, third]);
    expect(done).toBe(2);
  });

  it('fails only the batch whose statement failed; the next batch still goes', async () => {
    const { sent, release, notify } = slowNotify();
    const send = batchNotify(notify);
    const first = send('c', ['a']);
    await tick();
    const second = send('c', ['b']);
    release[0]!(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    expect(sent).toEqual([['a'], ['b']]);
    release[1]!();
    await expect(second).resolves.toBeUndefined();
  });
});
