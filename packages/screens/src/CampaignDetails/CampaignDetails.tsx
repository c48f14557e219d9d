import { useState } from 'react';
import { StyledLoadError, StyledLoadingBody } from '../shared/PageStates.styles';
import * as v from 'valibot';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  ChipGroup,
  EmptyState,
  IconButton,
  Icons,
  LoadingOverlay,
  StatusRibbon,
  notify,
} from '@app/ui';
import {
  contentUpdateBodySchema,
  failureMessage,
  formatDate,
  type Asset,
  type AssetBody,
  type CampaignDetail,
  type ContentBulkItem,
  type ContentUpdateBody,
  type Entry,
  type GeneratedPost,
  type GeneratorRequest,
} from '@app/contract';
import { AssetForm, type UploadFile } from '../AssetForm';
import { RedbookGeneratorModal } from '../RedbookGenerator';
import { AssetPreview } from '../shared/AssetPreview';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import {
  CONTENT_FILTERS,
  assetCreateFailureText,
  assetsForPlatform,
  emptyContentsText,
  firstMatchingAsset,
  shownKeywords,
  toggledStatus,
  visibleContents,
  type ContentFilter,
  type DetailContent,
} from './logic';
import {
  StyledAssetGrid,
  StyledAssetTile,
  StyledBadges,
  StyledContentCard,
  StyledContentFooter,
  StyledContentGrid,
  StyledContentText,
  StyledContentTitle,
  StyledContentsToolbar,
  StyledDescription,
  StyledDetails,
  StyledFilterButton,
  StyledFilterGroup,
  StyledHeading,
  StyledLabel,
  StyledMuted,
  StyledNoPreview,
  StyledPage,
  StyledSection,
  StyledTileFooter,
} from './CampaignDetails.styles';

export const ASSET_DELETE_FAILED = 'Delete failed.';
export const CONTENT_UPDATE_FAILED = 'Update failed.';

export interface CampaignDetailsProps {
  /** The campaign (GET /campaign/one/{id}); null while it loads or when it failed to load. */
  campaign: CampaignDetail | null;
  /** The campaign's platforms (GET /entry?campaignId=). */
  entries: readonly Entry[];
  /** The campaign's assets (GET /asset?campaignId=). */
  assets: readonly Asset[];
  /** The campaign's contents (GET /content?campaignId=), with their assets when the API resolves them. */
  contents: readonly DetailContent[];
  isLoading?: boolean;
  /** A load error, shown instead of the campaign. */
  error?: string | null;
  /** The signed-in user's id: the uploader of new assets and the owner of generated contents. */
  userId: string;
  resolveFileUrl?: ResolveFileUrl;
  /** Uploads a chosen file and answers its object key. */
  onUpload: UploadFile;
  /** POST /asset. */
  onCreateAsset: (body: AssetBody) => Promise<unknown>;
  /** DELETE /asset/one/{id}. */
  onDeleteAsset: (id: string) => Promise<unknown>;
  /** PATCH /content/one/{id}; the screen sends `{ status }`. */
  onUpdateContent: (update: { id: string; body: ContentUpdateBody }) => Promise<unknown>;
  /** POST /redbook/generate. */
  onGenerate: (request: GeneratorRequest) => Promise<GeneratedPost[]>;
  /** POST /content/bulk with the generated posts chosen to keep. */
  onSaveGenerated: (items: ContentBulkItem[]) => Promise<unknown>;
  /** The generator's random source (Math.random by default). */
  random?: () => number;
}

/**
 * The tenant's campaign details (SPEC section 2): the campaign's description, keywords and platform chips (a
 * one-at-a-time platform filter), its Asset Library, and its contents with a status filter and the generator.
 */
