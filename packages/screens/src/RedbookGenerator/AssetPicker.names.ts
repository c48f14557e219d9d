import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Asset, Entry } from '@app/contract';
import { platformLabel } from './labels';

/**
 * A picker tile's name, shown under its thumbnail and read by screen readers: its platform, what it is and its place
 * in the library ("Redbook photo 2"), or without a known platform what it is and its place ("Photo 2").
 */
export function pickerTileName(
  i18n: I18n,
  asset: Pick<Asset, 'type' | 'entryId'>,
  number: number,
  entries: readonly Pick<Entry, 'id' | 'type'>[],
): string {
  const entry = entries.find((candidate) => candidate.id === asset.entryId);
  if (!entry) {
    if (asset.type === 'video') return i18n._(msg`Video ${number}`);
    if (asset.type === 'note') return i18n._(msg`Note ${number}`);
    return i18n._(msg`Photo ${number}`);
  }
  const platform = platformLabel(i18n, entry.type);
  if (asset.type === 'video') return i18n._(msg`${platform} video ${number}`);
  if (asset.type === 'note') return i18n._(msg`${platform} note ${number}`);
  return i18n._(msg`${platform} photo ${number}`);
}
