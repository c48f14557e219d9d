import type { ContentStatus } from '@app/contract';
import { VisuallyHidden } from '../VisuallyHidden';
import { StyledBand, StyledFrame } from './StatusRibbon.styles';
import { useLingui } from '@lingui/react/macro';

export interface StatusRibbonProps {
  status: ContentStatus;
  /** The words read before the status by assistive technology. */
  srPrefix?: string;
}

/**
 * A diagonal ribbon across the top-right corner of its parent (which must be positioned, as Card is), showing
 * "active" or "archived" in distinct colours. Keep that corner free of controls (as the Card header's actions).
 */
export function StatusRibbon({ status, srPrefix }: StatusRibbonProps) {
  const { t } = useLingui();
  const names: Record<ContentStatus, string> = {
    active: t({ message: 'active', context: 'content status' }),
    pending: t({ message: 'pending', context: 'content status' }),
    archived: t({ message: 'archived', context: 'content status' }),
  };
  return (
    <StyledFrame data-status={status}>
      <StyledBand $status={status}>
        <VisuallyHidden>{`${srPrefix ?? t`Status:`} `}</VisuallyHidden>
        {names[status]}
      </StyledBand>
    </StyledFrame>
  );
}
