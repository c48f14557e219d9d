import type { ReactNode } from 'react';
import type { ButtonVariant } from '../Button';
import type { Text } from '../i18n/text';
import type { CellValue, SortDirection } from './logic';

export interface DataTableColumn<TRow> {
  /** Unique within the table; also the id `initialSort` names. */
  id: string;
  /** The column's heading: a text in the user's language, or a message translated where shown. */
  header: Text;
  /** The value the column sorts by, and shows when there is no `cell` (dates in en-GB, booleans as Yes/No). */
  accessor: (row: TRow) => CellValue;
  /** Custom cell content (a badge, a preview…). */
  cell?: (row: TRow) => ReactNode;
  /** Default true. */
  sortable?: boolean;
  /**
   * Its place on a card, where the table shows its rows as cards (600 px wide or less): `title` heads the card (by
   * default the first column does), `hidden` leaves it out (e.g. what the title already says); else it is a line
   * "header: value".
   */
  card?: 'title' | 'field' | 'hidden';
  /** The line's name on a card when it says more than the header there (a card has room for words). */
  cardHeader?: Text;
}

export interface DataTableBulkAction {
  /** The button's text: in the user's language, or a message translated where shown. */
  label: Text;
  /** Receives the selected row ids, in row order. */
  onClick: (ids: string[]) => void;
  variant?: ButtonVariant;
  /** Shown only when this returns true, e.g. `(ids) => ids.length === 1` for Edit. */
  visible?: (ids: string[]) => boolean;
  icon?: ReactNode;
}

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

/** What a server-mode table asks its list for: the page, the sort (none: the list's own order) and the search. */
export interface DataTableQuery {
  pageIndex: number;
  pageSize: number;
  sort: DataTableSort | null;
  search: string;
}

/**
 * Server mode: `rows` are one page of a list that the server sorts, pages and searches. The table shows the page and
 * reports what the user asks for; the selection is kept by id across pages.
 */
export interface DataTableServer {
  /** How many rows the whole (searched) list holds. */
  total: number;
  query: DataTableQuery;
  onQueryChange: (query: DataTableQuery) => void;
  /** Another page is loading: the rows shown are still the previous ones (no flash of "Loading..."). */
  isFetching?: boolean;
  /** The search box's accessible name, e.g. "Search contents"; without it there is no search box. */
  searchLabel?: string;
}