export function CampaignDetails(props: CampaignDetailsProps) {
  const { campaign, isLoading = false, error } = props;
  if (!campaign) {
    return (
      <StyledPage>
        <StyledHeading>Campaign</StyledHeading>
        {error ? (
          <StyledLoadError role="alert">
            <Icons.CircleAlert size={18} aria-hidden="true" />
            {error}
          </StyledLoadError>
        ) : (
          <Card>
            <StyledLoadingBody aria-busy={isLoading || undefined}>
              <LoadingOverlay visible label="Loading..." />
            </StyledLoadingBody>
          </Card>
        )}
      </StyledPage>
    );
  }
  return <CampaignView {...props} campaign={campaign} />;
}

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
  onDeleteAsset,
  onUpdateContent,
  onGenerate,
  onSaveGenerated,
  random,
}: CampaignDetailsProps & { campaign: CampaignDetail }) {
  const [platformId, setPlatformId] = useState<string | null>(null);
  const [filter, setFilter] = useState<ContentFilter>('all');
  const [selectedAssetIds, setSelectedAssetIds] = useState<ReadonlySet<string>>(new Set());
  const [addingAsset, setAddingAsset] = useState(false);
  const [generatorOpen, setGeneratorOpen] = useState(false);
  const [deletingAssetId, setDeletingAssetId] = useState<string | null>(null);
  const [updatingContentId, setUpdatingContentId] = useState<string | null>(null);

  const platform = entries.find((entry) => entry.id === platformId) ?? null;
  const selectedPlatformId = platform?.id ?? null;
  const assetsById = new Map(assets.map((asset) => [asset.id, asset]));
  const libraryAssets = assetsForPlatform(assets, selectedPlatformId);
  const shownContents = visibleContents(contents, { entryId: selectedPlatformId, filter, assetsById });
  const keywords = shownKeywords(campaign.keyword);
  const description = campaign.description.trim();

  const handleSelectAsset = (assetId: string, on: boolean) => {
    const next = new Set(selectedAssetIds);
    if (on) next.add(assetId);
    else next.delete(assetId);
    setSelectedAssetIds(next);
  };

  const handleDeleteAsset = async (assetId: string) => {
    setDeletingAssetId(assetId);
    try {
      await onDeleteAsset(assetId);
      const next = new Set(selectedAssetIds);
      next.delete(assetId);
      setSelectedAssetIds(next);
    } catch (deleteError) {
      notify.error(failureMessage(deleteError, ASSET_DELETE_FAILED));
    } finally {
      setDeletingAssetId(null);
    }
  };

  const handleToggleStatus = async (content: DetailContent) => {
    setUpdatingContentId(content.id);
    try {
      const body = v.parse(contentUpdateBodySchema, { status: toggledStatus(content.status) });
      await onUpdateContent({ id: content.id, body });
    } catch (updateError) {
      notify.error(failureMessage(updateError, CONTENT_UPDATE_FAILED));
    } finally {
      setUpdatingContentId(null);
    }
  };

  const contentsTitle = platform ? platform.type : 'Contents';
  const generatorSelection = libraryAssets.filter((asset) => selectedAssetIds.has(asset.id)).map((asset) => asset.id);

  return (
    <StyledPage>
      <StyledHeading>{`Campaign - ${campaign.name}`}</StyledHeading>
      {error && (
        <StyledLoadError role="alert">
          <Icons.CircleAlert size={18} aria-hidden="true" />
          {error}
        </StyledLoadError>
      )}

      <Card title="Details">
        <StyledDetails>
          <StyledSection>
            <StyledLabel>Description</StyledLabel>
            {description ? (
              <StyledDescription>{campaign.description}</StyledDescription>
            ) : (
              <StyledMuted>No description available.</StyledMuted>
            )}
          </StyledSection>
          <StyledSection>
            <StyledLabel>Keywords</StyledLabel>
            {keywords.length > 0 ? (
              <StyledBadges>
                {keywords.map((keyword, index) => (
                  <Badge key={`${index}-${keyword}`} tone="info">
                    {keyword}
                  </Badge>
                ))}
              </StyledBadges>
            ) : (
              <StyledMuted>No keyword provided.</StyledMuted>
            )}
          </StyledSection>
          {entries.length > 0 ? (
            <ChipGroup
              label="Platforms"
              options={entries.map((entry) => ({ value: entry.id, label: entry.type }))}
              value={selectedPlatformId}
              onChange={setPlatformId}
            />
          ) : (
            <StyledSection>
              <StyledLabel>Platforms</StyledLabel>
              <StyledMuted>No platform linked to this campaign yet.</StyledMuted>
            </StyledSection>
          )}
        </StyledDetails>
      </Card>

      <Card
        title="Asset Library"
        actions={
          <Button size="sm" icon={<Icons.Plus size={16} aria-hidden="true" />} onClick={() => setAddingAsset(true)}>
            Add Asset
          </Button>
        }
      >
        {libraryAssets.length === 0 ? (
          <StyledMuted>No assets uploaded yet.</StyledMuted>
        ) : (
          <StyledAssetGrid>
            {libraryAssets.map((asset, index) => {
              const number = index + 1;
              const selected = selectedAssetIds.has(asset.id);
              return (
                <StyledAssetTile key={asset.id} $selected={selected}>
                  <AssetPreview asset={asset} resolveFileUrl={resolveFileUrl} size="card" label={`Asset ${number}`} />
                  <StyledTileFooter>
                    <Checkbox
                      label={`Select asset ${number}`}
                      checked={selected}
                      onChange={(on) => handleSelectAsset(asset.id, on)}
                    />
                    <IconButton
                      size="sm"
                      tone="danger"
                      label={`Delete asset ${number}`}
                      icon={<Icons.Trash2 size={16} aria-hidden="true" />}
                      disabled={deletingAssetId === asset.id}
                      onClick={() => handleDeleteAsset(asset.id)}
                    />
                  </StyledTileFooter>
                </StyledAssetTile>
              );
            })}
          </StyledAssetGrid>
        )}
      </Card>

      <Card
        title={contentsTitle}
        actions={
          <StyledContentsToolbar>
            <StyledFilterGroup role="group" aria-label="Filter contents by status">
              {CONTENT_FILTERS.map((option) => (
                <StyledFilterButton
                  key={option.value}
                  type="button"
                  aria-pressed={filter === option.value}
                  onClick={() => setFilter(option.value)}
                >
                  {option.label}
                </StyledFilterButton>
              ))}
            </StyledFilterGroup>
            <Button
              size="sm"
              icon={<Icons.Sparkles size={16} aria-hidden="true" />}
              onClick={() => setGeneratorOpen(true)}
            >
              Generate
            </Button>
          </StyledContentsToolbar>
        }
      >
        {shownContents.length === 0 ? (
          <EmptyState title={emptyContentsText(filter)} />
        ) : (
          <StyledContentGrid>
            {shownContents.map((content) => {
              const preview = firstMatchingAsset(content, selectedPlatformId, assetsById);
              const title = content.title.trim() === '' ? 'Untitled' : content.title;
              const archive = content.status === 'active';
              return (
                <StyledContentCard key={content.id} aria-label={title}>
                  <StatusRibbon status={content.status} />
                  {preview ? (
                    <AssetPreview
                      asset={preview}
                      resolveFileUrl={resolveFileUrl}
                      size="card"
                      label={`Preview of ${title}`}
                    />
                  ) : (
                    <StyledNoPreview>
                      <Icons.Image size={16} aria-hidden="true" />
                      No Preview
                    </StyledNoPreview>
                  )}
                  <StyledContentTitle>{title}</StyledContentTitle>
                  {content.text.trim() === '' ? (
                    <StyledMuted>No generated content.</StyledMuted>
                  ) : (
                    <StyledContentText title={content.text}>{content.text}</StyledContentText>
                  )}
                  {shownKeywords(content.keyword).length > 0 && (
                    <StyledBadges>
                      {shownKeywords(content.keyword).map((keyword, index) => (
                        <Badge key={`${index}-${keyword}`} tone="info">
                          {keyword}
                        </Badge>
                      ))}
                    </StyledBadges>
                  )}
                  <StyledContentFooter>
                    <time dateTime={content.createdAt}>{formatDate(content.createdAt)}</time>
                    <Button
                      size="sm"
                      variant="secondary"
                      icon={
                        archive ? (
                          <Icons.Archive size={14} aria-hidden="true" />
                        ) : (
                          <Icons.CircleCheck size={14} aria-hidden="true" />
                        )
                      }
                      loading={updatingContentId === content.id}
                      aria-label={`${archive ? 'Archive' : 'Activate'} ${title}`}
                      onClick={() => handleToggleStatus(content)}
                    >
                      {archive ? 'Archive' : 'Activate'}
                    </Button>
                  </StyledContentFooter>
                </StyledContentCard>
              );
            })}
          </StyledContentGrid>
        )}
      </Card>

      <AssetForm
        open={addingAsset}
        title="Add Asset"
        submitLabel="Save"
        entries={entries}
        userId={userId}
        defaultEntryId={selectedPlatformId ?? undefined}
        tooLargeMessage="Max file size is 5MB"
        onUpload={onUpload}
        resolveFileUrl={resolveFileUrl}
        onSubmit={onCreateAsset}
        describeFailure={assetCreateFailureText}
        onClose={() => setAddingAsset(false)}
      />
      <RedbookGeneratorModal
        open={generatorOpen}
        onClose={() => setGeneratorOpen(false)}
        assets={libraryAssets}
        initialSelectedAssetIds={generatorSelection}
        campaignId={campaign.id}
        userId={userId}
        resolveFileUrl={resolveFileUrl}
        onGenerate={onGenerate}
        onSave={onSaveGenerated}
        random={random}
      />
    </StyledPage>
  );
}
