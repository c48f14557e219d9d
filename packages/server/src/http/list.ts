import type { Context } from 'hono';
import type { Actor, Services } from '../context';
import type { ListKind } from '../events/bus';

/** Administrators all see the same lists; each tenant sees its own. */
export function viewerKey(actor: Actor): string {
  return actor.role === 'admin' ? 'admin' : `tenant:${actor.id}`;
}

/** Answers a list from the cache (or loads it), with an ETag and 304 for a matching If-None-Match. */
export async function sendList(
  c: Context,
  services: Services,
  kind: ListKind,
  key: string,
  load: () => Promise<unknown[]>,
): Promise<Response> {
  const entry = await services.cache.get(kind, key, load);
  c.header('ETag', entry.etag);
  c.header('Cache-Control', 'private, no-cache');
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim() === entry.etag || tag.trim() === '*')) {
    return c.body(null, 304);
  }
  return c.body(entry.body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}
