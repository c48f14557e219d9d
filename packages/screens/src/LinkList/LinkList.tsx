import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  EMPTY_MARK,
  LINK_STATUS_VACANT,
  type ApiErrorCode,
  type Link,
  type LinkAssignBody,
  type LinkGenerateBody,
  type Tenant,
} from '@app/contract';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  Icons,
  PrintKitButton,
  TablePanel,
  notify,
  type DataTableColumn,
} from '@app/ui';
import { canAssign } from './logic';
import { linkStatusLabel } from './labels';
import { useFailureMessage, useSuccessMessage } from '../i18n';
import { lazyModal } from '../shared/lazyModal';
import { LabelCell, LinkSummary } from './LabelCell';
import { StyledDeleteWarning, StyledRowActions, StyledUrlLink } from './LinkList.styles';
import { createdAtColumn } from '../shared/columns';
import { failureCause } from '../shared/contentText';
import { StyledNoWrap } from '../shared/TableCells.styles';
import { serverTable, type ListPageProps } from '../shared/listPage';

const LinkGenerateModal = lazyModal(() => import('./LinkGenerateModal').then((module) => module.LinkGenerateModal));
const LinkAssignModal = lazyModal(
  () => import('./LinkAssignModal').then((module) => module.LinkAssignModal),
  (props) => props.link !== null,
);
const LinkLabelModal = lazyModal(() => import('../shared/LinkLabelModal').then((module) => module.LinkLabelModal));
export interface LinkListProps extends ListPageProps {
  /** The page of links on screen. */
  rows: readonly Link[];
  /** Every tenant: the Assign modal offers those that hold no link yet. */
  tenants: readonly Tenant[];
  isLoading?: boolean;
  /** A load error to show instead of the rows. */
  error?: string | null;
  onRefresh: () => void;
  /** GET /link/export; the app saves the zip as qrcodes.zip. */
  onExport: () => Promise<unknown>;
  /** POST /link/generate. */
  onGenerate: (body: LinkGenerateBody) => Promise<unknown>;
  /** POST /link/assign. */
  onAssign: (body: LinkAssignBody) => Promise<unknown>;
  /** DELETE /link/{uuid}. */
  onDelete: (uuid: string) => Promise<unknown>;
  /** Downloads the link's print kit (PDF); without it, no such action. */
  onPrintKit?: (link: Link) => Promise<unknown>;
  /** PATCH /link/{uuid} with its new label ('' for none); absent: labels are shown only. */
  onLabel?: (change: { uuid: string; label: string }) => Promise<unknown>;
}

export const EXPORT_FAILED_MESSAGE = msg`Error exporting QR codes`;
const NOTHING_TO_EXPORT: ApiErrorCode = 'links_none_to_export';
export const DELETE_FAILED_MESSAGE = msg`Error deleting link`;
export const LABEL_FAILED_MESSAGE = msg`Error saving the label`;
export const DELETE_LINK_CONFIRMATION = msg`Are you sure you want to delete this link?`;

/**
 * SPEC's question, then, for an assigned link, the warning that names the business: what deleting it does to them
 * (their printed codes stop working).
 */
function DeleteLinkMessage({ link }: { link: Link | null }) {
  const { t, i18n } = useLingui();
  const businessName = link?.tenant?.name;
  return (
    <>
      <p>{i18n._(DELETE_LINK_CONFIRMATION)}</p>
      {businessName !== undefined ? (
        <StyledDeleteWarning>
          {t`${businessName}'s printed QR codes will stop working: customers who scan them will no longer reach their page.`}
        </StyledDeleteWarning>
      ) : null}
    </>
  );
}

interface LinkDialog {
  open: boolean;
  /** Kept while the dialog fades out. */
  link: Link | null;
}

const closedDialog: LinkDialog = { open: false, link: null };

/**
 * The "QR Code Link" management screen: a page of the links with a search, Export, Generate, and per-row Assign
 * (Vacant only), Print kit (PDF), Delete and the label ("Table 5"), edited in place.
 */
