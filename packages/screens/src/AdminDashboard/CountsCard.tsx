import type { AdminDashboardStats } from '@app/contract';
import { Card } from '@app/ui';
import { CountFigures } from '../shared/CountFigures';
import { StyledPeriod, StyledPeriodTitle, StyledPeriods } from './AdminDashboard.styles';
import { useLingui } from '@lingui/react/macro';

export interface CountsCardProps {
  stats: AdminDashboardStats;
}

/** Scans and posts used today, over the last 7 and the last 30 days. */
export function CountsCard({ stats }: CountsCardProps) {
  const { t } = useLingui();
  const periods = [
    { title: t`Today`, counts: stats.today },
    { title: t`Last 7 days`, counts: stats.last7Days },
    { title: t`Last 30 days`, counts: stats.last30Days },
  ];
  return (
    <Card title={t`Scans and posts used`} headingLevel={3}>
      <StyledPeriods>
        {periods.map((period) => (
          <StyledPeriod key={period.title} aria-label={period.title}>
            <StyledPeriodTitle>{period.title}</StyledPeriodTitle>
            <CountFigures counts={period.counts} size="lg" />
          </StyledPeriod>
        ))}
      </StyledPeriods>
    </Card>
  );
}
