import { useLingui } from '@lingui/react/macro';
import { type Entry, type EntryBody } from '@app/contract';
import { DataTable, TablePanel, type DataTableBulkAction, type DataTableColumn } from '@app/ui';
import { useDeleteConfirmation } from '../shared/useDeleteConfirmation';
import { deleteSelectedAction, editSelectedAction } from '../shared/selectionActions';
import { useRecordModal } from '../shared/useRecordModal';
import { tenantFilterActions, withTenantColumn, type TenantFilter } from '../shared/tenantFilter';
import { DeleteDialog } from '../shared/DeleteDialog';
import { ENTRY_FORM_DRAFT, type EntryOption } from './logic';
import { createdAtColumn } from '../shared/columns';
import { serverTable, type ListPageProps } from '../shared/listPage';
import { useListSelection } from '../shared/useListSelection';
import { useSuccessMessage } from '../i18n';
import { lazyModal } from '../shared/lazyModal';

const EntryFormModal = lazyModal(() => import('./EntryFormModal').then((module) => module.EntryFormModal));

export interface EntryListProps extends ListPageProps {
  /** The page of entries on screen. */
  rows: readonly Entry[];
  isLoading?: boolean;
  /** A load error, shown instead of the rows. */
  error?: string | null;
  /** The Tenant select's choices. */
  tenants: readonly EntryOption[];
  /** The Campaign select's choices. */
  campaigns: readonly EntryOption[];
  onRefresh: () => void;
  /** POST /entry with `{ type, accessValue, tenantId, campaignId }`. */
  onCreate: (body: EntryBody) => Promise<unknown>;
  /** PATCH /entry/one/{id} with the same body. */
  onUpdate: (update: { id: string; body: EntryBody }) => Promise<unknown>;
  /** DELETE /entry/many. */
  onDelete: (ids: string[]) => Promise<unknown>;
  /** The administrator's tenant filter (with it, the list shows one tenant's records or all). */
  tenantFilter?: TenantFilter;
}

const getRowId = (entry: Entry) => entry.id;
const getRowLabel = (entry: Entry) => `${entry.type} ${entry.accessValue}`;

/**
 * "Entry List": a page of the platform entries with a search, selection across pages, Edit (exactly one selected),
 * bulk Delete and a create/edit modal.
 */
export function EntryList({
  rows,
  isLoading = false,
  error,
  tenants,
  campaigns,
  onRefresh,
  onCreate,
  onUpdate,
  onDelete,
  tenantFilter,
  ...page
}: EntryListProps) {
  const { t } = useLingui();
  const successMessage = useSuccessMessage();
  // the React Compiler keeps this list stable between renders (and rebuilds it when the language changes)
  const columns: DataTableColumn<Entry>[] = [
    { id: 'type', header: t`Platform`, accessor: (entry) => entry.type },
    { id: 'accessValue', header: t`Access Value`, accessor: (entry) => entry.accessValue },
    createdAtColumn(),
  ];
  const modal = useRecordModal<Entry>(ENTRY_FORM_DRAFT);
  const selection = useListSelection(rows, getRowId);
  const deletion = useDeleteConfirmation(selection.deleting(onDelete), (count) =>
    successMessage('entry', 'deleted', count),
  );

  const bulkActions: DataTableBulkAction[] = [
    editSelectedAction(selection.find, modal.openEdit),
    deleteSelectedAction(deletion.request),
  ];

  return (
    <>
      <TablePanel
        title={t`Entry List`}
        onRefresh={onRefresh}
        onCreate={modal.openCreate}
        loading={isLoading}
        actions={tenantFilterActions(tenantFilter)}
      >
        <DataTable
          columns={withTenantColumn(columns, tenantFilter, (entry) => entry.tenantId)}
          rows={rows}
          getRowId={getRowId}
          getRowLabel={getRowLabel}
          server={serverTable(page, t`Search entries`)}
          isLoading={isLoading}
          error={error}
          emptyText={t`No entries yet.`}
          selectable
          selectedIds={selection.selectedIds}
          onSelectionChange={selection.onSelectionChange}
          bulkActions={bulkActions}
        />
      </TablePanel>
      <EntryFormModal
        open={modal.open}
        entry={modal.record}
        tenants={tenants}
        campaigns={campaigns}
        onClose={modal.close}
        onCreate={onCreate}
        onUpdate={onUpdate}
      />
      <DeleteDialog
        deletion={deletion}
        title={t`Delete entries`}
        nameOf={(id) => {
          const entry = selection.find(id);
          return entry ? `${entry.type} · ${entry.accessValue}` : undefined;
        }}
      />
    </>
  );
}
