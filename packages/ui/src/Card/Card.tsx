import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { StyledCard, StyledCardActions, StyledCardBody, StyledCardHeader, StyledCardTitle } from './Card.styles';

export type CardHeadingLevel = 2 | 3 | 4;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading; it also names the card's region. */
  title?: ReactNode;
  /** The heading's level in the page outline. */
  headingLevel?: CardHeadingLevel;
  /** Controls shown at the right of the header (buttons, filters). */
  actions?: ReactNode;
  children?: ReactNode;
}

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** A surface grouping related content, with an optional header of title and actions. */
export function Card({ title, headingLevel = 2, actions, children, ...rest }: CardProps) {
  const titleId = useId();
  const hasHeader = Boolean(title) || Boolean(actions);
  return (
    <StyledCard aria-labelledby={title ? titleId : undefined} {...rest}>
      {hasHeader ? (
        <StyledCardHeader>
          {title ? (
            <StyledCardTitle as={headingTags[headingLevel]} id={titleId}>
              {title}
            </StyledCardTitle>
          ) : null}
          {actions ? <StyledCardActions>{actions}</StyledCardActions> : null}
        </StyledCardHeader>
      ) : null}
      <StyledCardBody>{children}</StyledCardBody>
    </StyledCard>
  );
}
