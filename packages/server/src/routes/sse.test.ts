import { describe, expect, it } from 'vitest';
import { coalescingWriter } from './sse';

const turn = () => new Promise(setImmediate);

/** A stream whose writes finish when the test says. */
function slowStream() {
  const writes: string[] = [];
  const finishes: (() => void)[] = [];
  const write = (chunk: string) => {
    writes.push(chunk);
    return new Promise<void>((resolve) => finishes.push(resolve));
  };
  return { writes, write, finishWrite: () => finishes.shift()!() };
}

describe('coalescingWriter (SSE)', () => {
  it('sends the frames of one turn of the event loop in one write, in order', async () => {
    const stream = slowStream();
    const writer = coalescingWriter(stream.write, () => undefined);
    writer.send('data: "campaign"\n\n');
    writer.send('data: "content"\n\n');
    expect(stream.writes).toEqual([]);
    await turn();
    expect(stream.writes).toEqual(['data: "campaign"\n\ndata: "content"\n\n']);
    stream.finishWrite();
    await writer.settled();
  });

  it('merges the frames sent while a write is pending into the next write, each once', async () => {
    const stream = slowStream();
    const writer = coalescingWriter(stream.write, () => undefined);
    writer.send('data: "campaign"\n\n');
    await turn();
    expect(stream.writes).toHaveLength(1);
    // the reader is slow: the first write is still pending
    for (let i = 0; i < 50; i++) {
      writer.send('data: "content"\n\n');
      writer.send('data: "campaign"\n\n');
      await turn();
    }
    expect(stream.writes).toHaveLength(1);
    stream.finishWrite();
    await turn();
    expect(stream.writes).toEqual(['data: "campaign"\n\n', 'data: "content"\n\ndata: "campaign"\n\n']);
    stream.finishWrite();
    await writer.settled();
    // quiet again: the next frame gets a write of its own
    writer.send('data: "content"\n\n');
    await turn();
    expect(stream.writes).toHaveLength(3);
    stream.finishWrite();
    await writer.settled();
  });

  it('reports a failed write once and drops what was waiting', async () => {
    let failures = 0;
    const writer = coalescingWriter(
      () => Promise.reject(new Error('closed')),
      () => (failures += 1),
    );
    writer.send('data: "campaign"\n\n');
    writer.send('data: "content"\n\n');
    await writer.settled();
    expect(failures).toBe(1);
  });
});
