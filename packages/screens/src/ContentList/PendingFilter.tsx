import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Badge, Button, Icons } from '@app/ui';

/** The list shows only the posts waiting for approval (`?status=pending`); `onClear` shows every post again. */
export interface PendingFilter {
  onClear: () => void;
}

/** What the list says when no post waits for approval any more, instead of "No contents yet.". */
export const ALL_CAUGHT_UP = msg`All caught up: no post is waiting for approval.`;

const StyledFilter = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The filter in force, shown in the toolbar, and the button that clears it. */
export function PendingFilterChip({ onClear }: PendingFilter) {
  const { t } = useLingui();
  return (
    <StyledFilter>
      <Badge tone="warning">{t`Showing: waiting for approval`}</Badge>
      <Button variant="secondary" size="sm" onClick={onClear}>
        <Icons.X size={14} aria-hidden="true" />
        {t`Show all posts`}
      </Button>
    </StyledFilter>
  );
}
