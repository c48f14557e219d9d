import { useLocation } from 'wouter';
import { CampaignList } from '@app/screens';
import { useCreateCampaign, useDeleteCampaigns, useUpdateCampaign } from '../../data/hooks';
import { useListPage } from '../../data/useListPage';
import { useTenantFilter } from '../../data/useTenantFilter';
import { campaignDetailsPath } from '../../routing/routes';
import type { Role } from '../../session/session';
import { listScreenProps } from './listScreen';

export interface CampaignPageProps {
  role: Role;
}

export function CampaignPage({ role }: CampaignPageProps) {
  const [, navigate] = useLocation();
  const tenants = useTenantFilter(role === 'admin');
  const page = useListPage('campaign', { tenantId: tenants.tenantId });
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
      tenantFilter={tenants.filter}
      onOpenCampaign={
        role === 'tenant'
          ? (campaign) => navigate(campaignDetailsPath(campaign.id), { state: { campaignId: campaign.id } })
          : undefined
      }
    />
  );
}
