import type { Role } from '../session/session';

/** A page of a signed-in area: its path, its title (page header and breadcrumb) and the role it needs. */
export interface AreaRoute {
  path: string;
  title: string;
}

export const ADMIN_ROUTES = {
  dashboard: { path: '/admin/dashboard', title: 'Dashboard' },
  campaign: { path: '/admin/campaign', title: 'Campaign' },
  content: { path: '/admin/content', title: 'Content' },
  asset: { path: '/admin/asset', title: 'Asset' },
  entry: { path: '/admin/entry', title: 'Entry' },
  admins: { path: '/admin/manage-admin', title: 'Admin' },
  tenants: { path: '/admin/manage-tenant', title: 'Tenant' },
  users: { path: '/admin/manage-user', title: 'User' },
  links: { path: '/admin/link', title: 'QR Code Link' },
  modelSettings: { path: '/admin/settings/language-model', title: 'Language model' },
} as const satisfies Record<string, AreaRoute>;

export const TENANT_ROUTES = {
  profile: { path: '/tenant/profile', title: 'Profile' },
  campaign: { path: '/tenant/campaign', title: 'Campaign' },
  campaignDetails: { path: '/tenant/campaign-details', title: 'Campaign Details' },
  content: { path: '/tenant/content', title: 'Content' },
  asset: { path: '/tenant/asset', title: 'Asset' },
  entry: { path: '/tenant/entry', title: 'Entry' },
} as const satisfies Record<string, AreaRoute>;

/** Every page title (in English; the layout shows it in the user's language). */
export type AreaTitle =
  | (typeof ADMIN_ROUTES)[keyof typeof ADMIN_ROUTES]['title']
  | (typeof TENANT_ROUTES)[keyof typeof TENANT_ROUTES]['title'];

/** The title of a signed-in page by its path ("" when the path is not a page of the role's area). */
export function titleOf(role: Role, path: string): AreaTitle | '' {
  const routes: Record<string, { path: string; title: AreaTitle }> = role === 'admin' ? ADMIN_ROUTES : TENANT_ROUTES;
  const match = Object.values(routes).find((route) => path === route.path || path.startsWith(`${route.path}/`));
  return match?.title ?? '';
}

/** The campaign details page of one campaign; the id is in the URL so that reloads and shared links work. */
export function campaignDetailsPath(campaignId: string): string {
  return `${TENANT_ROUTES.campaignDetails.path}/${encodeURIComponent(campaignId)}`;
}

/**
 * The campaign's generator for a platform: its details page with `generate` naming the platform, which opens the
 * generator there with that platform chosen ("Generate more" where a platform runs low on posts).
 */
export function generatorPath(campaignId: string, platform: string): string {
  return `${campaignDetailsPath(campaignId)}?${new URLSearchParams({ generate: platform }).toString()}`;
}
