import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Icons, type SidebarMenuItem } from '@app/ui';

const iconSize = 20;

/** The admin sidebar of SPEC section 2, in order. */
export const ADMIN_MENU: readonly SidebarMenuItem[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    href: '/admin/dashboard',
    icon: <Icons.LayoutDashboard size={iconSize} aria-hidden="true" />,
  },
  {
    key: 'campaign',
    label: 'Campaign',
    href: '/admin/campaign',
    icon: <Icons.Megaphone size={iconSize} aria-hidden="true" />,
  },
  {
    key: 'content',
    label: 'Content',
    href: '/admin/content',
    icon: <Icons.FileText size={iconSize} aria-hidden="true" />,
  },
  { key: 'asset', label: 'Asset', href: '/admin/asset', icon: <Icons.Image size={iconSize} aria-hidden="true" /> },
  { key: 'entry', label: 'Entry', href: '/admin/entry', icon: <Icons.Link size={iconSize} aria-hidden="true" /> },
  {
    key: 'admin',
    label: 'Admin',
    href: '/admin/manage-admin',
    icon: <Icons.Shield size={iconSize} aria-hidden="true" />,
  },
  {
    key: 'tenant',
    label: 'Tenant',
    href: '/admin/manage-tenant',
    icon: <Icons.Store size={iconSize} aria-hidden="true" />,
  },
  { key: 'user', label: 'User', href: '/admin/manage-user', icon: <Icons.Users size={iconSize} aria-hidden="true" /> },
  {
    key: 'link',
    label: 'QR Code Link',
    href: '/admin/link',
    icon: <Icons.QrCode size={iconSize} aria-hidden="true" />,
  },
];

/** The admin's settings beyond SPEC section 2 (Settings → Language model), a second group under the SPEC's menu. */
export const ADMIN_SETTINGS_MENU: readonly SidebarMenuItem[] = [
  {
    key: 'model',
    label: 'Language model',
    href: '/admin/settings/language-model',
    icon: <Icons.Sparkles size={iconSize} aria-hidden="true" />,
  },
];

/** The tenant sidebar of SPEC section 2. */
export const TENANT_MENU: readonly SidebarMenuItem[] = [
  {
    key: 'profile',
    label: 'Profile',
    href: '/tenant/profile',
    icon: <Icons.User size={iconSize} aria-hidden="true" />,
  },
  {
    key: 'campaign',
    label: 'Campaign',
    href: '/tenant/campaign',
    icon: <Icons.Megaphone size={iconSize} aria-hidden="true" />,
  },
];

/**
 * The tenant's further routes of SPEC section 2 (the content, asset and entry lists), a second group under the SPEC's
 * menu so that no route a tenant may use is hidden.
 */
export const TENANT_RECORDS_MENU: readonly SidebarMenuItem[] = [
  {
    key: 'content',
    label: 'Content',
    href: '/tenant/content',
    icon: <Icons.FileText size={iconSize} aria-hidden="true" />,
  },
  { key: 'asset', label: 'Asset', href: '/tenant/asset', icon: <Icons.Image size={iconSize} aria-hidden="true" /> },
  { key: 'entry', label: 'Entry', href: '/tenant/entry', icon: <Icons.Link size={iconSize} aria-hidden="true" /> },
];

export const TENANT_RECORDS_HEADING = 'Records';

export const ADMIN_PANEL_HEADING = 'Admin Panel';
export const TENANT_PORTAL_HEADING = 'Tenant Portal';

/** The menus' texts in the user's language, by item key (the lists above keep the SPEC's English). */
export const MENU_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  dashboard: msg`Dashboard`,
  campaign: msg`Campaign`,
  content: msg`Content`,
  asset: msg`Asset`,
  entry: msg`Entry`,
  admin: msg`Admin`,
  tenant: msg`Tenant`,
  user: msg`User`,
  link: msg`QR Code Link`,
  model: msg`Language model`,
  profile: msg`Profile`,
};

export const HEADINGS = {
  records: msg`Records`,
  settings: msg`Settings`,
  adminPanel: msg`Admin Panel`,
  tenantPortal: msg`Tenant Portal`,
} satisfies Record<string, MessageDescriptor>;
