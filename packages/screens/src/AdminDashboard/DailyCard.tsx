import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import type { DailyCount } from '@app/contract';
import { Card, LineChart } from '@app/ui';
import { CountsTable } from './CountsTable';
import { dailySummary, dayLabel } from './logic';
import { ChartLegend } from '../shared/ChartLegend';
import { StyledDetails, StyledScroll, StyledSummary } from './AdminDashboard.styles';
import { useLingui } from '@lingui/react/macro';

export interface DailyCardProps {
  daily: readonly DailyCount[];
}

/**
 * Scans and posts used per day over the last 30 days: a chart for the eye; for a screen reader (and anyone) a
 * summary and the numbers by day in a table.
 */
export function DailyCard({ daily }: DailyCardProps) {
  const theme = useTheme();
  const { t, i18n } = useLingui();
  const scansLabel = t`Scans`;
  const redirectsLabel = t`Used`;
  const labels = useMemo(() => daily.map((day) => dayLabel(day.day, i18n)), [daily, i18n]);
  const series = useMemo(
    () => [
      { label: scansLabel, color: theme.colors.primary, values: daily.map((day) => day.scans) },
      { label: redirectsLabel, color: theme.colors.info, values: daily.map((day) => day.redirects) },
    ],
    [daily, theme, scansLabel, redirectsLabel],
  );
  return (
    <Card title={t`Per day, last 30 days`} headingLevel={3}>
      <ChartLegend series={series} />
      <LineChart labels={labels} series={series} />
      <StyledSummary>{dailySummary(daily, i18n)}</StyledSummary>
      <StyledDetails>
        <summary>{t`Show the numbers by day`}</summary>
        <StyledScroll>
          <CountsTable
            caption={t`Scans and posts used per day, last 30 days`}
            rowHeader={t`Day`}
            rows={daily.map((day, index) => ({ ...day, key: day.day, label: labels[index] ?? day.day }))}
          />
        </StyledScroll>
      </StyledDetails>
    </Card>
  );
}
