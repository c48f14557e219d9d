import { useState } from 'react';
import type { Asset } from '@app/contract';

/**
 * The asset picker's state: open or collapsed, the picked asset ids, and the "pick at least one asset" alert that
 * a generation without any pick raises (picking one clears it).
 */
export function useAssetPicker(
  assets: readonly Asset[],
  initialSelectedAssetIds: readonly string[],
  defaultOpen: boolean | undefined,
) {
  const [open, setOpen] = useState(defaultOpen ?? initialSelectedAssetIds.length > 0);
  const [picked, setPicked] = useState<ReadonlySet<string>>(
    () => new Set(initialSelectedAssetIds.filter((id) => assets.some((asset) => asset.id === id))),
  );
  const [alert, setAlert] = useState(false);

  const choose = (next: ReadonlySet<string>) => {
    setPicked(next);
    if (next.size > 0) setAlert(false);
  };

  const pick = (assetId: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(assetId);
    else next.delete(assetId);
    choose(next);
  };

  /** The picked assets in the assets' order; none picked raises the alert and opens the picker (SPEC section 5). */
  const requirePicked = (): Asset[] => {
    const chosen = assets.filter((asset) => picked.has(asset.id));
    if (chosen.length === 0) {
      setAlert(true);
      setOpen(true);
    }
    return chosen;
  };

  return {
    open,
    toggle: () => setOpen(!open),
    picked,
    alert,
    pick,
    selectAll: () => choose(new Set(assets.map((asset) => asset.id))),
    clear: () => choose(new Set()),
    requirePicked,
  };
}

export type AssetPickerState = ReturnType<typeof useAssetPicker>;
