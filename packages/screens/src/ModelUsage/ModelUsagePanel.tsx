import { useState } from 'react';
import { useTheme } from 'styled-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ModelUsage, ModelUsageRow } from '@app/contract';
import { Button, Card, Icons, LoadingOverlay, Select, intlLocale, notify, useMediaQuery } from '@app/ui';
import { formatCount } from '../shared/CountFigures';
import { StyledCaption, StyledTable } from '../shared/FigureTable.styles';
import { REFUSAL_SHORT_LABELS } from './labels';
import { monthLabel, monthsOffered, refusalsOf, refusedTotal, usageTotals } from './logic';
import {
  StyledCard,
  StyledCardName,
  StyledCards,
  StyledControls,
  StyledEmpty,
  StyledFailure,
  StyledFigures,
  StyledReasons,
  StyledScroller,
  StyledTotalRow,
} from './ModelUsagePanel.styles';

export interface ModelUsagePanelProps {
  /** The month's figures (GET /api/stats/model-usage); null until they are loaded. */
  usage: ModelUsage | null;
  /** The month shown and asked for (YYYY-MM). */
  month: string;
  /** This month (YYYY-MM, Kuala Lumpur): the picker offers it and the eleven before. */
  thisMonth: string;
  onMonthChange: (month: string) => void;
  /** Downloads the month's CSV (GET /api/stats/model-usage.csv). */
  onExport: (month: string) => Promise<unknown>;
  isLoading?: boolean;
  /** A load error to show instead of the figures. */
  error?: string | null;
  headingLevel?: 2 | 3;
}

export const EXPORT_MODEL_USAGE_FAILED = msg`Could not download the usage. Please try again.`;

type Figures = Omit<ModelUsageRow, 'tenantId' | 'tenantName'>;

/**
 * The language model's use per business in a month, which an agency bills its clients by: the model's calls, the
 * posts it wrote that were kept, the posts it did not give and why, and the tokens in and out. A table on a wide
 * screen (with the month's totals), a card per business on a phone; a download gives the same figures as CSV.
 */
export function ModelUsagePanel({
  usage,
  month,
  thisMonth,
  onMonthChange,
  onExport,
  isLoading = false,
  error = null,
  headingLevel = 2,
}: ModelUsagePanelProps) {
  const { t, i18n } = useLingui();
  const asCards = useMediaQuery(`(max-width: ${useTheme().sizes.cardsMax})`);
  const [exporting, setExporting] = useState(false);
  const count = (value: number) => formatCount(value, i18n.locale);
  const named = monthLabel(month, intlLocale(i18n.locale));
  const rows = usage?.month === month ? usage.rows : [];

  const handleExport = async () => {
    setExporting(true);
    try {
      await onExport(month);
    } catch {
      notify.error(i18n._(EXPORT_MODEL_USAGE_FAILED));
    } finally {
      setExporting(false);
    }
  };

  const reasons = (figures: Pick<Figures, 'refused'>) =>
    refusalsOf(figures)
      .map(([reason, n]) => `${i18n._(REFUSAL_SHORT_LABELS[reason])} ${count(n)}`)
      .join(' · ');

  const headers = {
    business: t`Business`,
    calls: t`Model calls`,
    kept: t`Posts kept`,
    refused: t`Posts refused`,
    tokensIn: t`Tokens in`,
    tokensOut: t`Tokens out`,
  };

  const refusedCell = (figures: Figures) => (
    <>
      {count(refusedTotal(figures))}
      {refusedTotal(figures) > 0 ? <StyledReasons>{reasons(figures)}</StyledReasons> : null}
    </>
  );

  const figureCells = (figures: Figures) => (
    <>
      <td>{count(figures.calls)}</td>
      <td>{count(figures.kept)}</td>
      <td>{refusedCell(figures)}</td>
      <td>{count(figures.tokensIn)}</td>
      <td>{count(figures.tokensOut)}</td>
    </>
  );

  const table = (
    <StyledScroller>
      <StyledTable>
        <StyledCaption>{t`The language model's use in ${named}`}</StyledCaption>
        <thead>
          <tr>
            {Object.entries(headers).map(([key, text]) => (
              <th key={key} scope="col">
                {text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.tenantId}>
              <th scope="row">{row.tenantName}</th>
              {figureCells(row)}
            </tr>
          ))}
        </tbody>
        {rows.length > 1 ? (
          <tfoot>
            <StyledTotalRow>
              <th scope="row">{t`All businesses`}</th>
              {figureCells(usageTotals(rows))}
            </StyledTotalRow>
          </tfoot>
        ) : null}
      </StyledTable>
    </StyledScroller>
  );

  const cards = (
    <StyledCards aria-label={t`The language model's use in ${named}`}>
      {rows.map((row) => (
        <StyledCard key={row.tenantId} aria-labelledby={`usage-${row.tenantId}`}>
          <StyledCardName as={headingLevel === 2 ? 'h3' : 'h4'} id={`usage-${row.tenantId}`}>
            {row.tenantName}
          </StyledCardName>
          <StyledFigures>
            <div>
              <dt>{headers.calls}</dt>
              <dd>{count(row.calls)}</dd>
            </div>
            <div>
              <dt>{headers.kept}</dt>
              <dd>{count(row.kept)}</dd>
            </div>
            <div>
              <dt>{headers.tokensIn}</dt>
              <dd>{count(row.tokensIn)}</dd>
            </div>
            <div>
              <dt>{headers.tokensOut}</dt>
              <dd>{count(row.tokensOut)}</dd>
            </div>
            <div>
              <dt>{headers.refused}</dt>
              <dd>{refusedCell(row)}</dd>
            </div>
          </StyledFigures>
        </StyledCard>
      ))}
    </StyledCards>
  );

  return (
    <Card title={t`Language model use`} headingLevel={headingLevel}>
      <StyledControls>
        <Select
          label={t`Month`}
          value={month}
          onChange={(event) => onMonthChange(event.target.value)}
          options={monthsOffered(thisMonth, month).map((value) => ({
            value,
            label: monthLabel(value, intlLocale(i18n.locale)),
          }))}
        />
        <Button
          variant="secondary"
          icon={<Icons.Download size={16} aria-hidden="true" />}
          loading={exporting}
          onClick={() => void handleExport()}
        >
          {t`Download CSV`}
        </Button>
      </StyledControls>
      {error ? <StyledFailure role="alert">{error}</StyledFailure> : null}
      {!error && usage?.month === month && rows.length === 0 ? (
        <StyledEmpty>{t`The language model wrote nothing in ${named}.`}</StyledEmpty>
      ) : null}
      {!error && rows.length > 0 ? (asCards ? cards : table) : null}
      <LoadingOverlay visible={isLoading} />
    </Card>
  );
}
