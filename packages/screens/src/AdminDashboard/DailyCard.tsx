import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import type { DailyCount } from '@app/contract';
import { Card, LineChart } from '@app/ui';
import { formatCount } from '../shared/CountFigures';
import { dailySummary, dayLabel } from './logic';
import {
  StyledCaption,
  StyledDetails,
  StyledLegend,
  StyledScroll,
  StyledSummary,
  StyledSwatch,
  StyledTable,
} from './AdminDashboard.styles';

export interface DailyCardProps {
  daily: readonly DailyCount[];
}

/**
 * Scans and redirects per day over the last 30 days: a chart for the eye; for a screen reader (and anyone) a
 * summary and the numbers by day in a table.
 */
export function DailyCard({ daily }: DailyCardProps) {
  const theme = useTheme();
  const labels = useMemo(() => daily.map((day) => dayLabel(day.day)), [daily]);
  const series = useMemo(
    () => [
      { label: 'Scans', color: theme.colors.primary, values: daily.map((day) => day.scans) },
      { label: 'Redirects', color: theme.colors.info, values: daily.map((day) => day.redirects) },
    ],
    [daily, theme],
  );
  return (
    <Card title="Per day, last 30 days" headingLevel={3}>
      <StyledLegend aria-hidden="true">
        {series.map((each) => (
          <li key={each.label}>
            <StyledSwatch $color={each.color} />
            {each.label}
          </li>
        ))}
      </StyledLegend>
      <LineChart labels={labels} series={series} />
      <StyledSummary>{dailySummary(daily)}</StyledSummary>
      <StyledDetails>
        <summary>Show the numbers by day</summary>
        <StyledScroll>
          <StyledTable>
            <StyledCaption>Scans and redirects per day, last 30 days</StyledCaption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Scans</th>
                <th scope="col">Redirects</th>
              </tr>
            </thead>
            <tbody>
              {daily.map((day, index) => (
                <tr key={day.day}>
                  <th scope="row">{labels[index]}</th>
                  <td>{formatCount(day.scans)}</td>
                  <td>{formatCount(day.redirects)}</td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledScroll>
      </StyledDetails>
    </Card>
  );
}
