/** The platform and type of the last asset created in this browser, offered again by the next Add Asset. */
import { ASSET_TYPES, type AssetType } from '@app/contract';
import type { StorageAccess } from '../i18n';

export const LAST_ASSET_CHOICE_KEY = 'backoffice.lastAssetChoice';

export interface AssetChoice {
  entryId: string;
  type: AssetType;
}

/** The remembered choice, or null when there is none, it is unreadable, or storage is refused. */
export function readLastChoice(storage: StorageAccess): AssetChoice | null {
  try {
    const raw = storage().getItem(LAST_ASSET_CHOICE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { entryId, type } = value as Record<string, unknown>;
    if (typeof entryId !== 'string' || !ASSET_TYPES.includes(type as AssetType)) return null;
    return { entryId, type: type as AssetType };
  } catch {
    return null;
  }
}

/** Remembers a choice; when storage is refused, the next form simply starts empty. */
export function writeLastChoice(storage: StorageAccess, choice: AssetChoice): void {
  try {
    storage().setItem(LAST_ASSET_CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // not remembered
  }
}

/**
 * The values a new asset starts with: the host's platform (the campaign details' selected one) or else the
 * remembered one when it is still among `entryIds`, and the remembered type.
 */
export function startingChoice(
  remembered: AssetChoice | null,
  entryIds: readonly string[],
  hostEntryId?: string,
): { entryId: string; type: AssetType | '' } {
  const rememberedEntry = remembered && entryIds.includes(remembered.entryId) ? remembered.entryId : '';
  return { entryId: hostEntryId || rememberedEntry, type: remembered?.type ?? '' };
}
