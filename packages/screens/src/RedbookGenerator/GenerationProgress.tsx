import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@app/ui';
import { StyledProgress, StyledProgressFill, StyledProgressTrack } from './GenerationProgress.styles';
import { StyledStatus } from './GeneratedResults.styles';

export interface GenerationProgressProps {
  /** Posts written so far. */
  done: number;
  /** Posts asked for. */
  total: number;
}

/** While posts arrive one by one: "Writing posts: 3 of 10" and a bar that fills as they come. */
export function GenerationProgress({ done, total }: GenerationProgressProps) {
  const { t } = useLingui();
  const percent = total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 0;
  return (
    <StyledProgress>
      <StyledStatus role="status" id="generation-progress">
        <Spinner size={18} />
        {t`Writing posts: ${done} of ${total}`}
      </StyledStatus>
      <StyledProgressTrack
        role="progressbar"
        aria-labelledby="generation-progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
      >
        <StyledProgressFill style={{ width: `${percent}%` }} />
      </StyledProgressTrack>
    </StyledProgress>
  );
}
