import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type {
  Asset,
  AssetBody,
  Campaign,
  ContentBulkItem,
  ContentStatus,
  ContentUpdateBody,
  Entry,
  EntryBody,
  GeneratedPost,
  GeneratorRequest,
  Platform,
  PlatformFormOutput,
} from '@app/contract';
import { Button, Card, Icons, type RenderLink } from '@app/ui';
import { AssetFormModal, type UploadFile } from '../AssetForm';
import type { CopyText, DownloadPictures } from '../shared/postActions';
import type { RedbookGeneratorProps } from '../RedbookGenerator';
import { platformLabel, platformOfEntryType } from '../shared/platformLabels';
import { lazyModal } from '../shared/lazyModal';
import { AuthTextLink } from '../shared/AuthLayout';
import { LoadError, NotLoaded } from '../shared/PageStates';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import { AssetLibrary } from './AssetLibrary';
import { ContentsCard } from './ContentsCard';
import { DetailsCard } from './DetailsCard';
import { GeneratorSlot, type CampaignGeneratorProps } from './GeneratorSlot';
import { assetCreateFailureText, assetsForPlatform, type ContentFilter, type DetailContent } from './logic';
import { StyledHeading, StyledMuted, StyledPage, StyledPhoneGenerateBar } from './CampaignDetails.styles';

const PlatformFormModal = lazyModal(() => import('./PlatformFormModal').then((module) => module.PlatformFormModal));

/** What the screen is filtered on: the selected platform (entry) and the contents' status, or none. */
export interface CampaignDetailsFilters {
  entryId: string | null;
  status: ContentStatus | null;
}

/** A list the screen shows in pages: how many the server holds, and how to load the next page. */
export interface CampaignDetailsPaging {
  total: number;
  onLoadMore: () => void;
  loadingMore?: boolean;
}

export interface CampaignDetailsProps extends CampaignGeneratorProps {
  /** The campaign (GET /campaign/one/{id}); null while it loads or when it failed to load. */
  campaign: Campaign | null;
  /** The campaign's platforms (GET /entry?campaignId=). */
  entries: readonly Entry[];
  /** The campaign's assets loaded so far (GET /asset?campaignId=, of the selected platform when the app filters). */
  assets: readonly Asset[];
  /** The campaign's contents loaded so far (GET /content?campaignId=), with their assets when the API resolves them. */
  contents: readonly DetailContent[];
  /** Assets in pages: their total and Load more (without it, `assets` is the whole list). */
  assetPaging?: CampaignDetailsPaging;
  /** Contents in pages: their total and Load more (without it, `contents` is the whole list). */
  contentPaging?: CampaignDetailsPaging;
  /** Told when the platform or status filter changes, so that the app loads the pages of that view. */
  onFiltersChange?: (filters: CampaignDetailsFilters) => void;
  isLoading?: boolean;
  /** A load error, shown instead of the campaign. */
  error?: string | null;
  /** No such campaign (unknown id, or deleted): said instead of the campaign, with a link back to the list. */
  notFound?: boolean;
  /** Where that link goes: the campaign list. */
  listHref?: string;
  /** Renders the in-app link (the app's router link); a plain `<a href>` when absent. */
  renderLink?: RenderLink;
  /** The signed-in user's id: the uploader of new assets and the owner of generated contents. */
  userId: string;
  resolveFileUrl?: ResolveFileUrl;
  /** Uploads a chosen file and answers its object key. */
  onUpload: UploadFile;
  /** POST /asset. */
  onCreateAsset: (body: AssetBody) => Promise<unknown>;
  /** POST /entry: a platform of this campaign and tenant, added from the details card or the empty Add Asset. */
  onCreateEntry: (body: EntryBody) => Promise<unknown>;
  /** DELETE /asset/one/{id}. */
  onDeleteAsset: (id: string) => Promise<unknown>;
  /** PATCH /content/one/{id}; the screen sends `{ status }`. */
  onUpdateContent: (update: { id: string; body: ContentUpdateBody }) => Promise<unknown>;
  /** POST /redbook/generate. */
  onGenerate: (request: GeneratorRequest) => Promise<GeneratedPost[]>;
  /** POST /redbook/generate/stream: each post told as it is written (the generator then shows "3 of 10"). */
  onGenerateStream?: RedbookGeneratorProps['onGenerateStream'];
  /** POST /content/bulk with the generated posts chosen to keep. */
  onSaveGenerated: (items: ContentBulkItem[]) => Promise<unknown>;
  /** Saves a content's pictures to the device (Download pictures); answers how many. */
  onDownloadPictures: DownloadPictures;
  /** Copies a content's text (Copy text); the clipboard by default. */
  onCopyText?: CopyText;
  /** The generator's random source (Math.random by default). */
  random?: () => number;
}

