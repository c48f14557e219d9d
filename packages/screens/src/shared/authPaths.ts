import type { Role } from '@app/contract';

/** The app's login route of each role (SPEC section 2). */
export const LOGIN_PATHS: Record<Role, string> = {
  admin: '/login/admin',
  tenant: '/login/tenant',
};

export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const REGISTER_PATH = '/register';

/**
 * A link from a role's login to "Forgot password?" or "Create Account", which tells the page where "Back to login"
 * leads: the tenant login says so (`?from=tenant`), the admin login is the default.
 */
export const fromLogin = (path: string, role: Role): string => (role === 'admin' ? path : `${path}?from=${role}`);

/** The login "Back to login" leads to, from the `from` of the page's query: the admin login unless it names another. */
export const backToLogin = (from: string | null): string =>
  from !== null && Object.hasOwn(LOGIN_PATHS, from) ? LOGIN_PATHS[from as Role] : LOGIN_PATHS.admin;
