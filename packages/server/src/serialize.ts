/** Rows to the entities of SPEC section 3 (field names exactly as there; never a password hash). */
import type {
  Admin,
  AdminStatus,
  Asset,
  AssetType,
  Campaign,
  Content,
  ContentStatus,
  Entry,
  Language,
  Link,
  LogoStatus,
  Tenant,
  TenantLink,
  User,
} from '@app/contract';
import { isLogoUrl } from '@app/contract';
import type { admins, assets, campaigns, contents, entries, links, tenants, users } from './db/schema';

const iso = (date: Date): string => date.toISOString();

export function adminOut(row: typeof admins.$inferSelect): Admin {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    phone: row.phone,
    status: row.status as AdminStatus,
    createdAt: iso(row.createdAt),
  };
}

export function tenantLinkOut(row: typeof links.$inferSelect): TenantLink {
  return { uuid: row.uuid, name: row.name, label: row.label, status: row.status, full_url: row.fullUrl };
}

/** What the profile says of a tenant's logo: a URL being downloaded, or one that could not be; null otherwise. */
export function logoStatusOf(row: Pick<typeof tenants.$inferSelect, 'logo' | 'logoFetchFailedAt'>): LogoStatus | null {
  if (row.logo === null || !isLogoUrl(row.logo)) return null;
  return row.logoFetchFailedAt ? 'failed' : 'pending';
}

export function tenantOut(row: typeof tenants.$inferSelect, tenantLinks: (typeof links.$inferSelect)[]): Tenant {
  return {
    id: row.id,
    name: row.name,
    industry_type: row.industryType,
    address: row.address,
    email: row.email,
    phone: row.phone,
    logo: row.logo,
    logoStatus: logoStatusOf(row),
    qrcode_url: row.qrcodeUrl,
    createdAt: iso(row.createdAt),
    links: tenantLinks.map(tenantLinkOut),
  };
}

export function userOut(row: typeof users.$inferSelect, tenantName: string): User {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    phone: row.phone,
    email: row.email,
    createdAt: iso(row.createdAt),
    tenant: { id: row.tenantId, name: tenantName },
  };
}

export function linkOut(row: typeof links.$inferSelect, tenant: { id: string; name: string } | null): Link {
  return {
    uuid: row.uuid,
    name: row.name,
    label: row.label,
    status: row.status,
    full_url: row.fullUrl,
    tenant,
    createdAt: iso(row.createdAt),
  };
}

export function campaignOut(row: typeof campaigns.$inferSelect): Campaign {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    keyword: row.keyword,
    createdAt: iso(row.createdAt),
    tenantId: row.tenantId,
  };
}

export function contentOut(row: typeof contents.$inferSelect): Content {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    img: row.img,
    status: row.status as ContentStatus,
    isRedirected: row.isRedirected,
    keyword: row.keyword,
    createdAt: iso(row.createdAt),
    campaignId: row.campaignId,
    userId: row.userId,
    assetIds: row.assetIds,
    platform: row.platform,
    language: row.language as Language | null,
    tenantId: row.tenantId,
    voice: row.voice === 'business' ? 'business' : 'customer',
    posted: row.postedUrl && row.postedAt ? { url: row.postedUrl, at: iso(row.postedAt) } : null,
  };
}

export function assetOut(row: typeof assets.$inferSelect): Asset {
  return {
    id: row.id,
    type: row.type as AssetType,
    filePath: row.filePath,
    noteContent: row.noteContent,
    thumbnailPath: row.thumbnailPath,
    uploadedAt: iso(row.uploadedAt),
    uploadedBy: row.uploadedBy,
    entryId: row.entryId,
    entry: { id: row.entryId },
    tenantId: row.tenantId,
  };
}

export function entryOut(row: typeof entries.$inferSelect): Entry {
  return {
    id: row.id,
    type: row.type,
    accessValue: row.accessValue,
    createdAt: iso(row.createdAt),
    tenantId: row.tenantId,
    campaignId: row.campaignId,
    tenant: { id: row.tenantId },
    campaign: { id: row.campaignId },
  };
}
