import type { CountPair } from '@app/contract';
import { formatCount } from '../shared/CountFigures';
import { StyledCaption, StyledTable } from '../shared/FigureTable.styles';
import { useLingui } from '@lingui/react/macro';

export interface CountsTableRow extends CountPair {
  key: string;
  label: string;
}

export interface CountsTableProps {
  /** The table's name, for assistive technology (the card around it shows what it is). */
  caption: string;
  /** The header of the first column, which names each row ("Day", "Business"). */
  rowHeader: string;
  rows: readonly CountsTableRow[];
}

/** Scans and posts used per row, the row named in its first cell. */
export function CountsTable({ caption, rowHeader, rows }: CountsTableProps) {
  const { t, i18n } = useLingui();
  return (
    <StyledTable>
      <StyledCaption>{caption}</StyledCaption>
      <thead>
        <tr>
          <th scope="col">{rowHeader}</th>
          <th scope="col">{t`Scans`}</th>
          <th scope="col">{t`Used`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{formatCount(row.scans, i18n.locale)}</td>
            <td>{formatCount(row.redirects, i18n.locale)}</td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
