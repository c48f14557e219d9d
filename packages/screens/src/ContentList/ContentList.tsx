import { joinKeywords, type Content } from '@app/contract';
import { Badge, DataTable, TablePanel, type BadgeTone, type DataTableBulkAction, type DataTableColumn } from '@app/ui';
import { useDeleteConfirmation } from '../shared/useDeleteConfirmation';
import { deleteSelectedAction, editSelectedAction } from '../shared/selectionActions';
import { useRecordModal } from '../shared/useRecordModal';
import { ContentFormModal } from './ContentFormModal';
import { StyledClampedText } from '../shared/TableCells.styles';
import { DeleteDialog } from '../shared/DeleteDialog';
import { CONTENT_STATUS_LABELS, type ContentRequestBody } from './logic';
import { createdAtColumn } from '../shared/columns';

export interface ContentListProps {
  rows: readonly Content[];
  isLoading?: boolean;
  /** A load error, shown instead of the rows. */
  error?: string | null;
  onRefresh: () => void;
  /** POST /content with `{ title, text, img, status, isRedirected, keyword[] }`. */
  onCreate: (body: ContentRequestBody) => Promise<unknown>;
  /** PATCH /content/one/{id} with the same body. */
  onUpdate: (update: { id: string; body: ContentRequestBody }) => Promise<unknown>;
  /** DELETE /content/many. */
  onDelete: (ids: string[]) => Promise<unknown>;
}

const statusTones: Record<Content['status'], BadgeTone> = { active: 'success', archived: 'neutral' };

const columns: DataTableColumn<Content>[] = [
  { id: 'title', header: 'Title', accessor: (content) => content.title },
  {
    id: 'text',
    header: 'Text',
    accessor: (content) => content.text,
    cell: (content) => <StyledClampedText title={content.text}>{content.text}</StyledClampedText>,
  },
  {
    id: 'status',
    header: 'Status',
    accessor: (content) => content.status,
    cell: (content) => <Badge tone={statusTones[content.status]}>{CONTENT_STATUS_LABELS[content.status]}</Badge>,
  },
  { id: 'keyword', header: 'Keywords', accessor: (content) => joinKeywords(content.keyword) },
  { id: 'isRedirected', header: 'Is Redirected', accessor: (content) => content.isRedirected },
  createdAtColumn(),
];

const getRowId = (content: Content) => content.id;
const getRowLabel = (content: Content) => content.title;

/** "Content List": every content with selection, Edit (exactly one selected) and bulk Delete, and a create/edit modal. */
export function ContentList({
  rows,
  isLoading = false,
  error,
  onRefresh,
  onCreate,
  onUpdate,
  onDelete,
}: ContentListProps) {
  const modal = useRecordModal<Content>();
  const deletion = useDeleteConfirmation(onDelete);

  const bulkActions: DataTableBulkAction[] = [
    editSelectedAction(rows, modal.openEdit),
    deleteSelectedAction(deletion.request),
  ];

  return (
    <>
      <TablePanel title="Content List" onRefresh={onRefresh} onCreate={modal.openCreate} loading={isLoading}>
        <DataTable
          columns={columns}
          rows={rows}
          getRowId={getRowId}
          getRowLabel={getRowLabel}
          isLoading={isLoading}
          error={error}
          emptyText="No contents yet."
          selectable
          bulkActions={bulkActions}
        />
      </TablePanel>
      <ContentFormModal
        open={modal.open}
        content={modal.record}
        onClose={modal.close}
        onCreate={onCreate}
        onUpdate={onUpdate}
      />
      <DeleteDialog deletion={deletion} title="Delete contents" />
    </>
  );
}
