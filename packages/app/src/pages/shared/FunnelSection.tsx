import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { STATS_TIME_ZONE } from '@app/contract';
import { FunnelPanel, defaultRange, todayIn, type FunnelRange } from '@app/screens';
import { exportFunnel, useFunnel, useTenants } from '../../data/hooks';

/**
 * The funnel over a range of days (the last 30 until another is chosen), refreshed live like the other counts. An
 * administrator also picks the business (all by default); a business sees its own.
 */
export function FunnelSection({ admin = false }: { admin?: boolean }) {
  const { t } = useLingui();
  const [range, setRange] = useState<FunnelRange>(() => defaultRange(todayIn(STATS_TIME_ZONE)));
  const [tenantId, setTenantId] = useState('');
  const funnel = useFunnel(range, tenantId);
  const tenants = useTenants(admin);
  return (
    <FunnelPanel
      stats={funnel.data ?? null}
      range={range}
      onRangeChange={setRange}
      onExport={(chosen) => exportFunnel(chosen, tenantId)}
      isLoading={funnel.isLoading}
      error={funnel.error ? t`Could not load the funnel. Reload the page to try again.` : null}
      {...(admin
        ? {
            tenants: (tenants.data ?? []).map(({ id, name }) => ({ id, name })),
            tenantId,
            onTenantChange: setTenantId,
          }
        : {})}
      headingLevel={admin ? 3 : 2}
    />
  );
}
