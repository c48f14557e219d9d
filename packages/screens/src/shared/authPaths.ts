import type { Role } from '@app/contract';

/** The app's login route of each role (SPEC section 2). */
export const LOGIN_PATHS: Record<Role, string> = {
  admin: '/login/admin',
  tenant: '/login/tenant',
};

export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const REGISTER_PATH = '/register';
