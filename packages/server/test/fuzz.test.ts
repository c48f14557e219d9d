/**
 * Fuzzing (fast-check, fixed seed): random and malformed bodies, content types, queries and ids on every route,
 * as an administrator, two tenants, anonymous and with garbage tokens. Never a 5xx, the server stays up, a
 * refused call changes nothing (every list as an administrator, byte for byte), and afterwards every record has
 * a valid owner (checked in the database).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Admin, AdminLoginResponse, Asset, Campaign, Content, Entry, Link, User } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db';
import {
  PNG_BYTES,
  adminToken,
  client,
  createTenant,
  isTableErrorBody,
  request,
  startTestServer,
  upload,
  type Client,
  type TestServer,
} from './helpers';
import { callArb, knownIds, ROLES, ROUTES, type Call } from './fuzz-calls';
import { countOf, ownershipProblems } from './ownership';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 300);

let server: TestServer;
let api: Client;
let observer: string;
const tokens: Record<string, string | undefined> = {};
let fingerprint = '';

// ------------------------------------------------------------------------------------------ running calls

async function send(call: Call): Promise<{ status: number; text: string; type: string }> {
  const path = call.route.path.replace('{id}', call.id);
  const url = `${server.url}${path}${call.query ? `?${call.query}` : ''}`;
  const headers: Record<string, string> = {};
  const token = tokens[call.role];
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (call.route.kind === 'upload' && call.upload && call.body.type !== '') {
    const form = new FormData();
    form.append(call.upload.field, new Blob([new Uint8Array(call.upload.bytes)]), call.upload.name);
    body = form;
  } else if (call.method !== 'GET' && call.body.text !== undefined) {
    body = call.body.text;
    if (call.body.type) headers['Content-Type'] = call.body.type;
  }
  const controller = new AbortController();
  const response = await fetch(url, {
    method: call.method,
    headers,
    signal: controller.signal,
    ...(body !== undefined ? { body } : {}),
  });
  if (call.route.kind === 'sse' && response.status === 200) {
    controller.abort();
    return { status: response.status, text: '', type: '' };
  }
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, text: await response.text(), type };
}

/** Every list as an administrator (the list cache is off, so this is what the database holds). */
async function takeFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const kind of ['admin', 'tenant', 'user', 'link', 'campaign', 'content', 'asset', 'entry']) {
    const reply = await request(server.url, 'GET', `/api/${kind}`, { token: observer });
    expect(reply.status, `observer GET /api/${kind}`).toBe(200);
    hash.update(reply.text);
  }
  return hash.digest('hex');
}

function describeCall(call: Call): string {
  return `${call.method} ${call.route.path.replace('{id}', call.id.slice(0, 80))}?${call.query.slice(0, 80)} as ${call.role} (${call.body.type}) ${(call.body.text ?? '').slice(0, 160)}`;
}

async function check(call: Call): Promise<number> {
  const reply = await send(call);
  expect(reply.status, `${describeCall(call)} -> ${reply.text.slice(0, 300)}`).toBeLessThan(500);
  // every refusal with a body is an error answer of the table (message, code, params), but the customer's page
  // (`/q/{uuid}`), whose not-found answer is the page itself in HTML
  const customerPage = call.route.path.startsWith('/q/') && reply.type.startsWith('text/html');
  if (reply.status >= 400 && reply.text !== '' && !customerPage) {
    expect(isTableErrorBody(JSON.parse(reply.text)), `${describeCall(call)} -> ${reply.text.slice(0, 300)}`).toBe(true);
  }
  // reads change nothing by design; every other call is followed by a look at the whole data
  if (call.method === 'GET') return reply.status;
  const after = await takeFingerprint();
  if (reply.status >= 300)
    expect(after, `refused call changed data: ${describeCall(call)} -> ${reply.status}`).toBe(fingerprint);
  fingerprint = after;
  return reply.status;
}

// ------------------------------------------------------------------------------------------ the tests

