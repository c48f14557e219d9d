/**
 * A CSV that a spreadsheet opens as written, for every export (contents, the funnel, the QR codes' manifest):
 * csv-stringify with a header row, RFC 4180 quoting, Windows line ends, a byte order mark so that Excel reads Chinese
 * as UTF-8, and formulas escaped (a cell starting with = + - @, a tab or a return is shown, never run).
 */
import { stringify } from 'csv-stringify/sync';

export function spreadsheetCsv(columns: readonly string[], rows: unknown[][]): string {
  return stringify(rows, {
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}
