/**
 * Serves the built single-page app: files from `dir`, and index.html for any other GET of an app route (a path
 * whose last segment has no file extension) unless the caller accepts JSON only; so `curl /`, load balancers and
 * uptime checks (`Accept: *\/*`) get the app. Its pages carry the app's Content-Security-Policy.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=UTF-8',
  '.js': 'text/javascript; charset=UTF-8',
  '.mjs': 'text/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.webmanifest': 'application/manifest+json',
};

async function fileSize(file: string): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

/** Whether an Accept header takes JSON only (every type it lists is JSON): such a caller wants an API answer. */
function acceptsJsonOnly(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept
    .split(',')
    .map((item) => item.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);
  return types.length > 0 && types.every((type) => /^application\/([\w.-]+\+)?json$/.test(type));
}

/**
 * The app's Content-Security-Policy: its own scripts only; styles inline too (styled-components writes <style>
 * elements); images and video from itself, `blob:` and `data:` previews and the public address that signed file
 * URLs use; no plugins, no framing.
 */
export function appContentSecurityPolicy(publicUrl: string): string {
  let files = '';
  try {
    files = ` ${new URL(publicUrl).origin}`;
  } catch {
    // no public address yet: same origin only
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: data:${files}`,
    `media-src 'self' blob:${files}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const acceptsGzip = (acceptEncoding: string | undefined) =>
  (acceptEncoding ?? '').split(',').some((item) => {
    const [coding, ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    return coding === 'gzip' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });

export function serveApp(dir: string, publicUrl: () => string): MiddlewareHandler {
  const root = path.resolve(dir);
  const send = async (file: string, size: number, method: string, cache: string, acceptEncoding?: string) => {
    const headers: Record<string, string> = {
      'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': String(size),
      'Cache-Control': cache,
    };
    if (file.endsWith('.html')) headers['Content-Security-Policy'] = appContentSecurityPolicy(publicUrl());
    // the build keeps a gzipped copy of each text file beside it (the app's vite.config.ts)
    let body = file;
    const gzipped = await fileSize(`${file}.gz`);
    if (gzipped !== null) {
      headers.Vary = 'Accept-Encoding';
      if (acceptsGzip(acceptEncoding)) {
        body = `${file}.gz`;
        headers['Content-Encoding'] = 'gzip';
        headers['Content-Length'] = String(gzipped);
      }
    }
    if (method === 'HEAD') return new Response(null, { headers });
    return new Response(Readable.toWeb(createReadStream(body)) as ReadableStream, { headers });
  };
  return async (c, next) => {
    const method = c.req.method;
    const urlPath = c.req.path;
    if ((method !== 'GET' && method !== 'HEAD') || /^\/(api|files)(\/|$)/.test(urlPath)) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return next();
    }
    const segments = decoded.split('/').filter(Boolean);
    const safe = segments.every(
      (segment) => !segment.startsWith('.') && !segment.includes('\\') && !segment.includes('\0'),
    );
    if (safe && segments.length > 0) {
      const file = path.join(root, ...segments);
      const size = file.startsWith(root + path.sep) ? await fileSize(file) : null;
      if (size !== null) {
        const immutable = segments[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
        return send(file, size, method, immutable, c.req.header('accept-encoding'));
      }
    }
    // a missing file (`/missing.js`) is a 404; an app route gets the app
    if (path.extname(segments.at(-1) ?? '') !== '' || acceptsJsonOnly(c.req.header('accept'))) return next();
    const index = path.join(root, 'index.html');
    const size = await fileSize(index);
    if (size === null) return next();
    return send(index, size, method, 'no-cache', c.req.header('accept-encoding'));
  };
}
