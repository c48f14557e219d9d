export { AdminShell, TenantShell } from './Shell';
export type { AdminShellProps, ShellProps, TenantShellProps } from './Shell';
export { ADMIN_MENU, ADMIN_PANEL_HEADING, TENANT_MENU, TENANT_PORTAL_HEADING } from './menus';
export { TENANT_RECORDS_HEADING, TENANT_RECORDS_MENU } from './menus';
