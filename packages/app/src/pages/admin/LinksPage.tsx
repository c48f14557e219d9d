import { LinkList } from '@app/screens';
import {
  exportLinks,
  useAssignLink,
  useDeleteLink,
  useGenerateLinks,
  useLabelLink,
  useTenants,
} from '../../data/hooks';
import { downloadLinkPrintKit } from '../../data/printKit';
import { useListPage } from '../../data/useListPage';
import { listScreenProps } from '../shared/listScreen';

export function LinksPage() {
  const page = useListPage('link', {});
  const tenants = useTenants();
  const generateLinks = useGenerateLinks();
  const assignLink = useAssignLink();
  const deleteLink = useDeleteLink();
  const labelLink = useLabelLink();
  return (
    <LinkList
      {...listScreenProps(page, 'links')}
      tenants={tenants.data ?? []}
      onRefresh={() => void Promise.all([page.refresh(), tenants.mutate()])}
      onExport={exportLinks}
      onGenerate={generateLinks}
      onAssign={assignLink}
      onDelete={deleteLink}
      onPrintKit={downloadLinkPrintKit}
      onLabel={labelLink}
    />
  );
}
