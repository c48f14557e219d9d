import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, ADMIN_SETTINGS_MENU, TENANT_MENU, TENANT_RECORDS_MENU } from './menus';

describe('ADMIN_MENU', () => {
  it('lists the nine admin items of SPEC section 2, in order', () => {
    expect(ADMIN_MENU.map((item) => [item.label, item.href])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Campaign', '/admin/campaign'],
      ['Content', '/admin/content'],
      ['Asset', '/admin/asset'],
      ['Entry', '/admin/entry'],
      ['Admin', '/admin/manage-admin'],
      ['Tenant', '/admin/manage-tenant'],
      ['User', '/admin/manage-user'],
      ['QR Code Link', '/admin/link'],
    ]);
  });
  it('gives every item a unique key and an icon', () => {
    expect(new Set(ADMIN_MENU.map((item) => item.key)).size).toBe(ADMIN_MENU.length);
    expect(ADMIN_MENU.every((item) => isValidElement(item.icon))).toBe(true);
  });
});

describe('TENANT_MENU', () => {
  it('lists Profile then Campaign', () => {
    expect(TENANT_MENU.map((item) => [item.label, item.href])).toEqual([
      ['Profile', '/tenant/profile'],
      ['Campaign', '/tenant/campaign'],
    ]);
  });
});

describe('TENANT_RECORDS_MENU', () => {
  it('reaches the tenant routes of SPEC section 2 beyond Profile and Campaign: Content, Asset, Entry', () => {
    expect(TENANT_RECORDS_MENU.map((item) => [item.label, item.href])).toEqual([
      ['Content', '/tenant/content'],
      ['Asset', '/tenant/asset'],
      ['Entry', '/tenant/entry'],
    ]);
    expect(TENANT_RECORDS_MENU.every((item) => isValidElement(item.icon))).toBe(true);
  });
});

describe('ADMIN_SETTINGS_MENU', () => {
  it('reaches Settings → Language model, beside the nine items of SPEC section 2', () => {
    expect(ADMIN_SETTINGS_MENU.map((item) => [item.label, item.href])).toEqual([
      ['Language model', '/admin/settings/language-model'],
    ]);
  });
});
