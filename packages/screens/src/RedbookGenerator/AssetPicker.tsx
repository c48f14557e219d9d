import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Icons, SearchBox } from '@app/ui';
import type { Asset, Entry } from '@app/contract';
import { AssetPreview } from '../shared/AssetPreview';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import { pickedCount } from './logic';
import { pickerTileName } from './AssetPicker.names';
import { assetMatches } from './AssetPicker.search';
import type { AssetPickerState } from './useAssetPicker';
import { StyledMuted } from './RedbookGenerator.styles';
import {
  StyledAssetGrid,
  StyledAssetTile,
  StyledCount,
  StyledPicker,
  StyledPickerActions,
  StyledPickerBody,
  StyledPickerHeader,
  StyledPickerToggle,
  StyledTileFace,
  StyledTileName,
} from './AssetPicker.styles';

export interface AssetPickerProps {
  assets: readonly Asset[];
  picker: AssetPickerState;
  resolveFileUrl?: ResolveFileUrl;
  /** The campaign's platforms, to name each tile by its asset's platform. */
  entries?: readonly Pick<Entry, 'id' | 'type'>[];
}

/**
 * The collapsible asset picker (SPEC section 2, right): Select All, Clear, the count "selected / total", and a search
 * that narrows the tiles shown (by note text, type or file name; picks stay as they are). Each tile is its thumbnail
 * and its name ("Redbook photo 2"); a tap anywhere on it picks it.
 */
export function AssetPicker({ assets, picker, resolveFileUrl, entries = [] }: AssetPickerProps) {
  const { t, i18n } = useLingui();
  const bodyId = useId();
  const { open, picked } = picker;
  const [search, setSearch] = useState('');
  const shown = assets
    .map((asset, index) => ({ asset, number: index + 1 }))
    .filter(({ asset }) => assetMatches(asset, search));
  return (
    <StyledPicker aria-label={t`Assets`}>
      <StyledPickerHeader>
        <StyledPickerToggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={picker.toggle}>
          {open ? <Icons.ChevronUp size={18} aria-hidden="true" /> : <Icons.ChevronDown size={18} aria-hidden="true" />}
          {t`Assets`}
        </StyledPickerToggle>
        <StyledCount>{pickedCount(picked.size, assets.length)}</StyledCount>
      </StyledPickerHeader>
      {open && (
        <StyledPickerBody id={bodyId}>
          <StyledPickerActions>
            <Button size="sm" variant="secondary" onClick={picker.selectAll} disabled={assets.length === 0}>
              {t`Select All`}
            </Button>
            <Button size="sm" variant="secondary" onClick={picker.clear} disabled={picked.size === 0}>
              {t`Clear`}
            </Button>
          </StyledPickerActions>
          {assets.length > 0 && (
            <SearchBox label={t`Search assets`} value={search} onSearch={setSearch} debounceMs={0} />
          )}
          {assets.length === 0 ? (
            <StyledMuted>{t`No assets uploaded yet.`}</StyledMuted>
          ) : shown.length === 0 ? (
            <StyledMuted>{t`No assets match "${search}".`}</StyledMuted>
          ) : (
            <StyledAssetGrid>
              {shown.map(({ asset, number }) => {
                const name = pickerTileName(i18n, asset, number, entries);
                return (
                  <StyledAssetTile key={asset.id} $picked={picked.has(asset.id)}>
                    <Checkbox
                      label={
                        <StyledTileFace>
                          <span aria-hidden="true">
                            <AssetPreview asset={asset} resolveFileUrl={resolveFileUrl} label={name} size="card" />
                          </span>
                          <StyledTileName>{name}</StyledTileName>
                        </StyledTileFace>
                      }
                      checked={picked.has(asset.id)}
                      onChange={(on) => picker.pick(asset.id, on)}
                    />
                  </StyledAssetTile>
                );
              })}
            </StyledAssetGrid>
          )}
        </StyledPickerBody>
      )}
    </StyledPicker>
  );
}
