import { type Admin, type AdminCreateBody } from '@app/contract';
import { Badge, DataTable, TablePanel, type DataTableBulkAction, type DataTableColumn } from '@app/ui';
import { editSelectedAction } from '../shared/selectionActions';
import { useRecordModal } from '../shared/useRecordModal';
import { AdminFormModal, type AdminUpdateRequest } from './AdminFormModal';
import { StyledNoWrap } from '../shared/TableCells.styles';
import { createdAtColumn } from '../shared/columns';

export interface AdminListProps {
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

/** The "Admin" management screen: the administrators, with create and edit (one selected row). */
export function AdminList({ rows, isLoading = false, error = null, onRefresh, onCreate, onUpdate }: AdminListProps) {
  const modal = useRecordModal<Admin>();
  const bulkActions: DataTableBulkAction[] = [editSelectedAction(rows, modal.openEdit)];

  return (
    <>
      <TablePanel title="Admin List" onRefresh={onRefresh} onCreate={modal.openCreate} loading={isLoading}>
        <DataTable
          columns={columns}
          rows={rows}
          getRowId={(admin) => admin.id}
          getRowLabel={(admin) => admin.name}
          initialSort={{ columnId: 'createdAt', direction: 'asc' }}
          selectable
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
