import { API_ERRORS, apiErrorBody, matchErrorText } from '@app/contract';
import type { ApiErrorBody, ApiErrorCode, ParamsArg } from '@app/contract';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../types';
import type { Logger } from '../logger';

/** The file storage could not be reached or refused a request (storage/): answered 503, with the cause in the log. */
export class StorageUnavailableError extends Error {}

/** An error answered as `{ message, code, params? }` (contract/errors.ts) with its status. Never echoes input. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: ApiErrorBody;
  constructor(status: ContentfulStatusCode, body: ApiErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

/** An error answer of the table's code (with its params) and this status. */
export const apiError = <TCode extends ApiErrorCode>(
  status: ContentfulStatusCode,
  code: TCode,
  ...params: ParamsArg<TCode>
) => new ApiError(status, apiErrorBody(code, ...params));

export const badRequest = <TCode extends ApiErrorCode>(code: TCode, ...params: ParamsArg<TCode>) =>
  apiError(400, code, ...params);
export const unauthorized = (code: ParamlessCode = 'unauthorized') => new ApiError(401, apiErrorBody(code));
export const forbidden = (code: ParamlessCode = 'forbidden') => new ApiError(403, apiErrorBody(code));
export const notFound = (code: Extract<ParamlessCode, `${string}not_found`>) => new ApiError(404, apiErrorBody(code));
export const conflict = (code: ParamlessCode) => new ApiError(409, apiErrorBody(code));

/** The codes whose text has no params. */
export type ParamlessCode = {
  [TCode in ApiErrorCode]: ParamsArg<TCode> extends [] ? TCode : never;
}[ApiErrorCode];

/**
 * 400 for a schema's message (every message of the contract's schemas is a text of the table: contract's
 * errors.test.ts), with its code and params.
 */
export function invalidField(message: string): ApiError {
  const known = matchErrorText(message);
  if (known && Object.hasOwn(API_ERRORS, known.code)) {
    const code = known.code as ApiErrorCode;
    const body: ApiErrorBody = known.params ? { message, code, params: known.params } : { message, code };
    return new ApiError(400, body);
  }
  return badRequest('invalid_input');
}

/** PostgreSQL error codes that only bad input or a lost race can cause: never a 500. */
const PG_ERRORS: Record<string, { status: ContentfulStatusCode; code: ParamlessCode }> = {
  '23505': { status: 409, code: 'record_exists' },
  '23503': { status: 409, code: 'record_reference_missing' },
  '22P02': { status: 400, code: 'invalid_value' },
  '22001': { status: 400, code: 'value_too_long' },
  '54000': { status: 400, code: 'value_too_long' },
  '22021': { status: 400, code: 'invalid_text_encoding' },
};

const PG_DATA_ERROR = { status: 400, code: 'invalid_value' } as const;

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether an error is PostgreSQL's unique violation (a lost race for a name another request took). */
export const isUniqueViolation = (error: unknown): boolean => pgCode(error) === '23505';

/** nginx's "client closed request": the answer no one reads to a request its client abandoned. */
const CLIENT_CLOSED_REQUEST = 499;

/** Whether the client went away before the answer (its connection closed while the request was handled). */
function clientLeft(c: Context<AppEnv>): boolean {
  const { incoming } = c.env;
  return Boolean(incoming?.destroyed && !incoming.complete) || c.req.raw.signal.aborted;
}

export function toErrorResponse(error: unknown, c: Context<AppEnv>, log: Logger): Response {
  const where = { method: c.req.method, path: c.req.path };
  if (clientLeft(c)) {
    // not the server's failure, nor bad input: the client went away (a closed tab, a lost connection)
    log.info({ ...where, reason: error instanceof Error ? error.message : String(error) }, 'the client left');
    return new Response(null, { status: CLIENT_CLOSED_REQUEST });
  }
  if (error instanceof ApiError) return c.json(error.body, error.status);
  // Hono's own refusals (none of the API's routes throws one): their status, the table's words
  if (error instanceof HTTPException) return c.json(apiErrorBody('request_failed'), error.status);
  if (error instanceof StorageUnavailableError) {
    log.error({ ...where, err: error }, `the file storage is unavailable: ${error.message}`);
    return c.json(apiErrorBody('storage_unavailable'), 503);
  }
  const code = pgCode(error);
  // class 22 is "data exception" (a date out of range, a bad number…): always the input's fault
  const mapped = code ? (PG_ERRORS[code] ?? (code.startsWith('22') ? PG_DATA_ERROR : undefined)) : undefined;
  if (mapped) return c.json(apiErrorBody(mapped.code), mapped.status);
  log.error({ ...where, err: error }, `the request failed: ${error instanceof Error ? error.message : String(error)}`);
  return c.json(apiErrorBody('internal_error'), 500);
}
