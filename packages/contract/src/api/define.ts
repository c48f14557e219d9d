/**
 * One declaration per call of the API, in two halves under one name: its route (routes.ts: method, path in OpenAPI's
 * `{param}` form, who may call it, the record kinds it holds or makes stale; what a browser needs) and its
 * description (the resource files: query and body schemas, the ones the server validates with, and what it
 * answers). The API description (`GET /api/openapi.json`) is generated from the whole, and the server's tests check
 * that every mounted route is declared here and every declared one is mounted.
 */
import type * as v from 'valibot';
import type { RecordKind } from '../live';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** `public`: no sign-in (the QR page, the review page, health); `admin` and `tenant`: a session's bearer token. */
export type CallRole = 'public' | 'admin' | 'tenant';

/** A file or stream the call answers instead of JSON. */
export interface RawAnswer {
  media:
    | 'text/csv'
    | 'application/pdf'
    | 'application/zip'
    | 'text/event-stream'
    | 'application/x-ndjson'
    | 'text/html'
    | 'text/plain';
  description: string;
}

/**
 * The record kinds a read's answer holds: the kinds whose change makes it stale (a list its own kind; a campaign's
 * detail also its contents and assets). A function when the query decides.
 */
export type Holds = readonly RecordKind[] | ((query: Readonly<Record<string, unknown>>) => readonly RecordKind[]);

/** The half of a call a client needs at run time (routes.ts): no schema. */
export interface Route {
  method: Method;
  path: string;
  roles: readonly CallRole[];
  /** The record kinds a successful call changes (the lists that refresh are the contract's STALE_LISTS of each). */
  stale?: readonly RecordKind[];
  /** What a read's answer holds (see Holds); none: a change of no kind makes it stale. */
  holds?: Holds;
}

export interface CallDef extends Route {
  summary: string;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  /** The body is a file (multipart form data with a `file` field). */
  upload?: boolean;
  /** The answer's schema, a file or stream, or null for 204 No Content. */
  answer: v.GenericSchema | RawAnswer | null;
  /** The success status (200 unless said). */
  status?: 200 | 201 | 204;
  /** The error statuses the call may answer besides 400 and 401 (each with `{ message, code }`). */
  errors?: readonly (403 | 404 | 409 | 410 | 413 | 415 | 429 | 503)[];
}

/** The half of a call its resource file declares: everything but its route. */
export type CallDoc = Omit<CallDef, keyof Route>;

/**
 * A resource's calls: each route of `routes` with its description of the same name in `docs` (each route needs
 * one, and there is none without its route); literal types kept.
 */
export function described<const R extends Record<string, Route>, const D extends { readonly [K in keyof R]: CallDoc }>(
  routes: R,
  docs: D & Record<Exclude<keyof D, keyof R>, never>,
): { [K in keyof R]: R[K] & D[K] } {
  const described: Record<string, CallDef> = {};
  const byName: Record<string, CallDoc> = docs;
  for (const [name, route] of Object.entries(routes)) described[name] = { ...route, ...byName[name]! };
  return described as { [K in keyof R]: R[K] & D[K] };
}

export const csv = (description: string): RawAnswer => ({ media: 'text/csv', description });
