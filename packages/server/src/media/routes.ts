/**
 * POST /files/_urls: the signed URLs of many stored files in one request, so a page of previews costs one request
 * instead of one GET /files/{key} per tile. Its URLs expire at a whole-day boundary 24 to 48 hours ahead: the same
 * key gets the same URL all day, so the browser's cache (immutable, ETag) serves repeat visits. SPEC's
 * GET /files/{key} → {url} keeps its one-hour URLs.
 */
import { MAX_FILE_URLS, type FileUrlsResponse } from '@app/contract';
import { Hono } from 'hono';
import * as v from 'valibot';
import { visibleFileKeys } from '../access';
import { requireAuth } from '../auth/middleware';
import type { Services } from '../context';
import type { AppEnv } from '../types';
import { jsonBody } from '../http/body';
import { sendJson } from '../http/list';
import { signedFileUrl } from '../storage/signed-url';

const DAY_SECONDS = 24 * 60 * 60;

const fileUrlsBodySchema = v.object({
  keys: v.pipe(
    v.array(
      v.pipe(v.string('Keys must be object keys'), v.maxLength(200, 'Keys must be object keys')),
      'Keys must be a list of object keys',
    ),
    v.maxLength(MAX_FILE_URLS, `Keys must have at most ${MAX_FILE_URLS} items`),
  ),
});

/** The end of the day after today (UTC), in seconds: a URL signed until then stays the same all day. */
export function stableExpiry(nowMs: number): number {
  return (Math.floor(nowMs / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;
}

export function mediaRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  app.post('/_urls', requireAuth(services), jsonBody(fileUrlsBodySchema), async (c) => {
    const { keys } = c.req.valid('json');
    const visible = await visibleFileKeys(services.db, c.get('actor'), keys);
    const expires = stableExpiry(services.now());
    const urls: Record<string, string> = {};
    for (const key of visible) urls[key] = signedFileUrl(services, key, expires);
    const answer: FileUrlsResponse = { urls };
    return sendJson(c, answer);
  });
  return app;
}
