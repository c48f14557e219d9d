import { useLingui } from '@lingui/react/macro';
import { Card, ChipGroup, KeywordBadges } from '@app/ui';
import type { Campaign, Entry } from '@app/contract';
import { AddPlatformButton } from '../shared/AddPlatform';
import { platformLabel } from '../shared/platformLabels';
import { shownKeywords } from './logic';
import { StyledMuted } from './CampaignDetails.styles';
import { StyledDescription, StyledDetails, StyledLabel, StyledPlatforms, StyledSection } from './DetailsCard.styles';

export interface DetailsCardProps {
  campaign: Campaign;
  /** The campaign's platforms, one chip each. */
  entries: readonly Entry[];
  /** The platform the screen is filtered on, or null for all. */
  platformId: string | null;
  onPlatformChange: (platformId: string | null) => void;
  /** Opens Add Platform (beside the chips, or in place of them while there are none). */
  onAddPlatform: () => void;
}

/**
 * The campaign's details card (SPEC section 2): its description (or "No description available."), its keywords as
 * badges (or "No keyword provided.") and its platform chips, a filter with one platform selected at a time, with
 * Add Platform beside them.
 */
export function DetailsCard({ campaign, entries, platformId, onPlatformChange, onAddPlatform }: DetailsCardProps) {
  const { t, i18n } = useLingui();
  const keywords = shownKeywords(campaign.keyword);
  return (
    <Card title={t`Details`}>
      <StyledDetails>
        <StyledSection>
          <StyledLabel>{t`Description`}</StyledLabel>
          {campaign.description.trim() ? (
            <StyledDescription>{campaign.description}</StyledDescription>
          ) : (
            <StyledMuted>{t`No description available.`}</StyledMuted>
          )}
        </StyledSection>
        <StyledSection>
          <StyledLabel>{t`Keywords`}</StyledLabel>
          {keywords.length > 0 ? (
            <KeywordBadges keywords={keywords} />
          ) : (
            <StyledMuted>{t`No keyword provided.`}</StyledMuted>
          )}
        </StyledSection>
        {entries.length > 0 ? (
          <StyledPlatforms>
            <ChipGroup
              label={t`Platforms`}
              options={entries.map((entry) => ({ value: entry.id, label: platformLabel(i18n, entry.type) }))}
              value={platformId}
              onChange={onPlatformChange}
            />
            <AddPlatformButton onClick={onAddPlatform} />
          </StyledPlatforms>
        ) : (
          <StyledSection>
            <StyledLabel>{t`Platforms`}</StyledLabel>
            <StyledMuted>{t`No platform linked to this campaign yet.`}</StyledMuted>
            <div>
              <AddPlatformButton onClick={onAddPlatform} />
            </div>
          </StyledSection>
        )}
      </StyledDetails>
    </Card>
  );
}
