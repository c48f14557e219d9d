import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { type Link, type LinkAddBody, type Tenant } from '@app/contract';
import { Button, DataTable, Icons, TablePanel, type DataTableBulkAction, type DataTableColumn } from '@app/ui';
import { useFailureMessage, useSuccessMessage } from '../i18n';
import { ADD_LINK_FAILED_MESSAGE } from './logic';
import { editSelectedAction } from '../shared/selectionActions';
import { useRecordModal } from '../shared/useRecordModal';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import { qrLinkName } from './logic';
import type { TenantCreateRequest, TenantLogoUpload, TenantUpdateRequest } from './TenantFormModal';
import { lazyModal } from '../shared/lazyModal';
import { StyledNoWrap } from '../shared/TableCells.styles';
import { createdAtColumn } from '../shared/columns';
import { serverTable, type ListPageProps } from '../shared/listPage';
import { useListSelection } from '../shared/useListSelection';

const TenantFormModal = lazyModal(() => import('./TenantFormModal').then((module) => module.TenantFormModal));
const LinkLabelModal = lazyModal(() => import('../shared/LinkLabelModal').then((module) => module.LinkLabelModal));
export interface TenantListProps extends ListPageProps {
  /** The page of tenants on screen. */
  rows: readonly Tenant[];
  /** The Vacant QR links (every link will do): the form offers them plus the edited tenant's own. */
  links: readonly Link[];
  isLoading?: boolean;
  /** A load error to show instead of the rows. */
  error?: string | null;
  onRefresh: () => void;
  /** POST /tenant with the body; the app then assigns `linkUuid` (POST /link/assign) when one was chosen. */
  onCreate: (request: TenantCreateRequest) => Promise<unknown>;
  /** PATCH /tenant/one/{id}; the app then assigns `linkUuid` when a new link was chosen. */
  onUpdate: (request: TenantUpdateRequest) => Promise<unknown>;
  /** Stores a logo file and answers its object key. */
  onUpload: (request: TenantLogoUpload) => Promise<string>;
  /** Resolves a stored logo key to a URL for the preview. */
  resolveFileUrl?: ResolveFileUrl;
  /** POST /link/add: one more link (a table, a counter) for the tenant, with its label; absent: no row action. */
  onAddLink?: (body: LinkAddBody) => Promise<unknown>;
}

const getRowId = (tenant: Tenant) => tenant.id;

/** The "Tenant" management screen: a page of the tenants, with a search, create and edit (one selected row). */
export function TenantList({
  rows,
  links,
  isLoading = false,
  error = null,
  onRefresh,
  onCreate,
  onUpdate,
  onUpload,
  resolveFileUrl,
  onAddLink,
  ...page
}: TenantListProps) {
  const { t } = useLingui();
  const successMessage = useSuccessMessage();
  const failureMessage = useFailureMessage();
  const modal = useRecordModal<Tenant>();
  const [adding, setAdding] = useState<Tenant | null>(null);
  // the React Compiler keeps this list stable between renders (and rebuilds it when the language changes)
  const columns: DataTableColumn<Tenant>[] = [
    { id: 'name', header: t`Name`, accessor: (tenant) => tenant.name },
    { id: 'industry_type', header: t`Industry Type`, accessor: (tenant) => tenant.industry_type },
    { id: 'email', header: t`Email`, accessor: (tenant) => tenant.email },
    {
      id: 'phone',
      header: t`Phone`,
      accessor: (tenant) => tenant.phone,
      cell: (tenant) => <StyledNoWrap>{tenant.phone}</StyledNoWrap>,
    },
    { id: 'address', header: t`Address`, accessor: (tenant) => tenant.address },
    {
      id: 'qrLink',
      header: t`QR Link`,
      accessor: (tenant) => tenant.links[0]?.name ?? null,
      cell: (tenant) => <StyledNoWrap>{qrLinkName(tenant)}</StyledNoWrap>,
    },
    createdAtColumn(),
    ...(onAddLink
      ? [
          {
            id: 'actions',
            header: t`Actions`,
            sortable: false,
            accessor: () => null,
            cell: (tenant: Tenant) => {
              const name = tenant.name;
              return (
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<Icons.Plus size={14} aria-hidden="true" />}
                  aria-label={t`Add link to ${name}`}
                  onClick={() => setAdding(tenant)}
                >
                  {t`Add link`}
                </Button>
              );
            },
          } satisfies DataTableColumn<Tenant>,
        ]
      : []),
  ];
  const selection = useListSelection(rows, getRowId);
  const bulkActions: DataTableBulkAction[] = [editSelectedAction(selection.find, modal.openEdit)];

  return (
    <>
      <TablePanel title={t`Tenant List`} onRefresh={onRefresh} onCreate={modal.openCreate} loading={isLoading}>
        <DataTable
          columns={columns}
          rows={rows}
          getRowId={getRowId}
          getRowLabel={(tenant) => tenant.name}
          server={serverTable(page, t`Search tenants`)}
          selectable
          selectedIds={selection.selectedIds}
          onSelectionChange={selection.onSelectionChange}
          bulkActions={bulkActions}
          isLoading={isLoading}
          error={error}
          emptyText={t`No tenants yet`}
        />
      </TablePanel>
      <TenantFormModal
        open={modal.open}
        tenant={modal.record}
        links={links}
        onClose={modal.close}
        onCreate={onCreate}
        onUpdate={onUpdate}
        onUpload={onUpload}
        resolveFileUrl={resolveFileUrl}
      />
      {onAddLink ? (
        <LinkLabelModal
          open={adding !== null}
          title={t`Add link`}
          summary={adding ? <p>{t`A new QR code for ${adding.name}, for one more table or counter.`}</p> : null}
          label=""
          submitLabel={t`Add link`}
          onSave={(label) => onAddLink({ tenantId: adding?.id ?? '', label })}
          feedback={{
            success: successMessage('link', 'added'),
            failure: (failure) => failureMessage(failure, ADD_LINK_FAILED_MESSAGE),
          }}
          onClose={() => setAdding(null)}
        />
      ) : null}
    </>
  );
}
