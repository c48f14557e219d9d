// @vitest-environment happy-dom
/**
 * The app's routes and guards (SPEC sections 2 and 4) without a browser: App in a memory location, its pages
 * replaced by their names, a session as its cookies. Signing in and landing back is the end-to-end suite's part.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { clearSession, saveSession, type Role } from '../session/session';
import { takeReturnTo } from './returnTo';

vi.mock('../pages/LoginPage', () => ({ LoginPage: ({ role }: { role: Role }) => <h1>{role} login</h1> }));
// the account pages as their heading and the "Back to login" link the app gives them
vi.mock('@app/screens', async (original) => ({
  ...(await original<object>()),
  ForgotPassword: ({ loginHref }: { loginHref: string }) => (
    <h1>
      forgot password <a href={loginHref}>Back to login</a>
    </h1>
  ),
  Register: ({ loginHref }: { loginHref: string }) => (
    <h1>
      register <a href={loginHref}>Back to login</a>
    </h1>
  ),
}));
vi.mock('../pages/admin/AdminArea', () => ({ AdminArea: () => <h1>admin area</h1> }));
vi.mock('../pages/tenant/TenantArea', () => ({ TenantArea: () => <h1>tenant area</h1> }));

// React's act() outside a test renderer
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

// The account pages' code (it imports the screens package) loads once here, on its own generous clock, so that a
// busy machine's slow first import never runs out a test's wait for a page
beforeAll(() => import('../pages/AuthInfoPages'), 180_000);

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  clearSession();
  sessionStorage.clear();
});

/** Opens `path` in the app; answers the path it settled on and the heading it shows. */
async function open(path: string): Promise<{ path: string; heading: string }> {
  const location = memoryLocation({ path, record: true });
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  const app: ReactNode = (
    <Router hook={location.hook}>
      <App />
    </Router>
  );
  await act(async () => root!.render(app));
  // the lazily loaded areas resolve, and a redirect's page renders
  await vi.waitFor(
    async () => {
      await act(async () => undefined);
      expect(container.querySelector('h1')).not.toBeNull();
    },
    { timeout: 30_000, interval: 50 },
  );
  return { path: location.history.at(-1) ?? '', heading: container.querySelector('h1')?.textContent ?? '' };
}

function signIn(role: Role): void {
  saveSession({ token: `token-${role}`, user: { id: `${role}-1`, role }, remember: false });
}

describe('a visitor without a session', () => {
  it('is sent from "/", an unknown path and "/dashboard" to the admin login', async () => {
    for (const path of ['/', '/no/such/page', '/dashboard']) {
      act(() => root?.unmount());
      expect(await open(path), path).toEqual({ path: '/login/admin', heading: 'admin login' });
    }
  });

  it('is sent from an admin page to the admin login, which remembers the page to land on', async () => {
    expect(await open('/admin/link')).toEqual({ path: '/login/admin', heading: 'admin login' });
    expect(takeReturnTo('admin', '/admin/dashboard')).toBe('/admin/link');
  });

  it('is sent from a tenant page to the tenant login, which remembers the page to land on', async () => {
    expect(await open('/tenant/campaign')).toEqual({ path: '/login/tenant', heading: 'tenant login' });
    expect(takeReturnTo('tenant', '/tenant/profile')).toBe('/tenant/campaign');
  });

  it('comes back from "Forgot password?" and "Create Account" to the login it came from', async () => {
    for (const [path, back] of [
      ['/forgot-password?from=tenant', '/login/tenant'],
      ['/register?from=tenant', '/login/tenant'],
      ['/forgot-password', '/login/admin'],
      ['/register?from=nobody', '/login/admin'],
    ]) {
      act(() => root?.unmount());
      await open(path!);
      const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Back to login');
      expect(link?.getAttribute('href'), path).toBe(back);
    }
  });

  it('sees the login pages and the pages about accounts', async () => {
    expect(await open('/login/tenant')).toEqual({ path: '/login/tenant', heading: 'tenant login' });
    act(() => root?.unmount());
    expect(await open('/forgot-password')).toEqual({
      path: '/forgot-password',
      heading: 'forgot password Back to login',
    });
    act(() => root?.unmount());
    expect(await open('/register')).toEqual({ path: '/register', heading: 'register Back to login' });
  });
});

describe('a signed-in user', () => {
  it('is sent from "/" and an unknown path to the home of the role, not to a login', async () => {
    for (const [role, home, heading] of [
      ['tenant', '/tenant/profile', 'tenant area'],
      ['admin', '/admin/dashboard', 'admin area'],
    ] as const) {
      clearSession();
      signIn(role);
      for (const path of ['/', '/no/such/page']) {
        act(() => root?.unmount());
        expect(await open(path), `${role} ${path}`).toEqual({ path: home, heading });
      }
    }
  });

  it('as a tenant, is sent from an admin page and from "/dashboard" to the tenant home', async () => {
    signIn('tenant');
    expect(await open('/admin/manage-tenant')).toEqual({ path: '/tenant/profile', heading: 'tenant area' });
    act(() => root?.unmount());
    expect(await open('/dashboard')).toEqual({ path: '/tenant/profile', heading: 'tenant area' });
    // a role mismatch remembers nothing: the next sign-in lands on the home
    expect(takeReturnTo('tenant', '/tenant/profile')).toBe('/tenant/profile');
  });

  it('as an admin, is sent from a tenant page and from "/dashboard" to the admin home', async () => {
    signIn('admin');
    expect(await open('/tenant/campaign')).toEqual({ path: '/admin/dashboard', heading: 'admin area' });
    act(() => root?.unmount());
    expect(await open('/dashboard')).toEqual({ path: '/admin/dashboard', heading: 'admin area' });
  });

  it("sees the pages of the role's own area", async () => {
    signIn('tenant');
    expect(await open('/tenant/campaign')).toEqual({ path: '/tenant/campaign', heading: 'tenant area' });
    clearSession();
    act(() => root?.unmount());
    signIn('admin');
    expect(await open('/admin/link')).toEqual({ path: '/admin/link', heading: 'admin area' });
  });
});
