import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Checkbox, IconButton, Icons, notify } from '@app/ui';
import type { Asset } from '@app/contract';
import { useFailureMessage, useSuccessMessage } from '../i18n';
import { AssetPreview } from '../shared/AssetPreview';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import { StyledMuted } from './CampaignDetails.styles';
import { StyledAssetGrid, StyledAssetTile, StyledTileFooter } from './AssetLibrary.styles';
import { LoadMore } from './LoadMore';

export const ASSET_DELETE_FAILED = msg`Delete failed.`;

export interface AssetLibraryProps {
  /** The assets of the selected platform (all of them when none is). */
  assets: readonly Asset[];
  /** The assets ticked for the generator. */
  selectedIds: ReadonlySet<string>;
  onSelect: (assetId: string, selected: boolean) => void;
  /** Deletes an asset (DELETE /asset/one/{id}); a failure shows the server's message or "Delete failed.". */
  onDelete: (assetId: string) => Promise<unknown>;
  /** Opens the "Add Asset" modal. */
  onAdd: () => void;
  resolveFileUrl?: ResolveFileUrl;
  /** How many assets the server holds for this view, when it sends them in pages (Load more shows the rest). */
  total?: number;
  onLoadMore?: () => void;
  loadingMore?: boolean;
}

/** The Asset Library card (SPEC section 2): previews with a select checkbox and a delete icon, and Add Asset. */
export function AssetLibrary({
  assets,
  selectedIds,
  onSelect,
  onDelete,
  onAdd,
  resolveFileUrl,
  total,
  onLoadMore,
  loadingMore,
}: AssetLibraryProps) {
  const { t } = useLingui();
  const successMessage = useSuccessMessage();
  const failureMessage = useFailureMessage();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const handleDelete = async (assetId: string) => {
    setDeletingId(assetId);
    try {
      await onDelete(assetId);
      notify.success(successMessage('asset', 'deleted'));
    } catch (error) {
      notify.error(failureMessage(error, ASSET_DELETE_FAILED));
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <Card
      title={t`Asset Library`}
      actions={
        <Button size="sm" icon={<Icons.Plus size={16} aria-hidden="true" />} onClick={() => onAdd()}>
          {t`Add Asset`}
        </Button>
      }
    >
      {assets.length === 0 ? (
        <StyledMuted>{t`No assets uploaded yet.`}</StyledMuted>
      ) : (
        <StyledAssetGrid>
          {assets.map((asset, index) => {
            const number = index + 1;
            const selected = selectedIds.has(asset.id);
            return (
              <StyledAssetTile key={asset.id} $selected={selected}>
                {/* the first tile is the top of the page's largest picture on a phone and on a desktop */}
                <AssetPreview
                  asset={asset}
                  resolveFileUrl={resolveFileUrl}
                  size="card"
                  label={t`Asset ${number}`}
                  priority={index === 0}
                />
                <StyledTileFooter>
                  <Checkbox
                    label={t`Select asset ${number}`}
                    checked={selected}
                    onChange={(on) => onSelect(asset.id, on)}
                  />
                  <IconButton
                    size="sm"
                    tone="danger"
                    label={t`Delete asset ${number}`}
                    icon={<Icons.Trash2 size={16} aria-hidden="true" />}
                    disabled={deletingId === asset.id}
                    onClick={() => handleDelete(asset.id)}
                  />
                </StyledTileFooter>
              </StyledAssetTile>
            );
          })}
        </StyledAssetGrid>
      )}
      {onLoadMore && total !== undefined && (
        <LoadMore what="assets" shown={assets.length} total={total} loading={loadingMore} onLoadMore={onLoadMore} />
      )}
    </Card>
  );
}
