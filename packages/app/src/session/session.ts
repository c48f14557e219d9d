import { REMEMBERED_SESSION_DAYS, SESSION_DAYS, type Role } from '@app/contract';
import { deleteCookie, getCookie, setCookie } from './cookies';

export type { Role };

/** The signed-in user as the login call answered it, plus the role the client adds (SPEC section 3). */
export interface SessionUser {
  id: string;
  name?: string;
  role: Role;
  [field: string]: unknown;
}

export interface Session {
  token: string;
  role: Role | undefined;
  uid: string | undefined;
}

const USER_KEY = 'user';

function isRole(value: string | undefined): value is Role {
  return value === 'admin' || value === 'tenant';
}

/**
 * Starts a session after login (SPEC section 4): cookies token, role and uid last 1 day, or 7 days when
 * remembered; the user object goes to local storage when remembering, otherwise to session storage.
 */
export function saveSession(input: { token: string; user: SessionUser; remember: boolean }): void {
  const days = input.remember ? REMEMBERED_SESSION_DAYS : SESSION_DAYS;
  setCookie('token', input.token, days);
  setCookie('role', input.user.role, days);
  setCookie('uid', input.user.id, days);
  const keep = input.remember ? localStorage : sessionStorage;
  const drop = input.remember ? sessionStorage : localStorage;
  drop.removeItem(USER_KEY);
  keep.setItem(USER_KEY, JSON.stringify(input.user));
}

/** The current session from the cookies; undefined without a token. */
export function readSession(): Session | undefined {
  const token = getCookie('token');
  if (!token) return undefined;
  const role = getCookie('role');
  return { token, role: isRole(role) ? role : undefined, uid: getCookie('uid') };
}

/** The stored user object, from local storage or session storage. */
export function readStoredUser(): SessionUser | undefined {
  const raw = localStorage.getItem(USER_KEY) ?? sessionStorage.getItem(USER_KEY);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && 'id' in parsed ? (parsed as SessionUser) : undefined;
  } catch {
    return undefined;
  }
}

/** The role to send a signed-out user back by: the role cookie, else the stored user's role. */
export function storedRole(): Role | undefined {
  const role = getCookie('role');
  return isRole(role) ? role : readStoredUser()?.role;
}

/** Clears the token, role and uid cookies and the stored user (sign-out and any 401). */
export function clearSession(): void {
  for (const name of ['token', 'role', 'uid']) deleteCookie(name);
  localStorage.removeItem(USER_KEY);
  sessionStorage.removeItem(USER_KEY);
}

/** The login page of a role (SPEC section 4: tenant → /login/tenant, anything else → /login/admin). */
export function loginPathFor(role: Role | undefined): string {
  return role === 'tenant' ? '/login/tenant' : '/login/admin';
}

/** The home page of a role (SPEC section 2). */
export function homePathFor(role: Role | undefined): string {
  return role === 'tenant' ? '/tenant/profile' : '/admin/dashboard';
}

/**
 * The access guard of SPEC section 4, as a pure decision: no token → the required role's login page (the caller
 * remembers where the user came from); a role mismatch → that role's home; otherwise show the page.
 */
export function guardRedirect(session: Session | undefined, required: Role): string | undefined {
  if (!session) return loginPathFor(required);
  if (session.role !== required) return homePathFor(session.role);
  return undefined;
}
