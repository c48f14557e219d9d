/** A QR link as its public page sees it: vacant, or assigned to a business with a name, a logo and platforms. */
import type { PublicLinkView } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Services } from '../context';
import type { DbOrTx } from '../db';
import { campaigns, entries, links, tenants } from '../db/schema';
import { isUuid } from '../http/body';
import { SIGNED_URL_TTL_SECONDS } from '../storage/signing';
import { signedFileUrl } from '../storage/signed-url';
import { isObjectKey } from '../storage/storage';
import { groupPlatforms, type PlatformEntry, type PlatformGroup } from './platforms';

export interface PublicLink {
  uuid: string;
  /** The business the link is assigned to; null: vacant. */
  tenant: { id: string; name: string; logo: string | null } | null;
}

/** The link with this uuid (any string: not a uuid is not found), or undefined. */
export async function findPublicLink(db: DbOrTx, uuid: string): Promise<PublicLink | undefined> {
  if (!isUuid(uuid)) return undefined;
  const [row] = await db
    .select({ uuid: links.uuid, tenantId: tenants.id, name: tenants.name, logo: tenants.logo })
    .from(links)
    .leftJoin(tenants, eq(links.tenantId, tenants.id))
    .where(eq(links.uuid, uuid));
  if (!row) return undefined;
  const tenant =
    row.tenantId !== null && row.name !== null ? { id: row.tenantId, name: row.name, logo: row.logo } : null;
  return { uuid: row.uuid, tenant };
}

/** The business's platforms with their entries. */
export async function platformsOf(db: DbOrTx, tenantId: string): Promise<PlatformGroup[]> {
  const rows: PlatformEntry[] = await db
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
    .orderBy(asc(entries.createdAt), asc(entries.id));
  return groupPlatforms(rows);
}

/** Public pages sign file URLs with an expiry rounded up to ten minutes: a reload gets the same URL (and cache). */
const PUBLIC_URL_STEP_SECONDS = 600;

/** A signed URL of a stored file for the public page: valid for 60 to 70 minutes. */
export function publicFileUrl(services: Services, key: string): string {
  const soonest = Math.floor(services.now() / 1000) + SIGNED_URL_TTL_SECONDS;
  return signedFileUrl(services, key, Math.ceil(soonest / PUBLIC_URL_STEP_SECONDS) * PUBLIC_URL_STEP_SECONDS);
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

/** A logo as the page shows it: a stored file's signed URL, an http(s) URL as it is, anything else none. */
export function logoUrlOf(services: Services, logo: string | null): string | null {
  if (!logo) return null;
  return isObjectKey(logo) ? publicFileUrl(services, logo) : httpUrlOf(logo);
}

/** `GET /api/public/q/{uuid}` and the page's data: only what the page shows. */
export async function viewOf(services: Services, link: PublicLink): Promise<PublicLinkView> {
  if (!link.tenant) return { status: 'vacant' };
  const platforms = await platformsOf(services.db, link.tenant.id);
  return {
    status: 'active',
    business: { name: link.tenant.name, logoUrl: logoUrlOf(services, link.tenant.logo) },
    platforms: platforms.map((group) => ({ ...group.platform })),
  };
}
