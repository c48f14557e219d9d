/** A QR link as its public page sees it: vacant, or assigned to a business with a name, a logo and platforms. */
import { mediaVersionKey, type PublicLinkView } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Services } from '../context';
import type { CachedList } from '../events/list-cache';
import { campaigns, entries, files, links, tenants } from '../db/schema';
import { isUuid } from '../http/body';
import { SIGNED_URL_TTL_SECONDS } from '../storage/signing';
import { signedFileUrl } from '../storage/signed-url';
import { isObjectKey } from '../storage/storage';
import { groupPlatforms, type PlatformEntry, type PlatformGroup } from './platforms';

export interface PublicLink {
  uuid: string;
  /** The business the link is assigned to (`logo`: the stored file the page shows, shownLogo); null: vacant. */
  tenant: { id: string; name: string; logo: string | null } | null;
}

/**
 * Every page view needs the link, its business and the business's platforms: they are kept, as JSON, in the list
 * cache under the 'qr-page' kind, which link, tenant, campaign and entry changes make stale (and the event bus tells
 * every instance), not the page's own view counting. The link under the viewer `public` (link and tenant changes
 * drop every viewer's entries); the platforms under their business's viewer (its entry and campaign changes drop
 * them). What is read back is checked by these schemas.
 */
const CACHE_KIND = 'qr-page';

const cachedLink = v.nullable(
  v.object({
    uuid: v.string(),
    tenant: v.nullable(v.object({ id: v.string(), name: v.string(), logo: v.nullable(v.string()) })),
  }),
);

const date = v.pipe(
  v.string(),
  v.transform((text) => new Date(text)),
);
const cachedEntries = v.array(
  v.object({
    id: v.string(),
    campaignId: v.string(),
    type: v.string(),
    accessValue: v.string(),
    createdAt: date,
    campaignCreatedAt: date,
  }),
);

/**
 * What was read back from each cache entry (an entry never changes; a change replaces it): a claim or a page view
 * reads the link and its platforms on every request, and need not parse, check and group them every time.
 */
const decoded = new WeakMap<CachedList, unknown>();

async function cached<TSchema extends v.GenericSchema, T = v.InferOutput<TSchema>>(
  services: Services,
  key: string,
  schema: TSchema,
  load: () => Promise<unknown>,
  derive: (value: v.InferOutput<TSchema>) => T = (value) => value as T,
): Promise<T> {
  const entry = await services.cache.get(CACHE_KIND, key, load);
  if (decoded.has(entry)) return decoded.get(entry) as T;
  const value = derive(v.parse(schema, JSON.parse(Buffer.from(entry.body).toString('utf8'))));
  decoded.set(entry, value);
  return value;
}

/**
 * The stored file the page shows as a logo: its thumbnail (320 px WebP, a few KB where the original may be megabytes)
 * when it is stored, else the original (uploaded before versions existed, and not yet backfilled); a URL not yet
 * downloaded shows none.
 */
async function shownLogo(services: Services, logo: string | null): Promise<string | null> {
  if (!logo || !isObjectKey(logo)) return null;
  const thumbnail = mediaVersionKey(logo, 'thumbnail');
  if (!thumbnail) return logo;
  const [stored] = await services.db.select({ key: files.key }).from(files).where(eq(files.key, thumbnail));
  return stored ? thumbnail : logo;
}

/** The link with this uuid (any string: not a uuid is not found), or undefined. */
export async function findPublicLink(services: Services, uuid: string): Promise<PublicLink | undefined> {
  if (!isUuid(uuid)) return undefined;
  const link = await cached(services, `public|link:${uuid.toLowerCase()}`, cachedLink, async () => {
    const [row] = await services.db
      .select({ uuid: links.uuid, tenantId: tenants.id, name: tenants.name, logo: tenants.logo })
      .from(links)
      .leftJoin(tenants, eq(links.tenantId, tenants.id))
      .where(eq(links.uuid, uuid));
    if (!row) return null;
    const tenant =
      row.tenantId !== null && row.name !== null
        ? { id: row.tenantId, name: row.name, logo: await shownLogo(services, row.logo) }
        : null;
    return { uuid: row.uuid, tenant };
  });
  return link ?? undefined;
}

