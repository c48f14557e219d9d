import { useMemo, useState } from 'react';
import { useTheme } from 'styled-components';
import { FUNNEL_MAX_DAYS, LINK_QUIET_DAYS, type FunnelStats, type TenantRef } from '@app/contract';
import { Button, Card, Icons, LineChart, LoadingOverlay, Select, TextField, notify } from '@app/ui';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { translateErrorText } from '../i18n';
import { formatCount } from '../shared/CountFigures';
import { FunnelTables } from './FunnelTables';
import { dayLabel, placeOf, rangeProblem, rate, type FunnelRange } from './logic';
import {
  StyledBreakdowns,
  StyledControls,
  StyledEmpty,
  StyledFailure,
  StyledQuiet,
  StyledStep,
  StyledStepCount,
  StyledStepName,
  StyledStepRate,
  StyledSteps,
} from './FunnelPanel.styles';
import { ChartLegend } from '../shared/ChartLegend';

export interface FunnelPanelProps {
  /** The funnel of the range (GET /api/stats/funnel); null until it is loaded. */
  stats: FunnelStats | null;
  /** The range shown (and asked for). */
  range: FunnelRange;
  /** A new, valid range was chosen. */
  onRangeChange: (range: FunnelRange) => void;
  /** Downloads the range's CSV (GET /api/stats/funnel.csv). */
  onExport: (range: FunnelRange) => Promise<unknown>;
  isLoading?: boolean;
  /** A load error to show instead of the figures. */
  error?: string | null;
  /** Administrators: the businesses to choose from ('' = all); absent for a business's own profile. */
  tenants?: readonly TenantRef[];
  tenantId?: string;
  onTenantChange?: (tenantId: string) => void;
  headingLevel?: 2 | 3;
}

export const EXPORT_FUNNEL_FAILED = msg`Could not download the report. Please try again.`;

/**
 * The funnel of the QR codes over a range of days: phones that scanned a code (once per phone and day) → chose a
 * platform → copied or opened a post; per day as a chart, per link, platform and language as tables; and the cards
 * nobody scanned for LINK_QUIET_DAYS days ("check the card on table 5"). A download gives the numbers as CSV.
 */
export function FunnelPanel({
  stats,
  range,
  onRangeChange,
  onExport,
  isLoading = false,
  error = null,
  tenants,
  tenantId = '',
  onTenantChange,
  headingLevel = 2,
}: FunnelPanelProps) {
  const theme = useTheme();
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(range);
  const [exporting, setExporting] = useState(false);
  const problem = rangeProblem(draft);
  const problemText = problem
    ? translateErrorText(
        i18n,
        problem === 'date_range_reversed'
          ? 'The start date must be on or before the end date'
          : `Choose a range of at most ${FUNNEL_MAX_DAYS} days`,
      )
    : undefined;

  const change = (next: FunnelRange) => {
    setDraft(next);
    if (next.from && next.to && !rangeProblem(next)) onRangeChange(next);
  };

  const handleExport = async () => {
    setExporting(true);
    try {
      await onExport(range);
    } catch {
      notify.error(i18n._(EXPORT_FUNNEL_FAILED));
    } finally {
      setExporting(false);
    }
  };

  const scansLabel = t`Scans`;
  const chosenLabel = t`Platform chosen`;
  const usedLabel = t`Used`;
  const postedLabel = t`Posted`;
  const daily = stats?.daily;
  const labels = useMemo(() => (daily ?? []).map((day) => dayLabel(day.day, i18n)), [daily, i18n]);
  const series = useMemo(
    () => [
      { label: scansLabel, color: theme.colors.primary, values: (daily ?? []).map((day) => day.scans) },
      { label: chosenLabel, color: theme.colors.info, values: (daily ?? []).map((day) => day.claims) },
      { label: usedLabel, color: theme.colors.success, values: (daily ?? []).map((day) => day.redirects) },
      { label: postedLabel, color: theme.colors.warning, values: (daily ?? []).map((day) => day.posted) },
    ],
    [daily, theme, scansLabel, chosenLabel, usedLabel, postedLabel],
  );

  const totals = stats?.totals;
  const steps = totals
    ? [
        { name: scansLabel, count: totals.scans, rate: null },
        { name: chosenLabel, count: totals.claims, rate: rate(totals.claims, totals.scans, i18n.locale) },
        { name: usedLabel, count: totals.redirects, rate: rate(totals.redirects, totals.claims, i18n.locale) },
        { name: postedLabel, count: totals.posted, rate: rate(totals.posted, totals.redirects, i18n.locale) },
      ]
    : [];
  const deleted = t`Deleted link`;
  const showTenant = tenants !== undefined && !tenantId;

  return (
    <Card title={t`Funnel`} headingLevel={headingLevel}>
      <StyledControls>
        {tenants && onTenantChange ? (
          <Select
            label={t`Business`}
            value={tenantId}
            onChange={(event) => onTenantChange(event.target.value)}
            options={[
              { value: '', label: t`All businesses` },
              ...tenants.map((tenant) => ({ value: tenant.id, label: tenant.name })),
            ]}
          />
        ) : null}
        <TextField
          type="date"
          label={t`From`}
          value={draft.from}
          max={draft.to || undefined}
          required
          onChange={(event) => change({ ...draft, from: event.target.value })}
        />
        <TextField
          type="date"
          label={t`To`}
          value={draft.to}
          min={draft.from || undefined}
          required
          error={problemText}
          onChange={(event) => change({ ...draft, to: event.target.value })}
        />
        <Button
          variant="secondary"
          icon={<Icons.Download size={16} aria-hidden="true" />}
          loading={exporting}
          disabled={problem !== null}
          onClick={() => void handleExport()}
        >
          {t`Download CSV`}
        </Button>
      </StyledControls>
      {error ? <StyledFailure role="alert">{error}</StyledFailure> : null}
      {stats && stats.quiet.length > 0 ? (
        <StyledQuiet role="status">
          <p>{t`No scans for ${LINK_QUIET_DAYS} days:`}</p>
          <ul>
            {stats.quiet.map((link) => {
              const place = placeOf(link, deleted);
              const check = t`Check the card on ${place}`;
              return <li key={link.uuid}>{showTenant ? `${link.tenantName}: ${check}` : check}</li>;
            })}
          </ul>
        </StyledQuiet>
      ) : null}
      {stats && !error ? (
        <>
          <StyledSteps aria-label={t`The funnel's steps`}>
            {steps.map((step) => (
              <StyledStep key={step.name}>
                <StyledStepName>{step.name}</StyledStepName>
                <StyledStepCount>{formatCount(step.count, i18n.locale)}</StyledStepCount>
                {step.rate !== null ? <StyledStepRate>{t`${step.rate} of the step before`}</StyledStepRate> : null}
              </StyledStep>
            ))}
          </StyledSteps>
          <ChartLegend series={series} />
          <LineChart labels={labels} series={series} />
          {totals && totals.scans + totals.claims + totals.redirects === 0 ? (
            <StyledEmpty>{t`Nothing was counted in these days yet.`}</StyledEmpty>
          ) : null}
          <StyledBreakdowns>
            <FunnelTables stats={stats} showTenant={showTenant} />
          </StyledBreakdowns>
        </>
      ) : null}
      <LoadingOverlay visible={isLoading} />
    </Card>
  );
}
