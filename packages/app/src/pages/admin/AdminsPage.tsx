import { AdminList } from '@app/screens';
import { useCreateAdmin, useUpdateAdmin } from '../../data/hooks';
import { useListPage } from '../../data/useListPage';
import { listScreenProps } from '../shared/listScreen';

export function AdminsPage() {
  const page = useListPage('admin', {});
  const createAdmin = useCreateAdmin();
  const updateAdmin = useUpdateAdmin();
  return <AdminList {...listScreenProps(page, 'admins')} onCreate={createAdmin} onUpdate={updateAdmin} />;
}
