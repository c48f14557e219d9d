import { EntryList } from '@app/screens';
import {
  useCampaigns,
  useCreateEntry,
  useDeleteEntries,
  useEntries,
  useTenants,
  useUpdateEntry,
} from '../../data/hooks';
import { readStoredUser, type Role } from '../../session/session';
import { loadError } from './loadError';

export interface EntryPageProps {
  role: Role;
}

/** Entries link a tenant to a campaign; a tenant can only choose itself (the server enforces it too). */
export function EntryPage({ role }: EntryPageProps) {
  const { data, error, isLoading, mutate } = useEntries();
  const tenants = useTenants(role === 'admin');
  const campaigns = useCampaigns();
  const createEntry = useCreateEntry();
  const updateEntry = useUpdateEntry();
  const deleteEntries = useDeleteEntries();
  const self = readStoredUser();
  const tenantOptions =
    role === 'admin' ? (tenants.data ?? []) : self ? [{ id: self.id, name: String(self.name ?? 'My business') }] : [];
  return (
    <EntryList
      rows={data ?? []}
      isLoading={isLoading}
      error={loadError(error, 'entries')}
      tenants={tenantOptions}
      campaigns={campaigns.data ?? []}
      onRefresh={() => void mutate()}
      onCreate={createEntry}
      onUpdate={updateEntry}
      onDelete={deleteEntries}
    />
  );
}
