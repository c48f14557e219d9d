import { Redirect, useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { CampaignDetails } from '@app/screens';
import {
  generatePosts,
  resolveFileUrl,
  uploadFile,
  useAssets,
  useCampaign,
  useContents,
  useCreateAsset,
  useDeleteAsset,
  useEntries,
  useSaveGeneratedContents,
  useUpdateContent,
} from '../../data/hooks';
import { TENANT_ROUTES } from '../../routing/routes';
import { readSession } from '../../session/session';
import { loadError } from '../shared/loadError';

/**
 * Campaign details: the campaign id comes from the URL (reloads and shared links work) or from the navigation
 * state; with neither the tenant goes back to the campaign list.
 */
export function CampaignDetailsPage() {
  const params = useParams<{ id?: string }>();
  const state = useHistoryState<{ campaignId?: string } | null>();
  const campaignId = params.id ?? state?.campaignId;
  const campaign = useCampaign(campaignId);
  const entries = useEntries(campaignId);
  const assets = useAssets(campaignId);
  const contents = useContents(campaignId);
  const createAsset = useCreateAsset();
  const deleteAsset = useDeleteAsset();
  const updateContent = useUpdateContent();
  const saveGenerated = useSaveGeneratedContents();

  if (!campaignId) return <Redirect to={TENANT_ROUTES.campaign.path} replace />;

  return (
    <CampaignDetails
      campaign={campaign.data ?? null}
      entries={entries.data ?? []}
      assets={assets.data ?? []}
      contents={contents.data ?? []}
      isLoading={campaign.isLoading}
      error={loadError(campaign.error, 'this campaign')}
      userId={readSession()?.uid ?? ''}
      resolveFileUrl={resolveFileUrl}
      onUpload={uploadFile}
      onCreateAsset={createAsset}
      onDeleteAsset={deleteAsset}
      onUpdateContent={updateContent}
      onGenerate={generatePosts}
      onSaveGenerated={saveGenerated}
    />
  );
}
