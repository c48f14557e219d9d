/**
 * The HTTP listener around the app: a bound on how long a request (headers and body) may take to arrive, so a
 * client trickling its body cannot hold a connection and memory (it gets 408 and the connection is closed), idle
 * keep-alive connections kept longer than clients keep them (so no request meets a connection being closed), and a
 * graceful stop (no new connections; requests in flight finish within a bound; then every connection is closed).
 */
import { apiErrorBody } from '@app/contract';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { serve } from '@hono/node-server';
import type { Logger } from '../logger';

/** A request (headers and body) must arrive within this long. */
export const BODY_TIMEOUT_MS = 30_000;
/** Requests in flight at shutdown get this long to finish. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * How long an idle keep-alive connection stays open. A client that sends its next request on an idle connection at
 * the moment the server closes it gets a reset; clients and proxies keep idle connections up to a minute (nginx's
 * and load balancers' usual idle timeout), and browsers and undici stop reusing them a second before the
 * `Keep-Alive: timeout=` the server announces. Node's default, 5 s, is shorter than all of these.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const JSON_408 = (() => {
  const body = JSON.stringify(apiErrorBody('request_timeout'));
  return (
    'HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=UTF-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
})();
/** Node's own answers to other malformed requests, by error code (400 for the rest). */
const PLAIN_400 = 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n';
const CLIENT_ERROR_ANSWERS: Record<string, string> = {
  ERR_HTTP_REQUEST_TIMEOUT: JSON_408,
  HPE_HEADER_OVERFLOW: 'HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n',
};

/** Connections whose request was cut by the time bound: the request log and metrics count them as 408. */
const cutOff = new WeakSet<Socket>();

export function wasCutOff(incoming: IncomingMessage | undefined): boolean {
  return incoming !== undefined && cutOff.has(incoming.socket);
}

/** Whether the answer to the request on this connection has started (then no error answer can be written). */
function answerStarted(socket: Socket): boolean {
  // Node keeps the connection's current response here; the same check Node makes before its own error answers
  const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  return Boolean(response?.headersSent);
}

export interface ListenOptions {
  port: number;
  host: string;
  bodyTimeoutMs: number;
  logger: Logger;
}

export async function listen(
  fetch: (request: Request, env: { incoming: IncomingMessage; outgoing: ServerResponse }) => unknown,
  options: ListenOptions,
): Promise<Server> {
  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve(
      {
        fetch: fetch as Parameters<typeof serve>[0]['fetch'],
        port: options.port,
        hostname: options.host,
        serverOptions: {
          requestTimeout: options.bodyTimeoutMs,
          headersTimeout: Math.min(options.bodyTimeoutMs, 60_000),
          // how often Node looks for requests past the bound (its default, 30 s, would double a 30 s bound)
          connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.round(options.bodyTimeoutMs / 10))),
        },
      },
      () => resolve(created),
    ) as Server;
    created.once('error', reject);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // What Node answers by itself without this listener, except that a timed-out request gets the API's JSON error
  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    if (timedOut) {
      cutOff.add(socket);
      options.logger.warn({ remote: socket.remoteAddress }, 'a request took too long to arrive: answered 408');
    }
    if (socket.writable && !answerStarted(socket)) socket.write(CLIENT_ERROR_ANSWERS[error.code ?? ''] ?? PLAIN_400);
    socket.destroy();
  });
  return server;
}

/**
 * Stops accepting connections and resolves once every connection has ended: idle ones at once, busy ones when
 * their request is answered, and all that are left after `timeoutMs`.
 */
export function stopListening(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
