import type { CountPair } from '@app/contract';
import { formatCount } from '../shared/CountFigures';
import { StyledCaption, StyledTable } from './AdminDashboard.styles';

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

/** Scans and redirects per row, the row named in its first cell. */
export function CountsTable({ caption, rowHeader, rows }: CountsTableProps) {
  return (
    <StyledTable>
      <StyledCaption>{caption}</StyledCaption>
      <thead>
        <tr>
          <th scope="col">{rowHeader}</th>
          <th scope="col">Scans</th>
          <th scope="col">Redirects</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{formatCount(row.scans)}</td>
            <td>{formatCount(row.redirects)}</td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
