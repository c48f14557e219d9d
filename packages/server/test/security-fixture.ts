/**
 * The world the security tests (security-*.test.ts, after the OWASP API Security Top 10, 2023) attack: a server,
 * an administrator, two tenants with one of everything (B's records carry a secret mark), an agency campaign B
 * sees through its entry, a user and a link of B. Every reply a test file receives is recorded, so the file can
 * check at its end that none reveals a secret and each carries the security headers.
 */
import type { AdminLoginResponse, Asset, Campaign, Content, Entry, Link, Tenant, User } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceDate } from './fake-date';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  JWT_SECRET,
  PNG_BYTES,
  client,
  createTenant,
  request,
  startTestServer,
  upload,
  type Client,
  type Reply,
  type TestServer,
} from './helpers';

type TestTenant = Awaited<ReturnType<typeof createTenant>>;

export interface Owned {
  tenant: TestTenant;
  file: string;
  logo: string;
  campaign: string;
  campaign2: string;
  entry: string;
  entry2: string;
  asset: string;
  asset2: string;
  content: string;
  content2: string;
}

export const SECRET_MARK = 'SECRET-B';

export let server: TestServer;
export let api: Client;
export let admin: string;
export let adminId: string;

export let a: Owned;
export let b: Owned;
export let agencyCampaign: string;
export let userOfB: string;
export let linkOfB: string;

/** Moves the server's clock ahead (the login limit's window). */
export function advanceClock(ms: number): void {
  advanceDate(ms);
}

/** Every reply this file received, for the response checks at the end. */
export const seen: { label: string; reply: Reply }[] = [];

export function record<T>(label: string, reply: Reply<T>): Reply<T> {
  seen.push({ label, reply });
  return reply;
}

export async function call<T = unknown>(
  method: string,
  url: string,
  token: string | undefined,
  json?: unknown,
): Promise<Reply<T>> {
  const reply = await request<T>(server.url, method, url, {
    ...(token ? { token } : {}),
    ...(json !== undefined ? { json } : {}),
  });
  return record(`${method} ${url}`, reply);
}

export function expectStatus(reply: Reply, status: number | number[], label = '') {
  const allowed = Array.isArray(status) ? status : [status];
  expect(allowed, `${label} answered ${reply.status}: ${reply.text.slice(0, 300)}`).toContain(reply.status);
}

/** The answer of a call that must succeed (200 or 201). */
export async function created<T>(method: string, url: string, token: string, json: unknown): Promise<T> {
  const reply = await call<T>(method, url, token, json);
  expectStatus(reply, [200, 201], `${method} ${url}`);
  return reply.body;
}

async function seedTenant(name: string, mark: string): Promise<Owned> {
  const tenant = await createTenant(api, admin, name);
  const token = tenant.token;
  const fileReply = record('upload', await upload(server.url, token, PNG_BYTES, `${mark}.png`));
  expectStatus(fileReply, 201, 'upload');
  const logoReply = record('upload', await upload(server.url, token, PNG_BYTES, `${mark}-logo.png`));
  expectStatus(logoReply, 201, 'upload logo');
  await created<Tenant>('PATCH', `/api/tenant/one/${tenant.id}`, token, { logo: logoReply.body.key });
  const campaign = await created<Campaign>('POST', '/api/campaign', token, {
    name: `${mark} campaign`,
    description: `${mark} plans`,
    keyword: [mark],
  });
  const campaign2 = await created<Campaign>('POST', '/api/campaign', token, {
    name: `${mark} second`,
    description: `${mark} d`,
    keyword: ['k'],
  });
  const entry = await created<Entry>('POST', '/api/entry', token, {
    type: 'Redbook',
    accessValue: `${mark}-access`,
    tenantId: tenant.id,
    campaignId: campaign.id,
  });
  const entry2 = await created<Entry>('POST', '/api/entry', token, {
    type: 'Redbook',
    accessValue: `${mark}-access2`,
    tenantId: tenant.id,
    campaignId: campaign.id,
  });
  const asset = await created<Asset>('POST', '/api/asset', token, {
    type: 'image',
    entryId: entry.id,
    filePath: fileReply.body.key,
  });
  const asset2 = await created<Asset>('POST', '/api/asset', token, {
    type: 'note',
    entryId: entry.id,
    noteContent: `${mark} note`,
  });
  const contentBody = {
    title: `${mark} title`,
    text: `${mark} text`,
    img: null,
    keyword: ['k'],
    campaignId: campaign.id,
  };
  const content = await created<Content>('POST', '/api/content', token, { ...contentBody, assetIds: [asset.id] });
  const content2 = await created<Content>('POST', '/api/content', token, contentBody);
  return {
    tenant,
    file: fileReply.body.key,
    logo: logoReply.body.key,
    campaign: campaign.id,
    campaign2: campaign2.id,
    entry: entry.id,
    entry2: entry2.id,
    asset: asset.id,
    asset2: asset2.id,
    content: content.id,
    content2: content2.id,
  };
}

