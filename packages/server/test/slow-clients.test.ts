/**
 * Slow and vanishing clients: a request whose body trickles in is cut after the bound with a JSON 408 (not held for
 * minutes); a client that abandons its request is not an error of the server (no 500, no error line in the log).
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client, startTestServer, waitFor, type TestServer } from './helpers';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ bodyTimeoutMs: 1000, quiet: false });
  admin = await adminToken(client(server.url));
}, 180_000);
afterAll(() => server?.destroy(), 30_000);

/** A raw connection to the server, with everything it answers. */
async function rawConnection(): Promise<{ socket: Socket; answer: () => string; closed: () => boolean }> {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let text = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  socket.on('error', () => undefined);
  socket.on('close', () => (closed = true));
  return { socket, answer: () => text, closed: () => closed };
}

/** A request head declaring a body of `length` bytes, or a chunked one. */
const head = (path: string, length: number | 'chunked', type = 'application/json') =>
  `POST ${path} HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer ${admin}\r\nContent-Type: ${type}\r\n` +
  (length === 'chunked' ? 'Transfer-Encoding: chunked\r\n\r\n' : `Content-Length: ${length}\r\n\r\n`);

describe('slow clients', () => {
  it('cuts a trickling JSON body after the bound with 408 and a JSON message, and closes the connection', async () => {
    const started = Date.now();
    const { socket, answer, closed } = await rawConnection();
    socket.write(head('/api/campaign', 1000));
    socket.write('{"name":');
    // one byte every 200 ms: never done within the bound
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    try {
      expect(await waitFor(closed, 6000)).toBe(true);
    } finally {
      clearInterval(drip);
    }
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer()).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer()).toContain(
      '{"message":"The request took too long to arrive. Please try again.","code":"request_timeout"}',
    );
    expect(server.logs.some((line) => /^POST \/api\/campaign 408 \d+ms$/.test(line))).toBe(true);
    expect(server.logs).toContain('a request took too long to arrive: answered 408');
  });

  it('a request abandoned mid-upload or mid-body is neither a 500 nor an error in the log', async () => {
    const before = server.logRecords.length;
    const upload = ['/files/public/upload/raw?bucketKey=campaign-media', 'multipart/form-data; boundary=x'] as const;
    const bulk = ['/api/content/bulk', 'application/json'] as const;
    const cases = [
      [upload, 100_000],
      [upload, 'chunked'],
      [bulk, 100_000],
      [bulk, 'chunked'],
    ] as const;
    for (const [[path, type], length] of cases) {
      const { socket } = await rawConnection();
      socket.write(head(path, length, type));
      const part = type === upload[1] ? '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nPNG' : '[{';
      socket.write(length === 'chunked' ? `${part.length.toString(16)}\r\n${part}\r\n` : part);
      await new Promise((resolve) => setTimeout(resolve, 200));
      socket.destroy();
    }
    // every request is over (none waits forever on a body that will never come)
    expect(
      await waitFor(() => server.logRecords.slice(before).filter((line) => line.status === 499).length === 4),
    ).toBe(true);
    const lines = server.logRecords.slice(before);
    expect(lines.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
    expect(lines.filter((line) => line.status === 500)).toEqual([]);
    // the server is fine
    expect((await client(server.url).get('/api/campaign', { token: admin })).status).toBe(200);
  });
});
