/**
 * The API description (`GET /api/openapi.json`, from the contract's table of calls): a valid OpenAPI 3.1 document
 * that describes exactly the mounted routes, whose declared roles the server enforces and whose answer schemas the
 * server's real answers meet; and the reference page at /api/docs within the app's CSP.
 */
import { api, type CallDef } from '@app/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { everyCall } from '../src/docs/openapi';
import { createTenant, rawGet, serverForFile } from './helpers';

const world = serverForFile();
let tenantToken = '';

/** Mounted routes that are not API calls: the QR page (HTML), its trailing-slash redirect, metrics, the page's files. */
const NOT_CALLS = [
  'GET /q/{uuid}',
  'GET /q/{uuid}/',
  'GET /metrics',
  'GET /api/docs/assets/{file}',
  'GET /api/docs/assets/start.js',
];

/** Hono's `:param` and `*` as the table writes them. */
const asDeclared = (route: string) =>
  route
    .replace(/:(\w+)/g, '{$1}')
    .replace(/\/_signed\/\*$/, '/_signed/{key}')
    .replace(/^GET \/files\/\*$/, 'GET /files/{key}');

beforeAll(async () => {
  tenantToken = (await createTenant(world.api, world.admin, 'Docs Kopitiam')).token;
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, served without signing in', async () => {
    const reply = await world.api.get<Record<string, unknown>>('/api/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(reply.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every mounted route, and mounts every described one', () => {
    const mounted = new Set(world.server.routes.map(asDeclared).filter((route) => !NOT_CALLS.includes(route)));
    const described = new Set(everyCall().map(([, def]) => `${def.method} ${def.path}`));
    expect(
      [...mounted].filter((route) => !described.has(route)),
      'mounted, not described',
    ).toEqual([]);
    expect(
      [...described].filter((route) => !mounted.has(route)),
      'described, not mounted',
    ).toEqual([]);
  });

  it('gives each call its parameters, its body with the required fields, its answer, its errors and the bearer scheme', async () => {
    interface Operation {
      security: unknown;
      parameters: { name: string }[];
      requestBody: { content: Record<string, { schema: { required?: string[] } }> };
      responses: Record<string, { content: Record<string, { schema: { properties?: object; $ref?: string } }> }>;
    }
    const { body } = await world.api.get<{
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, unknown> };
    }>('/api/openapi.json');
    const json = 'application/json';
    expect(body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const create = body.paths['/api/campaign']!.post!;
    expect(create.security).toEqual([{ bearer: [] }]);
    expect(create.requestBody.content[json]!.schema.required).toEqual(['name', 'description']);
    expect(create.responses['201']!.content[json]!.schema.properties).toHaveProperty('keyword');
    expect(create.responses['400']!.content[json]!.schema).toEqual({ $ref: '#/components/schemas/Error' });
    const update = body.paths['/api/campaign/one/{id}']!.patch!;
    expect(update.parameters).toContainEqual({ name: 'id', in: 'path', required: true, schema: { type: 'string' } });
    const list = body.paths['/api/content']!.get!;
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['limit', 'offset', 'sort', 'q', 'campaignId', 'status']),
    );
    const claim = body.paths['/api/public/q/{uuid}/claim']!.post!;
    expect(claim.security).toEqual([]);
    expect(claim.requestBody.content[json]!.schema.required).toEqual(['platform']);
  });
});

describe('the table and the server agree', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const filled = (def: CallDef) => def.path.replace(/\{\w+\}/g, id);
  const send = (def: CallDef, token: string) =>
    fetch(`${world.server.url}${filled(def)}`, {
      method: def.method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(def.method === 'GET' ? {} : { body: '{}' }),
    });

  it('refuses a tenant on every call declared for administrators only, and an administrator on tenant-only ones, before reading the body', async () => {
    const refusals: Record<string, string> = {};
    for (const [name, def] of everyCall()) {
      const only = def.roles.length === 1 ? def.roles[0] : undefined;
      if (only !== 'admin' && only !== 'tenant') continue;
      const reply = await send(def, only === 'admin' ? tenantToken : world.admin);
      const body = (await reply.json()) as { code?: string };
      refusals[name] = `${reply.status} ${body.code}`;
    }
    expect(Object.keys(refusals).length).toBeGreaterThan(20);
    const expected = Object.fromEntries(
      everyCall()
        .filter(([, def]) => def.roles.length === 1 && def.roles[0] !== 'public')
        .map(([name, def]) => [name, def.roles[0] === 'admin' ? '403 admins_only' : '403 tenants_only']),
    );
    expect(refusals).toEqual(expected);
  });

  it("answers what the table says: real answers parse with the calls' answer schemas", async () => {
    const asAdmin = [
      api.admin.list,
      api.tenant.list,
      api.user.list,
      api.link.list,
      api.campaign.list,
      api.content.list,
      api.asset.list,
      api.entry.list,
      api.stats.overview,
      api.stats.funnel,
      api.stats.modelUsage,
      api.ops.health,
    ];
    const asTenant = [
      api.tenant.profile,
      api.stats.mine,
      api.campaign.list,
      api.content.list,
      api.stats.funnel,
      api.stats.modelUsage,
    ];
    await world.api.post('/api/link/generate', { count: 1 }, { token: world.admin });
    await world.api.post(
      '/api/campaign',
      { name: 'Docs campaign', description: 'd', keyword: ['kopi'] },
      { token: tenantToken },
    );
    for (const [token, calls] of [
      [world.admin, asAdmin],
      [tenantToken, asTenant],
    ] as const) {
      for (const def of calls) {
        const reply = await world.api.get(def.path, { token });
        expect(reply.status, def.path).toBe(200);
        const parsed = v.safeParse(def.answer, reply.body);
        expect(parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? [], def.path).toEqual([]);
      }
    }
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its own scripts under the app CSP, without signing in', async () => {
    const page = await rawGet(world.server.url, '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    const html = new TextDecoder().decode(page.bytes);
    expect(html).not.toMatch(/<script>(?!<)/);
    for (const src of [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!)) {
      const asset = await rawGet(world.server.url, src);
      expect(asset.status, src).toBe(200);
    }
    expect(html).toContain('/api/docs/assets/start.js');
  });
});
