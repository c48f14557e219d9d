/** A QR link as its public page sees it: vacant, or assigned to a business with a name, a logo and platforms. */
import { mediaVersionKey, type PublicLinkView } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Services } from '../context';
import { campaigns, entries, files, links, tenants } from '../db/schema';
import { isUuid } from '../http/body';
import { SIGNED_URL_TTL_SECONDS } from '../storage/signing';
import { signedFileUrl } from '../storage/signed-url';
import { isObjectKey } from '../storage/storage';
import { groupPlatforms, type PlatformGroup } from './platforms';

export interface PublicLink {
  uuid: string;
  /** The business the link is assigned to (`logo`: the stored file the page shows, shownLogo); null: vacant. */
  tenant: { id: string; name: string; logo: string | null } | null;
}

/**
 * Every page view needs the link, its business and the business's platforms: they are kept in the list cache
 * (`lru-cache`, bounded in bytes, with a time to live) under the 'qr-page' kind, which link, tenant, campaign and
 * entry changes make stale (and the event bus tells every instance), not the page's own view counting. The link
 * under the viewer `public` (link and tenant changes drop every viewer's entries); the platforms under their
 * business's viewer (its entry and campaign changes drop them). A hit is the value as it was loaded.
 */
async function cached<T>(services: Services, key: string, load: () => Promise<T>): Promise<T> {
  return (await services.cache.get('qr-page', key, load)).value;
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
  const link = await cached(services, `public|link:${uuid.toLowerCase()}`, async (): Promise<PublicLink | null> => {
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
  return cached(services, `tenant:${tenantId}|qr-platforms`, async () =>
    groupPlatforms(
      await services.db
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
    ),
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
