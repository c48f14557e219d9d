import { useLocation } from 'wouter';
import type { Campaign } from '@app/contract';
import { CampaignList } from '@app/screens';
import { useCreateCampaign, useDeleteCampaigns, useUpdateCampaign } from '../../data/hooks';
import { useListPage } from '../../data/useListPage';
import { campaignDetailsPath } from '../../routing/routes';
import type { Role } from '../../session/session';
import { listScreenProps } from './listScreen';

export interface CampaignPageProps {
  role: Role;
}

export function CampaignPage({ role }: CampaignPageProps) {
  const [, navigate] = useLocation();
  const page = useListPage<Campaign>('campaign');
  const createCampaign = useCreateCampaign();
  const updateCampaign = useUpdateCampaign();
  const deleteCampaigns = useDeleteCampaigns();
  return (
    <CampaignList
      role={role}
      {...listScreenProps(page, 'campaigns')}
      onCreate={createCampaign}
      onUpdate={updateCampaign}
      onDelete={deleteCampaigns}
      onOpenCampaign={
        role === 'tenant'
          ? (campaign) => navigate(campaignDetailsPath(campaign.id), { state: { campaignId: campaign.id } })
          : undefined
      }
    />
  );
}
