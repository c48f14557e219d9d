import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Login, SESSION_EXPIRED, type LoginCredentials } from '@app/screens';
import { clearNotifications } from '@app/ui';
import { routes } from '@app/contract';
import { call } from '../api/instance';
import { renderRouterLink } from '../routing/RouterLink';
import { forgetSessionExpired, sessionExpired, takeReturnTo } from '../routing/returnTo';
import { homePathFor, saveSession, type Role } from '../session/session';

export interface LoginPageProps {
  role: Role;
}

/** Signs in, starts the session (cookies and stored user) and lands on the remembered page or the role's home. */
export function LoginPage({ role }: LoginPageProps) {
  const [, navigate] = useLocation();
  // a 401 sent the user here: read while rendering, forgotten once the page is on screen (a render that suspends and
  // starts again reads it again)
  const [expired] = useState(sessionExpired);
  useEffect(forgetSessionExpired, []);

  const handleLogin = async (credentials: LoginCredentials) => {
    const { remember, ...body } = credentials;
    const response = await call(role === 'admin' ? routes.auth.adminLogin : routes.auth.tenantLogin, { body });
    const { token, ...user } = response;
    saveSession({ token, user: { ...user, role }, remember });
    // the call that met the 401 also reported its failure ("Unauthorized"), waiting for the next page's toaster: the
    // login page's notice said it better, so it does not greet the user now
    if (expired) await clearNotifications();
    navigate(takeReturnTo(role, homePathFor(role)), { replace: true });
  };

  return (
    <Login
      role={role}
      onLogin={handleLogin}
      renderLink={renderRouterLink}
      notice={expired ? SESSION_EXPIRED : undefined}
    />
  );
}
