import { useLingui } from '@lingui/react/macro';
import { TenantList, useSuccessMessage, type TenantCreateRequest, type TenantUpdateRequest } from '@app/screens';
import { notify } from '@app/ui';
import {
  resolveFileUrl,
  uploadFile,
  useAddLink,
  useAssignLink,
  useCreateTenant,
  useUpdateTenant,
  useVacantLinks,
} from '../../data/hooks';
import { useListPage } from '../../data/useListPage';
import { listScreenProps } from '../shared/listScreen';

export function TenantsPage() {
  const page = useListPage('tenant', {});
  const links = useVacantLinks();
  const createTenant = useCreateTenant();
  const updateTenant = useUpdateTenant();
  const assignLink = useAssignLink();
  const addLink = useAddLink();
  const successMessage = useSuccessMessage();
  const { t } = useLingui();

  /**
   * After a tenant is saved, the chosen link is assigned (SPEC section 7), said by its own toast beside "Tenant created";
   * a failed assignment keeps the tenant.
   */
  const assignChosenLink = async (tenantId: string, linkUuid: string | null) => {
    if (!linkUuid) return;
    try {
      await assignLink({ uuid: linkUuid, tenantId });
      notify.success(successMessage('link', 'assigned'));
    } catch (failure) {
      console.error(failure);
      notify.error(t`Error assigning link`);
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
      {...listScreenProps(page, 'tenants')}
      links={links.data ?? []}
      onRefresh={() => void Promise.all([page.refresh(), links.mutate()])}
      onCreate={handleCreate}
      onUpdate={handleUpdate}
      onUpload={uploadFile}
      resolveFileUrl={resolveFileUrl}
      onAddLink={addLink}
    />
  );
}
