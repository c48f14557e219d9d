/**
 * Security tests after the OWASP API Security Top 10 (2023): object-level and function-level authorisation,
 * mass assignment (object property level authorisation), authentication (tokens, login throttling), uploads,
 * and what responses reveal (secrets, security headers).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db';
import { tenants } from '../src/db/schema';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  JWT_SECRET,
  PNG_BYTES,
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

type Tenant = Awaited<ReturnType<typeof createTenant>>;

interface Owned {
  tenant: Tenant;
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

const MB5 = 5 * 1024 * 1024;
const SECRET_MARK = 'SECRET-B';

let server: TestServer;
let api: Client;
let admin: string;
let adminId: string;
let clockOffset = 0;
let a: Owned;
let b: Owned;
let agencyCampaign: string;
let userOfB: string;
let linkOfB: string;
/** Every reply this file received, for the response checks at the end. */
const seen: { label: string; reply: Reply }[] = [];

function record(label: string, reply: Reply): Reply {
  seen.push({ label, reply });
  return reply;
}

async function call(method: string, url: string, token: string | undefined, json?: unknown): Promise<Reply> {
  const reply = await request(server.url, method, url, {
    ...(token ? { token } : {}),
    ...(json !== undefined ? { json } : {}),
  });
  return record(`${method} ${url}`, reply);
}

function expectStatus(reply: Reply, status: number | number[], label = '') {
  const allowed = Array.isArray(status) ? status : [status];
  expect(allowed, `${label} answered ${reply.status}: ${reply.text.slice(0, 300)}`).toContain(reply.status);
}

