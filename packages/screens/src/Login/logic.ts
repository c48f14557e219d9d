import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@app/contract';

export interface RoleCopy {
  heading: MessageDescriptor;
  subtitle: MessageDescriptor;
  /** The login field's name in the request body and its label. */
  field: 'username' | 'email';
  fieldLabel: MessageDescriptor;
  autoComplete: string;
  inputType: 'text' | 'email';
  /** The switch to the other role's login. */
  switchLabel: MessageDescriptor;
}

export const ROLE_COPY: Record<Role, RoleCopy> = {
  admin: {
    heading: msg`Admin Login`,
    subtitle: msg`Sign in to the Admin Panel`,
    field: 'username',
    fieldLabel: msg`Username`,
    autoComplete: 'username',
    inputType: 'text',
    switchLabel: msg`Admin`,
  },
  tenant: {
    heading: msg`Tenant Login`,
    subtitle: msg`Sign in to the Tenant Portal`,
    field: 'email',
    fieldLabel: msg`Email`,
    autoComplete: 'email',
    inputType: 'email',
    switchLabel: msg`Tenant`,
  },
};

export const ROLES: readonly Role[] = ['admin', 'tenant'];

/** Outbound links to three social sites' login pages (SPEC section 2). */
export const SOCIAL_LOGINS = [
  { name: 'Facebook', href: 'https://www.facebook.com/login/' },
  { name: 'Instagram', href: 'https://www.instagram.com/accounts/login/' },
  { name: 'TikTok', href: 'https://www.tiktok.com/login' },
] as const;

export interface AdminLoginCredentials {
  username: string;
  password: string;
  remember: boolean;
}

export interface TenantLoginCredentials {
  email: string;
  password: string;
  remember: boolean;
}

export type LoginCredentials = AdminLoginCredentials | TenantLoginCredentials;

/**
 * What `onLogin` receives: the validated request body of the role's login call (SPEC section 7) plus whether to
 * remember the session (SPEC section 4).
 */
export function loginCredentials(role: Role, login: string, password: string, remember: boolean): LoginCredentials {
  return role === 'admin' ? { username: login, password, remember } : { email: login, password, remember };
}