export function LinkList({
  rows,
  tenants,
  isLoading = false,
  error = null,
  onRefresh,
  onExport,
  onGenerate,
  onAssign,
  onDelete,
  onPrintKit,
  onLabel,
  ...page
}: LinkListProps) {
  const { t, i18n } = useLingui();
  const successMessage = useSuccessMessage();
  const failureMessage = useFailureMessage();
  const [generateOpen, setGenerateOpen] = useState(false);
  const [assigning, setAssigning] = useState<Link | null>(null);
  const [deleting, setDeleting] = useState<LinkDialog>(closedDialog);
  const [deleteRunning, setDeleteRunning] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [labelling, setLabelling] = useState<Link | null>(null);

  // the React Compiler keeps this list stable between renders
  const columns: DataTableColumn<Link>[] = [
    {
      id: 'name',
      header: t`Name`,
      accessor: (link) => link.name,
      cell: (link) => <StyledNoWrap>{link.name}</StyledNoWrap>,
    },
    {
      id: 'label',
      header: t`Label`,
      sortable: false,
      accessor: (link) => link.label,
      cell: (link) => <LabelCell link={link} onEdit={onLabel ? () => setLabelling(link) : undefined} />,
    },
    {
      id: 'status',
      header: t`Status`,
      accessor: (link) => link.status,
      cell: (link) => (
        <Badge tone={link.status === LINK_STATUS_VACANT ? 'info' : 'success'}>
          {linkStatusLabel(i18n, link.status)}
        </Badge>
      ),
    },
    {
      id: 'url',
      header: t`URL`,
      accessor: (link) => link.full_url,
      cell: (link) => (
        <StyledUrlLink href={link.full_url} target="_blank" rel="noopener noreferrer">
          {link.full_url}
        </StyledUrlLink>
      ),
    },
    {
      id: 'tenant',
      header: t`Tenant`,
      accessor: (link) => link.tenant?.name ?? null,
      cell: (link) => link.tenant?.name ?? EMPTY_MARK,
    },
    createdAtColumn(),
    {
      id: 'actions',
      header: t`Actions`,
      sortable: false,
      accessor: () => null,
      cell: (link) => {
        const linkName = link.name;
        return (
          <StyledRowActions>
            {canAssign(link) ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t`Assign ${linkName}`}
                onClick={() => setAssigning(link)}
              >
                {t`Assign`}
              </Button>
            ) : null}
            {onPrintKit ? (
              <PrintKitButton
                variant="ghost"
                aria-label={t`Print kit (PDF) for ${linkName}`}
                onDownload={() => onPrintKit(link)}
                onError={() => notify.error(t`The print kit could not be downloaded.`)}
              />
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              icon={<Icons.Trash2 size={16} aria-hidden="true" />}
              aria-label={t`Delete ${linkName}`}
              onClick={() => setDeleting({ open: true, link })}
            >
              {t`Delete`}
            </Button>
          </StyledRowActions>
        );
      },
    },
  ];

  const handleExport = async () => {
    setExporting(true);
    try {
      await onExport();
      notify.success(successMessage('qrCode', 'exported'));
    } catch (error) {
      // "nothing to export yet" says so; any other failure is the SPEC's text
      const nothing =
        typeof error === 'object' && error !== null && 'code' in error && error.code === NOTHING_TO_EXPORT;
      const fallback = i18n._(EXPORT_FAILED_MESSAGE);
      notify.error(nothing ? failureCause(error, fallback, i18n) : fallback);
    } finally {
      setExporting(false);
    }
  };

  const handleDeleteCancel = () => setDeleting((state) => ({ ...state, open: false }));

  const handleDeleteConfirm = async () => {
    if (!deleting.link) return;
    setDeleteRunning(true);
    try {
      await onDelete(deleting.link.uuid);
      setDeleting((state) => ({ ...state, open: false }));
      notify.success(successMessage('link', 'deleted'));
    } catch {
      notify.error(i18n._(DELETE_FAILED_MESSAGE));
    } finally {
      setDeleteRunning(false);
    }
  };

  return (
    <>
      <TablePanel
        title={t`QR Code Link List`}
        onRefresh={onRefresh}
        onCreate={() => setGenerateOpen(true)}
        createLabel={t`Generate`}
        actions={
          <Button
            variant="secondary"
            icon={<Icons.Download size={16} aria-hidden="true" />}
            loading={exporting}
            onClick={handleExport}
          >
            {t`Export`}
          </Button>
        }
        loading={isLoading}
      >
        <DataTable
          columns={columns}
          rows={rows}
          getRowId={(link) => link.uuid}
          getRowLabel={(link) => link.name}
          server={serverTable(page, t`Search QR code links`)}
          isLoading={isLoading}
          error={error}
          emptyText={t`No QR code links yet`}
        />
      </TablePanel>
      <LinkGenerateModal open={generateOpen} onClose={() => setGenerateOpen(false)} onGenerate={onGenerate} />
      <LinkAssignModal
        link={assigning}
        tenants={tenants}
        links={rows}
        onClose={() => setAssigning(null)}
        onAssign={onAssign}
      />
      {onLabel ? (
        <LinkLabelModal
          open={labelling !== null}
          title={t`Edit label`}
          summary={labelling ? <LinkSummary link={labelling} /> : null}
          label={labelling?.label ?? ''}
          submitLabel={t`Save`}
          onSave={(label) => onLabel({ uuid: labelling?.uuid ?? '', label })}
          feedback={{
            success: successMessage('link', 'labelled'),
            failure: (failure) => failureMessage(failure, LABEL_FAILED_MESSAGE),
          }}
          onClose={() => setLabelling(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting.open}
        title={t`Delete Link`}
        message={<DeleteLinkMessage link={deleting.link} />}
        confirmLabel={t`Delete`}
        tone="danger"
        confirming={deleteRunning}
        onConfirm={handleDeleteConfirm}
        onCancel={handleDeleteCancel}
      />
    </>
  );
}