async function created(method: string, url: string, token: string, json: unknown): Promise<any> {
  const reply = await call(method, url, token, json);
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
  await created('PATCH', `/api/tenant/one/${tenant.id}`, token, { logo: logoReply.body.key });
  const campaign = await created('POST', '/api/campaign', token, {
    name: `${mark} campaign`,
    description: `${mark} plans`,
    keyword: [mark],
  });
  const campaign2 = await created('POST', '/api/campaign', token, {
    name: `${mark} second`,
    description: `${mark} d`,
    keyword: ['k'],
  });
  const entry = await created('POST', '/api/entry', token, {
    type: 'Redbook',
    accessValue: `${mark}-access`,
    tenantId: tenant.id,
    campaignId: campaign.id,
  });
  const entry2 = await created('POST', '/api/entry', token, {
    type: 'Redbook',
    accessValue: `${mark}-access2`,
    tenantId: tenant.id,
    campaignId: campaign.id,
  });
  const asset = await created('POST', '/api/asset', token, {
    type: 'image',
    entryId: entry.id,
    filePath: fileReply.body.key,
  });
  const asset2 = await created('POST', '/api/asset', token, {
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
  const content = await created('POST', '/api/content', token, { ...contentBody, assetIds: [asset.id] });
  const content2 = await created('POST', '/api/content', token, contentBody);
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
async function stateOf(owner: Owned): Promise<string> {
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

async function adminCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const kind of ['admin', 'tenant', 'user', 'link', 'campaign', 'content', 'asset', 'entry']) {
    const reply = await request(server.url, 'GET', `/api/${kind}`, { token: admin });
    expect(reply.status).toBe(200);
    counts[kind] = (reply.body as unknown[]).length;
  }
  return counts;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => Date.now() + clockOffset });
  api = client(server.url);
  const login = record(
    'admin login',
    await api.post('/api/auth/admin/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  );
  expect(login.status).toBe(200);
  admin = login.body.token;
  adminId = login.body.id;
  a = await seedTenant('Alpha', 'SECRET-A');
  b = await seedTenant('Beta', SECRET_MARK);
  // an agency campaign that B sees through its entry, and A does not
  agencyCampaign = (
    await created('POST', '/api/campaign', admin, {
      name: `${SECRET_MARK} agency`,
      description: 'agency',
      keyword: ['k'],
    })
  ).id;
  await created('POST', '/api/entry', admin, {
    type: 'Redbook',
    accessValue: 'x',
    tenantId: b.tenant.id,
    campaignId: agencyCampaign,
  });
  userOfB = (
    await created('POST', '/api/user', admin, {
      tenantId: b.tenant.id,
      name: `${SECRET_MARK} user`,
      phone: '1',
      email: 'u@example.test',
    })
  ).id;
  const links = await created('POST', '/api/link/generate', admin, { count: 2 });
  linkOfB = links[0].uuid;
  await created('POST', '/api/link/assign', admin, { uuid: linkOfB, tenantId: b.tenant.id });
}, 180_000);

afterAll(() => server?.destroy(), 30_000);

describe('API1 broken object-level authorisation', () => {
  it("answers 404 and no data for every by-id route with another tenant's ids, and changes nothing", async () => {
    const before = await stateOf(b);
    // controls: the ids are real (their owner and the administrator reach them)
    expect((await call('GET', `/api/campaign/one/${b.campaign}`, b.tenant.token)).status).toBe(200);
    expect((await call('GET', `/files/${b.file}`, b.tenant.token)).status).toBe(200);
    expect((await call('GET', `/files/${b.logo}`, admin)).status).toBe(200);
    expect((await call('GET', `/api/campaign/one/${agencyCampaign}`, b.tenant.token)).status).toBe(200);

    const attacks: [string, string, unknown?][] = [
      ['GET', `/api/campaign/one/${b.campaign}`],
      ['GET', `/api/campaign/one/${agencyCampaign}`],
      ['PATCH', `/api/campaign/one/${b.campaign}`, { name: 'stolen' }],
      ['PATCH', `/api/campaign/one/${agencyCampaign}`, { name: 'stolen' }],
      ['DELETE', `/api/campaign/one/${b.campaign}`],
      ['DELETE', `/api/campaign/one/${agencyCampaign}`],
      ['PATCH', `/api/content/one/${b.content}`, { title: 'stolen' }],
      ['PATCH', `/api/asset/one/${b.asset2}`, { noteContent: 'stolen' }],
      ['PATCH', `/api/asset/one/${b.asset}`, { type: 'note', noteContent: 'stolen' }],
      ['DELETE', `/api/asset/one/${b.asset}`],
      ['PATCH', `/api/entry/one/${b.entry}`, { accessValue: 'stolen' }],
      ['PATCH', `/api/tenant/one/${b.tenant.id}`, { name: 'stolen' }],
      ['GET', `/files/${b.file}`],
      ['GET', `/files/${b.logo}`],
      ['GET', `/files/${encodeURIComponent(b.file)}`],
    ];
    for (const [method, url, body] of attacks) {
      const reply = await call(method, url, a.tenant.token, body);
      expectStatus(reply, 404, `${method} ${url}`);
      expect(reply.text).not.toContain(SECRET_MARK);
      expect(reply.body).toEqual({ message: expect.any(String) });
    }
    // lists filtered by another tenant's campaign are empty
    for (const kind of ['content', 'asset', 'entry']) {
      for (const id of [b.campaign, agencyCampaign]) {
        const reply = await call('GET', `/api/${kind}?campaignId=${id}`, a.tenant.token);
        expect(reply.status).toBe(200);
        expect(reply.body).toEqual([]);
      }
    }
    for (const kind of ['campaign', 'content', 'asset', 'entry']) {
      const reply = await call('GET', `/api/${kind}`, a.tenant.token);
      expect(reply.status).toBe(200);
      expect(reply.text).not.toContain(SECRET_MARK);
      expect(reply.text).not.toContain(b.tenant.id);
    }
    // B may see the agency campaign but not change it (documented 403)
    expectStatus(await call('PATCH', `/api/campaign/one/${agencyCampaign}`, b.tenant.token, { name: 'mine' }), 403);
    expectStatus(await call('DELETE', `/api/campaign/one/${agencyCampaign}`, b.tenant.token), 403);
    expect(await stateOf(b)).toBe(before);
  });

  it("a bulk delete with mixed ids (own + another tenant's) deletes nothing of the other tenant's", async () => {
    const beforeB = await stateOf(b);
    const beforeCounts = await adminCounts();
    const mixed: [string, string[]][] = [
      ['/api/campaign/many', [a.campaign2, b.campaign]],
      ['/api/campaign/many', [b.campaign2, a.campaign2]],
      ['/api/campaign/many', [a.campaign2, agencyCampaign]],
      ['/api/content/many', [a.content2, b.content]],
      ['/api/content/many', [b.content2, a.content2, b.content]],
      ['/api/asset/many', [a.asset2, b.asset]],
      ['/api/asset/many', [b.asset2, a.asset2]],
      ['/api/entry/many', [a.entry2, b.entry]],
      ['/api/entry/many', [b.entry2, a.entry2]],
    ];
    for (const [url, ids] of mixed) {
      const reply = await call('DELETE', url, a.tenant.token, ids);
      expectStatus(reply, [403, 404], `DELETE ${url}`);
      expect(reply.text).not.toContain(SECRET_MARK);
    }
    expect(await stateOf(b)).toBe(beforeB);
    // refused as a whole: nothing of A's went either
    expect(await adminCounts()).toEqual(beforeCounts);
  });
});

describe('API5 broken function-level authorisation', () => {
  it('answers 403 to a tenant on every administrator route, whatever the body, and changes nothing', async () => {
    const before = await adminCounts();
    const adminRoutes: [string, string, unknown?][] = [
      ['GET', '/api/admin'],
      [
        'POST',
        '/api/admin',
        {
          name: 'Evil',
          username: 'evil',
          email: 'evil@example.test',
          phone: '1',
          password: 'evil-password-1',
          status: 'active',
        },
      ],
      ['POST', '/api/admin', {}],
      ['PATCH', `/api/admin/one/${adminId}`, { password: 'taken-over-1' }],
      ['PATCH', `/api/admin/one/${adminId}`, { status: 'inactive' }],
      ['GET', '/api/tenant'],
      [
        'POST',
        '/api/tenant',
        {
          name: 'Evil',
          industry_type: 'x',
          address: 'x',
          email: 'evil@example.test',
          phone: '1',
          password: 'evil-password-1',
        },
      ],
      ['POST', '/api/tenant', 'not an object'],
      ['GET', '/api/user'],
      ['POST', '/api/user', { tenantId: a.tenant.id, name: 'Evil', phone: '1', email: 'e@example.test' }],
      ['PATCH', `/api/user/one/${userOfB}`, { tenantId: a.tenant.id }],
      ['GET', '/api/link'],
      ['GET', '/api/link/export'],
      ['POST', '/api/link/generate', { count: 5 }],
      ['POST', '/api/link/assign', { uuid: linkOfB, tenantId: a.tenant.id }],
      ['DELETE', `/api/link/${linkOfB}`],
      ['DELETE', '/api/link/not-a-uuid'],
    ];
    for (const tenant of [a, b]) {
      for (const [method, url, body] of adminRoutes) {
        const reply = await call(method, url, tenant.tenant.token, body);
        expectStatus(reply, 403, `${method} ${url}`);
        expect(reply.text).not.toContain('$argon2');
      }
    }
    expect(await adminCounts()).toEqual(before);
    // the administrator's password and status are unchanged, B keeps its link
    expect(
      (await api.post('/api/auth/admin/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD })).status,
    ).toBe(200);
    const profile = await call('GET', '/api/tenant/profile', b.tenant.token);
    expect(profile.body.links.map((link: { uuid: string }) => link.uuid)).toEqual([linkOfB]);
    // the profile route is the tenant's own: an administrator gets 403 there
    expectStatus(await call('GET', '/api/tenant/profile', admin), 403);
  });
});

describe('API3 mass assignment', () => {
  const iso2000 = '2000-01-01T00:00:00.000Z';
  const forgedId = '00000000-0000-4000-8000-000000000001';

  it("ignores or refuses ownership, ids and timestamps in a tenant's campaign, content and bulk bodies", async () => {
    const campaign = await created('POST', '/api/campaign', a.tenant.token, {
      name: 'Owned by A',
      description: 'd',
      keyword: ['k'],
      tenantId: b.tenant.id,
      id: forgedId,
      createdAt: iso2000,
    });
    const readCampaign = (await call('GET', `/api/campaign/one/${campaign.id}`, a.tenant.token)).body;
    expect(readCampaign.tenantId).toBe(a.tenant.id);
    expect(readCampaign.id).not.toBe(forgedId);
    expect(readCampaign.createdAt).not.toBe(iso2000);
    expect((await call('GET', `/api/campaign/one/${campaign.id}`, b.tenant.token)).status).toBe(404);

    await created('PATCH', `/api/campaign/one/${campaign.id}`, a.tenant.token, {
      name: 'Renamed',
      tenantId: b.tenant.id,
      id: forgedId,
      createdAt: iso2000,
    });
    const afterPatch = (await call('GET', `/api/campaign/one/${campaign.id}`, a.tenant.token)).body;
    expect(afterPatch).toMatchObject({
      id: campaign.id,
      name: 'Renamed',
      tenantId: a.tenant.id,
      createdAt: readCampaign.createdAt,
    });

    // content: userId / tenantId ignored; another tenant's campaign or assets refused
    const content = await created('POST', '/api/content', a.tenant.token, {
      title: 'T',
      text: 'x',
      keyword: ['k'],
      campaignId: campaign.id,
      userId: b.tenant.id,
      tenantId: b.tenant.id,
      id: forgedId,
      createdAt: iso2000,
    });
    expect(content).toMatchObject({ userId: a.tenant.id, campaignId: campaign.id });
    expect(content.id).not.toBe(forgedId);
    expect(content.createdAt).not.toBe(iso2000);
    expectStatus(
      await call('POST', '/api/content', a.tenant.token, {
        title: 'T',
        text: 'x',
        keyword: ['k'],
        campaignId: b.campaign,
      }),
      [400, 404],
    );
    expectStatus(
      await call('POST', '/api/content', a.tenant.token, {
        title: 'T',
        text: 'x',
        keyword: ['k'],
        campaignId: agencyCampaign,
      }),
      [400, 404],
    );
    expectStatus(
      await call('POST', '/api/content', a.tenant.token, {
        title: 'T',
        text: 'x',
        keyword: ['k'],
        campaignId: null,
        assetIds: [b.asset],
      }),
      [400, 404],
    );
    expectStatus(
      await call('PATCH', `/api/content/one/${content.id}`, a.tenant.token, { campaignId: b.campaign }),
      [400, 404],
    );
    expectStatus(
      await call('PATCH', `/api/content/one/${content.id}`, a.tenant.token, { assetIds: [b.asset2] }),
      [400, 404],
    );
    await created('PATCH', `/api/content/one/${content.id}`, a.tenant.token, {
      title: 'T2',
      userId: b.tenant.id,
      createdAt: iso2000,
      id: forgedId,
    });
    const contents = (await call('GET', `/api/content?campaignId=${campaign.id}`, a.tenant.token)).body;
    expect(contents).toEqual([
      expect.objectContaining({
        id: content.id,
        title: 'T2',
        userId: a.tenant.id,
        createdAt: content.createdAt,
        assetIds: [],
      }),
    ]);

    const bulk = await created('POST', '/api/content/bulk', a.tenant.token, [
      {
        campaignId: campaign.id,
        userId: b.tenant.id,
        tenantId: b.tenant.id,
        text: 'bulk',
        id: forgedId,
        createdAt: iso2000,
      },
    ]);
    expect(bulk).toEqual([expect.objectContaining({ userId: a.tenant.id, campaignId: campaign.id })]);
    expect(bulk[0].id).not.toBe(forgedId);
    const beforeB = await stateOf(b);
    expectStatus(
      await call('POST', '/api/content/bulk', a.tenant.token, [
        { campaignId: campaign.id, text: 'ok' },
        { campaignId: b.campaign, text: 'into B' },
      ]),
      [400, 404],
    );
    expectStatus(
      await call('POST', '/api/redbook/generate', a.tenant.token, { campaignId: b.campaign, save: true, count: 1 }),
      [400, 404],
    );
    expect(await stateOf(b)).toBe(beforeB);
    // the refused bulk saved nothing (not even its valid first item)
    expect((await call('GET', `/api/content?campaignId=${campaign.id}`, a.tenant.token)).body).toHaveLength(2);
  });

  it('ignores or refuses ownership in entries and assets (tenantId, entry, uploadedBy, files of another tenant)', async () => {
    const beforeB = await stateOf(b);
    const entry = await created('POST', '/api/entry', a.tenant.token, {
      type: 'Redbook',
      accessValue: 'v',
      tenantId: b.tenant.id,
      campaignId: a.campaign,
      id: '00000000-0000-4000-8000-000000000002',
      createdAt: iso2000,
    });
    expect(entry).toMatchObject({ tenantId: a.tenant.id, campaignId: a.campaign });
    expect(entry.createdAt).not.toBe(iso2000);
    expectStatus(
      await call('POST', '/api/entry', a.tenant.token, {
        type: 'R',
        accessValue: 'v',
        tenantId: a.tenant.id,
        campaignId: b.campaign,
      }),
      [400, 404],
    );
    expectStatus(
      await call('POST', '/api/entry', a.tenant.token, {
        type: 'R',
        accessValue: 'v',
        tenantId: b.tenant.id,
        campaignId: b.campaign,
      }),
      [400, 404],
    );
    expectStatus(
      await call('PATCH', `/api/entry/one/${entry.id}`, a.tenant.token, { campaignId: b.campaign }),
      [400, 404],
    );
    await created('PATCH', `/api/entry/one/${entry.id}`, a.tenant.token, { tenantId: b.tenant.id, accessValue: 'v2' });
    const entries = (await call('GET', `/api/entry?campaignId=${a.campaign}`, a.tenant.token)).body as {
      id: string;
      tenantId: string;
      accessValue: string;
    }[];
    expect(entries.find((row) => row.id === entry.id)).toMatchObject({ tenantId: a.tenant.id, accessValue: 'v2' });

    const asset = await created('POST', '/api/asset', a.tenant.token, {
      type: 'note',
      entryId: entry.id,
      noteContent: 'n',
      uploadedBy: b.tenant.id,
      tenantId: b.tenant.id,
      uploadedAt: iso2000,
      id: '00000000-0000-4000-8000-000000000003',
    });
    expect(asset).toMatchObject({ uploadedBy: a.tenant.id, entryId: entry.id });
    expect(asset.uploadedAt).not.toBe(iso2000);
    expectStatus(
      await call('POST', '/api/asset', a.tenant.token, { type: 'note', entryId: b.entry, noteContent: 'n' }),
      [400, 404],
    );
    expectStatus(
      await call('POST', '/api/asset', a.tenant.token, { type: 'image', entryId: entry.id, filePath: b.file }),
      [400, 404],
    );
    expectStatus(
      await call('POST', '/api/asset', a.tenant.token, {
        type: 'image',
        entryId: entry.id,
        filePath: a.file,
        thumbnailPath: b.logo,
      }),
      [400, 404],
    );
    expectStatus(await call('PATCH', `/api/asset/one/${asset.id}`, a.tenant.token, { entryId: b.entry }), [400, 404]);
    expectStatus(
      await call('PATCH', `/api/asset/one/${asset.id}`, a.tenant.token, { type: 'image', filePath: b.file }),
      [400, 404],
    );
    await created('PATCH', `/api/asset/one/${asset.id}`, a.tenant.token, {
      noteContent: 'n2',
      uploadedBy: b.tenant.id,
    });
    const assets = (await call('GET', `/api/asset?campaignId=${a.campaign}`, a.tenant.token)).body as {
      id: string;
      uploadedBy: string;
      noteContent: string;
    }[];
    expect(assets.find((row) => row.id === asset.id)).toMatchObject({ uploadedBy: a.tenant.id, noteContent: 'n2' });
    // A still cannot read B's file after trying to reference it
    expect((await call('GET', `/files/${b.file}`, a.tenant.token)).status).toBe(404);
    expect(await stateOf(b)).toBe(beforeB);
  });

  it("a tenant's own record: no password change, no links or QR url, no other tenant's logo; id and createdAt ignored", async () => {
    const before = (await call('GET', '/api/tenant/profile', a.tenant.token)).body;
    expectStatus(
      await call('PATCH', `/api/tenant/one/${a.tenant.id}`, a.tenant.token, { password: 'new-password-1' }),
      403,
    );
    expect(
      (await api.post('/api/auth/tenant/login', { email: a.tenant.email, password: 'new-password-1' })).status,
    ).toBe(401);
    expectStatus(await call('PATCH', `/api/tenant/one/${a.tenant.id}`, a.tenant.token, { logo: b.logo }), [400, 404]);
    const patched = await created('PATCH', `/api/tenant/one/${a.tenant.id}`, a.tenant.token, {
      name: 'Alpha Renamed',
      id: b.tenant.id,
      createdAt: iso2000,
      qrcode_url: 'https://evil.test/q',
      links: [{ uuid: linkOfB, status: 'Assigned' }],
      status: 'Assigned',
      tenantId: b.tenant.id,
    });
    expect(patched).toMatchObject({
      id: a.tenant.id,
      name: 'Alpha Renamed',
      createdAt: before.createdAt,
      qrcode_url: before.qrcode_url,
      links: before.links,
      logo: before.logo,
    });
    const after = (await call('GET', '/api/tenant/profile', a.tenant.token)).body;
    expect(after).toEqual({ ...before, name: 'Alpha Renamed' });
    // the link stays B's and assigned
    const links = (await call('GET', '/api/link', admin)).body as {
      uuid: string;
      status: string;
      tenant: { id: string } | null;
    }[];
    expect(links.find((link) => link.uuid === linkOfB)).toMatchObject({
      status: 'Assigned',
      tenant: { id: b.tenant.id },
    });
    expect(links.filter((link) => link.tenant?.id === a.tenant.id)).toEqual([]);
  });
});

describe('API2 broken authentication: tokens', () => {
  const key = new TextEncoder().encode(JWT_SECRET);
  const nowSeconds = () => Math.floor((Date.now() + clockOffset) / 1000);
  const sign = (
    claims: Record<string, unknown>,
    sub: string,
    secret = key,
    alg = 'HS256',
    iat = nowSeconds(),
    exp = iat + 3600,
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setSubject(sub)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(secret);

  it('accepts a well-formed token (control) and answers 401 to alg none, a wrong key, expired, forged and malformed tokens', async () => {
    expect((await call('GET', '/api/campaign', await sign({ role: 'tenant' }, a.tenant.id))).status).toBe(200);
    expect((await call('GET', '/api/admin', await sign({ role: 'admin' }, adminId))).status).toBe(200);

    const header = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = new UnsecuredJWT({ role: 'admin' })
      .setSubject(adminId)
      .setIssuedAt(nowSeconds())
      .setExpirationTime(nowSeconds() + 3600)
      .encode();
    const legit = await sign({ role: 'admin' }, adminId);
    const [, legitPayload] = legit.split('.');
    const bad: [string, string][] = [
      ['alg none', unsigned],
      ['alg none, capitalised', `${header({ alg: 'None', typ: 'JWT' })}.${legitPayload}.`],
      [
        'alg none with the real signature',
        `${header({ alg: 'none', typ: 'JWT' })}.${legitPayload}.${legit.split('.')[2]}`,
      ],
      [
        'a wrong key',
        await sign({ role: 'admin' }, adminId, new TextEncoder().encode('not-the-secret-0123456789abcdef0123')),
      ],
      ['an empty-ish key', await sign({ role: 'admin' }, adminId, new TextEncoder().encode('x'))],
      ['HS512 with the right key', await sign({ role: 'admin' }, adminId, key, 'HS512')],
      ['expired', await sign({ role: 'admin' }, adminId, key, 'HS256', nowSeconds() - 8 * 86400, nowSeconds() - 60)],
      [
        'lifetime over 7 days',
        await sign({ role: 'admin' }, adminId, key, 'HS256', nowSeconds(), nowSeconds() + 30 * 86400),
      ],
      ['a tenant claiming the admin role', await sign({ role: 'admin' }, a.tenant.id)],
      ['an admin id with the tenant role', await sign({ role: 'tenant' }, adminId)],
      ['an unknown role', await sign({ role: 'root' }, adminId)],
      ['an unknown account', await sign({ role: 'tenant' }, '00000000-0000-4000-8000-00000000dead')],
      ['a non-uuid subject', await sign({ role: 'tenant' }, "' or 1=1 --")],
      [
        'a tampered payload',
        `${legit.split('.')[0]}.${Buffer.from(JSON.stringify({ role: 'admin', sub: a.tenant.id, iat: nowSeconds(), exp: nowSeconds() + 60 })).toString('base64url')}.${legit.split('.')[2]}`,
      ],
      ['garbage', 'abc.def.ghi'],
      ['empty parts', '..'],
    ];
    for (const [label, token] of bad) {
      for (const url of ['/api/campaign', '/api/admin', '/files/campaign-media/x.png']) {
        const reply = await call('GET', url, token);
        expect(reply.status, `${label} on ${url}: ${reply.text}`).toBe(401);
      }
      const sse = await fetch(`${server.url}/api/sse`, { headers: { Cookie: `token=${token}` } });
      expect(sse.status, `${label} on /api/sse`).toBe(401);
      await sse.body?.cancel();
    }
    // no token, a wrong scheme, or a token in the query string
    expect((await call('GET', '/api/campaign', undefined)).status).toBe(401);
    const basic = await request(server.url, 'GET', '/api/campaign', {
      headers: { Authorization: `Basic ${Buffer.from('admin:x').toString('base64')}` },
    });
    expect(basic.status).toBe(401);
    expect((await call('GET', `/api/campaign?token=${admin}`, undefined)).status).toBe(401);
  });

  it('answers 401 to the token of a deleted account (deleted in the database; there is no delete route)', async () => {
    // no route deletes a tenant or an administrator: check that none exists
    expect([404, 405]).toContain((await call('DELETE', `/api/tenant/one/${a.tenant.id}`, admin)).status);
    expect([404, 405]).toContain((await call('DELETE', `/api/admin/one/${adminId}`, admin)).status);

    const own = await startTestServer();
    try {
      const ownApi = client(own.url);
      const ownAdmin = await adminToken(ownApi);
      const victim = await createTenant(ownApi, ownAdmin, 'Doomed');
      const survivor = await createTenant(ownApi, ownAdmin, 'Survivor');
      expect((await ownApi.get('/api/tenant/profile', { token: victim.token })).status).toBe(200);
      await own.close();
      const database = await openDatabase({
        dataDir: own.dataDir,
        ...(own.databaseUrl ? { databaseUrl: own.databaseUrl } : {}),
      });
      try {
        const deleted = await database.db
          .delete(tenants)
          .where(eq(tenants.id, victim.id))
          .returning({ id: tenants.id });
        expect(deleted).toHaveLength(1);
      } finally {
        await database.close();
      }
      const again = await own.restart();
      try {
        const againApi = client(again.url);
        for (const url of ['/api/tenant/profile', '/api/campaign', '/api/content']) {
          const reply = await againApi.get(url, { token: victim.token });
          expect(reply.status, url).toBe(401);
        }
        expect(
          (
            await againApi.post(
              '/api/campaign',
              { name: 'n', description: 'd', keyword: ['k'] },
              { token: victim.token },
            )
          ).status,
        ).toBe(401);
        // control: the other tenant's token of the same server still works
        expect((await againApi.get('/api/tenant/profile', { token: survivor.token })).status).toBe(200);
      } finally {
        await again.close();
      }
    } finally {
      await own.destroy();
    }
  }, 120_000);

  it('answers 401 to the token of a deactivated administrator', async () => {
    const second = await created('POST', '/api/admin', admin, {
      name: 'Second',
      username: 'second-admin',
      email: 's@example.test',
      phone: '1',
      password: 'second-password-1',
      status: 'active',
    });
    const login = await call('POST', '/api/auth/admin/login', undefined, {
      username: 'second-admin',
      password: 'second-password-1',
    });
    expect(login.status).toBe(200);
    expect((await call('GET', '/api/admin', login.body.token)).status).toBe(200);
    await created('PATCH', `/api/admin/one/${second.id}`, admin, { status: 'inactive' });
    expect((await call('GET', '/api/admin', login.body.token)).status).toBe(401);
  });
});

describe('API4 login throttling', () => {
  it('the 11th failed attempt within 15 minutes gets 429; a correct password works after the window', async () => {
    const target = await createTenant(api, admin, 'Throttled');
    const bystander = await createTenant(api, admin, 'Bystander');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const reply = await call('POST', '/api/auth/tenant/login', undefined, {
        email: target.email,
        password: `wrong-${attempt}`,
      });
      expect(reply.status, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await call('POST', '/api/auth/tenant/login', undefined, {
      email: target.email,
      password: 'wrong-11',
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ message: expect.any(String) });
    // blocked even with the right password (and with the email in another case) while the window lasts
    expect(
      (await call('POST', '/api/auth/tenant/login', undefined, { email: target.email, password: target.password }))
        .status,
    ).toBe(429);
    expect(
      (
        await call('POST', '/api/auth/tenant/login', undefined, {
          email: target.email.toUpperCase(),
          password: target.password,
        })
      ).status,
    ).toBe(429);
    // another account is not affected
    expect(
      (
        await call('POST', '/api/auth/tenant/login', undefined, {
          email: bystander.email,
          password: bystander.password,
        })
      ).status,
    ).toBe(200);
    clockOffset += 14 * 60 * 1000;
    expect(
      (await call('POST', '/api/auth/tenant/login', undefined, { email: target.email, password: target.password }))
        .status,
    ).toBe(429);
    clockOffset += 60 * 1000 + 1000;
    const ok = await call('POST', '/api/auth/tenant/login', undefined, {
      email: target.email,
      password: target.password,
    });
    expect(ok.status).toBe(200);
    expect((await call('GET', '/api/tenant/profile', ok.body.token)).status).toBe(200);

    // administrators too, including unknown user names (no account enumeration through the limiter)
    for (const username of [ADMIN_USERNAME, 'nobody-here']) {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect(
          (await call('POST', '/api/auth/admin/login', undefined, { username, password: `wrong-${attempt}` })).status,
        ).toBe(401);
      }
      expect(
        (await call('POST', '/api/auth/admin/login', undefined, { username, password: ADMIN_PASSWORD })).status,
      ).toBe(429);
    }
    clockOffset += 15 * 60 * 1000 + 1000;
    expect(
      (await call('POST', '/api/auth/admin/login', undefined, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD }))
        .status,
    ).toBe(200);
  }, 60_000);

  it('ignores a client-sent X-Forwarded-For, and reads it only behind a trusted proxy (TRUST_PROXY)', async () => {
    const login = (base: string, email: string, password: string, forwardedFor: string) =>
      request(base, 'POST', '/api/auth/tenant/login', {
        json: { email, password },
        headers: { 'X-Forwarded-For': forwardedFor },
      });

    // directly exposed: a new X-Forwarded-For per attempt does not reset the count
    const target = await createTenant(api, admin, 'Spoofer');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(server.url, target.email, `wrong-${attempt}`, `10.0.0.${attempt}`)).status).toBe(401);
    }
    expect((await login(server.url, target.email, target.password, '10.0.1.1')).status).toBe(429);

    // behind one proxy: the address it appended is the client's; another client is not blocked
    const proxied = await startTestServer({ trustedProxies: 1 });
    try {
      const proxiedApi = client(proxied.url);
      const tenant = await createTenant(proxiedApi, await adminToken(proxiedApi), 'Proxied');
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        // the left entry is the client's own claim: it changes, the proxy's entry does not
        expect(
          (await login(proxied.url, tenant.email, `wrong-${attempt}`, `192.0.2.${attempt}, 203.0.113.7`)).status,
        ).toBe(401);
      }
      expect((await login(proxied.url, tenant.email, tenant.password, '203.0.113.7')).status).toBe(429);
      expect((await login(proxied.url, tenant.email, tenant.password, '198.51.100.4')).status).toBe(200);
    } finally {
      await proxied.destroy();
    }
  }, 120_000);
});

