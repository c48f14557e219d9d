import { AssetList } from '@app/screens';
import {
  resolveFileUrl,
  uploadFile,
  useCreateAsset,
  useDeleteAssets,
  useEntries,
  useUpdateAsset,
} from '../../data/hooks';
import { useListPage } from '../../data/useListPage';
import { useTenantFilter } from '../../data/useTenantFilter';
import { readSession } from '../../session/session';
import { listScreenProps } from './listScreen';

export function AssetPage() {
  const filter = useTenantFilter(readSession()?.role === 'admin');
  const page = useListPage('asset', { tenantId: filter.tenantId });
  const entries = useEntries();
  const createAsset = useCreateAsset();
  const updateAsset = useUpdateAsset();
  const deleteAssets = useDeleteAssets();
  return (
    <AssetList
      {...listScreenProps(page, 'assets')}
      entries={entries.data ?? []}
      tenantFilter={filter.filter}
      userId={readSession()?.uid ?? ''}
      onRefresh={() => void Promise.all([page.refresh(), entries.mutate()])}
      onCreate={createAsset}
      onUpdate={updateAsset}
      onDelete={deleteAssets}
      onUpload={uploadFile}
      resolveFileUrl={resolveFileUrl}
    />
  );
}
