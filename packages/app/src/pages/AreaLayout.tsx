import { Suspense, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { routes } from '@app/contract';
import { AdminShell, FormDraftsContext, TenantShell } from '@app/screens';
import { LoadingOverlay, Toaster, notify } from '@app/ui';
import { ApiError } from '../api/client';
import { call } from '../api/instance';
import { renderRouterLink } from '../routing/RouterLink';
import { titleOf, type AreaTitle } from '../routing/routes';
import { clearSession, loginPathFor, type Role } from '../session/session';
import { useLiveUpdates } from '../data/useLiveUpdates';
import { formDrafts } from '../session/formDrafts';

/**
 * A failed load is logged and shown as an error toast (DESIGN.md section 6); a 401 has already signed the user out,
 * and a record that is not there (404) is said by its page, where Refresh would not help.
 */
function handleLoadError(error: unknown): void {
  if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return;
  console.error(error);
  notify.error(i18n._(msg`Could not load the latest data. Use Refresh to try again.`));
}

/** Where the desktop sidebar's collapsed state is kept across pages and reloads ('1' collapsed, '0' expanded). */
const COLLAPSED_KEY = 'sidebarCollapsed';

/** The page titles (routes.ts keeps the SPEC's English) in the user's language. */
const TITLES: Record<AreaTitle, MessageDescriptor> = {
  Dashboard: msg`Dashboard`,
  Campaign: msg`Campaign`,
  'Campaign Details': msg`Campaign Details`,
  Content: msg`Content`,
  Asset: msg`Asset`,
  Entry: msg`Entry`,
  Admin: msg`Admin`,
  Tenant: msg`Tenant`,
  User: msg`User`,
  'QR Code Link': msg`QR Code Link`,
  'Language model': msg`Language model`,
  Profile: msg`Profile`,
};

const swrOptions = { onError: handleLoadError, revalidateOnFocus: false, shouldRetryOnError: false };

export interface AreaLayoutProps {
  role: Role;
  children: ReactNode;
}

/**
 * The signed-in frame of a role: the data cache and the notifications (loaded only once signed in, so that the
 * login page stays small), then the shell.
 */
export function AreaLayout(props: AreaLayoutProps) {
  return (
    <SWRConfig value={swrOptions}>
      <FormDraftsContext value={formDrafts}>
        <AreaShell {...props} />
      </FormDraftsContext>
      <Toaster />
    </SWRConfig>
  );
}

/**
 * The sidebar (collapsed state kept across pages and reloads, expanded until the user collapses it; a phone has the
 * shell's drawer instead), the page title and breadcrumb, sign-out, and the tab's one live-update stream.
 */
function AreaShell({ role, children }: AreaLayoutProps) {
  const [location, navigate] = useLocation();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  useLiveUpdates(true);
  const { t } = useLingui();
  const title = titleOf(role, location);

  const handleToggle = (next: boolean) => {
    setCollapsed(next);
    localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
  };
  const handleSignOut = () => {
    clearSession();
    navigate(loginPathFor(role), { replace: true });
  };
  // every session of the account ends on the server, this one included (a 401 has signed the user out already)
  const handleSignOutEverywhere = () => {
    call(routes.auth.logoutAll).then(handleSignOut, (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return;
      notify.error(t`Could not sign out of all devices. Please try again.`);
    });
  };
  const Shell = role === 'admin' ? AdminShell : TenantShell;

  return (
    <Shell
      activePath={location}
      title={title ? t(TITLES[title]) : ''}
      collapsed={collapsed}
      onToggleSidebar={handleToggle}
      onSignOut={handleSignOut}
      onSignOutEverywhere={handleSignOutEverywhere}
      renderLink={renderRouterLink}
      pageKey={location}
    >
      <Suspense fallback={<LoadingOverlay visible label={t`Loading...`} />}>{children}</Suspense>
    </Shell>
  );
}
