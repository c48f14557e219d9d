import { useId, type ReactNode } from 'react';
import type { AdminDashboardStats } from '@app/contract';
import { EmptyState, Icons, LoadingOverlay } from '@app/ui';
import { CountsCard } from './CountsCard';
import { DailyCard } from './DailyCard';
import { RunningLowCard, TopBusinessesCard, VacantLinksCard } from './ListCards';
import { StyledCardsRow, StyledDashboard, StyledErrorRow, StyledGrid, StyledHeading } from './AdminDashboard.styles';
import { useLingui } from '@lingui/react/macro';

export interface AdminDashboardProps {
  /** The counts (GET /api/stats/overview); null until they are loaded. */
  stats: AdminDashboardStats | null;
  isLoading?: boolean;
  /** A load error to show instead of the widgets. */
  error?: string | null;
  /**
   * Keeps the "Dashboard" heading for assistive technology only, for a page whose frame already shows the title
   * (the AdminShell's "Dashboard" page header).
   */
  hideHeading?: boolean;
  /** The funnel of the QR codes (the app's FunnelPanel), under the daily counts. */
  funnel?: ReactNode;
  /** The language model's use per business in a month (the app's ModelUsagePanel), under the funnel. */
  modelUsage?: ReactNode;
}

/**
 * The admin home: a grid of widgets counting what customers do with the QR codes — scans and redirects today, over
 * 7 and 30 days and per day, the top businesses, the businesses running low on posts, and the vacant links; and
 * what the language model wrote for each business in a month.
 */
export function AdminDashboard({
  stats,
  isLoading = false,
  error = null,
  hideHeading = false,
  funnel,
  modelUsage,
}: AdminDashboardProps) {
  const headingId = useId();
  const { t } = useLingui();
  return (
    <StyledDashboard aria-labelledby={headingId}>
      <StyledHeading id={headingId} $visibility={hideHeading ? 'hidden' : 'shown'}>
        {t`Dashboard`}
      </StyledHeading>
      <StyledGrid aria-busy={isLoading || undefined}>
        {error ? (
          <StyledErrorRow role="alert">
            <EmptyState
              icon={<Icons.CircleAlert size={22} aria-hidden="true" />}
              title={t`The dashboard could not be loaded`}
              description={error}
            />
          </StyledErrorRow>
        ) : null}
        {!error && stats ? (
          <>
            <CountsCard stats={stats} />
            <DailyCard daily={stats.daily} />
            {funnel}
            {modelUsage}
            <StyledCardsRow>
              <TopBusinessesCard stats={stats} />
              <RunningLowCard stats={stats} />
              <VacantLinksCard stats={stats} />
            </StyledCardsRow>
          </>
        ) : null}
        <LoadingOverlay visible={isLoading} />
      </StyledGrid>
    </StyledDashboard>
  );
}
