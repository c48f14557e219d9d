import { describe, expect, it } from 'vitest';
import { LOGIN_PATHS } from '../shared/authPaths';
import { ROLE_COPY, SOCIAL_LOGINS, loginCredentials } from './logic';

describe('loginCredentials', () => {
  it('sends the username for an admin and the email for a tenant, with the remember choice', () => {
    expect(loginCredentials('admin', 'ops.lead', 'pw', true)).toEqual({
      username: 'ops.lead',
      password: 'pw',
      remember: true,
    });
    expect(loginCredentials('tenant', 'owner@mooncake.my', 'pw', false)).toEqual({
      email: 'owner@mooncake.my',
      password: 'pw',
      remember: false,
    });
  });
});

describe('role copy', () => {
  it('names each role and its login field as SPEC section 2 and 5 say', () => {
    const english = (role: 'admin' | 'tenant') => {
      const { heading, fieldLabel, field, inputType } = ROLE_COPY[role];
      return { heading: heading.message, field, fieldLabel: fieldLabel.message, inputType };
    };
    expect(english('admin')).toEqual({
      heading: 'Admin Login',
      field: 'username',
      fieldLabel: 'Username',
      inputType: 'text',
    });
    expect(english('tenant')).toEqual({
      heading: 'Tenant Login',
      field: 'email',
      fieldLabel: 'Email',
      inputType: 'email',
    });
    expect(LOGIN_PATHS).toEqual({ admin: '/login/admin', tenant: '/login/tenant' });
  });

  it('links to three social login pages over https', () => {
    expect(SOCIAL_LOGINS).toHaveLength(3);
    for (const site of SOCIAL_LOGINS) expect(site.href).toMatch(/^https:\/\/www\.[a-z]+\.com\/.*login/);
  });
});
