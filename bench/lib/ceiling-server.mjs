// The ceiling: a bare node:http server answering recorded bytes from memory (no framework, no database).
// Usage: node ceiling-server.mjs ROUTES.json — prints "listening PORT". Each route: {method, path, status, contentType, bodyBase64}.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const routes = new Map();
for (const r of JSON.parse(readFileSync(process.argv[2], 'utf8'))) {
  routes.set(`${r.method} ${r.path}`, {
    status: r.status,
    headers: { 'Content-Type': r.contentType, 'Content-Length': 0 },
    body: Buffer.from(r.bodyBase64, 'base64'),
  });
}
for (const route of routes.values()) route.headers['Content-Length'] = route.body.length;

const server = http.createServer((req, res) => {
  const route = routes.get(`${req.method} ${req.url}`);
  req.resume();
  req.on('end', () => {
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(route.status, route.headers);
    res.end(route.body);
  });
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
