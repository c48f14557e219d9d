import { Link } from 'wouter';
import type { RenderLink } from '@app/ui';

/** Renders the screens' links through wouter, so in-app navigation needs no page load. */
export const renderRouterLink: RenderLink = ({ href, children, className, 'aria-current': ariaCurrent }) => (
  <Link href={href} className={className} aria-current={ariaCurrent}>
    {children}
  </Link>
);
