import { useLingui } from '@lingui/react/macro';
import { MyProfile } from '@app/screens';
import { resolveFileUrl, uploadFile, useMyStats, useProfile, useUpdateTenant } from '../../data/hooks';
import { downloadTenantPrintKit } from '../../data/printKit';
import { renderRouterLink } from '../../routing/RouterLink';
import { generatorPath } from '../../routing/routes';
import { FunnelSection } from '../shared/FunnelSection';
import { usePendingCount } from '../../data/approval';

export function ProfilePage() {
  const { data, error, isLoading } = useProfile();
  const stats = useMyStats();
  const updateTenant = useUpdateTenant();
  const { t } = useLingui();
  const waiting = usePendingCount(true);
  return (
    <MyProfile
      tenant={data ?? null}
      isLoading={isLoading}
      error={error ? t`Could not load your profile.` : null}
      onUpload={uploadFile}
      resolveFileUrl={resolveFileUrl}
      onSave={(body) => updateTenant({ id: data?.id ?? '', body })}
      stats={stats.data ?? null}
      statsError={stats.error ? t`Could not load the counts of your QR code.` : null}
      generateMoreHref={(low) => generatorPath(low.campaignId, low.platform)}
      renderLink={renderRouterLink}
      {...(data ? { onPrintKit: () => downloadTenantPrintKit(data) } : {})}
      funnel={<FunnelSection />}
      pendingApprovals={{ waiting, reviewHref: '/tenant/content?status=pending' }}
    />
  );
}
