/**
 * The types of a call, from its route: the table's call of the same method and path, and what it takes and answers
 * as its schemas say. Types only: a client that imports these carries no schema.
 */
import type * as v from 'valibot';
import type { RawAnswer, Route } from './define';
import type { api } from './index';

type Table = typeof api;

/** Every call of the table. */
export type AnyCall = { [G in keyof Table]: Table[G][keyof Table[G]] }[keyof Table];

/** The table's call of a route. */
export type CallOf<R extends Route> = Extract<AnyCall, { method: R['method']; path: R['path'] }>;

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The path parameters of a route (`/api/campaign/one/{id}`: `{ id }`), as text. */
export type ParamsOf<R extends Route> = { [K in ParamNames<R['path']>]: string };

/**
 * A call's query as the server reads it (its schema's output: numbers, a sort's column and direction); a client
 * writes it as the query string that reads back as the same. `never`: the call takes no query.
 */
export type QueryOf<R extends Route> =
  CallOf<R> extends { query: infer Q extends v.GenericSchema } ? v.InferOutput<Q> : never;

/** A call's JSON body as sent (its schema's input); `never`: the call takes none. */
export type BodyOf<R extends Route> =
  CallOf<R> extends { body: infer B extends v.GenericSchema } ? v.InferInput<B> : never;

/** What a call answers as JSON (its answer schema's output); undefined for No Content; `never` for a file or stream. */
export type AnswerOf<R extends Route> = AnswerType<CallOf<R>['answer']>;
type AnswerType<A> = A extends v.GenericSchema ? v.InferOutput<A> : A extends null ? undefined : never;

/** Whether a call answers a file or a stream (CSV, PDF, ZIP, NDJSON…) rather than JSON. */
export type AnswersFile<R extends Route> = CallOf<R>['answer'] extends RawAnswer ? true : false;
