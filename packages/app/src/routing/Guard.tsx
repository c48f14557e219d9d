import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { guardRedirect, readSession, type Role } from '../session/session';
import { rememberReturnTo } from './returnTo';

export interface GuardProps {
  role: Role;
  children: ReactNode;
}

/** The client-side access guard of SPEC section 4 (the server checks every call on its own). */
export function Guard({ role, children }: GuardProps) {
  const [location] = useLocation();
  const session = readSession();
  const redirect = guardRedirect(session, role);
  if (redirect) {
    if (!session) rememberReturnTo(location);
    return <Redirect to={redirect} replace />;
  }
  return <>{children}</>;
}
