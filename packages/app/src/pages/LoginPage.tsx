import { useState } from 'react';
import { useLocation } from 'wouter';
import { Login, SESSION_EXPIRED, type LoginCredentials } from '@app/screens';
import { clearNotifications } from '@app/ui';
import type { AdminLoginResponse, TenantLoginResponse } from '@app/contract';
import { api } from '../api/instance';
import { paths } from '../api/paths';
import { renderRouterLink } from '../routing/RouterLink';
import { takeReturnTo, takeSessionExpired } from '../routing/returnTo';
import { homePathFor, saveSession, type Role } from '../session/session';

export interface LoginPageProps {
  role: Role;
}

/** Signs in, starts the session (cookies and stored user) and lands on the remembered page or the role's home. */
export function LoginPage({ role }: LoginPageProps) {
  const [, navigate] = useLocation();
  // read once when the page opens: a 401 sent the user here
  const [expired] = useState(takeSessionExpired);

  const handleLogin = async (credentials: LoginCredentials) => {
    const { remember, ...body } = credentials;
    const response = await api.signIn<AdminLoginResponse | TenantLoginResponse>(paths.signIn(role), body);
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
