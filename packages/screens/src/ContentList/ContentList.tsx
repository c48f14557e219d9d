import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { shownKeywordText, type Content } from '@app/contract';
import {
  Badge,
  DataTable,
  Icons,
  TablePanel,
  type BadgeTone,
  type DataTableBulkAction,
  type DataTableColumn,
} from '@app/ui';
import { useDeleteConfirmation } from '../shared/useDeleteConfirmation';
import { deleteSelectedAction, editSelectedAction, isSingleSelection } from '../shared/selectionActions';
import { mayHavePictures, usePostActions, type CopyText, type DownloadPictures } from '../shared/postActions';
import { useRecordModal } from '../shared/useRecordModal';
import { tenantFilterActions, withTenantColumn, type TenantFilter } from '../shared/tenantFilter';
import { StyledClampedText } from '../shared/TableCells.styles';
import { DeleteDialog } from '../shared/DeleteDialog';
import { CONTENT_FORM_DRAFT, CONTENT_STATUS_LABELS, type ContentRequestBody } from './logic';
import { languageLabel, platformLabel } from '../shared/platformLabels';
import { createdAtColumn } from '../shared/columns';
import { serverTable, type ListPageProps } from '../shared/listPage';
import { useListSelection } from '../shared/useListSelection';
import { useSuccessMessage } from '../i18n';
import { useApprovalTools, type ContentApprovalProps } from './ApprovalTools';
import { ALL_CAUGHT_UP, PendingFilterChip, type PendingFilter } from './PendingFilter';
import { lazyModal } from '../shared/lazyModal';

const ContentFormModal = lazyModal(() => import('./ContentFormModal').then((module) => module.ContentFormModal));

export interface ContentListProps extends ListPageProps, ContentApprovalProps {
  /** The page of contents on screen. */
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
  /** Saves a content's pictures to the device (Download pictures); answers how many. */
  onDownloadPictures: DownloadPictures;
  /** Copies a content's text (Copy text); the clipboard by default. */
  onCopyText?: CopyText;
  /** The administrator's tenant filter (with it, the list shows one tenant's records or all). */
  tenantFilter?: TenantFilter;
  /** Only the posts waiting for approval are listed: the toolbar says so and offers to show all. */
  pendingFilter?: PendingFilter;
}

const statusTones: Record<Content['status'], BadgeTone> = {
  active: 'success',
  pending: 'warning',
  archived: 'neutral',
};

const columns = (i18n: I18n): DataTableColumn<Content>[] => [
  { id: 'title', header: i18n._(msg`Title`), accessor: (content) => content.title },
  {
    id: 'text',
    header: i18n._(msg`Text`),
    accessor: (content) => content.text,
    cell: (content) => <StyledClampedText title={content.text}>{content.text}</StyledClampedText>,
  },
  {
    id: 'status',
    header: i18n._(msg`Status`),
    accessor: (content) => content.status,
    cell: (content) => (
      <Badge tone={statusTones[content.status]}>{i18n._(CONTENT_STATUS_LABELS[content.status])}</Badge>
    ),
  },
  { id: 'keyword', header: i18n._(msg`Keywords`), accessor: (content) => shownKeywordText(content.keyword) },
  // a known platform or post language by its name in the interface's language; the value sent stays the contract's
  {
    id: 'platform',
    header: i18n._(msg`Platform`),
    accessor: (content) => (content.platform ? platformLabel(i18n, content.platform) : ''),
    // a business-voice post is for the business's own page: customers are never handed it
    cell: (content) => (
      <>
        {content.platform ? platformLabel(i18n, content.platform) : ''}
        {content.voice === 'business' ? (
          <>
            {' '}
            <Badge tone="neutral">{i18n._(msg`For our page`)}</Badge>
          </>
        ) : null}
      </>
    ),
    sortable: false,
  },
  {
    id: 'language',
    header: i18n._(msg`Language`),
    accessor: (content) => (content.language ? languageLabel(i18n, content.language) : ''),
    sortable: false,
  },
  {
    id: 'isRedirected',
    header: i18n._(msg`Is Redirected`),
    cardHeader: i18n._(msg`Used by a customer`),
    accessor: (content) => content.isRedirected,
  },
  {
    id: 'posted',
    header: i18n._(msg`Posted`),
    accessor: (content) => content.posted?.url ?? '',
    // the customer's own post: opened without telling it where the click came from
    cell: (content) =>
      content.posted ? (
        <a
          href={content.posted.url}
          target="_blank"
          rel="noopener noreferrer"
          referrerPolicy="no-referrer"
          title={content.posted.url}
        >
          {i18n._(msg`Posted ↗`)}
        </a>
      ) : null,
    sortable: false,
  },
  createdAtColumn(),
];

