import { useDeferredValue, useState } from 'react';
import { Redirect, useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { CampaignDetails, type CampaignDetailsFilters } from '@app/screens';
import {
  resolveFileUrl,
  uploadFile,
  useCampaign,
  useCreateAsset,
  useCreateEntry,
  useDeleteAsset,
  useEntries,
  useProfile,
  useSaveGeneratedContents,
  useUpdateContent,
} from '../../data/hooks';
import { downloadPictures } from '../../data/downloads';
import { useCampaignGenerator } from '../../data/useCampaignGenerator';
import { useLoadMoreList } from '../../data/useLoadMoreList';
import { ApiError } from '../../api/client';
import { renderRouterLink } from '../../routing/RouterLink';
import { TENANT_ROUTES } from '../../routing/routes';
import { readSession } from '../../session/session';
import { loadError } from '../shared/loadError';

/** An unknown or deleted campaign: the server answers 404 (for another tenant's too, and for a malformed id). */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

const noFilters: CampaignDetailsFilters = { entryId: null, status: null };

/**
 * Campaign details: the campaign id comes from the URL (reloads and shared links work) or from the navigation
 * state; with neither the tenant goes back to the campaign list. Its assets and contents load 100 at a time, of
 * the platform and status the screen is filtered on. `?generate=<Platform>` opens the generator for that platform with
 * its last settings.
 */
export function CampaignDetailsPage() {
  const params = useParams<{ id?: string }>();
  const state = useHistoryState<{ campaignId?: string } | null>();
  const campaignId = params.id ?? state?.campaignId;
  const [filters, setFilters] = useState(noFilters);
  const campaign = useCampaign(campaignId);
  const entries = useEntries(campaignId);
  const entryId = filters.entryId ?? undefined;
  const assets = useLoadMoreList('asset', campaignId ? { campaignId, entryId } : null);
  const contents = useLoadMoreList(
    'content',
    campaignId ? { campaignId, entryId, status: filters.status ?? undefined } : null,
  );
  const createAsset = useCreateAsset();
  const createEntry = useCreateEntry();
  const deleteAsset = useDeleteAsset();
  const updateContent = useUpdateContent();
  const saveGenerated = useSaveGeneratedContents();
  const generator = useCampaignGenerator(campaign.data, useProfile().data);
  // The first view waits for its platforms, assets and contents too: drawn as each arrives, every list would push the
  // cards below it down (a layout shift of the whole page on a phone). Once shown, reloads (a filter) stay in place.
  const [shownFor, setShownFor] = useState<string | null>(null);
  const listsLoading = entries.isLoading || assets.isLoading || contents.isLoading;
  const ready = shownFor === campaignId || (campaign.data !== undefined && !listsLoading);
  if (ready && campaignId && shownFor !== campaignId) setShownFor(campaignId);
  // Drawing the whole page (its cards, tiles and posts) is the longest work of a visit: it is done as a transition,
  // which React renders in short slices that let the browser paint and answer input between them (one task of
  // hundreds of ms on a phone otherwise), while the loading state stays on screen until it is done.
  const shown = useDeferredValue(ready);

  if (!campaignId) return <Redirect to={TENANT_ROUTES.campaign.path} replace />;

  return (
    <CampaignDetails
      campaign={shown ? (campaign.data ?? null) : null}
      entries={entries.data ?? []}
      assets={assets.items}
      contents={contents.items}
      assetPaging={assets.paging}
      contentPaging={contents.paging}
      onFiltersChange={setFilters}
      isLoading={campaign.isLoading || (!shown && campaign.data !== undefined)}
      error={loadError(campaign.error, 'this campaign')}
      notFound={isMissing(campaign.error)}
      listHref={TENANT_ROUTES.campaign.path}
      renderLink={renderRouterLink}
      userId={readSession()?.uid ?? ''}
      resolveFileUrl={resolveFileUrl}
      onUpload={uploadFile}
      onCreateAsset={createAsset}
      onCreateEntry={createEntry}
      onDeleteAsset={deleteAsset}
      onUpdateContent={updateContent}
      onSaveGenerated={saveGenerated}
      onDownloadPictures={downloadPictures}
      {...generator}
    />
  );
}
