import { useLingui } from '@lingui/react/macro';
import { AdminDashboard } from '@app/screens';
import { useAdminStats } from '../../data/hooks';
import { FunnelSection } from '../shared/FunnelSection';
import { ModelUsageSection } from '../shared/ModelUsageSection';

/**
 * The admin dashboard's counts, the funnel and the language model's use per business in a month; a customer's scan
 * or redirect refreshes them live (the "stats" event). The shell's page header already says "Dashboard", so the
 * dashboard's own heading is for assistive technology only.
 */
export function DashboardPage() {
  const { data, error, isLoading } = useAdminStats();
  const { t } = useLingui();
  return (
    <AdminDashboard
      stats={data ?? null}
      isLoading={isLoading}
      error={error ? t`Could not load the counts. Reload the page to try again.` : null}
      hideHeading
      funnel={<FunnelSection admin />}
      modelUsage={<ModelUsageSection />}
    />
  );
}
