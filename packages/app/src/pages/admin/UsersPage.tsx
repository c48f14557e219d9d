import { UserList } from '@app/screens';
import { useCreateUser, useTenants, useUpdateUser, useUsers } from '../../data/hooks';
import { loadError } from '../shared/loadError';

export function UsersPage() {
  const { data, error, isLoading, mutate } = useUsers();
  const tenants = useTenants();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  return (
    <UserList
      rows={data ?? []}
      tenants={tenants.data ?? []}
      isLoading={isLoading}
      error={loadError(error, 'users')}
      onRefresh={() => void Promise.all([mutate(), tenants.mutate()])}
      onCreate={createUser}
      onUpdate={updateUser}
    />
  );
}
