import { msg } from '@lingui/core/macro';
import { joinKeywords, type Campaign, type CampaignFormValues } from '@app/contract';

/** The Create Campaign form's draft, kept through an expired session. */
export const CAMPAIGN_FORM_DRAFT = 'campaign';

export const CAMPAIGN_DELETE_ONE = msg`Are you sure you want to delete this campaign?`;
export const CAMPAIGN_DELETE_SELECTED = msg`Delete selected campaigns?`;

/** The campaign's keywords joined by comma as the form edits them: a blank one kept, as it was saved. */
export function campaignKeywords(campaign: Campaign): string {
  return joinKeywords(campaign.keyword);
}

/** A campaign loaded into the form: its keywords joined by ", " (SPEC section 2). */
export function campaignFormValues(campaign: Campaign): CampaignFormValues {
  return { name: campaign.name, description: campaign.description, keyword: campaignKeywords(campaign) };
}
