/**
 * The file service: POST /files/public/upload/raw?bucketKey=… stores a JPEG, PNG or MP4 (read from its bytes)
 * and answers its key; GET /files/{objectKey} answers a signed URL (one hour) to GET /files/_signed/{objectKey};
 * POST /files/_urls answers the signed URLs of many files in one request, so a page of previews costs one request
 * instead of one GET per tile. Those URLs expire at a whole-day boundary 24 to 48 hours ahead: the same key gets
 * the same URL all day, so the browser's cache (immutable, ETag) serves repeat visits.
 */
import { fileUrlsBodySchema, MAX_UPLOAD_BYTES, uploadQuerySchema, type FileUrlsResponse } from '@app/contract';
import { Hono } from 'hono';
import { canSeeFile, visibleFileKeys } from '../access';
import { requireAuth } from '../auth/middleware';
import type { Services } from '../context';
import type { Actor, AppEnv } from '../types';
import { jsonBody, limitBody, readQuery } from '../http/body';
import { ApiError, apiError, badRequest, notFound } from '../http/errors';
import { sendJson } from '../lists/send';
import { etagOf, notModified } from '../media/caching';
import { signedFileUrl } from '../storage/signed-url';
import { verifyFileSignature } from '../storage/signing';
import { readFilePart } from '../storage/multipart';
import { sniffFileType } from '../storage/sniff';
import { uploadReservations } from '../storage/quota';
import { storeFile } from '../media/store';
import { contentTypeOf, isObjectKey } from '../storage/storage';

const MULTIPART_OVERHEAD = 64 * 1024;
const DAY_SECONDS = 24 * 60 * 60;

/** The end of the day after today (UTC), in seconds: a URL signed until then stays the same all day. */
export function stableExpiry(nowMs: number): number {
  return (Math.floor(nowMs / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;
}

function objectKeyOf(path: string, prefix: string): string | null {
  const raw = path.slice(prefix.length);
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export function fileRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(services);
  const reservations = uploadReservations(services);

  app.post('/_urls', auth, jsonBody(fileUrlsBodySchema), async (c) => {
    const { keys } = c.req.valid('json');
    const visible = await visibleFileKeys(services.db, c.get('actor'), keys);
    const expires = stableExpiry(services.now());
    const urls: Record<string, string> = {};
    for (const key of visible) urls[key] = signedFileUrl(services, key, expires);
    const answer: FileUrlsResponse = { urls };
    return sendJson(c, answer);
  });

  const refused = (status: 413 | 415, code: 'file_too_large' | 'invalid_file_type') => {
    services.metrics.upload('refused', 0);
    return apiError(status, code);
  };

  app.post(
    '/public/upload/raw',
    auth,
    limitBody(MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, () => refused(413, 'file_too_large')),
    async (c) => {
      const actor = c.get('actor');
      const { bucketKey } = readQuery(c, uploadQuerySchema);
      const type = c.req.header('content-type') ?? '';
      if (!/^multipart\/form-data\s*;/i.test(type)) throw badRequest('upload_not_multipart');
      const header = c.req.header('content-length');
      const declared = header === undefined || !/^\d+$/.test(header) ? null : Number(header);
      // the quota is held from now until the file's rows count as stored (a body of unknown length: the most)
      const free = await reservations.reserve(actor, declared ?? MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD);
      try {
        return c.json({ key: await receive(actor, bucketKey, type, declared, c.req.raw.body) }, 201);
      } finally {
        free();
      }
    },
  );

  async function receive(
    actor: Actor,
    bucketKey: string,
    type: string,
    declared: number | null,
    body: ReadableStream<Uint8Array> | null,
  ): Promise<string> {
    let file: Awaited<ReturnType<typeof readFilePart>>;
    try {
      file = await readFilePart(body, type, declared, 'file');
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw badRequest('upload_not_multipart');
    }
    if (!file || file === 'text') throw badRequest('field_required', { field: 'File' });
    // the upload's own buffer: the image work cuts its metadata out in place
    const { bytes } = file;
    if (bytes.byteLength > MAX_UPLOAD_BYTES) throw refused(413, 'file_too_large');
    if (bytes.byteLength === 0) throw badRequest('file_empty');
    const sniffed = sniffFileType(bytes);
    if (!sniffed) throw refused(415, 'invalid_file_type');
    return storeFile(services, actor, bytes, sniffed, bucketKey);
  }

  app.get('/_signed/*', async (c) => {
    const key = objectKeyOf(c.req.path, '/files/_signed/');
    const expires = Number(c.req.query('expires'));
    const signature = c.req.query('signature') ?? '';
    if (!key || !isObjectKey(key)) throw notFound('file_not_found');
    if (!Number.isInteger(expires) || !verifyFileSignature(services.fileKey, key, expires, signature)) {
      throw apiError(403, 'invalid_signature');
    }
    const remaining = expires - Math.floor(services.now() / 1000);
    if (remaining <= 0) throw apiError(403, 'link_expired');
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(key),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      // a key's bytes never change: cached until the URL expires, and a revalidation answers 304
      'Cache-Control': `private, max-age=${remaining}, immutable`,
      ETag: etagOf(key),
      'Content-Disposition': 'inline',
      'Accept-Ranges': 'bytes',
    };
    if (notModified(c.req.header('if-none-match'), key)) return c.body(null, 304, headers);
    const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
    if (range && (range[1] || range[2])) {
      // a range needs the size first; a whole file answers its size with its bytes (one storage call)
      const size = await services.storage.size(key);
      if (size === null) throw notFound('file_not_found');
      let start: number;
      let end: number;
      if (range[1]) {
        start = Number(range[1]);
        end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      } else {
        start = Math.max(0, size - Number(range[2]));
        end = size - 1;
      }
      if (start > end || start >= size) {
        return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
      }
      const object = await services.storage.get(key, { start, end });
      if (!object) throw notFound('file_not_found');
      return c.body(object.body, 206, {
        ...headers,
        'Content-Range': `bytes ${start}-${end}/${size}`,
        'Content-Length': String(end - start + 1),
      });
    }
    const object = await services.storage.get(key);
    if (!object) throw notFound('file_not_found');
    return c.body(object.body, 200, { ...headers, 'Content-Length': String(object.size) });
  });

  app.get('/*', auth, async (c) => {
    const actor = c.get('actor');
    const key = objectKeyOf(c.req.path, '/files/');
    if (!key || key.includes('..') || key.includes('\\') || !isObjectKey(key)) throw badRequest('invalid_object_key');
    if (!(await canSeeFile(services.db, actor, key))) throw notFound('file_not_found');
    return c.json({ url: signedFileUrl(services, key) });
  });

  return app;
}