const getRowId = (content: Content) => content.id;
const getRowLabel = (content: Content) => content.title;

/**
 * "Content List": a page of the contents with a search, selection across pages, Edit (exactly one selected) and bulk
 * Delete, Copy text and Download pictures of one selected content, and a create/edit modal.
 */
export function ContentList({
  rows,
  isLoading = false,
  error,
  onRefresh,
  onCreate,
  onUpdate,
  onDelete,
  onDownloadPictures,
  onCopyText,
  tenantFilter,
  pendingFilter,
  onDecide,
  loadHistory,
  reviewLinks,
  onExport,
  ...page
}: ContentListProps) {
  const { t, i18n } = useLingui();
  const successMessage = useSuccessMessage();
  const modal = useRecordModal<Content>(CONTENT_FORM_DRAFT);
  const selection = useListSelection(rows, getRowId);
  const deletion = useDeleteConfirmation(selection.deleting(onDelete), (count) =>
    successMessage('content', 'deleted', count),
  );

  const postActions = usePostActions(onDownloadPictures, onCopyText);
  const approval = useApprovalTools({
    onDecide,
    reviewLinks,
    onExport,
    tenantFilter,
    find: selection.find,
    clearSelection: () => selection.onSelectionChange([]),
  });
  const selected = (ids: readonly string[]) => (isSingleSelection(ids) && ids[0] ? selection.find(ids[0]) : null);

  const bulkActions: DataTableBulkAction[] = [
    ...approval.bulkActions,
    editSelectedAction(selection.find, modal.openEdit),
    {
      label: t`Copy text`,
      icon: <Icons.Copy size={16} aria-hidden="true" />,
      variant: 'secondary',
      visible: (ids) => Boolean(selected(ids)?.text.trim()),
      onClick: (ids) => {
        const content = selected(ids);
        if (content) void postActions.copy(content);
      },
    },
    {
      label: t`Download pictures`,
      icon: <Icons.Download size={16} aria-hidden="true" />,
      variant: 'secondary',
      visible: (ids) => {
        const content = selected(ids);
        return content !== null && mayHavePictures(content);
      },
      onClick: (ids) => {
        const content = selected(ids);
        if (content) void postActions.download(content);
      },
    },
    deleteSelectedAction(deletion.request),
  ];

  return (
    <>
      <TablePanel
        title={t`Content List`}
        onRefresh={onRefresh}
        onCreate={modal.openCreate}
        loading={isLoading}
        actions={
          <>
            {tenantFilterActions(tenantFilter)}
            {pendingFilter ? <PendingFilterChip {...pendingFilter} /> : null}
            {approval.toolbar}
          </>
        }
      >
        <DataTable
          columns={withTenantColumn(columns(i18n), tenantFilter, (content) => content.tenantId)}
          rows={rows}
          getRowId={getRowId}
          getRowLabel={getRowLabel}
          server={serverTable(page, t`Search contents`)}
          isLoading={isLoading}
          error={error}
          emptyText={pendingFilter ? i18n._(ALL_CAUGHT_UP) : t`No contents yet.`}
          selectable
          selectedIds={selection.selectedIds}
          onSelectionChange={selection.onSelectionChange}
          bulkActions={bulkActions}
        />
      </TablePanel>
      <ContentFormModal
        open={modal.open}
        content={modal.record}
        onClose={modal.close}
        onCreate={onCreate}
        onUpdate={onUpdate}
        loadHistory={loadHistory}
      />
      {approval.dialogs}
      <DeleteDialog deletion={deletion} title={t`Delete contents`} nameOf={(id) => selection.find(id)?.title} />
    </>
  );
}
