export { AdminList } from './AdminList';
export type { AdminListProps } from './AdminList';
export type { AdminUpdateRequest } from './AdminFormModal';
