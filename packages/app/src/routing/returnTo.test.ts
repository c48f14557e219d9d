// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetSessionExpired,
  rememberExpiredSession,
  rememberReturnTo,
  sessionExpired,
  takeReturnTo,
} from './returnTo';

beforeEach(() => sessionStorage.clear());

describe('returnTo', () => {
  it('lands on the remembered page of the same role once', () => {
    rememberReturnTo('/tenant/campaign-details/c1');
    expect(takeReturnTo('tenant', '/tenant/profile')).toBe('/tenant/campaign-details/c1');
    expect(takeReturnTo('tenant', '/tenant/profile')).toBe('/tenant/profile');
  });
  it('ignores a remembered page of the other role', () => {
    rememberReturnTo('/admin/link');
    expect(takeReturnTo('tenant', '/tenant/profile')).toBe('/tenant/profile');
  });
  it('goes home when nothing was remembered', () => {
    expect(takeReturnTo('admin', '/admin/dashboard')).toBe('/admin/dashboard');
  });
});

describe('an expired session', () => {
  it('remembers the page with its query and says so once on the login page', () => {
    expect(sessionExpired()).toBe(false);
    rememberExpiredSession('/tenant/content?q=月饼&page=2');
    // a render of the login page that is thrown away and started again reads it again
    expect(sessionExpired()).toBe(true);
    expect(sessionExpired()).toBe(true);
    forgetSessionExpired();
    expect(sessionExpired()).toBe(false);
    expect(takeReturnTo('tenant', '/tenant/profile')).toBe('/tenant/content?q=月饼&page=2');
  });
});
