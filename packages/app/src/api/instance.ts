import { navigate } from 'wouter/use-browser-location';
import { getCookie } from '../session/cookies';
import { rememberExpiredSession } from '../routing/returnTo';
import { keepOpenFormDrafts } from '../session/formDrafts';
import { clearSession, loginPathFor, storedRole } from '../session/session';
import { createApiClient } from './client';
import { API_BASE, FILES_BASE } from './base';
import { TAB_ID } from './tab';

/**
 * A 401 from any call ends the session and sends the user to the login page of the role they had, which says the
 * session expired; signing in again returns to the page they were on, with its open create form as it was.
 */
export function handleUnauthorized(): void {
  const role = storedRole();
  if (!window.location.pathname.startsWith('/login/')) {
    rememberExpiredSession(`${window.location.pathname}${window.location.search}`);
    keepOpenFormDrafts();
  }
  clearSession();
  navigate(loginPathFor(role), { replace: true });
}

/** The app's one API client. */
export const client = createApiClient({
  baseUrl: API_BASE,
  filesBaseUrl: FILES_BASE,
  getToken: () => getCookie('token'),
  tabId: TAB_ID,
  onUnauthorized: handleUnauthorized,
});

/** The API's calls, typed by the contract's routes: `call(routes.campaign.create, { body })`. */
export const { call, download, lines } = client;
