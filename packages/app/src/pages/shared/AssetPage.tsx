import { AssetList } from '@app/screens';
import {
  resolveFileUrl,
  uploadFile,
  useAssets,
  useCreateAsset,
  useDeleteAssets,
  useEntries,
  useUpdateAsset,
} from '../../data/hooks';
import { readSession } from '../../session/session';
import { loadError } from './loadError';

export function AssetPage() {
  const { data, error, isLoading, mutate } = useAssets();
  const entries = useEntries();
  const createAsset = useCreateAsset();
  const updateAsset = useUpdateAsset();
  const deleteAssets = useDeleteAssets();
  return (
    <AssetList
      rows={data ?? []}
      entries={entries.data ?? []}
      userId={readSession()?.uid ?? ''}
      isLoading={isLoading}
      error={loadError(error, 'assets')}
      onRefresh={() => void Promise.all([mutate(), entries.mutate()])}
      onCreate={createAsset}
      onUpdate={updateAsset}
      onDelete={deleteAssets}
      onUpload={uploadFile}
      resolveFileUrl={resolveFileUrl}
    />
  );
}
