import { LinkList } from '@app/screens';
import { exportLinks, useAssignLink, useDeleteLink, useGenerateLinks, useLinks, useTenants } from '../../data/hooks';
import { loadError } from '../shared/loadError';

export function LinksPage() {
  const { data, error, isLoading, mutate } = useLinks();
  const tenants = useTenants();
  const generateLinks = useGenerateLinks();
  const assignLink = useAssignLink();
  const deleteLink = useDeleteLink();
  return (
    <LinkList
      rows={data ?? []}
      tenants={tenants.data ?? []}
      isLoading={isLoading}
      error={loadError(error, 'links')}
      onRefresh={() => void Promise.all([mutate(), tenants.mutate()])}
      onExport={exportLinks}
      onGenerate={generateLinks}
      onAssign={assignLink}
      onDelete={deleteLink}
    />
  );
}
