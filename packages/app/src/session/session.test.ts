// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cookieAttributes, getCookie } from './cookies';
import { clearSession, guardRedirect, readSession, readStoredUser, saveSession, storedRole } from './session';

const tenant = { id: 't-1', name: 'Kopi Corner', role: 'tenant' as const };

afterEach(() => clearSession());

describe('saveSession', () => {
  it('keeps the user in session storage when not remembered', () => {
    saveSession({ token: 'abc', user: tenant, remember: false });
    expect(readSession()).toEqual({ token: 'abc', role: 'tenant', uid: 't-1' });
    expect(sessionStorage.getItem('user')).toContain('Kopi Corner');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the user in local storage when remembered', () => {
    saveSession({ token: 'abc', user: tenant, remember: true });
    expect(localStorage.getItem('user')).toContain('Kopi Corner');
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(readStoredUser()?.id).toBe('t-1');
  });
});

describe('cookieAttributes', () => {
  it('marks the session cookies Secure when the app is served over https, and only then', () => {
    expect(cookieAttributes('https:')).toBe('Path=/; SameSite=Lax; Secure');
    expect(cookieAttributes('http:')).toBe('Path=/; SameSite=Lax');
  });
});

describe('clearSession', () => {
  it('removes the cookies and the stored user but remembers nothing of the role', () => {
    saveSession({ token: 'abc', user: tenant, remember: true });
    expect(storedRole()).toBe('tenant');
    clearSession();
    expect(getCookie('token')).toBeUndefined();
    expect(getCookie('role')).toBeUndefined();
    expect(getCookie('uid')).toBeUndefined();
    expect(readStoredUser()).toBeUndefined();
    expect(readSession()).toBeUndefined();
  });
});

describe('guardRedirect', () => {
  it('sends a signed-out visitor to the login page of the required role', () => {
    expect(guardRedirect(undefined, 'tenant')).toBe('/login/tenant');
    expect(guardRedirect(undefined, 'admin')).toBe('/login/admin');
  });
  it("sends a role mismatch to that role's home", () => {
    expect(guardRedirect({ token: 't', role: 'tenant', uid: '1' }, 'admin')).toBe('/tenant/profile');
    expect(guardRedirect({ token: 't', role: 'admin', uid: '1' }, 'tenant')).toBe('/admin/dashboard');
    expect(guardRedirect({ token: 't', role: undefined, uid: '1' }, 'tenant')).toBe('/admin/dashboard');
  });
  it('shows the page when the role matches', () => {
    expect(guardRedirect({ token: 't', role: 'admin', uid: '1' }, 'admin')).toBeUndefined();
  });
});
