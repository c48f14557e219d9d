import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, listen, stopListening } from './listen';
import { silentLogger } from '../logger';

/** Longer than Node's own keep-alive timeout (5 s), far shorter than the idle time clients and proxies allow. */
const IDLE_MS = 6_000;

const REQUEST = 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n';

/** Sends `REQUEST` on `socket` and resolves with the whole answer (its body is the two bytes "ok"). */
function ask(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const onData = (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n') && answer.endsWith('ok')) {
        cleanup();
        resolve(answer);
      }
    };
    const onClose = () => {
      cleanup();
      reject(new Error(`the connection closed before an answer (got ${JSON.stringify(answer)})`));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      socket.off('data', onData);
      socket.off('close', onClose);
      socket.off('error', onError);
    };
    socket.on('data', onData);
    socket.on('close', onClose);
    socket.on('error', onError);
    socket.write(REQUEST);
  });
}

describe('listen: keep-alive connections', () => {
  let server: Server;
  beforeAll(async () => {
    server = await listen(() => new Response('ok'), {
      port: 0,
      host: '127.0.0.1',
      bodyTimeoutMs: 30_000,
      logger: silentLogger(),
    });
  });
  afterAll(() => stopListening(server, 0));

  it('announces its idle timeout, and answers a request sent on a connection idle for longer than 5 s', async () => {
    const { port } = server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    try {
      const first = await ask(socket);
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      expect(first.toLowerCase()).toContain(`keep-alive: timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      expect(await ask(socket)).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      socket.destroy();
    }
  }, 30_000);
});
