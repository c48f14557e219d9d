import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { ChevronRight, Home, Menu } from '../icons';
import { usePhoneLayout } from '../responsive';
import { renderPlainLink, type RenderLink } from '../Sidebar/LinkSlot';
import { SidebarDrawer } from './SidebarDrawer';
import { StyledMenuButton } from './SidebarDrawer.styles';
import {
  StyledColumn,
  StyledCrumb,
  StyledCrumbLink,
  StyledCrumbs,
  StyledCurrentCrumb,
  StyledHeader,
  StyledHeaderActions,
  StyledLayout,
  StyledMain,
  StyledSidebarSlot,
  StyledSkipLink,
  StyledTitle,
  StyledTitleBlock,
} from './AppLayout.styles';
import { useLingui } from '@lingui/react/macro';

export interface AppLayoutProps {
  /** The side navigation, usually a `<Sidebar />`. */
  sidebar: ReactNode;
  /** The page title (h1), also the breadcrumb's current page. */
  title: string;
  /** The breadcrumb's text for the current page, when it differs from the title. */
  breadcrumbLabel?: string;
  /** Where the breadcrumb's first item leads. */
  homeHref?: string;
  homeLabel?: string;
  /** Renders the breadcrumb's link; inject the router's Link here. A plain anchor by default. */
  renderLink?: RenderLink;
  /** Identifies the page shown; the content fades in (theme.durations.pageFade) whenever it changes (not on mount). */
  pageKey?: string;
  /** Controls at the right of the page header. */
  headerActions?: ReactNode;
  /** The phone layout's drawer: its name, and its menu and close buttons' names. */
  menuLabel?: string;
  openMenuLabel?: string;
  closeMenuLabel?: string;
  children?: ReactNode;
}

function prefersReducedMotion(view: Window | null): boolean {
  return Boolean(view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}

/**
 * The signed-in page frame: sidebar, page header with breadcrumb, and the main content. On a phone
 * (theme.sizes.phoneMax and narrower) the sidebar is a drawer that the header's menu button opens.
 */
export function AppLayout({
  sidebar,
  title,
  breadcrumbLabel,
  homeHref = '/dashboard',
  homeLabel,
  renderLink = renderPlainLink,
  pageKey,
  headerActions,
  menuLabel,
  openMenuLabel,
  closeMenuLabel,
  children,
}: AppLayoutProps) {
  const theme = useTheme();
  const { t } = useLingui();
  const mainId = useId();
  const drawerId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const phone = usePhoneLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A new page closes the drawer (a link in it was followed).
  const [drawerPage, setDrawerPage] = useState(pageKey);
  if (drawerPage !== pageKey) {
    setDrawerPage(pageKey);
    setDrawerOpen(false);
  }
  const drawerShown = phone && drawerOpen;
  const handleOpenDrawer = () => setDrawerOpen(true);
  const handleCloseDrawer = () => setDrawerOpen(false);

  const shownKey = useRef(pageKey);
  useEffect(() => {
    const main = mainRef.current;
    if (shownKey.current === pageKey) return undefined;
    shownKey.current = pageKey;
    if (!main || typeof main.animate !== 'function') return undefined;
    if (prefersReducedMotion(main.ownerDocument.defaultView)) return undefined;
    const animation = main.animate([{ opacity: 0 }, { opacity: 1 }], {
      duration: theme.durations.pageFade,
      easing: 'ease-out',
    });
    return () => animation.cancel();
  }, [pageKey, theme.durations.pageFade]);

  const handleSkip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <StyledLayout>
      <StyledSkipLink href={`#${mainId}`} onClick={handleSkip}>
        {t`Skip to content`}
      </StyledSkipLink>
      {phone ? (
        <SidebarDrawer
          id={drawerId}
          open={drawerShown}
          onClose={handleCloseDrawer}
          label={menuLabel ?? t`Menu`}
          closeLabel={closeMenuLabel ?? t`Close menu`}
        >
          {sidebar}
        </SidebarDrawer>
      ) : (
        <StyledSidebarSlot>{sidebar}</StyledSidebarSlot>
      )}
      <StyledColumn>
        {/* notifications stay below it (Toaster) */}
        <StyledHeader data-toasts-clear="">
          {phone ? (
            <StyledMenuButton
              type="button"
              aria-label={openMenuLabel ?? t`Open menu`}
              aria-expanded={drawerShown}
              aria-controls={drawerId}
              onClick={handleOpenDrawer}
            >
              <Menu size={22} aria-hidden="true" />
            </StyledMenuButton>
          ) : null}
          <StyledTitleBlock>
            <nav aria-label={t`Breadcrumb`}>
              <StyledCrumbs>
                <StyledCrumb>
                  <StyledCrumbLink render={renderLink} href={homeHref}>
                    <Home size={14} aria-hidden="true" />
                    {homeLabel ?? t`Home`}
                  </StyledCrumbLink>
                </StyledCrumb>
                <StyledCrumb>
                  <ChevronRight size={14} aria-hidden="true" />
                  <StyledCurrentCrumb aria-current="page">{breadcrumbLabel ?? title}</StyledCurrentCrumb>
                </StyledCrumb>
              </StyledCrumbs>
            </nav>
            <StyledTitle>{title}</StyledTitle>
          </StyledTitleBlock>
          {headerActions ? <StyledHeaderActions>{headerActions}</StyledHeaderActions> : null}
        </StyledHeader>
        <StyledMain id={mainId} ref={mainRef} tabIndex={-1} data-page={pageKey}>
          {children}
        </StyledMain>
      </StyledColumn>
    </StyledLayout>
  );
}
