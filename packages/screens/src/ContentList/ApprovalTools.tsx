import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Content, ContentEvent, Decision, DecisionBodyInput } from '@app/contract';
import { Button, Icons, type DataTableBulkAction } from '@app/ui';
import type { TenantFilter } from '../shared/tenantFilter';
import { DecisionDialog } from '../shared/DecisionDialog';
import type { ContentExportRange } from './ExportDialog';
import type { ReviewLinksApi } from './ReviewLinksModal';
import { lazyModal } from '../shared/lazyModal';

const ReviewLinksModal = lazyModal(
  () => import('./ReviewLinksModal').then((module) => module.ReviewLinksModal),
  (props) => props.tenant !== null,
);
const ExportDialog = lazyModal(() => import('./ExportDialog').then((module) => module.ExportDialog));

/** The content list's approval: the owner decides, the administrator sends review links, both export. */
export interface ContentApprovalProps {
  /** The owner's decision on pending posts (POST /content/decide); given for a tenant only. */
  onDecide?: (body: DecisionBodyInput) => Promise<unknown>;
  /** A post's history (GET /content/one/{id}/history), shown in the edit form. */
  loadHistory?: (id: string) => Promise<ContentEvent[]>;
  /** The administrator's review links and approval setting of the filtered tenant. */
  reviewLinks?: ReviewLinksApi;
  /** Downloads the CSV export (a tenant's own; the administrator's filtered tenant). */
  onExport?: (query: ContentExportRange & { tenantId?: string }) => Promise<unknown>;
}

interface Options extends ContentApprovalProps {
  tenantFilter?: TenantFilter;
  find: (id: string) => Content | null;
  clearSelection: () => void;
}

/** Approve / Reject of the selected pending posts, the toolbar's Review and Export, and their dialogs. */
export function useApprovalTools({ onDecide, reviewLinks, onExport, tenantFilter, find, clearSelection }: Options): {
  bulkActions: DataTableBulkAction[];
  toolbar: ReactNode;
  dialogs: ReactNode;
} {
  const { t } = useLingui();
  const [deciding, setDeciding] = useState<{ ids: readonly string[]; decision: Decision } | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const allPending = (ids: string[]) => ids.length > 0 && ids.every((id) => find(id)?.status === 'pending');
  const tenant = tenantFilter?.value ? tenantFilter.tenants.find((item) => item.id === tenantFilter.value) : undefined;
  // the administrator exports and reviews one tenant at a time (the filter's)
  const canExport = onExport !== undefined && (tenantFilter === undefined || tenant !== undefined);

  const bulkActions: DataTableBulkAction[] = onDecide
    ? [
        {
          label: t`Approve`,
          icon: <Icons.CircleCheck size={16} aria-hidden="true" />,
          visible: allPending,
          onClick: (ids) => setDeciding({ ids, decision: 'approve' }),
        },
        {
          label: t`Reject`,
          icon: <Icons.X size={16} aria-hidden="true" />,
          variant: 'danger',
          visible: allPending,
          onClick: (ids) => setDeciding({ ids, decision: 'reject' }),
        },
      ]
    : [];

  const toolbar = (
    <>
      {reviewLinks && tenant && (
        <Button
          variant="secondary"
          icon={<Icons.Link size={16} aria-hidden="true" />}
          onClick={() => setReviewing(true)}
        >
          {t`Owner review`}
        </Button>
      )}
      {canExport && (
        <Button
          variant="secondary"
          icon={<Icons.Download size={16} aria-hidden="true" />}
          onClick={() => setExporting(true)}
        >
          {t`Export CSV`}
        </Button>
      )}
    </>
  );

  const dialogs = (
    <>
      {onDecide && (
        <DecisionDialog
          request={deciding}
          onClose={() => setDeciding(null)}
          onDecide={onDecide}
          onDone={clearSelection}
        />
      )}
      {reviewLinks && (
        <ReviewLinksModal
          tenant={reviewing && tenant ? tenant : null}
          onClose={() => setReviewing(false)}
          api={reviewLinks}
        />
      )}
      {onExport && (
        <ExportDialog
          open={exporting}
          tenantName={tenant?.name}
          onClose={() => setExporting(false)}
          onExport={(range) => onExport({ ...range, ...(tenant ? { tenantId: tenant.id } : {}) })}
        />
      )}
    </>
  );
  return { bulkActions, toolbar, dialogs };
}
