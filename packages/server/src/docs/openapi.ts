/**
 * The API description, OpenAPI 3.1, generated from the contract's table of calls (`api`): each call's path
 * parameters, query, body (the schemas the server validates with, as JSON Schema 2020-12), answer, error answers
 * and whether it needs the bearer token.
 */
import { api, type CallDef } from '@app/contract';
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

type Json = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  400: 'The request is not valid: the message names the field',
  401: 'No valid session token',
  403: 'The caller may not do this',
  404: 'Not found, or not visible to the caller',
  409: 'It conflicts with the current state (the code and params say which)',
  410: 'The link has expired or was revoked',
  413: 'Too large',
  415: 'Not a type the call accepts',
  429: 'Too many requests: try again later (Retry-After)',
  503: 'A part the call needs is unavailable',
};

/**
 * The contract's required text is "optional, defaulting to '', then not empty" (so that a missing field gets the
 * field's own message): in the description such a field is required and has no default.
 */
function markRequired(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Json;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach(markRequired);
    else markRequired(value);
  }
  const properties = node.properties as Record<string, Json> | undefined;
  if (node.type !== 'object' || !properties) return;
  const required = new Set((node.required ?? []) as string[]);
  for (const [name, property] of Object.entries(properties)) {
    if (property.default === '' && typeof property.minLength === 'number' && property.minLength >= 1) {
      delete property.default;
      required.add(name);
    }
  }
  node.required = [...required];
}

/** A schema as JSON Schema: what a caller sends (input), without the dialect line. */
function schemaOf(schema: v.GenericSchema): Json {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as Json;
  markRequired(rest);
  return rest;
}

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

function parametersOf(def: CallDef): Json[] {
  const inPath = [...def.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = def.query ? schemaOf(def.query) : undefined;
  const properties = (query?.properties ?? {}) as Record<string, Json>;
  const required = new Set((query?.required ?? []) as string[]);
  const inQuery = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function answerOf(def: CallDef): Json {
  const status = String(def.status ?? (def.answer === null ? 204 : 200));
  if (def.answer === null) return { [status]: { description: 'Done (no content)' } };
  if ('media' in def.answer) {
    const media = def.answer.media === 'text/plain' ? 'application/octet-stream' : def.answer.media;
    return { [status]: { description: def.answer.description, content: { [media]: {} } } };
  }
  return {
    [status]: { description: 'Done', content: { 'application/json': { schema: schemaOf(def.answer) } } },
  };
}

function operationOf(name: string, def: CallDef): Json {
  const signedIn = !def.roles.includes('public');
  const errors = [
    ...(def.body || def.query || def.upload ? [400] : []),
    ...(signedIn ? [401] : []),
    ...(def.errors ?? []),
  ];
  const body = def.upload
    ? {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
          },
        },
      }
    : def.body
      ? { required: true, content: { 'application/json': { schema: schemaOf(def.body) } } }
      : undefined;
  return {
    operationId: name,
    summary: def.summary,
    tags: [name.split('.')[0]],
    description: `Who may call it: ${def.roles.join(', ')}.${def.stale?.length ? ` Refreshes the lists of: ${def.stale.join(', ')}.` : ''}`,
    ...(signedIn ? { security: [{ bearer: [] }] } : { security: [] }),
    parameters: parametersOf(def),
    ...(body ? { requestBody: body } : {}),
    responses: {
      ...answerOf(def),
      ...Object.fromEntries(
        errors.map((code) => [String(code), { description: ERROR_TEXT[code], content: errorContent }]),
      ),
    },
  };
}

/** Every call of the table, by its name ("campaign.create"). */
export function everyCall(): [string, CallDef][] {
  return Object.entries(api).flatMap(([resource, calls]) =>
    Object.entries(calls as Record<string, CallDef>).map(([name, def]): [string, CallDef] => [
      `${resource}.${name}`,
      def,
    ]),
  );
}

export function openApiDocument(serverUrl: string): Json {
  const paths: Record<string, Json> = {};
  for (const [name, def] of everyCall()) {
    (paths[def.path] ??= {})[def.method.toLowerCase()] = operationOf(name, def);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Campaign & content back-office API',
      version: '1.0.0',
      description:
        "Sign in with `POST /api/auth/admin/login` or `/api/auth/tenant/login`, then send the answer's token as `Authorization: Bearer <token>`. Every error answers `{ message, code, params? }`.",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            code: { type: 'string' },
            params: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
    },
    paths,
  };
}
