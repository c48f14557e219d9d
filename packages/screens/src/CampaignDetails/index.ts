export { CampaignDetails } from './CampaignDetails';
export type { CampaignDetailsFilters, CampaignDetailsPaging, CampaignDetailsProps } from './CampaignDetails';