beforeAll(async () => {
  server = await startTestServer({ listCache: false });
  api = client(server.url);
  const admin = await adminToken(api);
  // the observer is an administrator whose id the fuzzer never learns (it may deactivate the others)
  const created = await api.post(
    '/api/admin',
    { name: 'Observer', username: 'observer', email: 'o@example.test', phone: '1', password: 'observer-password-1' },
    { token: admin },
  );
  expect(created.status).toBe(201);
  observer = (
    await api.post<AdminLoginResponse>('/api/auth/admin/login', {
      username: 'observer',
      password: 'observer-password-1',
    })
  ).body.token;
  const adminId = (await api.get<Admin[]>('/api/admin', { token: admin })).body.find(
    (row) => row.username === 'admin',
  )?.id;
  const a = await createTenant(api, admin, 'FuzzA');
  const b = await createTenant(api, admin, 'FuzzB');
  tokens.admin = admin;
  tokens.tenantA = a.token;
  tokens.tenantB = b.token;
  tokens.garbage = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';
  knownIds.push(adminId ?? '', a.id, b.id);
  for (const tenant of [a, b]) {
    const file = (await upload(server.url, tenant.token, PNG_BYTES)).body.key;
    const campaign = (
      await api.post<Campaign>(
        '/api/campaign',
        { name: 'C', description: 'd', keyword: ['k'] },
        { token: tenant.token },
      )
    ).body.id;
    const entry = (
      await api.post<Entry>(
        '/api/entry',
        { type: 'Redbook', accessValue: 'v', tenantId: tenant.id, campaignId: campaign },
        { token: tenant.token },
      )
    ).body.id;
    const asset = (
      await api.post<Asset>('/api/asset', { type: 'image', entryId: entry, filePath: file }, { token: tenant.token })
    ).body.id;
    const content = (
      await api.post<Content>(
        '/api/content',
        { title: 't', text: 'x', keyword: ['k'], campaignId: campaign, assetIds: [asset] },
        { token: tenant.token },
      )
    ).body.id;
    knownIds.push(file, campaign, entry, asset, content);
  }
  const agency = (
    await api.post<Campaign>('/api/campaign', { name: 'Agency', description: 'd', keyword: ['k'] }, { token: admin })
  ).body.id;
  const user = (
    await api.post<User>(
      '/api/user',
      { tenantId: a.id, name: 'U', phone: '1', email: 'u@example.test' },
      { token: admin },
    )
  ).body.id;
  const links = (await api.post<Link[]>('/api/link/generate', { count: 2 }, { token: admin })).body;
  // one link is A's, so the public calls reach its platform and posts
  expect((await api.post('/api/link/assign', { uuid: links[0]!.uuid, tenantId: a.id }, { token: admin })).status).toBe(
    200,
  );
  knownIds.push(agency, user, ...links.map((link) => link.uuid));
  expect(knownIds.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
  fingerprint = await takeFingerprint();
}, 180_000);

afterAll(() => server?.destroy(), 30_000);

describe('fuzzing every route', () => {
  it('a malformed request on every route for every role: never a 5xx, refused calls change nothing', async () => {
    const sweep = fc.sample(callArb, { seed: SEED, numRuns: 1 })[0]!;
    let calls = 0;
    const bodies = [
      { text: '{"a":', type: 'application/json' },
      { text: '[{"id":{},"tenantId":null}]', type: 'application/json' },
      { text: 'x=1', type: 'text/plain' },
      { text: `{"name":"${'x'.repeat(300_000)}"}`, type: 'application/json' },
    ];
    for (const route of ROUTES) {
      for (const role of ROLES) {
        const body = bodies[calls % bodies.length]!;
        await check({
          ...sweep,
          route,
          method: route.method,
          role,
          id: knownIds[calls % knownIds.length]!,
          query: 'campaignId=%zz',
          body,
        });
        calls += 1;
      }
    }
    expect(calls).toBe(ROUTES.length * ROLES.length);
  }, 120_000);

  it(`random requests (fast-check seed ${SEED}, ${NUM_RUNS} runs): never a 5xx, refused calls change nothing`, async () => {
    console.log(`fuzz: fast-check seed ${SEED}, ${NUM_RUNS} runs (FUZZ_SEED / FUZZ_RUNS to change)`);
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(callArb, async (call) => {
        const status = await check(call);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }),
      { seed: SEED, numRuns: NUM_RUNS, endOnFailure: true },
    );
    console.log(`fuzz: statuses ${JSON.stringify(statuses)}`);
    // the generators reach past validation too: some calls succeed
    expect(Object.keys(statuses).some((status) => Number(status) < 300)).toBe(true);
  }, 150_000);

  it('the server stays up, and every record still has a valid owner', async () => {
    for (const role of ['admin', 'tenantA', 'tenantB'] as const) {
      const reply = await request(server.url, 'GET', '/api/campaign', {
        token: role === 'admin' ? observer : tokens[role],
      });
      expect(reply.status).toBe(200);
    }
    await server.close();
    const database = await openDatabase({
      dataDir: server.dataDir,
      ...(server.databaseUrl ? { databaseUrl: server.databaseUrl } : {}),
    });
    try {
      const problems = await ownershipProblems(database.db);
      expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((key) => [key, 0])));
      // and the fuzzing did write through the API (the check above is not vacuous)
      expect(await countOf(database.db, sql`select count(*) as n from contents`)).toBeGreaterThan(0);
      expect(await countOf(database.db, sql`select count(*) as n from campaigns`)).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});
