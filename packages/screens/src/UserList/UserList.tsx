import { type TenantRef, type User, type UserBody } from '@app/contract';
import { DataTable, TablePanel, type DataTableBulkAction, type DataTableColumn } from '@app/ui';
import { editSelectedAction } from '../shared/selectionActions';
import { useRecordModal } from '../shared/useRecordModal';
import { UserFormModal, type UserUpdateRequest } from './UserFormModal';
import { StyledNoWrap } from '../shared/TableCells.styles';
import { createdAtColumn } from '../shared/columns';

export interface UserListProps {
  rows: readonly User[];
  /** The tenants a user may belong to (the form's Tenant select). */
  tenants: readonly TenantRef[];
  isLoading?: boolean;
  /** A load error to show instead of the rows. */
  error?: string | null;
  onRefresh: () => void;
  /** POST /user with the body. */
  onCreate: (body: UserBody) => Promise<unknown>;
  /** PATCH /user/one/{id} with the same fields. */
  onUpdate: (request: UserUpdateRequest) => Promise<unknown>;
}

const columns: readonly DataTableColumn<User>[] = [
  { id: 'name', header: 'Name', accessor: (user) => user.name },
  { id: 'tenant', header: 'Tenant', accessor: (user) => user.tenant.name },
  {
    id: 'phone',
    header: 'Phone',
    accessor: (user) => user.phone,
    cell: (user) => <StyledNoWrap>{user.phone}</StyledNoWrap>,
  },
  { id: 'email', header: 'Email', accessor: (user) => user.email },
  createdAtColumn(),
];

/** The "User" management screen: the tenants' users, with create and edit (one selected row). */
export function UserList({
  rows,
  tenants,
  isLoading = false,
  error = null,
  onRefresh,
  onCreate,
  onUpdate,
}: UserListProps) {
  const modal = useRecordModal<User>();
  const bulkActions: DataTableBulkAction[] = [editSelectedAction(rows, modal.openEdit)];

  return (
    <>
      <TablePanel title="User List" onRefresh={onRefresh} onCreate={modal.openCreate} loading={isLoading}>
        <DataTable
          columns={columns}
          rows={rows}
          getRowId={(user) => user.id}
          getRowLabel={(user) => user.name}
          initialSort={{ columnId: 'createdAt', direction: 'asc' }}
          selectable
          bulkActions={bulkActions}
          isLoading={isLoading}
          error={error}
          emptyText="No users yet"
        />
      </TablePanel>
      <UserFormModal
        open={modal.open}
        user={modal.record}
        tenants={tenants}
        onClose={modal.close}
        onCreate={onCreate}
        onUpdate={onUpdate}
      />
    </>
  );
}
