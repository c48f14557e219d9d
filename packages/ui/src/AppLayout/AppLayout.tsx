import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { ChevronRight, Home } from '../icons';
import { renderPlainLink, type RenderLink } from '../Sidebar/LinkSlot';
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
  children?: ReactNode;
}

function prefersReducedMotion(view: Window | null): boolean {
  return Boolean(view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}

/** The signed-in page frame: sidebar, page header with breadcrumb, and the main content. */
export function AppLayout({
  sidebar,
  title,
  breadcrumbLabel,
  homeHref = '/dashboard',
  homeLabel = 'Home',
  renderLink = renderPlainLink,
  pageKey,
  headerActions,
  children,
}: AppLayoutProps) {
  const theme = useTheme();
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);

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
        Skip to content
      </StyledSkipLink>
      <StyledSidebarSlot>{sidebar}</StyledSidebarSlot>
      <StyledColumn>
        <StyledHeader>
          <StyledTitleBlock>
            <nav aria-label="Breadcrumb">
              <StyledCrumbs>
                <StyledCrumb>
                  <StyledCrumbLink render={renderLink} href={homeHref}>
                    <Home size={14} aria-hidden="true" />
                    {homeLabel}
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
