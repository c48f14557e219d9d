import { useLocation } from 'wouter';
import { CampaignList } from '@app/screens';
import { useCampaigns, useCreateCampaign, useDeleteCampaigns, useUpdateCampaign } from '../../data/hooks';
import { campaignDetailsPath } from '../../routing/routes';
import type { Role } from '../../session/session';
import { loadError } from './loadError';

export interface CampaignPageProps {
  role: Role;
}

export function CampaignPage({ role }: CampaignPageProps) {
  const [, navigate] = useLocation();
  const { data, error, isLoading, mutate } = useCampaigns();
  const createCampaign = useCreateCampaign();
  const updateCampaign = useUpdateCampaign();
  const deleteCampaigns = useDeleteCampaigns();
  return (
    <CampaignList
      role={role}
      rows={data ?? []}
      isLoading={isLoading}
      error={loadError(error, 'campaigns')}
      onRefresh={() => void mutate()}
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
