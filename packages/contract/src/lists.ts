/**
 * Paged lists: the optional query of every list call (`limit`, `offset`, `sort`, `q` and the filters that fit each
 * list), its validation (messages name the parameter) and the page it answers. Without `limit` and `offset` a list
 * answers the whole array, as SPEC section 7 says; with either, `{ items, total }`.
 */
import * as v from 'valibot';
import type { ListSort, SortDirection } from './query';

export { SORT_DIRECTIONS, listQueryString, type ListSort, type SortDirection } from './query';
import {
  ADMIN_STATUSES,
  ASSET_TYPES,
  CONTENT_STATUSES,
  DEFAULT_PAGE_SIZE,
  LANGUAGES,
  LINK_STATUS_ASSIGNED,
  LINK_STATUS_VACANT,
} from './constants';

/** A page of a list: its items and how many the whole (filtered, searched) list holds. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

export const LIST_LIMIT_MAX = 100;
/** Deeper than this nobody pages by hand; it also keeps the number an integer in every database. */
export const LIST_OFFSET_MAX = 10_000_000;
export const LIST_SEARCH_MAX = 100;
/** A search is at most this many words (each must appear). */
export const LIST_SEARCH_TERMS_MAX = 8;

/** The columns each list sorts by: the ids of its table's sortable columns. */
export const LIST_SORTS = {
  campaign: ['name', 'description', 'keyword', 'createdAt'],
  content: ['title', 'text', 'status', 'keyword', 'isRedirected', 'createdAt'],
  asset: ['type', 'uploadedAt'],
  entry: ['type', 'accessValue', 'createdAt'],
  admin: ['name', 'username', 'email', 'phone', 'status', 'createdAt'],
  tenant: ['name', 'industry_type', 'email', 'phone', 'address', 'qrLink', 'createdAt'],
  user: ['name', 'tenant', 'phone', 'email', 'createdAt'],
  link: ['name', 'status', 'url', 'tenant', 'createdAt'],
} as const;
export type ListName = keyof typeof LIST_SORTS;
export type ListSortColumn<TList extends ListName> = (typeof LIST_SORTS)[TList][number];

const blankToUndefined = (value: string): string | undefined => (value === '' ? undefined : value);

function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return v.optional(
    v.pipe(
      v.string(message),
      v.regex(/^\d{1,9}$/, message),
      v.transform(Number),
      v.number(message),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
  );
}

function sortParam<const TColumns extends readonly string[]>(columns: TColumns) {
  const message = `Sort must be one of ${columns.join(', ')}, followed by :asc or :desc`;
  const pattern = new RegExp(`^(${columns.join('|')}):(asc|desc)$`);
  return v.optional(
    v.pipe(
      v.string(message),
      v.regex(pattern, message),
      v.transform((value): ListSort<TColumns[number]> => {
        const [column, direction] = value.split(':') as [TColumns[number], SortDirection];
        return { column, direction };
      }),
    ),
  );
}

/** `q`: trimmed, blank means none; at most LIST_SEARCH_MAX characters. */
const searchParam = v.optional(
  v.pipe(
    v.string('Search must be text'),
    v.trim(),
    v.maxLength(LIST_SEARCH_MAX, `Search must be at most ${LIST_SEARCH_MAX} characters`),
    v.transform(blankToUndefined),
  ),
);

/** An id filter (`campaignId`, `tenantId`, `entryId`); blank means none. A value that is no id matches nothing. */
const idFilter = (label: string) =>
  v.optional(v.pipe(v.string(`${label} must be text`), v.trim(), v.transform(blankToUndefined)));

function choiceFilter<const TValues extends readonly string[]>(label: string, values: TValues) {
  const message = `${label} must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
  return v.optional(v.picklist(values, message));
}

const paging = <const TList extends ListName>(list: TList) => ({
  limit: wholeNumber('Limit', 1, LIST_LIMIT_MAX),
  offset: wholeNumber('Offset', 0, LIST_OFFSET_MAX),
  sort: sortParam(LIST_SORTS[list]),
  q: searchParam,
});

/** The query of each list call: paging, sort, search and its filters. */
export const listQuerySchemas = {
  campaign: v.object({ ...paging('campaign'), tenantId: idFilter('Tenant') }),
  content: v.object({
    ...paging('content'),
    campaignId: idFilter('Campaign'),
    entryId: idFilter('Platform'),
    tenantId: idFilter('Tenant'),
    status: choiceFilter('Status', CONTENT_STATUSES),
    platform: v.optional(v.pipe(v.string('Platform must be text'), v.trim(), v.transform(blankToUndefined))),
    language: v.optional(v.picklist(LANGUAGES, `Language must be one of ${LANGUAGES.join(', ')}`)),
  }),
  asset: v.object({
    ...paging('asset'),
    campaignId: idFilter('Campaign'),
    entryId: idFilter('Platform'),
    tenantId: idFilter('Tenant'),
    type: choiceFilter('Type', ASSET_TYPES),
  }),
  entry: v.object({
    ...paging('entry'),
    campaignId: idFilter('Campaign'),
    tenantId: idFilter('Tenant'),
    type: v.optional(v.pipe(v.string('Type must be text'), v.trim(), v.transform(blankToUndefined))),
  }),
  admin: v.object({ ...paging('admin'), status: choiceFilter('Status', ADMIN_STATUSES) }),
  tenant: v.object({ ...paging('tenant') }),
  user: v.object({ ...paging('user'), tenantId: idFilter('Tenant') }),
  link: v.object({
    ...paging('link'),
    status: choiceFilter('Status', [LINK_STATUS_VACANT, LINK_STATUS_ASSIGNED] as const),
    tenantId: idFilter('Tenant'),
  }),
} as const satisfies Record<ListName, v.GenericSchema>;

/** GET /campaign/one/{id}: `embed=none` answers the campaign without its assets and contents (loaded in pages). */
export const campaignDetailQuerySchema = v.object({
  embed: v.optional(v.picklist(['all', 'none'], 'Embed must be all or none')),
});

export type ListQueryOf<TList extends ListName> = v.InferOutput<(typeof listQuerySchemas)[TList]>;
export type ListQueryInput<TList extends ListName> = v.InferInput<(typeof listQuerySchemas)[TList]>;

/** Whether a list query asks for a page (`limit` or `offset`) rather than the whole list. */
export function isPageQuery(query: { limit?: number; offset?: number }): boolean {
  return query.limit !== undefined || query.offset !== undefined;
}

/** The page a query asks for: `limit` defaults to the tables' page size, `offset` to 0. */
export function pageOf(query: { limit?: number; offset?: number }): { limit: number; offset: number } {
  return { limit: query.limit ?? DEFAULT_PAGE_SIZE, offset: query.offset ?? 0 };
}

/** The words of a search, each to be found (in any order): at most LIST_SEARCH_TERMS_MAX, duplicates once. */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  return [...new Set(q.split(/\s+/).filter((term) => term !== ''))].slice(0, LIST_SEARCH_TERMS_MAX);
}
