/**
 * One declaration per call of the API: its method, path (OpenAPI's `{param}` form), query and body schemas (the
 * ones the server validates with), what it answers, who may call it and which record kinds it makes stale. The API
 * description (`GET /api/openapi.json`) is generated from these, and the server's tests check that every mounted
 * route is declared here and every declared one is mounted.
 */
import type * as v from 'valibot';
import type { RecordKind } from '../live';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** `public`: no sign-in (the QR page, the review page, health); `admin` and `tenant`: a session's bearer token. */
export type CallRole = 'public' | 'admin' | 'tenant';

/** A file or stream the call answers instead of JSON. */
export interface RawAnswer {
  media: 'text/csv' | 'application/pdf' | 'application/zip' | 'text/event-stream' | 'text/html' | 'text/plain';
  description: string;
}

export interface CallDef {
  method: Method;
  path: string;
  summary: string;
  roles: readonly CallRole[];
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
  /** The record kinds a successful call makes stale (the lists that refresh). */
  stale?: readonly RecordKind[];
}

/** Declares a call (an identity function, so each table keeps its literal types). */
export const call = <const T extends CallDef>(def: T): T => def;

export const csv = (description: string): RawAnswer => ({ media: 'text/csv', description });