/** Everything a tenant can see, as text (lists, profile, one campaign), to compare before and after attacks. */
export async function stateOf(owner: Owned): Promise<string> {
  const parts: string[] = [];
  for (const url of [
    '/api/campaign',
    '/api/content',
    '/api/asset',
    '/api/entry',
    '/api/tenant/profile',
    `/api/campaign/one/${owner.campaign}`,
  ]) {
    const reply = await request(server.url, 'GET', url, { token: owner.tenant.token });
    expect(reply.status, url).toBe(200);
    parts.push(reply.text);
  }
  return parts.join('\n');
}

export async function adminCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const kind of ['admin', 'tenant', 'user', 'link', 'campaign', 'content', 'asset', 'entry']) {
    const reply = await request(server.url, 'GET', `/api/${kind}`, { token: admin });
    expect(reply.status).toBe(200);
    counts[kind] = (reply.body as unknown[]).length;
  }
  return counts;
}

export function setUpSecurityServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
    api = client(server.url);
    const login = record(
      'admin login',
      await api.post<AdminLoginResponse>('/api/auth/admin/login', {
        username: ADMIN_USERNAME,
        password: ADMIN_PASSWORD,
      }),
    );
    expect(login.status).toBe(200);
    admin = login.body.token;
    adminId = login.body.id;
    a = await seedTenant('Alpha', 'SECRET-A');
    b = await seedTenant('Beta', SECRET_MARK);
    // an agency campaign that B sees through its entry, and A does not
    agencyCampaign = (
      await created<Campaign>('POST', '/api/campaign', admin, {
        name: `${SECRET_MARK} agency`,
        description: 'agency',
        keyword: ['k'],
      })
    ).id;
    await created<Entry>('POST', '/api/entry', admin, {
      type: 'Redbook',
      accessValue: 'x',
      tenantId: b.tenant.id,
      campaignId: agencyCampaign,
    });
    userOfB = (
      await created<User>('POST', '/api/user', admin, {
        tenantId: b.tenant.id,
        name: `${SECRET_MARK} user`,
        phone: '1',
        email: 'u@example.test',
      })
    ).id;
    const [link] = await created<Link[]>('POST', '/api/link/generate', admin, { count: 2 });
    linkOfB = link?.uuid ?? '';
    await created<Link>('POST', '/api/link/assign', admin, { uuid: linkOfB, tenantId: b.tenant.id });
  }, 180_000);

  afterAll(() => server?.destroy(), 30_000);
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/** No reply reveals a password hash, a secret or a password, names such a field, or is a 5xx. */
export function expectNoSecrets(replies: readonly { label: string; reply: Reply }[]): void {
  const secretPatterns = [
    /\$argon2/i,
    new RegExp(JWT_SECRET),
    /password_?hash/i,
    /"password"\s*:/i,
    /jwt_secret/i,
    new RegExp(ADMIN_PASSWORD),
    new RegExp(b.tenant.password),
  ];
  const keysOf = (value: unknown): string[] =>
    value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]) : [];
  for (const { label, reply } of replies) {
    for (const pattern of secretPatterns) expect(reply.text, `${label} leaks ${pattern}`).not.toMatch(pattern);
    expect(
      keysOf(reply.body).filter((key) => /pass|secret|hash|salt/i.test(key)),
      label,
    ).toEqual([]);
    expect(reply.status, `${label}: ${reply.text.slice(0, 200)}`).toBeLessThan(500);
  }
}

/** Every reply carries the security headers (nosniff, frame denial, referrer policy). */
export function expectSecurityHeaders(replies: readonly { label: string; reply: Reply }[]): void {
  for (const { label, reply } of replies) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(reply.headers.get(name), label).toBe(value);
  }
}

/** The last test of a file: every reply it received reveals no secret and carries the security headers. */
export function checkEveryReply(): void {
  describe('every reply of this file', () => {
    it('reveals no password hash or secret, is no 5xx, and carries the security headers', () => {
      // the seeding alone records more than this: the checks below cannot pass on nothing
      expect(seen.length).toBeGreaterThan(20);
      expectNoSecrets(seen);
      expectSecurityHeaders(seen);
    });
  });
}
