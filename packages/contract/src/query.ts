/**
 * A call's query string (no schema here: a page that only writes addresses carries none of the lists' schemas).
 */

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface ListSort<TColumn extends string = string> {
  column: TColumn;
  direction: SortDirection;
}

/** The query string of a list call, in one canonical order (also the cache key); undefined values are left out. */
export function listQueryString(query: Record<string, string | number | ListSort | undefined>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    params.set(key, typeof value === 'object' ? `${value.column}:${value.direction}` : String(value));
  }
  return params.toString();
}
