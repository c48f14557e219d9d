/** The asset types in the user's language, keyed by the contract's values (which are what is sent and saved). */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AssetType } from '@app/contract';

export const ASSET_TYPE_LABELS: Record<AssetType, MessageDescriptor> = {
  image: msg`image`,
  video: msg`video`,
  note: msg`note`,
};

/** An asset's type as shown. */
export function assetTypeLabel(i18n: I18n, type: AssetType): string {
  return i18n._(ASSET_TYPE_LABELS[type]);
}
