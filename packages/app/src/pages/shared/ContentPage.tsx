import type { Content } from '@app/contract';
import { ContentList } from '@app/screens';
import { useCreateContent, useDeleteContents, useUpdateContent } from '../../data/hooks';
import { downloadPictures } from '../../data/downloads';
import { useListPage } from '../../data/useListPage';
import { useTenantFilter } from '../../data/useTenantFilter';
import { readSession } from '../../session/session';
import { listScreenProps } from './listScreen';

export function ContentPage() {
  const filter = useTenantFilter(readSession()?.role === 'admin');
  const page = useListPage<Content>('content', { tenantId: filter.tenantId });
  const createContent = useCreateContent();
  const updateContent = useUpdateContent();
  const deleteContents = useDeleteContents();
  return (
    <ContentList
      {...listScreenProps(page, 'contents')}
      onCreate={createContent}
      onUpdate={updateContent}
      onDelete={deleteContents}
      onDownloadPictures={downloadPictures}
      tenantFilter={filter.filter}
    />
  );
}
