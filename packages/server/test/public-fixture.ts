/**
 * The world of the customer-page tests: a server behind one trusted proxy (each phone says its own address in
 * X-Forwarded-For, so the per-address limits stay apart) on a clock the test can move, and businesses set up
 * through the API with a link, campaigns, platform entries, pictures and posts. A phone keeps its cookies.
 */
import type { Asset, Campaign, ClaimResult, Content, Entry, Link, PublicLinkView, RedirectAction } from '@app/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  PNG_BYTES,
  TENANT_PHONE,
  adminToken,
  client,
  createTenant,
  request,
  startTestServer,
  upload,
  type Client,
  type Reply,
  type TestServer,
} from './helpers';

export interface World {
  server: TestServer;
  api: Client;
  admin: string;
  clock: { now: number };
}

/** `start`: the server clock's first reading (default now). */
export async function startWorld(start = Date.now()): Promise<World> {
  const clock = { now: start };
  const server = await startTestServer({ trustedProxies: 1, now: () => clock.now });
  const api = client(server.url);
  return { server, api, admin: await adminToken(api), clock };
}

/** The world of the test file (set by setUpWorld before its tests). */
export let world: World;

/**
 * Starts the file's world before its tests (the file's `beforeAll`s registered after this call run after it) and
 * destroys it after them.
 */
export function setUpWorld(start?: number): void {
  beforeAll(async () => {
    world = await startWorld(start);
  }, 180_000);
  afterAll(() => world?.server.destroy(), 30_000);
}

/** The title of the post a claim handed out, if any. */
export const titleOf = (reply: { body: ClaimResult }) => reply.body.post?.title;

let addresses = 0;
/** A new client address (a different phone, or a different network). */
export const nextAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};

/** A phone: its own address and cookie jar. */
export function phone(world: World, address = nextAddress()) {
  const jar = new Map<string, string>();
  const send = async <T>(method: string, path: string, json?: unknown, headers: Record<string, string> = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const reply = await request<T>(world.server.url, method, path, {
      headers: { 'X-Forwarded-For': address, ...(cookie ? { Cookie: cookie } : {}), ...headers },
      ...(json !== undefined ? { json } : {}),
    });
    for (const line of reply.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return reply;
  };
  return {
    address,
    jar,
    send,
    view: (uuid: string) => send<PublicLinkView>('GET', `/api/public/q/${uuid}`),
    claim: (uuid: string, platform: string, language?: string) =>
      send<ClaimResult>('POST', `/api/public/q/${uuid}/claim`, { platform, ...(language ? { language } : {}) }),
    redirect: (uuid: string, platform: string, action: RedirectAction = 'copy', language?: string) =>
      send('POST', `/api/public/q/${uuid}/redirect`, { platform, action, ...(language ? { language } : {}) }),
    page: (uuid: string, headers: Record<string, string> = {}) =>
      send('GET', `/q/${uuid}`, undefined, { 'User-Agent': PHONE_AGENT, ...headers }),
  };
}
export type Phone = ReturnType<typeof phone>;

export const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

async function created<T>(reply: Promise<Reply<T>>): Promise<T> {
  const answer = await reply;
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

/** A business with an assigned link. */
export async function business(world: World, name: string, logo?: string) {
  const tenant = await createTenant(world.api, world.admin, name);
  const [link] = await created(world.api.post<Link[]>('/api/link/generate', { count: 1 }, { token: world.admin }));
  const assigned = await world.api.post(
    '/api/link/assign',
    { uuid: link!.uuid, tenantId: tenant.id },
    { token: world.admin },
  );
  expect(assigned.status).toBe(200);
  if (logo !== undefined) {
    const profile = await world.api.patch(
      `/api/tenant/one/${tenant.id}`,
      { name, industry_type: 'Food', address: '1 Main Street', email: tenant.email, phone: TENANT_PHONE, logo },
      { token: world.admin },
    );
    expect(profile.status, profile.text).toBe(200);
  }
  return { ...tenant, uuid: link!.uuid };
}
export type Business = Awaited<ReturnType<typeof business>>;

export async function campaignOf(world: World, token: string, name = 'Campaign') {
  return created(
    world.api.post<Campaign>('/api/campaign', { name, description: `${name} d`, keyword: ['k'] }, { token }),
  );
}

export async function entryOf(
  world: World,
  owner: Business,
  campaignId: string,
  type: string,
  accessValue = 'https://example.test/review',
) {
  return created(
    world.api.post<Entry>('/api/entry', { type, accessValue, tenantId: owner.id, campaignId }, { token: owner.token }),
  );
}

/** An uploaded picture of the entry. */
export async function pictureOf(world: World, owner: Business, entryId: string) {
  const key = (await upload(world.server.url, owner.token, PNG_BYTES)).body.key;
  return created(
    world.api.post<Asset>('/api/asset', { type: 'image', entryId, filePath: key }, { token: owner.token }),
  );
}

/** `count` active posts of the campaign with these assets, titled `${prefix} 1`, `${prefix} 2`, … */
export async function postsOf(
  world: World,
  owner: Business,
  campaignId: string,
  assetIds: string[],
  count: number,
  prefix = 'Post',
) {
  const items = Array.from({ length: count }, (_, index) => ({
    campaignId,
    userId: owner.id,
    title: `${prefix} ${index + 1}`,
    text: `Text of ${prefix} ${index + 1}`,
    status: 'active',
    isRedirected: false,
    keyword: ['food', ' ', 'kl'],
    assetIds,
  }));
  return created(world.api.post<Content[]>('/api/content/bulk', items, { token: owner.token }));
}

/** A business offering Redbook with `count` posts (each with a picture) in one campaign. */
export async function redbookBusiness(world: World, name: string, count: number) {
  const owner = await business(world, name);
  const campaign = await campaignOf(world, owner.token);
  const entry = await entryOf(world, owner, campaign.id, 'Redbook');
  const picture = await pictureOf(world, owner, entry.id);
  const posts = await postsOf(world, owner, campaign.id, [picture.id], count);
  return { owner, campaign, entry, picture, posts };
}

/** The keys of an object, sorted (to assert an answer's exact shape). */
export const keysOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? Object.keys(value).sort() : [];
