export { CampaignDetails } from './CampaignDetails';
export type { CampaignDetailsProps } from './CampaignDetails';
