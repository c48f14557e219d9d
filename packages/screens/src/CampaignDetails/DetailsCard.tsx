import { Card, ChipGroup, KeywordBadges } from '@app/ui';
import type { Campaign, Entry } from '@app/contract';
import { AddPlatformButton } from '../shared/AddPlatform';
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
  const keywords = shownKeywords(campaign.keyword);
  return (
    <Card title="Details">
      <StyledDetails>
        <StyledSection>
          <StyledLabel>Description</StyledLabel>
          {campaign.description.trim() ? (
            <StyledDescription>{campaign.description}</StyledDescription>
          ) : (
            <StyledMuted>No description available.</StyledMuted>
          )}
        </StyledSection>
        <StyledSection>
          <StyledLabel>Keywords</StyledLabel>
          {keywords.length > 0 ? (
            <KeywordBadges keywords={keywords} />
          ) : (
            <StyledMuted>No keyword provided.</StyledMuted>
          )}
        </StyledSection>
        {entries.length > 0 ? (
          <StyledPlatforms>
            <ChipGroup
              label="Platforms"
              options={entries.map((entry) => ({ value: entry.id, label: entry.type }))}
              value={platformId}
              onChange={onPlatformChange}
            />
            <AddPlatformButton onClick={onAddPlatform} />
          </StyledPlatforms>
        ) : (
          <StyledSection>
            <StyledLabel>Platforms</StyledLabel>
            <StyledMuted>No platform linked to this campaign yet.</StyledMuted>
            <div>
              <AddPlatformButton onClick={onAddPlatform} />
            </div>
          </StyledSection>
        )}
      </StyledDetails>
    </Card>
  );
}
