export { UserList } from './UserList';
export type { UserListProps } from './UserList';
export type { UserUpdateRequest } from './UserFormModal';
