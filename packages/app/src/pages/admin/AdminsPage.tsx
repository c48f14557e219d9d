import { AdminList } from '@app/screens';
import { useAdmins, useCreateAdmin, useUpdateAdmin } from '../../data/hooks';
import { loadError } from '../shared/loadError';

export function AdminsPage() {
  const { data, error, isLoading, mutate } = useAdmins();
  const createAdmin = useCreateAdmin();
  const updateAdmin = useUpdateAdmin();
  return (
    <AdminList
      rows={data ?? []}
      isLoading={isLoading}
      error={loadError(error, 'admins')}
      onRefresh={() => void mutate()}
      onCreate={createAdmin}
      onUpdate={updateAdmin}
    />
  );
}
