import type { ContentStatus } from '@app/contract';
import { VisuallyHidden } from '../VisuallyHidden';
import { StyledBand, StyledFrame } from './StatusRibbon.styles';

export interface StatusRibbonProps {
  status: ContentStatus;
  /** The words read before the status by assistive technology. */
  srPrefix?: string;
}

/**
 * A diagonal ribbon across the top-right corner of its parent (which must be positioned, as Card is), showing
 * "active" or "archived" in distinct colours. Keep that corner free of controls (as the Card header's actions).
 */
export function StatusRibbon({ status, srPrefix = 'Status:' }: StatusRibbonProps) {
  return (
    <StyledFrame data-status={status}>
      <StyledBand $status={status}>
        <VisuallyHidden>{`${srPrefix} `}</VisuallyHidden>
        {status}
      </StyledBand>
    </StyledFrame>
  );
}
