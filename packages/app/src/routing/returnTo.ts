import type { Role } from '../session/session';

const RETURN_KEY = 'returnTo';

/** Remembers the page a signed-out visitor was sent away from (SPEC section 4). */
export function rememberReturnTo(path: string): void {
  sessionStorage.setItem(RETURN_KEY, path);
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
