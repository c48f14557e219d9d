import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { usePhoneLayout } from '../responsive';
import { Megaphone, PanelLeftClose, PanelLeftOpen } from '../icons';
import { renderPlainLink, type RenderLink } from './LinkSlot';
import { activeItemIndex } from './logic';
import {
  StyledFooter,
  StyledGroupHeading,
  StyledHeader,
  StyledHeading,
  StyledLabel,
  StyledLogoLink,
  StyledLogoMark,
  StyledMenu,
  StyledMenuItem,
  StyledMenuLink,
  StyledNav,
  StyledSidebar,
  StyledToggle,
  StyledToggleRow,
} from './Sidebar.styles';
import { useLingui } from '@lingui/react/macro';

export interface SidebarMenuItem {
  key: string;
  label: string;
  href: string;
  /** A decorative icon (aria-hidden); the label names the link, also while collapsed. */
  icon: ReactNode;
}

export interface SidebarProps {
  /** The portal's name, such as "Admin Panel" or "Tenant Portal"; it also names the navigation. */
  heading: string;
  items: SidebarMenuItem[];
  /** The current path; the matching item is highlighted and marked aria-current="page". */
  activeHref?: string;
  /** Icon-only (theme.sizes.sidebarCollapsed) or with labels (theme.sizes.sidebarExpanded). */
  collapsed: boolean;
  /** Called with the requested state when the collapse toggle is pressed. */
  onToggle: (collapsed: boolean) => void;
  /** Renders each link; inject the router's Link here. A plain anchor by default. */
  renderLink?: RenderLink;
  /** The logo shown in the corner; it links to "/". */
  logo?: ReactNode;
  /** The logo link's accessible name. */
  logoLabel?: string;
  /** Content pinned to the bottom, such as a sign-out button. */
  footer?: ReactNode;
  /** A second group of items under the menu, a navigation of its own named by its label. */
  secondary?: SidebarMenuGroup;
}

export interface SidebarMenuGroup {
  label: string;
  items: SidebarMenuItem[];
}

interface MenuListProps {
  items: SidebarMenuItem[];
  activeHref: string | undefined;
  mode: 'collapsed' | 'expanded';
  renderLink: RenderLink;
}

/** One group's links; the item of the current page is highlighted and marked aria-current="page". */
function MenuList({ items, activeHref, mode, renderLink }: MenuListProps) {
  const activeIndex = activeItemIndex(
    items.map((item) => item.href),
    activeHref,
  );
  return (
    <StyledMenu>
      {items.map((item, index) => (
        <StyledMenuItem key={item.key} title={mode === 'collapsed' ? item.label : undefined}>
          <StyledMenuLink
            render={renderLink}
            href={item.href}
            aria-current={index === activeIndex ? 'page' : undefined}
            $mode={mode}
          >
            {item.icon}
            <StyledLabel $mode={mode}>{item.label}</StyledLabel>
          </StyledMenuLink>
        </StyledMenuItem>
      ))}
    </StyledMenu>
  );
}

const toggleIcons = {
  collapsed: <PanelLeftOpen size={20} aria-hidden="true" />,
  expanded: <PanelLeftClose size={20} aria-hidden="true" />,
};

const defaultLogo = <Megaphone size={20} aria-hidden="true" />;

/**
 * The app's side navigation: portal heading, logo, menu and a collapse toggle. In the phone layout it is shown in
 * AppLayout's drawer: always with labels, and without the collapse toggle (the drawer closes instead).
 */
export function Sidebar({
  heading,
  items,
  activeHref,
  collapsed,
  onToggle,
  renderLink = renderPlainLink,
  logo = defaultLogo,
  logoLabel,
  footer,
  secondary,
}: SidebarProps) {
  const headingId = useId();
  const { t } = useLingui();
  const toggleText = collapsed ? t`Expand sidebar` : t`Collapse sidebar`;
  const secondaryHeadingId = useId();
  const sidebarId = useId();
  const inDrawer = usePhoneLayout();
  const mode = collapsed && !inDrawer ? 'collapsed' : 'expanded';

  const handleToggle = () => {
    onToggle(!collapsed);
  };

  return (
    <StyledSidebar id={sidebarId} $mode={mode} data-collapsed={collapsed}>
      <StyledHeader $mode={mode}>
        <StyledLogoLink render={renderLink} href="/">
          <StyledLogoMark aria-hidden="true">{logo}</StyledLogoMark>
          <VisuallyHidden>{logoLabel ?? t`Home page`}</VisuallyHidden>
        </StyledLogoLink>
        <StyledHeading id={headingId} $mode={mode}>
          {heading}
        </StyledHeading>
      </StyledHeader>
      <StyledNav aria-labelledby={headingId} $grow={!secondary}>
        <MenuList items={items} activeHref={activeHref} mode={mode} renderLink={renderLink} />
      </StyledNav>
      {secondary ? (
        <StyledNav aria-labelledby={secondaryHeadingId} $grow>
          <StyledGroupHeading id={secondaryHeadingId} $mode={mode}>
            {secondary.label}
          </StyledGroupHeading>
          <MenuList items={secondary.items} activeHref={activeHref} mode={mode} renderLink={renderLink} />
        </StyledNav>
      ) : null}
      {inDrawer ? null : (
        <StyledToggleRow $mode={mode}>
          <StyledToggle
            type="button"
            aria-label={toggleText}
            title={toggleText}
            aria-expanded={!collapsed}
            aria-controls={sidebarId}
            onClick={handleToggle}
          >
            {toggleIcons[mode]}
          </StyledToggle>
        </StyledToggleRow>
      )}
      {footer ? <StyledFooter $mode={mode}>{footer}</StyledFooter> : null}
    </StyledSidebar>
  );
}
