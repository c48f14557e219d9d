/**
 * The code of the app's first pages, loaded on demand: the login page (its form and its checks) and each signed-in
 * area. The app's routes load them when shown; `preloadPageCode` starts the one an address needs while the language
 * catalog loads, so that the first render does not wait for it after the catalog.
 */
export const loadLoginPage = () => import('../pages/LoginPage');
export const loadAdminArea = () => import('../pages/admin/AdminArea');
export const loadTenantArea = () => import('../pages/tenant/TenantArea');

/** The loader of the page code that `pathname` shows first, if it has one of its own. */
export function pageCodeFor(pathname: string): (() => Promise<unknown>) | null {
  if (pathname.startsWith('/login/')) return loadLoginPage;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return loadAdminArea;
  if (pathname === '/tenant' || pathname.startsWith('/tenant/')) return loadTenantArea;
  return null;
}

/** Starts loading the code `pathname` shows first; a failure is left for the route to meet when it renders. */
export function preloadPageCode(pathname: string): void {
  void pageCodeFor(pathname)?.().catch(() => undefined);
}
