import { ContentList } from '@app/screens';
import { useContents, useCreateContent, useDeleteContents, useUpdateContent } from '../../data/hooks';
import { loadError } from './loadError';

export function ContentPage() {
  const { data, error, isLoading, mutate } = useContents();
  const createContent = useCreateContent();
  const updateContent = useUpdateContent();
  const deleteContents = useDeleteContents();
  return (
    <ContentList
      rows={data ?? []}
      isLoading={isLoading}
      error={loadError(error, 'contents')}
      onRefresh={() => void mutate()}
      onCreate={createContent}
      onUpdate={updateContent}
      onDelete={deleteContents}
    />
  );
}
