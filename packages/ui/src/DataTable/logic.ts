import { formatDateIn } from '../i18n/dates';

/** What a column's accessor returns: the value it sorts by (and shows, unless the column renders its own cell). */
export type CellValue = string | number | Date | boolean | null;

/* ---------------------------------------------------------------- pagination */

/** How many pages `total` rows fill; an empty table still has one (empty) page. */
export function getPageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a page index on an existing page, e.g. after rows were deleted from the last page. */
export function clampPageIndex(pageIndex: number, total: number, pageSize: number): number {
  return Math.min(Math.max(0, pageIndex), getPageCount(total, pageSize) - 1);
}

/** The rows the current page shows (1-based, inclusive): 1–10 of 42, 41–42 of 42, 0–0 of 0. */
export function getRange(pageIndex: number, pageSize: number, total: number): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const page = clampPageIndex(pageIndex, total, pageSize);
  return { first: page * pageSize + 1, last: Math.min(total, (page + 1) * pageSize) };
}

/** The footer's range text in English: "1–10 of 42", "41–42 of 42", "0–0 of 0" (the Pager shows it translated). */
export function getRangeText(pageIndex: number, pageSize: number, total: number): string {
  const { first, last } = getRange(pageIndex, pageSize, total);
  return `${first}–${last} of ${total}`;
}

/** The page that still shows the first row of the current page after the page size changes. */
export function pageIndexAfterResize(pageIndex: number, oldPageSize: number, newPageSize: number): number {
  if (newPageSize <= 0) return 0;
  return Math.floor((pageIndex * oldPageSize) / newPageSize);
}

/* ---------------------------------------------------------------- selection */

export type SelectionState = Record<string, true>;

/** Drops selected ids whose rows are gone; returns the same object when nothing changed. */
export function pruneSelection(selection: SelectionState, rowIds: readonly string[]): SelectionState {
  const present = new Set(rowIds);
  const kept = Object.keys(selection).filter((id) => present.has(id));
  if (kept.length === Object.keys(selection).length) return selection;
  return Object.fromEntries(kept.map((id) => [id, true] as const));
}

/** The selection state of a list of ids (in their order). */
export function selectionOf(ids: readonly string[]): SelectionState {
  return Object.fromEntries(ids.map((id) => [id, true] as const));
}

/** The selected ids in the order of the rows (so callers get a stable, predictable list). */
export function selectedIdsInRowOrder(selection: SelectionState, rowIds: readonly string[]): string[] {
  return rowIds.filter((id) => selection[id] === true);
}

/* ---------------------------------------------------------------- sorting */

/** The value the table sorts: empty values (null, an invalid date) become undefined, which always sorts last. */
export function toSortValue(value: CellValue): Exclude<CellValue, null> | undefined {
  if (value === null) return undefined;
  if (value instanceof Date && Number.isNaN(value.getTime())) return undefined;
  return value;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function rank(value: Exclude<CellValue, null>): number {
  if (typeof value === 'number') return 0;
  if (value instanceof Date) return 1;
  if (typeof value === 'boolean') return 2;
  return 3;
}

/**
 * Ascending comparison of two non-empty cell values: numbers numerically, dates by time, false before true, text
 * naturally and case-insensitively ("Item 2" before "Item 10"). Empty values are kept last by the table itself.
 */
export function compareCellValues(a: Exclude<CellValue, null>, b: Exclude<CellValue, null>): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return rank(a) - rank(b);
}

export type SortDirection = 'asc' | 'desc';

/** A sort as TanStack Table keeps it (one column at most). */
export function sortingOf(
  sort: { columnId: string; direction: SortDirection } | null,
): { id: string; desc: boolean }[] {
  return sort ? [{ id: sort.columnId, desc: sort.direction === 'desc' }] : [];
}

/** TanStack Table's sort as the table's own (its first column), or none. */
export function sortOf(sorting: readonly { id: string; desc: boolean }[]): {
  columnId: string;
  direction: SortDirection;
} | null {
  const [first] = sorting;
  return first ? { columnId: first.id, direction: first.desc ? 'desc' : 'asc' } : null;
}
export type AriaSort = 'ascending' | 'descending' | 'none';

const ariaSortByDirection: Record<SortDirection, AriaSort> = { asc: 'ascending', desc: 'descending' };

/** The `aria-sort` of a sortable column header. */
export function ariaSortOf(direction: SortDirection | false): AriaSort {
  return direction ? ariaSortByDirection[direction] : 'none';
}

/* ---------------------------------------------------------------- display */

/** The words a table writes for values without a cell renderer, in the interface language. */
export interface CellWords {
  locale: string;
  yes: string;
  no: string;
}

const ENGLISH_WORDS: CellWords = { locale: 'en', yes: 'Yes', no: 'No' };

/**
 * How a value is shown when its column has no cell renderer: dates as the language writes them (en-GB in English),
 * Yes/No, empty for null.
 */
export function formatCellValue(value: CellValue, words: CellWords = ENGLISH_WORDS): string {
  if (value === null) return '';
  if (value instanceof Date) return formatDateIn(words.locale, value);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  return String(value);
}

/** How a card shows the columns: the one marked `title` (else the first) heads it, the others but `hidden` follow. */
export function cardLayout<TColumn extends { id: string; card?: 'title' | 'field' | 'hidden' }>(
  columns: readonly TColumn[],
): { title: TColumn | undefined; fields: TColumn[] } {
  const title = columns.find((column) => column.card === 'title') ?? columns.find((column) => column.card !== 'hidden');
  return { title, fields: columns.filter((column) => column !== title && column.card !== 'hidden') };
}
