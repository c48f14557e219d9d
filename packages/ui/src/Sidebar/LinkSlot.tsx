import type { ReactNode } from 'react';

/** What a link renderer receives; it must pass every prop on to the anchor it renders. */
export interface LinkRenderProps {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page';
}

/** Renders a link; the app injects its router's Link here, the design system knows no router. */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** The default link renderer: a plain anchor. */
export const renderPlainLink: RenderLink = ({ href, children, className, 'aria-current': ariaCurrent }) => (
  <a href={href} className={className} aria-current={ariaCurrent}>
    {children}
  </a>
);

export interface LinkSlotProps extends LinkRenderProps {
  render: RenderLink;
}

/** Lets a styled component style whatever element the injected renderer returns, through `className`. */
export function LinkSlot({ render, ...props }: LinkSlotProps) {
  return <>{render(props)}</>;
}