/** The business's platforms with their entries (shared between requests: not to be changed). */
export function platformsOf(services: Services, tenantId: string): Promise<readonly PlatformGroup[]> {
  return cached(
    services,
    `tenant:${tenantId}|qr-platforms`,
    cachedEntries,
    () =>
      services.db
        .select({
          id: entries.id,
          campaignId: entries.campaignId,
          type: entries.type,
          accessValue: entries.accessValue,
          createdAt: entries.createdAt,
          campaignCreatedAt: campaigns.createdAt,
        })
        .from(entries)
        .innerJoin(campaigns, eq(campaigns.id, entries.campaignId))
        .where(eq(entries.tenantId, tenantId))
        .orderBy(asc(entries.createdAt), asc(entries.id)),
    (rows: PlatformEntry[]) => groupPlatforms(rows),
  );
}

/** Public pages sign file URLs with an expiry rounded up to ten minutes: a reload gets the same URL (and cache). */
const PUBLIC_URL_STEP_SECONDS = 600;

/**
 * The URLs publicFileUrl made, per signing key and by file key: while the rounded expiry and the public address
 * stay the same, a URL is the same (a business's logo on every page view, a post's pictures on every reload).
 * Bounded: emptied when full.
 */
const signedUrlsOf = new WeakMap<object, Map<string, { expires: number; base: string; url: string }>>();
const SIGNED_URLS_MAX = 5000;

/** A signed URL of a stored file for the public page: valid for 60 to 70 minutes. */
export function publicFileUrl(services: Services, key: string): string {
  const soonest = Math.floor(services.now() / 1000) + SIGNED_URL_TTL_SECONDS;
  const expires = Math.ceil(soonest / PUBLIC_URL_STEP_SECONDS) * PUBLIC_URL_STEP_SECONDS;
  const base = services.publicUrl();
  let signedUrls = signedUrlsOf.get(services.fileKey);
  if (!signedUrls) {
    signedUrls = new Map();
    signedUrlsOf.set(services.fileKey, signedUrls);
  }
  const known = signedUrls.get(key);
  if (known && known.expires === expires && known.base === base) return known.url;
  const url = signedFileUrl(services, key, expires);
  if (signedUrls.size >= SIGNED_URLS_MAX) signedUrls.clear();
  signedUrls.set(key, { expires, base, url });
  return url;
}

let lastPublicUrl: string | undefined;
let lastOrigin = '';

/** The origin of the public address (where signed file URLs point). */
export function publicOrigin(services: Services): string {
  const publicUrl = services.publicUrl();
  if (publicUrl !== lastPublicUrl) {
    lastOrigin = new URL(publicUrl).origin;
    lastPublicUrl = publicUrl;
  }
  return lastOrigin;
}

/** The value when it is an absolute http(s) URL (normalised), else null: nothing else ever becomes a link. */
export function httpUrlOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url.href : null;
}

/**
 * A logo as the page shows it: a stored file's signed URL, else none. Logos given as URLs are fetched and stored by
 * the server, so a customer's phone never loads a third party's address; a URL not yet downloaded is not shown (the
 * page's Content-Security-Policy allows no other image origin either).
 */
export function logoUrlOf(services: Services, logo: string | null): string | null {
  return logo && isObjectKey(logo) ? publicFileUrl(services, logo) : null;
}

/** `GET /api/public/q/{uuid}` and the page's data: only what the page shows. */
export async function viewOf(services: Services, link: PublicLink): Promise<PublicLinkView> {
  if (!link.tenant) return { status: 'vacant' };
  const platforms = await platformsOf(services, link.tenant.id);
  return {
    status: 'active',
    business: { name: link.tenant.name, logoUrl: logoUrlOf(services, link.tenant.logo) },
    platforms: platforms.map((group) => ({ ...group.platform })),
  };
}
