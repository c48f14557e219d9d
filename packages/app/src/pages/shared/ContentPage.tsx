import { ContentList } from '@app/screens';
import { useLocation, useSearchParams } from 'wouter';
import { useCreateContent, useDeleteContents, useUpdateContent } from '../../data/hooks';
import { exportContents, loadContentHistory, useDecideContents, useReviewLinksApi } from '../../data/approval';
import { downloadPictures } from '../../data/downloads';
import { useListPage } from '../../data/useListPage';
import { useTenantFilter } from '../../data/useTenantFilter';
import { readSession } from '../../session/session';
import { listScreenProps } from './listScreen';

/** `?status=pending`: the posts waiting for approval (the profile's "Review them"). */
const statusFilter = (value: string | null) => (value === 'pending' ? value : undefined);

export function ContentPage() {
  const admin = readSession()?.role === 'admin';
  const [params] = useSearchParams();
  const [path, navigate] = useLocation();
  const pending = statusFilter(params.get('status')) === 'pending';
  const filter = useTenantFilter(admin);
  const page = useListPage('content', {
    tenantId: filter.tenantId,
    status: statusFilter(params.get('status')),
  });
  const createContent = useCreateContent();
  const updateContent = useUpdateContent();
  const deleteContents = useDeleteContents();
  const decide = useDecideContents();
  const reviewLinks = useReviewLinksApi();
  return (
    <ContentList
      {...listScreenProps(page, 'contents')}
      onCreate={createContent}
      onUpdate={updateContent}
      onDelete={deleteContents}
      onDownloadPictures={downloadPictures}
      tenantFilter={filter.filter}
      {...(pending ? { pendingFilter: { onClear: () => navigate(path, { replace: true }) } } : {})}
      loadHistory={loadContentHistory}
      onExport={exportContents}
      {...(admin ? { reviewLinks } : { onDecide: decide })}
    />
  );
}
