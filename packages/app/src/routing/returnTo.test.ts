// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnTo, takeReturnTo } from './returnTo';

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
