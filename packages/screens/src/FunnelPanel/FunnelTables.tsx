import type { FunnelStats } from '@app/contract';
import { useLingui } from '@lingui/react/macro';
import { formatCount } from '../shared/CountFigures';
import { StyledTable } from '../shared/FigureTable.styles';
import { StyledTableTitle } from './FunnelPanel.styles';
import { languageLabel, platformLabel } from '../shared/platformLabels';
import { placeOf, rate } from './logic';

interface Row {
  key: string;
  label: string;
  scans?: number;
  claims: number;
  redirects: number;
  posted: number;
}

/** A breakdown: its rows' steps (scans only where the row has them: a platform is chosen after the scan). */
function StepsTable({ caption, rowHeader, rows }: { caption: string; rowHeader: string; rows: readonly Row[] }) {
  const { t, i18n } = useLingui();
  const withScans = rows.some((row) => row.scans !== undefined);
  return (
    <StyledTable>
      <StyledTableTitle>{caption}</StyledTableTitle>
      <thead>
        <tr>
          <th scope="col">{rowHeader}</th>
          {withScans ? <th scope="col">{t`Scans`}</th> : null}
          <th scope="col">{t`Platform chosen`}</th>
          <th scope="col">{t`Used`}</th>
          <th scope="col">{t`Posted`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {withScans ? <td>{formatCount(row.scans ?? 0, i18n.locale)}</td> : null}
            <td>{formatCount(row.claims, i18n.locale)}</td>
            <td>{formatCount(row.redirects, i18n.locale)}</td>
            <td>
              {formatCount(row.posted, i18n.locale)}
              {row.redirects > 0 ? ` (${rate(row.posted, row.redirects, i18n.locale) ?? ''})` : null}
            </td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}

/** The funnel per link, per platform and per language, as tables. */
export function FunnelTables({ stats, showTenant }: { stats: FunnelStats; showTenant: boolean }) {
  const { t, i18n } = useLingui();
  const deleted = t`Deleted link`;
  return (
    <>
      <StepsTable
        caption={t`Per link`}
        rowHeader={t`Link`}
        rows={stats.links.map((link) => {
          const place = placeOf(link, deleted);
          const named = link.label.trim() && link.name ? `${place} (${link.name})` : place;
          return {
            ...link,
            key: link.uuid,
            label: showTenant ? `${link.tenantName} · ${named}` : named,
          };
        })}
      />
      <StepsTable
        caption={t`Per platform`}
        rowHeader={t`Platform`}
        rows={stats.platforms.map((row) => ({ ...row, key: row.platform, label: platformLabel(i18n, row.platform) }))}
      />
      <StepsTable
        caption={t`Per language`}
        rowHeader={t`Language`}
        rows={stats.languages.map((row) => ({
          ...row,
          key: row.language,
          label: row.language ? languageLabel(i18n, row.language) : t`Not recorded`,
        }))}
      />
    </>
  );
}
