import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError, badRequest } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * The first issue's message. The contract's messages name their field; valibot's own defaults ("Invalid type:
 * Expected … but received <input>") would echo the input, so they become a message naming the position.
 */
function firstMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues;
  if (!issue) return 'Invalid input';
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  const where = (issue.path ?? []).map((item) => String(item.key)).join('.');
  if (where) return `Field ${where} is invalid`;
  return issue.expected === 'Array' ? 'Request body must be a JSON array' : 'Request body must be a JSON object';
}

/** Validates a value with a contract schema; a failure answers 400 with the field's message. */
export function validate<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw badRequest(firstMessage(result.issues));
  return result.output;
}

/** Reads a JSON body (Content-Type application/json, valid JSON) and validates it. */
export async function readJson<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\s*(;|$)/i.test(type.trim())) {
    throw new ApiError(415, 'Content-Type must be application/json');
  }
  const text = await c.req.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
  if (schema.type === 'object' && (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))) {
    throw badRequest('Request body must be a JSON object');
  }
  return validate(schema, parsed);
}

/** Validates the query string. */
export function readQuery<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): v.InferOutput<TSchema> {
  return validate(schema, c.req.query());
}

/** Whether the request declares a body (reading `c.req.raw` to find out would build a full Request). */
export function hasBody(c: Context): boolean {
  return Boolean(c.req.header('content-length') || c.req.header('transfer-encoding'));
}

/** At most this much of a refused body is read and dropped (a refused 5 MB upload fits); past it the connection is closed instead. */
const DISCARD_LIMIT = 8 * 1024 * 1024;

/**
 * Reads and drops a request body that nobody read (a request refused early: 401, 403, 404, 413 on the declared
 * length, 415…). Answering while the client is still sending makes the connection close with unread data,
 * which resets it: the client then sees a network error instead of the answer.
 */
export async function discardBody(request: Request): Promise<void> {
  const body = request.body;
  if (!body || body.locked || request.bodyUsed) return;
  const reader = body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > DISCARD_LIMIT) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // the client went away: nothing left to answer
  }
}
