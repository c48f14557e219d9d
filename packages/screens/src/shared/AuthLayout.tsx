import type { ReactNode } from 'react';
import type { LinkRenderProps, RenderLink } from '@app/ui';
import { InterfaceLanguage } from './InterfaceLanguage';
import {
  StyledAuthCard,
  StyledAuthLanguage,
  StyledAuthHeader,
  StyledAuthPage,
  StyledAuthSubtitle,
  StyledAuthTitle,
  StyledTextLink,
} from './AuthLayout.styles';

/** An in-app link: the same props the design system's links take, so the app injects one router link for all. */
export type AuthLinkTarget = LinkRenderProps;

/** Renders an in-app link (the app passes its router's link component); a plain `<a href>` when absent. */
export type RenderAuthLink = RenderLink;

export interface AuthLinkProps extends AuthLinkTarget {
  renderLink?: RenderAuthLink;
}

/** An in-app link without styling of its own (its container styles it), through `renderLink` when supplied. */
export function AuthLink({ renderLink, ...link }: AuthLinkProps) {
  if (renderLink) return renderLink(link);
  const { children, ...anchor } = link;
  return <a {...anchor}>{children}</a>;
}

/** An in-app text link in the product's link style. */
export function AuthTextLink(props: AuthLinkProps) {
  return (
    <StyledTextLink>
      <AuthLink {...props} />
    </StyledTextLink>
  );
}

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown above the heading (the role switch of the login screen). */
  top?: ReactNode;
  children: ReactNode;
}

/**
 * The centred card of the sign-in screens (login, forgot password, register), shared by their folders, with the
 * interface's language switch above it.
 */
export function AuthLayout({ title, subtitle, top, children }: AuthLayoutProps) {
  return (
    <StyledAuthPage>
      <StyledAuthLanguage>
        <InterfaceLanguage />
      </StyledAuthLanguage>
      <StyledAuthCard>
        {top}
        <StyledAuthHeader>
          <StyledAuthTitle>{title}</StyledAuthTitle>
          {subtitle ? <StyledAuthSubtitle>{subtitle}</StyledAuthSubtitle> : null}
        </StyledAuthHeader>
        {children}
      </StyledAuthCard>
    </StyledAuthPage>
  );
}
