/**
 * A call's address from its route (the contract's `routes`): the path with its parameters filled in (each encoded
 * with encodeURIComponent), under the API's or the file service's base, then its query (the contract's one order,
 * which also makes it a stable cache key). And the types of what each call takes after its route.
 */
import {
  listQueryString,
  type AnswerOf,
  type BodyOf,
  type ListSort,
  type ParamsOf,
  type QueryOf,
  type RecordKind,
  type Route,
} from '@app/contract';

type ParamsPart<R extends Route> = [keyof ParamsOf<R>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<R> };
/** A query's values: text, numbers and a sort, as listQueryString writes them. */
type QueryValue = string | number | ListSort | undefined;
type QueryRecord = Readonly<Record<string, QueryValue>>;
/** A call's query, as the address is written from it (`never` when a query took other values). */
type Query<R extends Route> = Extract<QueryOf<R>, QueryRecord>;
type QueryPart<R extends Route> = [QueryOf<R>] extends [never]
  ? { query?: undefined }
  : Partial<Query<R>> extends Query<R>
    ? { query?: Query<R> }
    : { query: Query<R> };
type BodyPart<R extends Route> = [BodyOf<R>] extends [never] ? { body?: undefined } : { body: BodyOf<R> };

/** What a call takes besides its route: its path parameters, query and body, each when its call has one. */
export type CallArgs<R extends Route> = ParamsPart<R> & QueryPart<R> & BodyPart<R>;

/** The arguments after a route: optional when the call needs none of them. */
export type ArgsOf<R extends Route> =
  Partial<CallArgs<R>> extends CallArgs<R> ? [args?: CallArgs<R>] : [args: CallArgs<R>];

/** Any call's arguments, as the address is built from them. */
export interface AnyArgs {
  params?: Readonly<Record<string, string>> | undefined;
  query?: QueryRecord | undefined;
  body?: unknown;
}

/** Where the API (`/api` in the routes) and the file service (`/files`) are served. */
export interface Bases {
  api: string;
  files: string;
}

/** The address of a call: its path, parameters encoded, under its base, and its query. */
export function urlOf(route: Route, args: AnyArgs | undefined, bases: Bases): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = args?.params?.[name];
    if (value === undefined) throw new TypeError(`${route.path} needs its ${name}`);
    return encodeURIComponent(value);
  });
  const based = path.replace(/^\/(api|files)(?=\/|$)/, (_, root: string) => (root === 'api' ? bases.api : bases.files));
  const search = args?.query ? listQueryString(args.query) : '';
  return search ? `${based}?${search}` : based;
}

/** The record kinds a read's answer holds, for the query it is asked with (the route's `holds`). */
export function holdsOf(route: Route, args: AnyArgs | undefined): readonly RecordKind[] {
  const { holds } = route;
  return typeof holds === 'function' ? holds(args?.query ?? {}) : (holds ?? []);
}

/**
 * A call's JSON answer, typed by its route: the one place in the app where an answer gets its type, the one its
 * call's answer schema gives (the server's tests hold real answers to those schemas; the browser does not parse
 * them again, so that no schema is in its bundles).
 */
export const answerOf = <R extends Route>(_route: R, json: unknown): AnswerOf<R> => json as AnswerOf<R>;
