export { CampaignList } from './CampaignList';
export type { CampaignListProps } from './CampaignList';
