import { useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { AppLayout, ConfirmDialog, Icons, Sidebar, type RenderLink, type SidebarMenuItem } from '@app/ui';
import { InterfaceLanguage } from '../shared/InterfaceLanguage';
import { ADMIN_MENU, ADMIN_SETTINGS_MENU, HEADINGS, MENU_LABELS, TENANT_MENU, TENANT_RECORDS_MENU } from './menus';
import { StyledLanguage, StyledSignOut, StyledSignOutLabel } from './Shell.styles';
import { usePhoneLayout } from '@app/ui';

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
  heading: MessageDescriptor;
  items: readonly SidebarMenuItem[];
  /** A second group of items, a navigation of its own. */
  secondary?: { label: MessageDescriptor; items: readonly SidebarMenuItem[] };
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
  const { t, i18n } = useLingui();
  const translated = (list: readonly SidebarMenuItem[]) =>
    list.map((item) => {
      const label = MENU_LABELS[item.key];
      return label ? { ...item, label: i18n._(label) } : item;
    });
  const signOutEverywhere = t`Sign out of all devices`;
  const signOutText = t`Sign out`;
  const handleSignOut = () => onSignOut();
  const handleAskEverywhere = () => setConfirmingEverywhere(true);
  const handleCancelEverywhere = () => setConfirmingEverywhere(false);
  const handleSignOutEverywhere = () => {
    setConfirmingEverywhere(false);
    onSignOutEverywhere?.();
  };

  const signOut = (
    <>
      <StyledSignOut type="button" $mode={mode} title={collapsed ? signOutText : undefined} onClick={handleSignOut}>
        <Icons.LogOut size={20} aria-hidden="true" />
        <StyledSignOutLabel $mode={mode}>{signOutText}</StyledSignOutLabel>
      </StyledSignOut>
      {onSignOutEverywhere ? (
        <StyledSignOut
          type="button"
          $mode={mode}
          title={collapsed ? signOutEverywhere : undefined}
          onClick={handleAskEverywhere}
        >
          <Icons.MonitorSmartphone size={20} aria-hidden="true" />
          <StyledSignOutLabel $mode={mode}>{signOutEverywhere}</StyledSignOutLabel>
        </StyledSignOut>
      ) : null}
      <StyledLanguage $mode={mode}>
        <InterfaceLanguage compact={collapsed} />
      </StyledLanguage>
    </>
  );

  return (
    <AppLayout
      sidebar={
        <Sidebar
          heading={i18n._(heading)}
          items={translated(items)}
          activeHref={activePath}
          collapsed={collapsed}
          onToggle={onToggleSidebar}
          renderLink={renderLink}
          footer={signOut}
          secondary={secondary ? { label: i18n._(secondary.label), items: translated(secondary.items) } : undefined}
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
        title={t`Sign out of all devices?`}
        message={t`You will be signed out here and in every other browser and device where you are signed in.`}
        confirmLabel={t`Sign out everywhere`}
        tone="danger"
        onConfirm={handleSignOutEverywhere}
        onCancel={handleCancelEverywhere}
      />
    </AppLayout>
  );
}

/** The administrator's page frame: the "Admin Panel" sidebar with its nine menu items, and the page. */
export function AdminShell(props: AdminShellProps) {
  return <PortalShell {...props} heading={HEADINGS.adminPanel} items={ADMIN_MENU} secondary={ADMIN_SETTINGS} />;
}

const TENANT_RECORDS = { label: HEADINGS.records, items: TENANT_RECORDS_MENU };
const ADMIN_SETTINGS = { label: HEADINGS.settings, items: ADMIN_SETTINGS_MENU };

/**
 * The tenant's page frame: the "Tenant Portal" sidebar (Profile, Campaign) with a second group, "Records" (Content,
 * Asset, Entry), and the page.
 */
export function TenantShell(props: TenantShellProps) {
  return <PortalShell {...props} heading={HEADINGS.tenantPortal} items={TENANT_MENU} secondary={TENANT_RECORDS} />;
}
