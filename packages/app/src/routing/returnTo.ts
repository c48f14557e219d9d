import type { Role } from '../session/session';

const RETURN_KEY = 'returnTo';

/** Remembers the page a signed-out visitor was sent away from (SPEC section 4). */
export function rememberReturnTo(path: string): void {
  sessionStorage.setItem(RETURN_KEY, path);
}

const EXPIRED_KEY = 'sessionExpired';

/** A 401 during work: the page the user was on is remembered and the login page will say why they are there. */
export function rememberExpiredSession(path: string): void {
  rememberReturnTo(path);
  sessionStorage.setItem(EXPIRED_KEY, '1');
}

/** Whether the login page must say the session expired. */
export function sessionExpired(): boolean {
  return sessionStorage.getItem(EXPIRED_KEY) === '1';
}

/** The login page has said it: a reload of the login page does not say it again. */
export function forgetSessionExpired(): void {
  sessionStorage.removeItem(EXPIRED_KEY);
}

/**
 * Where to land after signing in: the remembered page when it belongs to the role's area, else the role's home.
 * The remembered page is used once.
 */
export function takeReturnTo(role: Role, home: string): string {
  const path = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return path && path.startsWith(`/${role}/`) ? path : home;
}
