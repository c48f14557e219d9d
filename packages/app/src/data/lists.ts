/**
 * The server's lists (SPEC section 7), one call each: a list call answers the whole array when asked without
 * `limit` and `offset`, and a page (`{ items, total }`) with either (the contract's `listOf`). `LIST_PAGES` reads
 * one page of any list by its name, typed by the list's route (its filters, its sort columns, its rows).
 */
import {
  routes,
  type AnswerOf,
  type ListName,
  type ListPage,
  type ListQueryOf,
  type ListSort,
  type ListSortColumn,
} from '@app/contract';
import { call } from '../api/instance';
import { keyOf } from './callKey';

/** The whole list of a list call's answer. */
export const wholeList = <T>(answer: T[] | ListPage<T>): T[] => ('items' in answer ? answer.items : answer);

/** The page of a list call's answer (the whole list as one page). */
export const listPage = <T>(answer: T[] | ListPage<T>): ListPage<T> =>
  'items' in answer ? answer : { items: answer, total: answer.length };

/** Which page of a list, in the order of which column, with which search. */
export interface PageArgs<L extends ListName> {
  limit: number;
  offset: number;
  sort?: ListSort<ListSortColumn<L>> | undefined;
  q?: string | undefined;
}

/** A list's filters: its query besides the page. */
export type ListFilters<L extends ListName> = Omit<ListQueryOf<L>, keyof PageArgs<L>>;

interface ListRoutes {
  campaign: typeof routes.campaign.list;
  content: typeof routes.content.list;
  asset: typeof routes.asset.list;
  entry: typeof routes.entry.list;
  admin: typeof routes.admin.list;
  tenant: typeof routes.tenant.list;
  user: typeof routes.user.list;
  link: typeof routes.link.list;
}

/** A row of a list, as its route answers it. */
export type RowOf<L extends ListName> = AnswerOf<ListRoutes[L]> extends (infer T)[] | ListPage<unknown> ? T : never;

/** A page's SWR key and its call. */
export interface PageRead<T> {
  key: string;
  load: () => Promise<ListPage<T>>;
}

const paged = <T>(key: string, load: () => Promise<T[] | ListPage<T>>): PageRead<T> => ({
  key,
  load: async () => listPage(await load()),
});

/** A page of each list (one entry per list, so that each is typed by its own route). */
export const LIST_PAGES: { [L in ListName]: (page: PageArgs<L>, filters: ListFilters<L>) => PageRead<RowOf<L>> } = {
  campaign: (page, filters) => {
    const args = { query: { ...filters, ...page } };
    return paged(keyOf(routes.campaign.list, args), () => call(routes.campaign.list, args));
  },
  content: (page, filters) => {
    const args = { query: { ...filters, ...page } };
    return paged(keyOf(routes.content.list, args), () => call(routes.content.list, args));
  },
  asset: (page, filters) => {
    const args = { query: { ...filters, ...page } };
    return paged(keyOf(routes.asset.list, args), () => call(routes.asset.list, args));
  },
  entry: (page, filters) => {
    const args = { query: { ...filters, ...page } };
    return paged(keyOf(routes.entry.list, args), () => call(routes.entry.list, args));
  },
  admin: (page, filters) => {
    const args = { query: { ...filters, ...page } };
    return paged(keyOf(routes.admin.list, args), () => call(routes.admin.list, args));
  },
  tenant: (page, filters) => {
    const args = { query: { ...filters, ...page } };
    return paged(keyOf(routes.tenant.list, args), () => call(routes.tenant.list, args));
  },
  user: (page, filters) => {
    const args = { query: { ...filters, ...page } };
    return paged(keyOf(routes.user.list, args), () => call(routes.user.list, args));
  },
  link: (page, filters) => {
    const args = { query: { ...filters, ...page } };
    return paged(keyOf(routes.link.list, args), () => call(routes.link.list, args));
  },
};
