import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@app/ui';
import { StyledBadgeList, StyledBadgeListItem } from './BadgeList.styles';

export interface BadgeListItem {
  key: string;
  label: ReactNode;
  /** The figure beside the label ("2 unused posts"). */
  badge: string;
  tone: BadgeTone;
}

export interface BadgeListProps {
  items: readonly BadgeListItem[];
  /** The list's accessible name. */
  label?: string;
}

/** A list of labels, each with a badge at its end (wrapping under it where the line is too short). */
export function BadgeList({ items, label }: BadgeListProps) {
  return (
    <StyledBadgeList aria-label={label}>
      {items.map((item) => (
        <StyledBadgeListItem key={item.key}>
          <span>{item.label}</span>
          <Badge tone={item.tone}>{item.badge}</Badge>
        </StyledBadgeListItem>
      ))}
    </StyledBadgeList>
  );
}
