import type { Asset, AssetFormValues, AssetType } from '@app/contract';

/** The values of a new asset; `entryId` (the campaign details' selected platform) and `type` may be preselected. */
export function emptyAssetValues(userId: string, entryId = '', type: AssetType | '' = ''): AssetFormValues {
  return { entryId, type, filePath: '', noteContent: '', uploadedBy: userId };
}

/** The loaded values of an asset being edited. */
export function assetToFormValues(asset: Asset, userId: string): AssetFormValues {
  return {
    entryId: asset.entryId,
    type: asset.type,
    filePath: asset.filePath ?? '',
    noteContent: asset.noteContent ?? '',
    uploadedBy: userId,
    ...(asset.type === 'video' && asset.thumbnailPath ? { thumbnailPath: asset.thumbnailPath } : {}),
  };
}

/**
 * The file to keep after the Asset Type changes: the loaded file when the type goes back to the loaded one,
 * otherwise none (an image's file cannot stand for a video, and a note has no file).
 */
export function filePathForType(type: AssetType | '', loaded: Pick<AssetFormValues, 'type' | 'filePath'>): string {
  return type !== '' && type === loaded.type ? loaded.filePath : '';
}

/** The MIME types the uploader takes for the chosen type: the asset types of that kind (all of them before a choice). */
export function acceptedTypesFor(type: AssetType | '', all: readonly string[]): string[] {
  if (type === 'image' || type === 'video') return all.filter((mime) => mime.startsWith(`${type}/`));
  return [...all];
}
