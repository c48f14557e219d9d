import { useLingui } from '@lingui/react/macro';
import { type TenantRef, type User, type UserBody } from '@app/contract';
import { DataTable, TablePanel, type DataTableBulkAction, type DataTableColumn } from '@app/ui';
import { editSelectedAction } from '../shared/selectionActions';
import { useRecordModal } from '../shared/useRecordModal';
import type { UserUpdateRequest } from './UserFormModal';
import { lazyModal } from '../shared/lazyModal';
import { StyledNoWrap } from '../shared/TableCells.styles';
import { createdAtColumn } from '../shared/columns';
import { serverTable, type ListPageProps } from '../shared/listPage';
import { useListSelection } from '../shared/useListSelection';

const UserFormModal = lazyModal(() => import('./UserFormModal').then((module) => module.UserFormModal));
export interface UserListProps extends ListPageProps {
  /** The page of users on screen. */
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

const getRowId = (user: User) => user.id;

/** The "User" management screen: a page of the tenants' users, with a search, create and edit (one selected row). */
export function UserList({
  rows,
  tenants,
  isLoading = false,
  error = null,
  onRefresh,
  onCreate,
  onUpdate,
  ...page
}: UserListProps) {
  const { t } = useLingui();
  const modal = useRecordModal<User>();
  // the React Compiler keeps this list stable between renders (and rebuilds it when the language changes)
  const columns: DataTableColumn<User>[] = [
    { id: 'name', header: t`Name`, accessor: (user) => user.name },
    { id: 'tenant', header: t`Tenant`, accessor: (user) => user.tenant.name },
    {
      id: 'phone',
      header: t`Phone`,
      accessor: (user) => user.phone,
      cell: (user) => <StyledNoWrap>{user.phone}</StyledNoWrap>,
    },
    { id: 'email', header: t`Email`, accessor: (user) => user.email },
    createdAtColumn(),
  ];
  const selection = useListSelection(rows, getRowId);
  const bulkActions: DataTableBulkAction[] = [editSelectedAction(selection.find, modal.openEdit)];

  return (
    <>
      <TablePanel
        title={t`User List`}
        description={t`Users are the staff contacts of each business: names, phones and e-mails kept for your records. They do not sign in.`}
        onRefresh={onRefresh}
        onCreate={modal.openCreate}
        loading={isLoading}
      >
        <DataTable
          columns={columns}
          rows={rows}
          getRowId={getRowId}
          getRowLabel={(user) => user.name}
          server={serverTable(page, t`Search users`)}
          selectable
          selectedIds={selection.selectedIds}
          onSelectionChange={selection.onSelectionChange}
          bulkActions={bulkActions}
          isLoading={isLoading}
          error={error}
          emptyText={t`No users yet`}
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
