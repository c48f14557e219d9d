import type { GeneratorRefusal, ModelUsageRow } from '@app/contract';

/** How many months back the month picker offers, this one included. */
export const MONTHS_OFFERED = 12;

/** `YYYY-MM` of the month `back` months before `month` (also `YYYY-MM`). */
export function monthBefore(month: string, back: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months to choose from: this one first, then the eleven before it; a chosen older one is kept at the end. */
export function monthsOffered(thisMonth: string, chosen: string): string[] {
  const months = Array.from({ length: MONTHS_OFFERED }, (_, back) => monthBefore(thisMonth, back));
  return months.includes(chosen) ? months : [...months, chosen];
}

/** A month as the user's language writes it ("March 2025", "2025年3月", "Mac 2025"). */
export function monthLabel(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** Posts a row's model did not give, every reason together. */
export const refusedTotal = (row: Pick<ModelUsageRow, 'refused'>): number =>
  Object.values(row.refused).reduce((sum, n) => sum + n, 0);

/** A row's refusals with a count, the most first (ties by reason). */
export function refusalsOf(row: Pick<ModelUsageRow, 'refused'>): [GeneratorRefusal, number][] {
  return (Object.entries(row.refused) as [GeneratorRefusal, number][])
    .filter(([, n]) => n > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

/** Every row added up (the table's last row when it has several businesses). */
export function usageTotals(rows: readonly ModelUsageRow[]): Omit<ModelUsageRow, 'tenantId' | 'tenantName'> {
  const refused: Record<string, number> = {};
  for (const row of rows) {
    for (const [reason, n] of Object.entries(row.refused)) refused[reason] = (refused[reason] ?? 0) + n;
  }
  return {
    calls: rows.reduce((sum, row) => sum + row.calls, 0),
    kept: rows.reduce((sum, row) => sum + row.kept, 0),
    refused,
    tokensIn: rows.reduce((sum, row) => sum + row.tokensIn, 0),
    tokensOut: rows.reduce((sum, row) => sum + row.tokensOut, 0),
  };
}
