/**
 * `GET /api/openapi.json` (the API description, no sign-in) and `GET /api/docs`, a reference page (Swagger UI's
 * static files, served from the swagger-ui-dist package) that reads it. The page loads only this server's scripts
 * and styles (no inline script), so it keeps the app's Content-Security-Policy.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import type { Services } from '../context';
import { appContentSecurityPolicy } from '../http/static';
import type { AppEnv } from '../types';
import { openApiDocument } from './openapi';

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Campaign &amp; content back-office</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="api-reference"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/start.js"></script>
</body>
</html>
`;

/** Swagger UI started on the description, without the "try it out" calls needing any other origin. */
const START = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-reference', deepLinking: true });\n`;

const swaggerDir = (): string => path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

export function docsRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  let document: string | undefined;
  const assets = new Map<string, Promise<Buffer>>();
  const page = (body: string | Buffer, type: string) =>
    new Response(typeof body === 'string' ? body : new Uint8Array(body), {
      headers: {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=3600',
        'Content-Security-Policy': appContentSecurityPolicy(services.publicUrl()),
        'X-Content-Type-Options': 'nosniff',
      },
    });

  app.get('/openapi.json', (c) => {
    document ??= JSON.stringify(openApiDocument(services.publicUrl()));
    return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  app.get('/docs', () => page(PAGE, 'text/html; charset=utf-8'));
  app.get('/docs/assets/start.js', () => page(START, 'text/javascript; charset=utf-8'));
  app.get('/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.notFound();
    let bytes = assets.get(file);
    if (!bytes) assets.set(file, (bytes = readFile(path.join(swaggerDir(), file))));
    return page(await bytes, type);
  });
  return app;
}
