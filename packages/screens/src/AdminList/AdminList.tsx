import { useLingui } from '@lingui/react/macro';
import { type Admin, type AdminCreateBody } from '@app/contract';
import { Badge, DataTable, TablePanel, type DataTableBulkAction, type DataTableColumn } from '@app/ui';
import { editSelectedAction } from '../shared/selectionActions';
import { useRecordModal } from '../shared/useRecordModal';
import type { AdminUpdateRequest } from './AdminFormModal';
import { lazyModal } from '../shared/lazyModal';
import { StyledNoWrap } from '../shared/TableCells.styles';
import { createdAtColumn } from '../shared/columns';
import { serverTable, type ListPageProps } from '../shared/listPage';
import { useListSelection } from '../shared/useListSelection';
import { ADMIN_STATUS_LABELS } from './labels';

const AdminFormModal = lazyModal(() => import('./AdminFormModal').then((module) => module.AdminFormModal));
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

const statusTones = { active: 'success', inactive: 'neutral' } as const;

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
  const { t, i18n } = useLingui();
  const modal = useRecordModal<Admin>();
  // the React Compiler keeps this list stable between renders (and rebuilds it when the language changes)
  const columns: DataTableColumn<Admin>[] = [
    { id: 'name', header: t`Name`, accessor: (admin) => admin.name },
    { id: 'username', header: t`Username`, accessor: (admin) => admin.username },
    { id: 'email', header: t`Email`, accessor: (admin) => admin.email },
    {
      id: 'phone',
      header: t`Phone`,
      accessor: (admin) => admin.phone,
      cell: (admin) => <StyledNoWrap>{admin.phone}</StyledNoWrap>,
    },
    {
      id: 'status',
      header: t`Status`,
      accessor: (admin) => admin.status,
      cell: (admin) => <Badge tone={statusTones[admin.status]}>{i18n._(ADMIN_STATUS_LABELS[admin.status])}</Badge>,
    },
    createdAtColumn(),
  ];
  const selection = useListSelection(rows, getRowId);
  const bulkActions: DataTableBulkAction[] = [editSelectedAction(selection.find, modal.openEdit)];

  return (
    <>
      <TablePanel title={t`Admin List`} onRefresh={onRefresh} onCreate={modal.openCreate} loading={isLoading}>
        <DataTable
          columns={columns}
          rows={rows}
          getRowId={getRowId}
          getRowLabel={(admin) => admin.name}
          server={serverTable(page, t`Search admins`)}
          selectable
          selectedIds={selection.selectedIds}
          onSelectionChange={selection.onSelectionChange}
          bulkActions={bulkActions}
          isLoading={isLoading}
          error={error}
          emptyText={t`No admins yet`}
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
