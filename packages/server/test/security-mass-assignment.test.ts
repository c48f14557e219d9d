/**
 * Security, OWASP API3 (object property level authorisation): ownership, ids and timestamps in bodies are ignored
 * or refused.
 */
import type { Asset, Campaign, CampaignDetail, Content, Entry, FileUrlResponse, Link, Tenant } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  a,
  admin,
  agencyCampaign,
  api,
  b,
  call,
  checkEveryReply,
  created,
  expectStatus,
  linkOfB,
  setUpSecurityServer,
  stateOf,
} from './security-fixture';

setUpSecurityServer();

describe('API3 mass assignment', () => {
  const iso2000 = '2000-01-01T00:00:00.000Z';
  const forgedId = '00000000-0000-4000-8000-000000000001';

  it("ignores or refuses ownership, ids and timestamps in a tenant's campaign, content and bulk bodies", async () => {
    const campaign = await created<Campaign>('POST', '/api/campaign', a.tenant.token, {
      name: 'Owned by A',
      description: 'd',
      keyword: ['k'],
      tenantId: b.tenant.id,
      id: forgedId,
      createdAt: iso2000,
    });
    const readCampaign = (await call<CampaignDetail>('GET', `/api/campaign/one/${campaign.id}`, a.tenant.token)).body;
    expect(readCampaign.tenantId).toBe(a.tenant.id);
    expect(readCampaign.id).not.toBe(forgedId);
    expect(readCampaign.createdAt).not.toBe(iso2000);
    expect((await call<CampaignDetail>('GET', `/api/campaign/one/${campaign.id}`, b.tenant.token)).status).toBe(404);

    await created<Campaign>('PATCH', `/api/campaign/one/${campaign.id}`, a.tenant.token, {
      name: 'Renamed',
      tenantId: b.tenant.id,
      id: forgedId,
      createdAt: iso2000,
    });
    const afterPatch = (await call<CampaignDetail>('GET', `/api/campaign/one/${campaign.id}`, a.tenant.token)).body;
    expect(afterPatch).toMatchObject({
      id: campaign.id,
      name: 'Renamed',
      tenantId: a.tenant.id,
      createdAt: readCampaign.createdAt,
    });

    // content: userId / tenantId ignored; another tenant's campaign or assets refused
    const content = await created<Content>('POST', '/api/content', a.tenant.token, {
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
      await call<Content>('POST', '/api/content', a.tenant.token, {
        title: 'T',
        text: 'x',
        keyword: ['k'],
        campaignId: b.campaign,
      }),
      [400, 404],
    );
    expectStatus(
      await call<Content>('POST', '/api/content', a.tenant.token, {
        title: 'T',
        text: 'x',
        keyword: ['k'],
        campaignId: agencyCampaign,
      }),
      [400, 404],
    );
    expectStatus(
      await call<Content>('POST', '/api/content', a.tenant.token, {
        title: 'T',
        text: 'x',
        keyword: ['k'],
        campaignId: null,
        assetIds: [b.asset],
      }),
      [400, 404],
    );
    expectStatus(
      await call<Content>('PATCH', `/api/content/one/${content.id}`, a.tenant.token, { campaignId: b.campaign }),
      [400, 404],
    );
    expectStatus(
      await call<Content>('PATCH', `/api/content/one/${content.id}`, a.tenant.token, { assetIds: [b.asset2] }),
      [400, 404],
    );
    await created<Content>('PATCH', `/api/content/one/${content.id}`, a.tenant.token, {
      title: 'T2',
      userId: b.tenant.id,
      createdAt: iso2000,
      id: forgedId,
    });
    const contents = (await call<Content[]>('GET', `/api/content?campaignId=${campaign.id}`, a.tenant.token)).body;
    expect(contents).toEqual([
      expect.objectContaining({
        id: content.id,
        title: 'T2',
        userId: a.tenant.id,
        createdAt: content.createdAt,
        assetIds: [],
      }),
    ]);

    const bulk = await created<Content[]>('POST', '/api/content/bulk', a.tenant.token, [
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
    expect(bulk[0]?.id).not.toBe(forgedId);
    const beforeB = await stateOf(b);
    expectStatus(
      await call<Content[]>('POST', '/api/content/bulk', a.tenant.token, [
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
    expect((await call<Content[]>('GET', `/api/content?campaignId=${campaign.id}`, a.tenant.token)).body).toHaveLength(
      2,
    );
  });

  it('ignores or refuses ownership in entries and assets (tenantId, entry, uploadedBy, files of another tenant)', async () => {
    const beforeB = await stateOf(b);
    const entry = await created<Entry>('POST', '/api/entry', a.tenant.token, {
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
      await call<Entry>('POST', '/api/entry', a.tenant.token, {
        type: 'R',
        accessValue: 'v',
        tenantId: a.tenant.id,
        campaignId: b.campaign,
      }),
      [400, 404],
    );
    expectStatus(
      await call<Entry>('POST', '/api/entry', a.tenant.token, {
        type: 'R',
        accessValue: 'v',
        tenantId: b.tenant.id,
        campaignId: b.campaign,
      }),
      [400, 404],
    );
    expectStatus(
      await call<Entry>('PATCH', `/api/entry/one/${entry.id}`, a.tenant.token, { campaignId: b.campaign }),
      [400, 404],
    );
    await created<Entry>('PATCH', `/api/entry/one/${entry.id}`, a.tenant.token, {
      tenantId: b.tenant.id,
      accessValue: 'v2',
    });
    const entries = (await call<Entry[]>('GET', `/api/entry?campaignId=${a.campaign}`, a.tenant.token)).body as {
      id: string;
      tenantId: string;
      accessValue: string;
    }[];
    expect(entries.find((row) => row.id === entry.id)).toMatchObject({ tenantId: a.tenant.id, accessValue: 'v2' });

    const asset = await created<Asset>('POST', '/api/asset', a.tenant.token, {
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
      await call<Asset>('POST', '/api/asset', a.tenant.token, { type: 'note', entryId: b.entry, noteContent: 'n' }),
      [400, 404],
    );
    expectStatus(
      await call<Asset>('POST', '/api/asset', a.tenant.token, { type: 'image', entryId: entry.id, filePath: b.file }),
      [400, 404],
    );
    expectStatus(
      await call<Asset>('POST', '/api/asset', a.tenant.token, {
        type: 'image',
        entryId: entry.id,
        filePath: a.file,
        thumbnailPath: b.logo,
      }),
      [400, 404],
    );
    expectStatus(
      await call<Asset>('PATCH', `/api/asset/one/${asset.id}`, a.tenant.token, { entryId: b.entry }),
      [400, 404],
    );
    expectStatus(
      await call<Asset>('PATCH', `/api/asset/one/${asset.id}`, a.tenant.token, { type: 'image', filePath: b.file }),
      [400, 404],
    );
    await created<Asset>('PATCH', `/api/asset/one/${asset.id}`, a.tenant.token, {
      noteContent: 'n2',
      uploadedBy: b.tenant.id,
    });
    const assets = (await call<Asset[]>('GET', `/api/asset?campaignId=${a.campaign}`, a.tenant.token)).body as {
      id: string;
      uploadedBy: string;
      noteContent: string;
    }[];
    expect(assets.find((row) => row.id === asset.id)).toMatchObject({ uploadedBy: a.tenant.id, noteContent: 'n2' });
    // A still cannot read B's file after trying to reference it
    expect((await call<FileUrlResponse>('GET', `/files/${b.file}`, a.tenant.token)).status).toBe(404);
    expect(await stateOf(b)).toBe(beforeB);
  });

  it("a tenant's own record: no password change, no links or QR url, no other tenant's logo; id and createdAt ignored", async () => {
    const before = (await call<Tenant>('GET', '/api/tenant/profile', a.tenant.token)).body;
    expectStatus(
      await call<Tenant>('PATCH', `/api/tenant/one/${a.tenant.id}`, a.tenant.token, { password: 'new-password-1' }),
      403,
    );
    expect(
      (await api.post('/api/auth/tenant/login', { email: a.tenant.email, password: 'new-password-1' })).status,
    ).toBe(401);
    expectStatus(
      await call<Tenant>('PATCH', `/api/tenant/one/${a.tenant.id}`, a.tenant.token, { logo: b.logo }),
      [400, 404],
    );
    const patched = await created<Tenant>('PATCH', `/api/tenant/one/${a.tenant.id}`, a.tenant.token, {
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
    const after = (await call<Tenant>('GET', '/api/tenant/profile', a.tenant.token)).body;
    expect(after).toEqual({ ...before, name: 'Alpha Renamed' });
    // the link stays B's and assigned
    const links = (await call<Link[]>('GET', '/api/link', admin)).body as {
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

checkEveryReply();
