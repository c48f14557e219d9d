import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { shownKeywordText, type Campaign, type CampaignBody, type CampaignCreateBody, type Role } from '@app/contract';
import {
  DataTable,
  Icons,
  TablePanel,
  type DataTableBulkAction,
  type DataTableColumn,
  type DataTableRowAction,
} from '@app/ui';
import { StyledClampedText } from '../shared/TableCells.styles';
import { CAMPAIGN_DELETE_ONE, CAMPAIGN_DELETE_SELECTED, CAMPAIGN_FORM_DRAFT } from './logic';
import { DeleteDialog } from '../shared/DeleteDialog';
import { useDeleteConfirmation } from '../shared/useDeleteConfirmation';
import { deleteSelectedAction, editSelectedAction } from '../shared/selectionActions';
import { useRecordModal } from '../shared/useRecordModal';
import { tenantFilterActions, withTenantColumn, type TenantFilter } from '../shared/tenantFilter';
import { createdAtColumn } from '../shared/columns';
import { serverTable, type ListPageProps } from '../shared/listPage';
import { useListSelection } from '../shared/useListSelection';
import { useSuccessMessage } from '../i18n';
import { lazyModal } from '../shared/lazyModal';

const CampaignFormModal = lazyModal(() => import('./CampaignFormModal').then((module) => module.CampaignFormModal));

export interface CampaignListProps extends ListPageProps {
  /** A tenant edits and deletes one campaign from its row menu and opens it by a row click; an admin selects rows. */
  role: Role;
  /** The page of campaigns on screen. */
  rows: readonly Campaign[];
  isLoading?: boolean;
  /** A load error, shown instead of the rows. */
  error?: string | null;
  onRefresh: () => void;
  /** POST /campaign with `{ name, description, keyword[] }`, and for an administrator the tenant it is for. */
  onCreate: (body: CampaignBody & Partial<Pick<CampaignCreateBody, 'tenantId'>>) => Promise<unknown>;
  /** PATCH /campaign/one/{id} with the same body. */
  onUpdate: (update: { id: string; body: CampaignBody }) => Promise<unknown>;
  /** DELETE /campaign/one/{id} (one id) or /campaign/many. */
  onDelete: (ids: string[]) => Promise<unknown>;
  /** A tenant's row click: open the campaign's details. */
  onOpenCampaign?: (campaign: Campaign) => void;
  /** The administrator's tenant filter: with it, a Tenant column, the filter, and a Tenant choice on Create. */
  tenantFilter?: TenantFilter;
}

const columns = (i18n: I18n): DataTableColumn<Campaign>[] => [
  { id: 'name', header: i18n._(msg`Campaign Name`), accessor: (campaign) => campaign.name },
  {
    id: 'description',
    header: i18n._(msg`Description`),
    accessor: (campaign) => campaign.description,
    cell: (campaign) => <StyledClampedText title={campaign.description}>{campaign.description}</StyledClampedText>,
  },
  { id: 'keyword', header: i18n._(msg`Keywords`), accessor: (campaign) => shownKeywordText(campaign.keyword) },
  createdAtColumn(),
];

const getRowId = (campaign: Campaign) => campaign.id;
const getRowLabel = (campaign: Campaign) => campaign.name;

/**
 * "Campaign List": a page of the campaigns (sorted by Created At, oldest first, until the user sorts), with a search,
 * refresh, Create, and per role either a row Actions menu (tenant) or row selection across pages (admin) for Edit and
 * Delete.
 */
export function CampaignList({
  role,
  rows,
  isLoading = false,
  error,
  onRefresh,
  onCreate,
  onUpdate,
  onDelete,
  onOpenCampaign,
  tenantFilter,
  ...page
}: CampaignListProps) {
  const { t, i18n } = useLingui();
  const successMessage = useSuccessMessage();
  const modal = useRecordModal<Campaign>(CAMPAIGN_FORM_DRAFT);
  const selection = useListSelection(rows, getRowId);
  const deletion = useDeleteConfirmation(selection.deleting(onDelete), (count) =>
    successMessage('campaign', 'deleted', count),
  );
  const isTenant = role === 'tenant';

  const rowActions: DataTableRowAction<Campaign>[] = [
    { label: t`Edit`, icon: <Icons.Pencil size={16} aria-hidden="true" />, onClick: modal.openEdit },
    {
      label: t`Delete`,
      tone: 'danger',
      icon: <Icons.Trash2 size={16} aria-hidden="true" />,
      onClick: (campaign) => deletion.request([campaign.id]),
    },
  ];

  const bulkActions: DataTableBulkAction[] = [
    editSelectedAction(selection.find, modal.openEdit),
    deleteSelectedAction(deletion.request),
  ];

  const handleRowClick = (campaign: Campaign) => onOpenCampaign?.(campaign);

  return (
    <>
      <TablePanel
        title={t`Campaign List`}
        onRefresh={onRefresh}
        onCreate={modal.openCreate}
        loading={isLoading}
        actions={tenantFilterActions(tenantFilter)}
      >
        <DataTable
          columns={withTenantColumn(columns(i18n), tenantFilter, (campaign) => campaign.tenantId)}
          rows={rows}
          getRowId={getRowId}
          getRowLabel={getRowLabel}
          server={serverTable(page, t`Search campaigns`)}
          isLoading={isLoading}
          error={error}
          emptyText={t`No campaigns yet.`}
          {...(isTenant
            ? { rowActions, onRowClick: onOpenCampaign ? handleRowClick : undefined }
            : {
                selectable: true,
                bulkActions,
                selectedIds: selection.selectedIds,
                onSelectionChange: selection.onSelectionChange,
              })}
        />
      </TablePanel>
      <CampaignFormModal
        open={modal.open}
        campaign={modal.record}
        onClose={modal.close}
        onCreate={onCreate}
        onUpdate={onUpdate}
        tenants={tenantFilter?.tenants}
      />
      <DeleteDialog
        deletion={deletion}
        title={isTenant ? t`Delete campaign` : t`Delete campaigns`}
        message={t(isTenant ? CAMPAIGN_DELETE_ONE : CAMPAIGN_DELETE_SELECTED)}
      />
    </>
  );
}
