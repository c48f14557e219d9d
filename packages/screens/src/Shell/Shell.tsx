import { useState, type ReactNode } from 'react';
import { AppLayout, ConfirmDialog, Icons, Sidebar, type RenderLink, type SidebarMenuItem } from '@app/ui';
import { ADMIN_MENU, ADMIN_PANEL_HEADING, TENANT_MENU, TENANT_PORTAL_HEADING } from './menus';
import { TENANT_RECORDS_HEADING, TENANT_RECORDS_MENU } from './menus';
import { StyledSignOut, StyledSignOutLabel } from './Shell.styles';
import { usePhoneLayout } from '@app/ui';

const SIGN_OUT_EVERYWHERE = 'Sign out of all devices';

export interface ShellProps {
  /** The current path; its menu item is highlighted. */
  activePath: string;
  /** The page title (and breadcrumb). */
  title: string;
  /** The breadcrumb's text for the current page, when it differs from the title. */
  breadcrumbLabel?: string;
  /** Icon-only sidebar (4rem) or with labels (16rem). */
  collapsed: boolean;
  /** Called with the requested state when the sidebar toggle is pressed. */
  onToggleSidebar: (collapsed: boolean) => void;
  /** Called when "Sign out" is pressed. */
  onSignOut: () => void;
  /** Called once "Sign out of all devices" is confirmed; without it the action is not offered. */
  onSignOutEverywhere?: () => void;
  /** Renders every link (menu, logo, breadcrumb); inject the router's Link here. Plain anchors by default. */
  renderLink?: RenderLink;
  /** Identifies the page shown; the content fades in whenever it changes. */
  pageKey?: string;
  /** Controls at the right of the page header. */
  headerActions?: ReactNode;
  children?: ReactNode;
}

export type AdminShellProps = ShellProps;
export type TenantShellProps = ShellProps;

interface PortalShellProps extends ShellProps {
  heading: string;
  items: readonly SidebarMenuItem[];
  /** A second group of items, a navigation of its own. */
  secondary?: { label: string; items: readonly SidebarMenuItem[] };
}

function PortalShell({
  heading,
  items,
  secondary,
  activePath,
  title,
  breadcrumbLabel,
  collapsed: collapsedOnDesktop,
  onToggleSidebar,
  onSignOut,
  onSignOutEverywhere,
  renderLink,
  pageKey,
  headerActions,
  children,
}: PortalShellProps) {
  // On a phone the sidebar is a drawer with labels, whatever the desktop's collapsed state.
  const phone = usePhoneLayout();
  const collapsed = collapsedOnDesktop && !phone;
  const mode = collapsed ? 'collapsed' : 'expanded';
  const [confirmingEverywhere, setConfirmingEverywhere] = useState(false);
  const handleSignOut = () => onSignOut();
  const handleAskEverywhere = () => setConfirmingEverywhere(true);
  const handleCancelEverywhere = () => setConfirmingEverywhere(false);
  const handleSignOutEverywhere = () => {
    setConfirmingEverywhere(false);
    onSignOutEverywhere?.();
  };

  const signOut = (
    <>
      <StyledSignOut type="button" $mode={mode} title={collapsed ? 'Sign out' : undefined} onClick={handleSignOut}>
        <Icons.LogOut size={20} aria-hidden="true" />
        <StyledSignOutLabel $mode={mode}>Sign out</StyledSignOutLabel>
      </StyledSignOut>
      {onSignOutEverywhere ? (
        <StyledSignOut
          type="button"
          $mode={mode}
          title={collapsed ? SIGN_OUT_EVERYWHERE : undefined}
          onClick={handleAskEverywhere}
        >
          <Icons.MonitorSmartphone size={20} aria-hidden="true" />
          <StyledSignOutLabel $mode={mode}>{SIGN_OUT_EVERYWHERE}</StyledSignOutLabel>
        </StyledSignOut>
      ) : null}
    </>
  );

  return (
    <AppLayout
      sidebar={
        <Sidebar
          heading={heading}
          items={[...items]}
          activeHref={activePath}
          collapsed={collapsed}
          onToggle={onToggleSidebar}
          renderLink={renderLink}
          footer={signOut}
          secondary={secondary ? { label: secondary.label, items: [...secondary.items] } : undefined}
        />
      }
      title={title}
      breadcrumbLabel={breadcrumbLabel}
      renderLink={renderLink}
      pageKey={pageKey ?? activePath}
      headerActions={headerActions}
    >
      {children}
      <ConfirmDialog
        open={confirmingEverywhere}
        title={`${SIGN_OUT_EVERYWHERE}?`}
        message="You will be signed out here and in every other browser and device where you are signed in."
        confirmLabel="Sign out everywhere"
        tone="danger"
        onConfirm={handleSignOutEverywhere}
        onCancel={handleCancelEverywhere}
      />
    </AppLayout>
  );
}

/** The administrator's page frame: the "Admin Panel" sidebar with its nine menu items, and the page. */
export function AdminShell(props: AdminShellProps) {
  return <PortalShell {...props} heading={ADMIN_PANEL_HEADING} items={ADMIN_MENU} />;
}

const TENANT_RECORDS = { label: TENANT_RECORDS_HEADING, items: TENANT_RECORDS_MENU };

/**
 * The tenant's page frame: the "Tenant Portal" sidebar (Profile, Campaign) with a second group, "Records" (Content,
 * Asset, Entry), and the page.
 */
export function TenantShell(props: TenantShellProps) {
  return <PortalShell {...props} heading={TENANT_PORTAL_HEADING} items={TENANT_MENU} secondary={TENANT_RECORDS} />;
}
