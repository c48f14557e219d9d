// Light SSE clients: raw http requests (one socket each, no agent), counting `data:` lines that name an event.
import http from 'node:http';

/**
 * Opens `count` SSE connections to base/api/sse with a bearer token (array of tokens, used round-robin).
 * Each client counts events per name; `onEvent(client, name)` is called for each.
 */
export async function openClients(
  base,
  tokens,
  count,
  { onEvent = () => undefined, batch = 50, timeoutMs = 60_000 } = {},
) {
  const { hostname, port } = new URL(base);
  const clients = [];
  const open = (i) =>
    new Promise((resolve, reject) => {
      const client = { i, counts: {}, errors: 0, closed: false, req: undefined };
      const req = http.request({
        host: hostname,
        port,
        path: '/api/sse',
        method: 'GET',
        agent: false,
        headers: { Authorization: `Bearer ${tokens[i % tokens.length]}`, Accept: 'text/event-stream' },
      });
      client.req = req;
      const timer = setTimeout(
        () => reject(new Error(`SSE client ${i}: not connected within ${timeoutMs} ms`)),
        timeoutMs,
      );
      req.on('response', (res) => {
        if (res.statusCode !== 200) {
          clearTimeout(timer);
          res.resume();
          reject(new Error(`SSE client ${i}: HTTP ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        let connected = false;
        res.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, end);
            buffer = buffer.slice(end + 1);
            if (!connected && line.startsWith(':')) {
              connected = true;
              clearTimeout(timer);
              resolve(client);
            } else if (line.startsWith('data:')) {
              let name;
              try {
                name = JSON.parse(line.slice(5).trim());
              } catch {
                name = line.slice(5).trim();
              }
              if (typeof name === 'object' && name) name = name.type ?? name.event ?? JSON.stringify(name);
              client.counts[name] = (client.counts[name] ?? 0) + 1;
              onEvent(client, name);
            }
          }
        });
        res.on('close', () => {
          client.closed = true;
        });
      });
      req.on('error', (error) => {
        client.errors += 1;
        client.closed = true;
        clearTimeout(timer);
        reject(error);
      });
      req.end();
    });
  try {
    for (let start = 0; start < count; start += batch) {
      const group = await Promise.all(
        Array.from({ length: Math.min(batch, count - start) }, (_, j) => open(start + j)),
      );
      clients.push(...group);
    }
  } catch (error) {
    closeClients(clients);
    throw error;
  }
  return clients;
}

export function closeClients(clients) {
  for (const client of clients) {
    client.req?.on('error', () => undefined);
    client.req?.destroy();
  }
}
