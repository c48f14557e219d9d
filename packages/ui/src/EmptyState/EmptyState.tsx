import type { HTMLAttributes, ReactNode } from 'react';
import { Inbox } from '../icons';
import { StyledAction, StyledDescription, StyledEmptyState, StyledIcon, StyledTitle } from './EmptyState.styles';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A decorative icon; an inbox by default, `null` for none. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A call to action, such as a Create button. */
  action?: ReactNode;
}

const defaultIcon = <Inbox size={22} aria-hidden="true" />;

/** What a list or a panel shows when it has nothing to show. */
export function EmptyState({ icon = defaultIcon, title, description, action, ...rest }: EmptyStateProps) {
  return (
    <StyledEmptyState {...rest}>
      {icon ? <StyledIcon aria-hidden="true">{icon}</StyledIcon> : null}
      <StyledTitle>{title}</StyledTitle>
      {description ? <StyledDescription>{description}</StyledDescription> : null}
      {action ? <StyledAction>{action}</StyledAction> : null}
    </StyledEmptyState>
  );
}