/**
 * The tenant's campaign details (SPEC section 2): the campaign's description, keywords and platform chips (a
 * one-at-a-time platform filter), its Asset Library, and its contents with a status filter and the generator.
 */
export const CAMPAIGN_NOT_FOUND = msg`This campaign does not exist or was deleted.`;

export function CampaignDetails(props: CampaignDetailsProps) {
  const { campaign, isLoading = false, error, notFound = false, listHref = '/tenant/campaign', renderLink } = props;
  const { t } = useLingui();
  if (notFound) {
    return (
      <StyledPage>
        <StyledHeading>{t`Campaign`}</StyledHeading>
        <Card>
          <StyledMuted role="status">{t(CAMPAIGN_NOT_FOUND)}</StyledMuted>
          <AuthTextLink href={listHref} renderLink={renderLink}>
            {t`Back to Campaign List`}
          </AuthTextLink>
        </Card>
      </StyledPage>
    );
  }
  if (!campaign) {
    return (
      <StyledPage>
        <StyledHeading>{t`Campaign`}</StyledHeading>
        <NotLoaded error={error} isLoading={isLoading} />
      </StyledPage>
    );
  }
  return <CampaignView {...props} campaign={campaign} />;
}

/** The loaded campaign: its three cards, the platform filter they share, and the modals they open. */
function CampaignView({
  campaign,
  entries,
  assets,
  contents,
  error,
  userId,
  resolveFileUrl,
  onUpload,
  onCreateAsset,
  onCreateEntry,
  onDeleteAsset,
  onUpdateContent,
  onGenerate,
  onGenerateStream,
  onSaveGenerated,
  onDownloadPictures,
  onCopyText,
  random,
  assetPaging,
  contentPaging,
  onFiltersChange,
  generateFor,
  onGeneratorClose,
  generatorPrefill,
  generatorSettings,
  onGeneratorPlatform,
}: CampaignDetailsProps & { campaign: Campaign }) {
  const { t, i18n } = useLingui();
  const name = campaign.name;
  const [platformId, setPlatformId] = useState<string | null>(null);
  const [filter, setFilter] = useState<ContentFilter>('all');
  const [selectedAssetIds, setSelectedAssetIds] = useState<ReadonlySet<string>>(new Set());
  const [addingAsset, setAddingAsset] = useState(false);
  // the generator is open for a platform (undefined: the form's default)
  const [generator, setGenerator] = useState<{ open: boolean; platform?: Platform }>(() => ({
    open: Boolean(generateFor),
    platform: generateFor ?? undefined,
  }));
  const [linkedPlatform, setLinkedPlatform] = useState(generateFor);
  if (linkedPlatform !== generateFor) {
    setLinkedPlatform(generateFor);
    if (generateFor) setGenerator({ open: true, platform: generateFor });
  }
  // Add Platform, and whether Add Asset (which had no platform to offer) opens again once the platform is added
  const [addingPlatform, setAddingPlatform] = useState<{ open: boolean; thenAsset: boolean }>({
    open: false,
    thenAsset: false,
  });

  const platform = entries.find((entry) => entry.id === platformId) ?? null;
  const selectedPlatformId = platform?.id ?? null;
  const libraryAssets = assetsForPlatform(assets, selectedPlatformId);
  const generatorSelection = libraryAssets.filter((asset) => selectedAssetIds.has(asset.id)).map((asset) => asset.id);

  const handleSelectAsset = (assetId: string, on: boolean) => {
    const next = new Set(selectedAssetIds);
    if (on) next.add(assetId);
    else next.delete(assetId);
    setSelectedAssetIds(next);
  };

  const handlePlatformChange = (next: string | null) => {
    setPlatformId(next);
    onFiltersChange?.({ entryId: next, status: filter === 'all' ? null : filter });
  };
  const handleFilterChange = (next: ContentFilter) => {
    setFilter(next);
    onFiltersChange?.({ entryId: selectedPlatformId, status: next === 'all' ? null : next });
  };

  // the selected platform chip preselects the generator's platform
  const handleOpenGenerator = () => setGenerator({ open: true, platform: platformOfEntryType(platform?.type ?? '') });
  const handleCloseGenerator = () => {
    setGenerator((current) => ({ ...current, open: false }));
    onGeneratorClose?.();
  };

  const handleDeleteAsset = async (assetId: string) => {
    await onDeleteAsset(assetId);
    setSelectedAssetIds((current) => new Set([...current].filter((id) => id !== assetId)));
  };

  const handleCreatePlatform = ({ type, accessValue }: PlatformFormOutput) =>
    // an agency campaign's entry belongs to the signed-in tenant (the server makes a tenant's entries its own)
    onCreateEntry({ type, accessValue, tenantId: campaign.tenantId ?? userId, campaignId: campaign.id });
  const handleAddPlatformFromAsset = () => {
    setAddingAsset(false);
    setAddingPlatform({ open: true, thenAsset: true });
  };
  // back to Add Asset when it sent the user here, whether the platform was added or not
  const handlePlatformClose = () => {
    setAddingPlatform((state) => ({ ...state, open: false }));
    if (addingPlatform.thenAsset) setAddingAsset(true);
  };

  return (
    <StyledPage>
      <StyledHeading>{t`Campaign - ${name}`}</StyledHeading>
      {error && <LoadError error={error} />}
      <DetailsCard
        campaign={campaign}
        entries={entries}
        platformId={selectedPlatformId}
        onPlatformChange={handlePlatformChange}
        onAddPlatform={() => setAddingPlatform({ open: true, thenAsset: false })}
      />
      <AssetLibrary
        assets={libraryAssets}
        entries={entries}
        selectedIds={selectedAssetIds}
        onSelect={handleSelectAsset}
        onDelete={handleDeleteAsset}
        onAdd={() => setAddingAsset(true)}
        resolveFileUrl={resolveFileUrl}
        total={assetPaging?.total}
        onLoadMore={assetPaging?.onLoadMore}
        loadingMore={assetPaging?.loadingMore}
      />
      <ContentsCard
        title={platform ? platformLabel(i18n, platform.type) : t`Contents`}
        contents={contents}
        platformId={selectedPlatformId}
        assetsById={new Map(assets.map((asset) => [asset.id, asset]))}
        onUpdateContent={onUpdateContent}
        onGenerate={handleOpenGenerator}
        onDownloadPictures={onDownloadPictures}
        onCopyText={onCopyText}
        resolveFileUrl={resolveFileUrl}
        filter={filter}
        onFilterChange={handleFilterChange}
        total={contentPaging?.total}
        onLoadMore={contentPaging?.onLoadMore}
        loadingMore={contentPaging?.loadingMore}
      />
      <StyledPhoneGenerateBar>
        <Button icon={<Icons.Sparkles size={16} aria-hidden="true" />} onClick={handleOpenGenerator}>
          {t`Generate`}
        </Button>
      </StyledPhoneGenerateBar>
      <AssetFormModal
        open={addingAsset}
        title={t`Add Asset`}
        submitLabel={t`Save`}
        entries={entries}
        userId={userId}
        defaultEntryId={selectedPlatformId ?? undefined}
        tooLargeMessage={t`Max file size is 5MB`}
        onUpload={onUpload}
        resolveFileUrl={resolveFileUrl}
        onSubmit={onCreateAsset}
        describeFailure={(failure) => assetCreateFailureText(i18n, failure)}
        onClose={() => setAddingAsset(false)}
        onAddPlatform={handleAddPlatformFromAsset}
      />
      <PlatformFormModal open={addingPlatform.open} onClose={handlePlatformClose} onCreate={handleCreatePlatform} />
      <GeneratorSlot
        open={generator.open}
        onClose={handleCloseGenerator}
        assets={libraryAssets}
        entries={entries}
        initialSelectedAssetIds={generatorSelection}
        campaignId={campaign.id}
        userId={userId}
        resolveFileUrl={resolveFileUrl}
        onGenerate={onGenerate}
        onGenerateStream={onGenerateStream}
        onSave={onSaveGenerated}
        random={random}
        platform={generator.platform}
        prefill={generatorPrefill}
        lastSettings={generatorSettings}
        onPlatformChange={onGeneratorPlatform}
      />
    </StyledPage>
  );
}
