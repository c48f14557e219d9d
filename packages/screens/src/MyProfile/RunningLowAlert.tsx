import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RunningLow } from '@app/contract';
import type { RenderLink } from '@app/ui';
import { RunningLowList } from '../shared/RunningLowList';
import { StyledRunningLow, StyledRunningLowTitle } from './MyProfile.styles';

export interface RunningLowAlertProps {
  runningLow: readonly RunningLow[];
  /** The address of the campaign's generator for the platform ("Generate more"); absent: no link. */
  generateMoreHref?: (low: RunningLow) => string;
  renderLink?: RenderLink;
}

/** The platforms running low on posts (none left included), at the top of the profile, each with "Generate more". */
export function RunningLowAlert({ runningLow, generateMoreHref, renderLink }: RunningLowAlertProps) {
  const { t } = useLingui();
  const headingId = useId();
  if (runningLow.length === 0) return null;
  return (
    <StyledRunningLow aria-labelledby={headingId}>
      <StyledRunningLowTitle id={headingId}>{t`Running low`}</StyledRunningLowTitle>
      <RunningLowList
        label={t`Platforms running low on posts`}
        renderLink={renderLink}
        items={runningLow.map((low) => ({
          key: `${low.campaignId}/${low.platform}`,
          platform: low.platform,
          unused: low.unused,
          generateHref: generateMoreHref?.(low) ?? null,
        }))}
      />
    </StyledRunningLow>
  );
}
