import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import type { Logger } from '../ops/logger';
import { StorageUnavailableError } from '../storage/storage';

/** An error answered as `{ message }` with its status. Messages never echo the caller's input. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(status: ContentfulStatusCode, message: string) {
    super(message);
    this.status = status;
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, message);
export const notFound = (what: string) => new ApiError(404, `${what} not found`);
export const conflict = (message: string) => new ApiError(409, message);

/** PostgreSQL error codes that only bad input or a lost race can cause: never a 500. */
const PG_ERRORS: Record<string, { status: ContentfulStatusCode; message: string }> = {
  '23505': { status: 409, message: 'A record with this value already exists' },
  '23503': { status: 409, message: 'A referenced record does not exist' },
  '22P02': { status: 400, message: 'Invalid value' },
  '22001': { status: 400, message: 'Value too long' },
  '54000': { status: 400, message: 'Value too long' },
  '22021': { status: 400, message: 'Invalid text encoding' },
};

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

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
  if (error instanceof ApiError) return c.json({ message: error.message }, error.status);
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || 'Request failed' }, error.status);
  }
  if (error instanceof StorageUnavailableError) {
    log.error({ ...where, err: error }, `the file storage is unavailable: ${error.message}`);
    return c.json({ message: 'File storage is unavailable. Please try again.' }, 503);
  }
  const code = pgCode(error);
  const mapped = code ? PG_ERRORS[code] : undefined;
  if (mapped) return c.json({ message: mapped.message }, mapped.status);
  log.error({ ...where, err: error }, `the request failed: ${error instanceof Error ? error.message : String(error)}`);
  return c.json({ message: 'Internal server error' }, 500);
}
