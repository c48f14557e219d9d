import { useId } from 'react';
import { createPortal } from 'react-dom';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Checkbox, IconButton, Icons, notify } from '@app/ui';
import type { Asset, Entry } from '@app/contract';
import { useFailureMessage, useSuccessMessage } from '../i18n';
import { platformLabel } from '../shared/platformLabels';
import { AssetPreview } from '../shared/AssetPreview';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import { StyledMuted } from './CampaignDetails.styles';
import {
  StyledAssetGrid,
  StyledAssetTile,
  StyledTileFooter,
  StyledTileLabels,
  StyledUndoBar,
} from './AssetLibrary.styles';
import { LoadMore } from './LoadMore';
import { PhoneFoldButton, usePhoneFold } from './PhoneFold';
import { usePendingDeletes } from './usePendingDeletes';

export const ASSET_DELETE_FAILED = msg`Delete failed.`;

/** How many tiles a phone shows before "Show all N assets" (two rows of two). */
export const PHONE_ASSETS_SHOWN = 4;

export interface AssetLibraryProps {
  /** The assets of the selected platform (all of them when none is). */
  assets: readonly Asset[];
  /** The campaign's platforms: each tile names its asset's platform. */
  entries: readonly Entry[];
  /** The assets ticked for the generator. */
  selectedIds: ReadonlySet<string>;
  onSelect: (assetId: string, selected: boolean) => void;
  /**
   * Deletes an asset (DELETE /asset/one/{id}), once the Undo time after the delete icon has passed (or the page is
   * left); a failure brings the tile back and shows the server's message or "Delete failed.".
   */
  onDelete: (assetId: string) => Promise<unknown>;
  /** Opens the "Add Asset" modal. */
  onAdd: () => void;
  resolveFileUrl?: ResolveFileUrl;
  /** How many assets the server holds for this view, when it sends them in pages (Load more shows the rest). */
  total?: number;
  onLoadMore?: () => void;
  loadingMore?: boolean;
}

/**
 * The Asset Library card (SPEC section 2): previews with their platform, a select checkbox and a delete icon, and Add
 * Asset. The delete icon hides the tile and offers Undo for a few seconds before anything is deleted. On a phone the
 * library shows its first tiles and "Show all N assets", so that the contents and Generate are not a long scroll away.
 */
export function AssetLibrary({
  assets,
  entries,
  selectedIds,
  onSelect,
  onDelete,
  onAdd,
  resolveFileUrl,
  total,
  onLoadMore,
  loadingMore,
}: AssetLibraryProps) {
  const { t, i18n } = useLingui();
  const successMessage = useSuccessMessage();
  const failureMessage = useFailureMessage();
  const deletes = usePendingDeletes(onDelete, (error) => notify.error(failureMessage(error, ASSET_DELETE_FAILED)));
  const shown = assets.filter((asset) => !deletes.pending.has(asset.id));
  const gridId = useId();
  // every asset of this view: the server's count when it sends them in pages
  const allCount = Math.max(shown.length, total ?? 0);
  const fold = usePhoneFold(allCount, PHONE_ASSETS_SHOWN);
  const platformOf = (asset: Asset) => {
    const entry = entries.find((candidate) => candidate.id === asset.entryId);
    return entry ? platformLabel(i18n, entry.type) : null;
  };

  const handleDelete = (assetId: string) => {
    if (selectedIds.has(assetId)) onSelect(assetId, false);
    deletes.request(assetId);
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
      {shown.length === 0 ? (
        <StyledMuted>{t`No assets uploaded yet.`}</StyledMuted>
      ) : (
        <StyledAssetGrid id={gridId}>
          {fold.visible(shown).map((asset, index) => {
            const number = index + 1;
            const selected = selectedIds.has(asset.id);
            const platform = platformOf(asset);
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
                  <StyledTileLabels>
                    <Checkbox
                      label={t`Select asset ${number}`}
                      checked={selected}
                      onChange={(on) => onSelect(asset.id, on)}
                    />
                    {platform && <Badge>{platform}</Badge>}
                  </StyledTileLabels>
                  <IconButton
                    size="sm"
                    tone="danger"
                    label={t`Delete asset ${number}`}
                    icon={<Icons.Trash2 size={16} aria-hidden="true" />}
                    onClick={() => handleDelete(asset.id)}
                  />
                </StyledTileFooter>
              </StyledAssetTile>
            );
          })}
        </StyledAssetGrid>
      )}
      {shown.length > 0 && (
        <PhoneFoldButton fold={fold} controls={gridId} showAllText={t`Show all ${allCount} assets`} />
      )}
      {onLoadMore && total !== undefined && !fold.folded && (
        <LoadMore what="assets" shown={assets.length} total={total} loading={loadingMore} onLoadMore={onLoadMore} />
      )}
      {/* on the page's body: fixed to the window, whatever transform a card or the layout has */}
      {deletes.undoable > 0 &&
        createPortal(
          <StyledUndoBar role="status">
            <span>{successMessage('asset', 'deleted', deletes.undoable)}</span>
            <Button size="sm" variant="secondary" onClick={deletes.undo}>
              {t`Undo`}
            </Button>
          </StyledUndoBar>,
          document.body,
        )}
    </Card>
  );
}
