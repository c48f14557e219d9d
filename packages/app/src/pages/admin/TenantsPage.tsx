import { TenantList, type TenantCreateRequest, type TenantUpdateRequest } from '@app/screens';
import { notify } from '@app/ui';
import {
  resolveFileUrl,
  uploadFile,
  useAssignLink,
  useCreateTenant,
  useLinks,
  useTenants,
  useUpdateTenant,
} from '../../data/hooks';
import { loadError } from '../shared/loadError';

export function TenantsPage() {
  const { data, error, isLoading, mutate } = useTenants();
  const links = useLinks();
  const createTenant = useCreateTenant();
  const updateTenant = useUpdateTenant();
  const assignLink = useAssignLink();

  /** After a tenant is saved, the chosen link is assigned (SPEC section 7); a failed assignment keeps the tenant. */
  const assignChosenLink = async (tenantId: string, linkUuid: string | null) => {
    if (!linkUuid) return;
    try {
      await assignLink({ uuid: linkUuid, tenantId });
    } catch (failure) {
      console.error(failure);
      notify.error('Error assigning link');
    }
  };

  const handleCreate = async ({ body, linkUuid }: TenantCreateRequest) => {
    const tenant = await createTenant(body);
    await assignChosenLink(tenant.id, linkUuid);
  };
  const handleUpdate = async ({ id, body, linkUuid }: TenantUpdateRequest) => {
    await updateTenant({ id, body });
    await assignChosenLink(id, linkUuid);
  };

  return (
    <TenantList
      rows={data ?? []}
      links={links.data ?? []}
      isLoading={isLoading}
      error={loadError(error, 'tenants')}
      onRefresh={() => void Promise.all([mutate(), links.mutate()])}
      onCreate={handleCreate}
      onUpdate={handleUpdate}
      onUpload={uploadFile}
      resolveFileUrl={resolveFileUrl}
    />
  );
}
