import type { HTMLAttributes, ReactNode } from 'react';
import { StyledBadge, type BadgeTone } from './Badge.styles';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The colour family: a status ("active" is success, "archived" neutral), a keyword (info), a problem (danger). */
  tone?: BadgeTone;
  /** A small decorative icon before the text. */
  icon?: ReactNode;
  children: ReactNode;
}

/** A short, non-interactive label: a status or a keyword. */
export function Badge({ tone = 'neutral', icon, children, ...rest }: BadgeProps) {
  return (
    <StyledBadge {...rest} $tone={tone}>
      {icon}
      {children}
    </StyledBadge>
  );
}
