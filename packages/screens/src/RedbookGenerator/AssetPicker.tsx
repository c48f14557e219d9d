import { useId } from 'react';
import { Button, Checkbox, Icons } from '@app/ui';
import type { Asset } from '@app/contract';
import { AssetPreview } from '../shared/AssetPreview';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import { pickedCount } from './logic';
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
} from './AssetPicker.styles';

export interface AssetPickerProps {
  assets: readonly Asset[];
  picker: AssetPickerState;
  resolveFileUrl?: ResolveFileUrl;
}

/** The collapsible asset picker (SPEC section 2, right): Select All, Clear and the count "selected / total". */
export function AssetPicker({ assets, picker, resolveFileUrl }: AssetPickerProps) {
  const bodyId = useId();
  const { open, picked } = picker;
  return (
    <StyledPicker aria-label="Assets">
      <StyledPickerHeader>
        <StyledPickerToggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={picker.toggle}>
          {open ? <Icons.ChevronUp size={18} aria-hidden="true" /> : <Icons.ChevronDown size={18} aria-hidden="true" />}
          Assets
        </StyledPickerToggle>
        <StyledCount>{pickedCount(picked.size, assets.length)}</StyledCount>
      </StyledPickerHeader>
      {open && (
        <StyledPickerBody id={bodyId}>
          <StyledPickerActions>
            <Button size="sm" variant="secondary" onClick={picker.selectAll} disabled={assets.length === 0}>
              Select All
            </Button>
            <Button size="sm" variant="secondary" onClick={picker.clear} disabled={picked.size === 0}>
              Clear
            </Button>
          </StyledPickerActions>
          {assets.length === 0 ? (
            <StyledMuted>No assets uploaded yet.</StyledMuted>
          ) : (
            <StyledAssetGrid>
              {assets.map((asset, index) => (
                <StyledAssetTile key={asset.id} $picked={picked.has(asset.id)}>
                  <AssetPreview asset={asset} resolveFileUrl={resolveFileUrl} label={`Asset ${index + 1}`} />
                  <Checkbox
                    label={`Pick asset ${index + 1}`}
                    checked={picked.has(asset.id)}
                    onChange={(on) => picker.pick(asset.id, on)}
                  />
                </StyledAssetTile>
              ))}
            </StyledAssetGrid>
          )}
        </StyledPickerBody>
      )}
    </StyledPicker>
  );
}
