import { listQuerySchemas, listQueryString, type ListName, type ListQueryOf, type RecordKind } from '@app/contract';
import type { Context } from 'hono';
import type { Services } from '../context';
import type { Actor, AppEnv } from '../types';
import { gzipAsync, listKey, type CacheKind } from '../events/list-cache';
import { listAnswer, type ListSource } from './query';
import { readQuery } from '../http/body';

/** Smaller answers are not worth compressing. */
const GZIP_MIN_BYTES = 1024;

/** Whether Accept-Encoding allows gzip (named or `*`, without `q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((item) => {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * A JSON answer that is not cached (e.g. POST /files/_urls: a page of a hundred previews is ≈ 45 KB of signed URLs),
 * gzipped off the main thread when it is large enough and the client accepts it.
 */
export function sendJson(c: Context, value: unknown): Promise<Response> {
  const body = new TextEncoder().encode(JSON.stringify(value));
  return sendEncoded(c, body, async () => new Uint8Array(await gzipAsync(body)));
}

/** A JSON `body` (200), or its gzip (`gzipped()`) when it is large enough and the client accepts gzip. */
async function sendEncoded(
  c: Context,
  body: Uint8Array<ArrayBuffer>,
  gzipped: () => Promise<Uint8Array<ArrayBuffer>>,
): Promise<Response> {
  const headers = { 'Content-Type': 'application/json; charset=UTF-8', Vary: 'Accept-Encoding' };
  if (body.byteLength >= GZIP_MIN_BYTES && acceptsGzip(c.req.header('accept-encoding'))) {
    return c.body(await gzipped(), 200, { ...headers, 'Content-Encoding': 'gzip' });
  }
  return c.body(body, 200, headers);
}

/**
 * Answers a list from the cache (or loads it), with an ETag and 304 for a matching If-None-Match, gzipped when
 * the client accepts it (the compressed bytes are kept with the cached entry).
 */
export async function sendList(
  c: Context,
  services: Services,
  kind: CacheKind,
  key: string,
  load: () => Promise<unknown>,
  scope?: string,
): Promise<Response> {
  const entry = await services.cache.get(kind, key, load, scope);
  c.header('ETag', entry.etag);
  c.header('Cache-Control', 'private, no-cache');
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim() === entry.etag || tag.trim() === '*')) {
    return c.body(null, 304);
  }
  return sendEncoded(c, entry.body, () => entry.gzipped());
}

/**
 * The handler of a list call (GET /api/campaign, /api/content, …): its query checked by the contract's schema (400
 * naming a bad parameter), answered from the cache keyed by viewer and query: the whole array without `limit` and
 * `offset`, else `{ items, total }`. A list of one campaign's records is scoped to it (changes of other campaigns
 * keep it).
 */
export function listHandler<TList extends ListName>(
  services: Services,
  kind: RecordKind,
  list: TList,
  source: (actor: Actor, query: ListQueryOf<TList>) => ListSource<unknown>,
) {
  return (c: Context<AppEnv>) => {
    const actor = c.get('actor');
    const query: ListQueryOf<TList> = readQuery(c, listQuerySchemas[list]);
    const campaignId =
      'campaignId' in query && typeof query.campaignId === 'string' ? query.campaignId.toLowerCase() : undefined;
    return sendList(
      c,
      services,
      kind,
      listKey(actor, listQueryString(query)),
      () => listAnswer(source(actor, query), query),
      campaignId,
    );
  };
}