describe('uploads', () => {
  const png = (size: number) => {
    const bytes = Buffer.alloc(size, 0x41);
    PNG_BYTES.copy(bytes, 0, 0, Math.min(PNG_BYTES.length, size));
    return bytes;
  };
  const KEY = /^campaign-media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|mp4)$/;

  async function fetchStored(key: string, token: string) {
    const signed = await call('GET', `/files/${key}`, token);
    expect(signed.status).toBe(200);
    const response = await fetch(signed.body.url);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it('stores a PNG/script polyglot only as an inert image/png', async () => {
    const polyglot = Buffer.concat([PNG_BYTES, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const reply = record('upload', await upload(server.url, a.tenant.token, polyglot, 'evil.html'));
    expect(reply.status).toBe(201);
    expect(reply.body.key).toMatch(KEY);
    expect(reply.body.key.endsWith('.png')).toBe(true);
    const { response, bytes } = await fetchStored(reply.body.key, a.tenant.token);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(bytes.equals(polyglot)).toBe(true);
    // script first, PNG later: refused
    const scriptFirst = Buffer.concat([Buffer.from('<script>alert(1)</script>'), PNG_BYTES]);
    expect((await upload(server.url, a.tenant.token, scriptFirst, 'image.png')).status).toBe(415);
  });

  it('types files by content, not by name: text named .png refused, PNG named .mp4 stored as image/png', async () => {
    for (const [bytes, name] of [
      [Buffer.from('just some text'), 'photo.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'photo.png'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'photo.jpg'],
      [Buffer.from('%PDF-1.7\n'), 'clip.mp4'],
    ] as const) {
      const reply = record('upload', await upload(server.url, a.tenant.token, bytes, name));
      expect(reply.status, name).toBe(415);
    }
    const reply = record('upload', await upload(server.url, a.tenant.token, PNG_BYTES, 'clip.mp4'));
    expect(reply.status).toBe(201);
    expect(reply.body.key).toMatch(/\.png$/);
    const { response } = await fetchStored(reply.body.key, a.tenant.token);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('refuses zero-byte files; accepts exactly 5 MB and answers 413 to 5 MB + 1', async () => {
    const empty = record('upload', await upload(server.url, a.tenant.token, new Uint8Array(0), 'empty.png'));
    expect(empty.status).toBe(400);
    const exact = record('upload', await upload(server.url, a.tenant.token, png(MB5), 'big.png'));
    expect(exact.status, exact.text).toBe(201);
    const { response, bytes } = await fetchStored(exact.body.key, a.tenant.token);
    expect(response.headers.get('content-length')).toBe(String(MB5));
    expect(bytes.length).toBe(MB5);
    const over = record('upload', await upload(server.url, a.tenant.token, png(MB5 + 1), 'big.png'));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ message: expect.any(String) });
  }, 60_000);

  it('answers oversized bodies with 413 every time, not with a reset connection (JSON and uploads)', async () => {
    for (let round = 0; round < 6; round += 1) {
      const json = await request(server.url, 'POST', '/api/campaign', {
        token: a.tenant.token,
        body: 'x'.repeat(1_100_000 + round * 300_000),
        headers: { 'Content-Type': 'application/json' },
      });
      expect(json.status).toBe(413);
      const file = await upload(server.url, a.tenant.token, png(8 * 1024 * 1024), 'huge.png');
      expect(file.status).toBe(413);
      // refused before the body is read (401, 415, 404): the answer arrives, and the connection stays usable
      const big = 'x'.repeat(900_000);
      expect(
        (
          await request(server.url, 'POST', '/api/campaign', {
            body: big,
            headers: { 'Content-Type': 'application/json' },
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await request(server.url, 'POST', '/api/campaign', {
            token: admin,
            body: big,
            headers: { 'Content-Type': 'text/plain' },
          })
        ).status,
      ).toBe(415);
      expect(
        (
          await request(server.url, 'POST', '/api/nothing', {
            token: admin,
            body: big,
            headers: { 'Content-Type': 'application/json' },
          })
        ).status,
      ).toBe(404);
      expect((await request(server.url, 'GET', '/api/campaign', { token: admin })).status).toBe(200);
    }
  }, 60_000);

  it('stores files with path characters in their names under a random key, never the name', async () => {
    const names = [
      '../../etc/passwd.png',
      '..\\..\\windows\\evil.png',
      '/abs/olute.png',
      'a/../../../b.png',
      'x%2F..%2Fy.png',
      'ok\u0000.png',
      '....//....//z.png',
    ];
    const keys: string[] = [];
    for (const name of names) {
      const reply = record('upload', await upload(server.url, a.tenant.token, PNG_BYTES, name));
      expect(reply.status, name).toBe(201);
      expect(reply.body.key).toMatch(KEY);
      keys.push(reply.body.key);
    }
    expect(new Set(keys).size).toBe(keys.length);
    // nothing named after the uploads anywhere in the data directory
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
        item.isDirectory() ? walk(path.join(dir, item.name)) : [path.join(dir, item.name)],
      );
    const stored = walk(path.join(server.dataDir, 'files'));
    expect(stored.filter((file) => /passwd|evil|olute|windows/.test(file))).toEqual([]);
    for (const key of keys) expect(stored).toContain(path.join(server.dataDir, 'files', key));
    // bucket keys and object keys with path characters are refused
    for (const bucket of ['..', '../x', 'a/b', 'UPPER', '%2e%2e']) {
      const reply = record('upload', await upload(server.url, a.tenant.token, PNG_BYTES, 'x.png', bucket));
      expect(reply.status, bucket).toBe(400);
    }
    for (const key of [
      '..%2F..%2Fserver.lock',
      '..%2Fserver.lock',
      'campaign-media%2F..%2F..%2Fserver.lock',
      '%2Fetc%2Fpasswd',
      'db%2FPG_VERSION',
      'server.lock',
    ]) {
      const reply = await call('GET', `/files/${key}`, admin);
      expectStatus(reply, [400, 404], key);
      const signed = await request(server.url, 'GET', `/files/_signed/${key}?expires=9999999999&signature=x`);
      expectStatus(signed, [400, 403, 404], `signed ${key}`);
      expect(signed.text).not.toMatch(/PG_VERSION|^\d+$/);
    }
  }, 60_000);
});

describe('responses', () => {
  it('no response of any route reveals a password hash or a secret, for both roles and anonymous callers', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin'],
      ['GET', '/api/tenant'],
      ['GET', '/api/tenant/profile'],
      ['GET', '/api/user'],
      ['GET', '/api/link'],
      ['GET', '/api/link/export'],
      ['GET', '/api/campaign'],
      ['GET', `/api/campaign/one/${a.campaign}`],
      ['GET', `/api/campaign/one/${b.campaign}`],
      ['GET', '/api/content'],
      ['GET', '/api/asset'],
      ['GET', '/api/entry'],
      ['GET', `/files/${a.file}`],
      [
        'POST',
        '/api/admin',
        {
          name: 'Third',
          username: `third-${Date.now()}`,
          email: 't@example.test',
          phone: '1',
          password: 'third-password-1',
        },
      ],
      ['PATCH', `/api/admin/one/${adminId}`, { name: 'Administrator' }],
      [
        'POST',
        '/api/tenant',
        {
          name: 'Gamma',
          industry_type: 'x',
          address: 'x',
          email: `g${Date.now()}@example.test`,
          phone: '1',
          password: 'gamma-password-1',
        },
      ],
      ['PATCH', `/api/tenant/one/${a.tenant.id}`, { phone: '555' }],
      ['POST', '/api/user', { tenantId: a.tenant.id, name: 'U', phone: '1', email: 'u@example.test' }],
      ['POST', '/api/campaign', { name: 'C', description: 'd', keyword: ['k'] }],
      ['POST', '/api/redbook/generate', { productName: 'Tea', count: 1 }],
      ['POST', '/api/admin', { password: 'x' }],
      ['POST', '/api/tenant', { password: 12 }],
      ['GET', '/api/nope'],
      ['GET', '/files/nope'],
    ];
    const tokens: [string, string | undefined][] = [
      ['admin', admin],
      ['tenant', a.tenant.token],
      ['anonymous', undefined],
    ];
    for (const [role, token] of tokens) {
      for (const [method, url, body] of routes) await call(method, url, token, body);
      await call('POST', '/api/auth/admin/login', undefined, { username: ADMIN_USERNAME, password: 'wrong' });
      await call('POST', '/api/auth/tenant/login', undefined, { email: b.tenant.email, password: b.tenant.password });
      void role;
    }
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
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
        : [];
    expect(seen.length).toBeGreaterThan(150);
    for (const { label, reply } of seen) {
      for (const pattern of secretPatterns) expect(reply.text, `${label} leaks ${pattern}`).not.toMatch(pattern);
      expect(
        keysOf(reply.body).filter((key) => /pass|secret|hash|salt/i.test(key)),
        label,
      ).toEqual([]);
      expect(reply.status, `${label}: ${reply.text.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it('every response carries the security headers (nosniff, frame denial, referrer policy)', async () => {
    const signed = await call('GET', `/files/${a.file}`, a.tenant.token);
    const extra: Reply[] = [
      await request(server.url, 'GET', new URL(signed.body.url).pathname + new URL(signed.body.url).search),
      await request(server.url, 'GET', `/files/_signed/${a.file}?expires=9999999999&signature=x`),
      await request(server.url, 'POST', '/api/campaign', {
        token: admin,
        body: 'x'.repeat(1024 * 1024 + 10),
        headers: { 'Content-Type': 'application/json' },
      }),
      await request(server.url, 'POST', '/api/campaign', {
        token: admin,
        body: '{',
        headers: { 'Content-Type': 'application/json' },
      }),
      await request(server.url, 'POST', '/api/campaign', {
        token: admin,
        body: 'name=x',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    ];
    expect(extra.map((reply) => reply.status)).toEqual([200, 403, 413, 400, 415]);
    for (const [index, reply] of [...seen.map((item) => item.reply), ...extra].entries()) {
      const label = seen[index]?.label ?? `extra ${index}`;
      expect(reply.headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(reply.headers.get('x-frame-options'), label).toBe('DENY');
      expect(reply.headers.get('referrer-policy'), label).toBe('no-referrer');
    }
  });
});
