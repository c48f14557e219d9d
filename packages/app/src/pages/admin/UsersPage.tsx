import { UserList } from '@app/screens';
import { useCreateUser, useTenants, useUpdateUser } from '../../data/hooks';
import { useListPage } from '../../data/useListPage';
import { listScreenProps } from '../shared/listScreen';

export function UsersPage() {
  const page = useListPage('user', {});
  const tenants = useTenants();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  return (
    <UserList
      {...listScreenProps(page, 'users')}
      tenants={tenants.data ?? []}
      onRefresh={() => void Promise.all([page.refresh(), tenants.mutate()])}
      onCreate={createUser}
      onUpdate={updateUser}
    />
  );
}
