import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NOTE_PREVIEW_LENGTH, type Asset, type AssetBody, type Entry } from '@app/contract';
import { DataTable, TablePanel, type DataTableBulkAction, type DataTableColumn } from '@app/ui';
import { AssetFormModal, assetTypeLabel, type UploadFile } from '../AssetForm';
import { useDeleteConfirmation } from '../shared/useDeleteConfirmation';
import { deleteSelectedAction, editSelectedAction } from '../shared/selectionActions';
import { useRecordModal } from '../shared/useRecordModal';
import { tenantFilterActions, withTenantColumn, type TenantFilter } from '../shared/tenantFilter';
import { DeleteDialog } from '../shared/DeleteDialog';
import { AssetPreview } from '../shared/AssetPreview';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import { serverTable, type ListPageProps } from '../shared/listPage';
import { useListSelection } from '../shared/useListSelection';
import { useFailureMessage, useSuccessMessage } from '../i18n';

export const ASSET_TOO_LARGE_MESSAGE = msg`File is too large. Max allowed size is 5MB`;
export const ASSET_CREATE_FAILED = msg`Create failed.`;
export const ASSET_UPDATE_FAILED = msg`Update failed.`;

export interface AssetListProps extends ListPageProps {
  /** The page of assets on screen. */
  rows: readonly Asset[];
  /** The platforms an asset can belong to (the form's Platform select, shown by type). */
  entries: readonly Entry[];
  /** The signed-in user's id, sent as `uploadedBy`. */
  userId: string;
  isLoading?: boolean;
  /** A load error, shown instead of the rows. */
  error?: string | null;
  onRefresh: () => void;
  /** POST /asset with `{ type, filePath, noteContent, thumbnailPath, entryId, uploadedBy }`. */
  onCreate: (body: AssetBody) => Promise<unknown>;
  /** PATCH /asset/one/{id} with the same body. */
  onUpdate: (update: { id: string; body: AssetBody }) => Promise<unknown>;
  /** DELETE /asset/many. */
  onDelete: (ids: string[]) => Promise<unknown>;
  /** Uploads a chosen file to the file store and answers its object key. */
  onUpload: UploadFile;
  /** Resolves an object key to a URL for the previews. */
  resolveFileUrl?: ResolveFileUrl;
  /** The administrator's tenant filter (with it, the list shows one tenant's records or all). */
  tenantFilter?: TenantFilter;
}

const getRowId = (asset: Asset) => asset.id;

/** How a delete confirmation names an asset: its type, and a note's first 50 characters. */
function assetName(i18n: I18n, asset: Asset | null): string | undefined {
  if (!asset) return undefined;
  const type = assetTypeLabel(i18n, asset.type);
  const note = asset.type === 'note' ? (asset.noteContent ?? '').trim().slice(0, NOTE_PREVIEW_LENGTH) : '';
  return note ? `${type} · ${note}` : type;
}

/**
 * "Asset List" (SPEC section 2): a page of the assets, Type, Preview and Uploaded At, with a search, selection across
 * pages, Edit (exactly one selected), bulk Delete, and the asset create/edit modal.
 */
export function AssetList({
  rows,
  entries,
  userId,
  isLoading = false,
  error,
  onRefresh,
  onCreate,
  onUpdate,
  onDelete,
  onUpload,
  resolveFileUrl,
  tenantFilter,
  ...page
}: AssetListProps) {
  const { t, i18n } = useLingui();
  const successMessage = useSuccessMessage();
  const failureMessage = useFailureMessage();
  const modal = useRecordModal<Asset>();
  const selection = useListSelection(rows, getRowId);
  const deletion = useDeleteConfirmation(selection.deleting(onDelete), (count) =>
    successMessage('asset', 'deleted', count),
  );
  const editing = modal.record;

  const columns: DataTableColumn<Asset>[] = [
    {
      id: 'type',
      header: t`Type`,
      accessor: (asset) => asset.type,
      cell: (asset) => assetTypeLabel(i18n, asset.type),
    },
    {
      id: 'preview',
      header: t`Preview`,
      sortable: false,
      accessor: (asset) => (asset.type === 'note' ? asset.noteContent : asset.filePath),
      cell: (asset) => {
        const id = asset.id;
        return <AssetPreview asset={asset} resolveFileUrl={resolveFileUrl} label={t`Preview of asset ${id}`} />;
      },
    },
    { id: 'uploadedAt', header: t`Uploaded At`, accessor: (asset) => new Date(asset.uploadedAt) },
  ];

  const bulkActions: DataTableBulkAction[] = [
    editSelectedAction(selection.find, modal.openEdit),
    deleteSelectedAction(deletion.request),
  ];

  const handleSubmit = (body: AssetBody) => (editing ? onUpdate({ id: editing.id, body }) : onCreate(body));
  const describeFailure = (failure: unknown) =>
    failureMessage(failure, editing ? ASSET_UPDATE_FAILED : ASSET_CREATE_FAILED);

  return (
    <>
      <TablePanel
        title={t`Asset List`}
        onRefresh={onRefresh}
        onCreate={modal.openCreate}
        loading={isLoading}
        actions={tenantFilterActions(tenantFilter)}
      >
        <DataTable
          columns={withTenantColumn(columns, tenantFilter, (asset) => asset.tenantId)}
          rows={rows}
          getRowId={getRowId}
          getRowLabel={(asset) => `${assetTypeLabel(i18n, asset.type)} ${asset.id}`}
          server={serverTable(page, t`Search assets`)}
          isLoading={isLoading}
          error={error}
          emptyText={t`No assets yet.`}
          selectable
          selectedIds={selection.selectedIds}
          onSelectionChange={selection.onSelectionChange}
          bulkActions={bulkActions}
        />
      </TablePanel>
      <AssetFormModal
        open={modal.open}
        title={editing ? t`Edit Asset` : t`Create Asset`}
        submitLabel={editing ? t`Save` : t`Create`}
        asset={editing}
        entries={entries}
        userId={userId}
        tooLargeMessage={t(ASSET_TOO_LARGE_MESSAGE)}
        onUpload={onUpload}
        resolveFileUrl={resolveFileUrl}
        onSubmit={handleSubmit}
        describeFailure={describeFailure}
        onClose={modal.close}
      />
      <DeleteDialog deletion={deletion} title={t`Delete assets`} nameOf={(id) => assetName(i18n, selection.find(id))} />
    </>
  );
}
