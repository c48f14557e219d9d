/**
 * Security, OWASP API1 and API5: one tenant reaches nothing of another's by id or in bulk, and no administrator
 * route.
 */
import type { Campaign, CampaignDetail, FileUrlResponse, Tenant } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, ADMIN_USERNAME, errorBody } from './helpers';
import {
  a,
  admin,
  adminCounts,
  adminId,
  agencyCampaign,
  api,
  b,
  call,
  checkEveryReply,
  expectStatus,
  linkOfB,
  SECRET_MARK,
  setUpSecurityServer,
  stateOf,
  userOfB,
} from './security-fixture';

setUpSecurityServer();

describe('API1 broken object-level authorisation', () => {
  it("answers 404 and no data for every by-id route with another tenant's ids, and changes nothing", async () => {
    const before = await stateOf(b);
    // controls: the ids are real (their owner and the administrator reach them)
    expect((await call<CampaignDetail>('GET', `/api/campaign/one/${b.campaign}`, b.tenant.token)).status).toBe(200);
    expect((await call<FileUrlResponse>('GET', `/files/${b.file}`, b.tenant.token)).status).toBe(200);
    expect((await call<FileUrlResponse>('GET', `/files/${b.logo}`, admin)).status).toBe(200);
    expect((await call<CampaignDetail>('GET', `/api/campaign/one/${agencyCampaign}`, b.tenant.token)).status).toBe(200);

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
      expect(reply.body).toEqual(errorBody);
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
    expectStatus(
      await call<Campaign>('PATCH', `/api/campaign/one/${agencyCampaign}`, b.tenant.token, { name: 'mine' }),
      403,
    );
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
    const profile = await call<Tenant>('GET', '/api/tenant/profile', b.tenant.token);
    expect(profile.body.links.map((link: { uuid: string }) => link.uuid)).toEqual([linkOfB]);
    // the profile route is the tenant's own: an administrator gets 403 there
    expectStatus(await call<Tenant>('GET', '/api/tenant/profile', admin), 403);
  });
});

checkEveryReply();
