import { type Admin, type AdminCreateBody } from '@app/contract';
import { Badge, DataTable, TablePanel, type DataTableBulkAction, type DataTableColumn } from '@app/ui';
import { editSelectedAction } from '../shared/selectionActions';
import { useRecordModal } from '../shared/useRecordModal';
import { AdminFormModal, type AdminUpdateRequest } from './AdminFormModal';
import { StyledNoWrap } from '../shared/TableCells.styles';
import { createdAtColumn } from '../shared/columns';
import { serverTable, type ListPageProps } from '../shared/listPage';
import { useListSelection } from '../shared/useListSelection';

export interface AdminListProps extends ListPageProps {
  /** The page of administrators on screen. */
  rows: readonly Admin[];
  isLoading?: boolean;
  /** A load error to show instead of the rows. */
  error?: string | null;
  onRefresh: () => void;
  /** POST /admin with the body; rejects with the server's message on failure. */
  onCreate: (body: AdminCreateBody) => Promise<unknown>;
  /** PATCH /admin/one/{id}; a blank password is not in the body. */
  onUpdate: (request: AdminUpdateRequest) => Promise<unknown>;
}

const statusLabels = { active: 'Active', inactive: 'Inactive' } as const;
const statusTones = { active: 'success', inactive: 'neutral' } as const;

const columns: readonly DataTableColumn<Admin>[] = [
  { id: 'name', header: 'Name', accessor: (admin) => admin.name },
  { id: 'username', header: 'Username', accessor: (admin) => admin.username },
  { id: 'email', header: 'Email', accessor: (admin) => admin.email },
  {
    id: 'phone',
    header: 'Phone',
    accessor: (admin) => admin.phone,
    cell: (admin) => <StyledNoWrap>{admin.phone}</StyledNoWrap>,
  },
  {
    id: 'status',
    header: 'Status',
    accessor: (admin) => admin.status,
    cell: (admin) => <Badge tone={statusTones[admin.status]}>{statusLabels[admin.status]}</Badge>,
  },
  createdAtColumn(),
];

const getRowId = (admin: Admin) => admin.id;

/** The "Admin" management screen: a page of the administrators, with a search, create and edit (one selected row). */
export function AdminList({
  rows,
  isLoading = false,
  error = null,
  onRefresh,
  onCreate,
  onUpdate,
  ...page
}: AdminListProps) {
  const modal = useRecordModal<Admin>();
  const selection = useListSelection(rows, getRowId);
  const bulkActions: DataTableBulkAction[] = [editSelectedAction(selection.find, modal.openEdit)];

  return (
    <>
      <TablePanel title="Admin List" onRefresh={onRefresh} onCreate={modal.openCreate} loading={isLoading}>
        <DataTable
          columns={columns}
          rows={rows}
          getRowId={getRowId}
          getRowLabel={(admin) => admin.name}
          server={serverTable(page, 'Search admins')}
          selectable
          selectedIds={selection.selectedIds}
          onSelectionChange={selection.onSelectionChange}
          bulkActions={bulkActions}
          isLoading={isLoading}
          error={error}
          emptyText="No admins yet"
        />
      </TablePanel>
      <AdminFormModal
        open={modal.open}
        admin={modal.record}
        onClose={modal.close}
        onCreate={onCreate}
        onUpdate={onUpdate}
      />
    </>
  );
}
