/**
 * The world of the record tests (campaigns, records, lists): a server with an administrator and two tenants, A and
 * B, set up once per test file, and records made through its API, each checked to be created.
 */
import type { Asset, Campaign, Content, Entry } from '@app/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { adminToken, client, createTenant, startTestServer, type Client, type TestServer } from './helpers';

export let server: TestServer;
export let api: Client;
export let admin: string;
export let a: Awaited<ReturnType<typeof createTenant>>;
export let b: Awaited<ReturnType<typeof createTenant>>;

export function setUpTwoTenants(): void {
  beforeAll(async () => {
    server = await startTestServer();
    api = client(server.url);
    admin = await adminToken(api);
    a = await createTenant(api, admin, 'Alpha');
    b = await createTenant(api, admin, 'Beta');
  }, 180_000);
  afterAll(() => server?.destroy(), 30_000);
}

/** What a list answer is enough to compare by. */
export type Listed = { id: string }[];

export const ids = (list: Listed) => list.map((item) => item.id);

export async function campaign(token: string, name = 'Summer') {
  const reply = await api.post<Campaign>(
    '/api/campaign',
    { name, description: `${name} description`, keyword: ['food', 'travel'] },
    { token },
  );
  expect(reply.status).toBe(201);
  return reply.body;
}

export async function entry(token: string, campaignId: string, tenantId: string, type = 'Redbook') {
  const reply = await api.post<Entry>(
    '/api/entry',
    { type, accessValue: 'https://example.test/page', tenantId, campaignId },
    { token },
  );
  expect(reply.status).toBe(201);
  return reply.body;
}

export async function note(token: string, entryId: string, text = 'A note about the product') {
  const reply = await api.post<Asset>('/api/asset', { type: 'note', entryId, noteContent: text }, { token });
  expect(reply.status).toBe(201);
  return reply.body;
}

export async function content(token: string, campaignId: string | null, title = 'Post') {
  const reply = await api.post<Content>(
    '/api/content',
    { title, text: 'Body text', img: null, status: 'active', isRedirected: false, keyword: ['k1', 'k2'], campaignId },
    { token },
  );
  expect(reply.status).toBe(201);
  return reply.body;
}
