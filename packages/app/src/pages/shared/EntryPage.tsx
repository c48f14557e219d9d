import { useLingui } from '@lingui/react/macro';
import { EntryList } from '@app/screens';
import { useCampaigns, useCreateEntry, useDeleteEntries, useTenants, useUpdateEntry } from '../../data/hooks';
import { useListPage } from '../../data/useListPage';
import { useTenantFilter } from '../../data/useTenantFilter';
import { readStoredUser, type Role } from '../../session/session';
import { listScreenProps } from './listScreen';

export interface EntryPageProps {
  role: Role;
}

/** Entries link a tenant to a campaign; a tenant can only choose itself (the server enforces it too). */
export function EntryPage({ role }: EntryPageProps) {
  const filter = useTenantFilter(role === 'admin');
  const page = useListPage('entry', { tenantId: filter.tenantId });
  const tenants = useTenants(role === 'admin');
  const campaigns = useCampaigns();
  const createEntry = useCreateEntry();
  const updateEntry = useUpdateEntry();
  const deleteEntries = useDeleteEntries();
  const self = readStoredUser();
  const { t } = useLingui();
  const tenantOptions =
    role === 'admin' ? (tenants.data ?? []) : self ? [{ id: self.id, name: String(self.name ?? t`My business`) }] : [];
  return (
    <EntryList
      {...listScreenProps(page, 'entries')}
      tenants={tenantOptions}
      campaigns={campaigns.data ?? []}
      onCreate={createEntry}
      onUpdate={updateEntry}
      onDelete={deleteEntries}
      tenantFilter={filter.filter}
    />
  );
}
