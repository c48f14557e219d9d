import { vValidator } from '@hono/valibot-validator';
import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { type ApiError, apiError, badRequest, invalidField } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * The first issue's error answer. The contract's messages name their field (each a text of the error table); valibot's own defaults ("Invalid type:
 * Expected … but received <input>") would echo the input, so they become a message naming the position.
 */
function firstIssueError(issues: readonly v.BaseIssue<unknown>[]): ApiError {
  const [issue] = issues;
  if (!issue) return badRequest('invalid_input');
  if (!issue.message.startsWith('Invalid ')) return invalidField(issue.message);
  const where = (issue.path ?? []).map((item) => String(item.key)).join('.');
  if (where) return badRequest('field_invalid', { path: where });
  return badRequest(issue.expected === 'Array' ? 'body_not_array' : 'body_not_object');
}

/** Validates a value with a contract schema; a failure answers 400 with the field's message. */
export function validate<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw firstIssueError(result.issues);
  return result.output;
}

/** The JSON media types (`application/json`, `application/…+json`): Hono's validator parses only these. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * What Hono's validator would let through as an empty body (another Content-Type) or answer in its own words (text
 * that is not JSON): 415, and 400 with the API's messages. An object schema given another JSON value is 400 too.
 */
async function requireJson(c: Context, schema: v.GenericSchema): Promise<void> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) throw apiError(415, 'content_type_json');
  let parsed: unknown;
  try {
    // Hono keeps the text: the validator parses it again from memory
    parsed = await c.req.json();
  } catch {
    throw badRequest('body_invalid_json');
  }
  if (schema.type === 'object' && (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))) {
    throw badRequest('body_not_object');
  }
}

/**
 * Validator middleware for a JSON body: Hono's validator with a contract schema; the handler reads
 * `c.req.valid('json')`. A failure answers 400 with the first issue's message, which names the field (the
 * validator's own answer would echo the input).
 */
export function jsonBody<TSchema extends v.GenericSchema>(schema: TSchema) {
  // the hook answers only by throwing; its declared Response type keeps the middleware typed for the handler
  const validate = vValidator('json', schema, (result): Promise<Response | void> => {
    if (!result.success) throw firstIssueError(result.issues);
    return Promise.resolve();
  });
  const guarded: typeof validate = async (c, next) => {
    await requireJson(c, schema);
    return validate(c, next);
  };
  return guarded;
}

/**
 * `jsonBody` for a PATCH: a body that names no field it knows (`{}`, or only unknown keys) changes nothing, and is
 * answered 400 `body_nothing_to_change` rather than 200 as if it had.
 */
export function updateBody<TSchema extends v.GenericSchema>(schema: TSchema) {
  const validate = jsonBody(schema);
  const guarded: typeof validate = (c, next) =>
    validate(c, async () => {
      const fields = c.req.valid('json' as never) as Record<string, unknown>;
      if (!Object.values(fields).some((value) => value !== undefined)) throw badRequest('body_nothing_to_change');
      await next();
    });
  return guarded;
}

/** Validates the query string. */
export function readQuery<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): v.InferOutput<TSchema> {
  return validate(schema, c.req.query());
}

/**
 * Refuses a body larger than `maxSize` with `tooLarge()` (an ApiError, 413): at once when its declared length says
 * so, else (a chunked body) as soon as more has arrived. Unlike hono/body-limit, a client that goes away mid-body
 * makes the handler's read fail at once (that one waited forever on a chunked body).
 */
export function limitBody(maxSize: number, tooLarge: () => ApiError): MiddlewareHandler {
  return async (c, next) => {
    const declared = c.req.header('content-length');
    // Node's parser holds a declared body to its length
    if (declared !== undefined) {
      if (Number(declared) > maxSize) throw tooLarge();
      return next();
    }
    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    let size = 0;
    let exceeded = false;
    const limited = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            controller.close();
            return;
          }
          size += value.byteLength;
          if (size > maxSize) {
            exceeded = true;
            await reader.cancel();
            controller.error(tooLarge());
            return;
          }
          controller.enqueue(value);
        } catch (error) {
          controller.error(error);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    });
    c.req.raw = new Request(c.req.raw, { body: limited, duplex: 'half' } as RequestInit);
    try {
      await next();
    } catch (error) {
      // a handler that turned the refusal into its own error (e.g. "invalid JSON") still answers 413
      if (exceeded) throw tooLarge();
      throw error;
    }
    if (exceeded) throw tooLarge();
  };
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
  // bodyUsed first: @hono/node-server reads a JSON body straight from the socket, and asking such a request for its
  // `body` builds a whole web Request (with an abort controller and an empty stream) just to find nothing
  if (request.bodyUsed) return;
  const body = request.body;
  if (!body || body.locked) return;
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
