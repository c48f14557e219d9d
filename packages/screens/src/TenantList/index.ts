export { TenantList } from './TenantList';
export type { TenantListProps } from './TenantList';
export type { TenantCreateRequest, TenantLogoUpload, TenantUpdateRequest } from './TenantFormModal';
