/**
 * Sessions that can be revoked: a password change, a deactivation and "sign out of all devices" end every token the
 * account had (even ones the server has just verified and cached) and close its open event streams; the last
 * active administrator cannot be deactivated.
 */
import type { Admin, AdminLoginResponse, TenantLoginResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  adminToken,
  client,
  createTenant,
  listenSse,
  startTestServer,
  waitFor,
  serverForFile,
} from './helpers';

const world = serverForFile();

async function newAdmin(username: string, password = `${username}-password`) {
  const created = await world.api.post<Admin>(
    '/api/admin',
    { name: username, username, email: `${username}@example.test`, phone: '1', password },
    { token: world.admin },
  );
  expect(created.status).toBe(201);
  const signIn = async (secret = password) =>
    (await world.api.post<AdminLoginResponse>('/api/auth/admin/login', { username, password: secret })).body.token;
  return { id: created.body.id, password, signIn };
}

/** The token works now (so the server has verified it and cached its account). */
async function expectWorking(token: string) {
  expect((await world.api.get('/api/campaign', { token })).status).toBe(200);
}

describe('revoking sessions', () => {
  it("a new password ends the account's other sessions at once, and closes its event streams", async () => {
    const pat = await newAdmin('pat');
    const laptop = await pat.signIn();
    const phone = await pat.signIn();
    await expectWorking(laptop);
    await expectWorking(phone);
    const stream = await listenSse(world.server.url, { Authorization: `Bearer ${phone}` });
    const bystander = await listenSse(world.server.url, { Authorization: `Bearer ${world.admin}` });

    expect(
      (await world.api.patch(`/api/admin/one/${pat.id}`, { password: 'pat-new-password' }, { token: world.admin }))
        .status,
    ).toBe(200);
    expect((await world.api.get('/api/campaign', { token: laptop })).status).toBe(401);
    expect((await world.api.get('/api/campaign', { token: phone })).status).toBe(401);
    expect(await waitFor(() => stream.ended)).toBe(true);
    expect(bystander.ended).toBe(false);
    // the old password is gone, the new one signs in
    expect((await world.api.post('/api/auth/admin/login', { username: 'pat', password: pat.password })).status).toBe(
      401,
    );
    await expectWorking(await pat.signIn('pat-new-password'));
    // editing other fields ends nothing
    const current = await pat.signIn('pat-new-password');
    expect((await world.api.patch(`/api/admin/one/${pat.id}`, { name: 'Pat B' }, { token: world.admin })).status).toBe(
      200,
    );
    await expectWorking(current);
    await bystander.close();
    await stream.close();
  });

  it("a tenant's new password (set by an administrator) ends the tenant's sessions", async () => {
    const tenant = await createTenant(world.api, world.admin, 'Revoked');
    await expectWorking(tenant.token);
    const stream = await listenSse(world.server.url, { Cookie: `token=${tenant.token}` });
    expect(
      (await world.api.patch(`/api/tenant/one/${tenant.id}`, { password: 'brand-new-secret' }, { token: world.admin }))
        .status,
    ).toBe(200);
    expect((await world.api.get('/api/campaign', { token: tenant.token })).status).toBe(401);
    expect(await waitFor(() => stream.ended)).toBe(true);
    const again = await world.api.post<TenantLoginResponse>('/api/auth/tenant/login', {
      email: tenant.email,
      password: 'brand-new-secret',
    });
    expect(again.status).toBe(200);
    await expectWorking(again.body.token);
    await stream.close();
  });

  it('a deactivated administrator is signed out everywhere, and stays out once active again', async () => {
    const kim = await newAdmin('kim');
    const token = await kim.signIn();
    await expectWorking(token);
    expect(
      (await world.api.patch(`/api/admin/one/${kim.id}`, { status: 'inactive' }, { token: world.admin })).status,
    ).toBe(200);
    expect((await world.api.get('/api/campaign', { token })).status).toBe(401);
    expect(
      (await world.api.patch(`/api/admin/one/${kim.id}`, { status: 'active' }, { token: world.admin })).status,
    ).toBe(200);
    expect((await world.api.get('/api/campaign', { token })).status).toBe(401);
    await expectWorking(await kim.signIn());
  });

  it('"sign out of all devices" ends every session of the account, this one included, and no one else\'s', async () => {
    const tenant = await createTenant(world.api, world.admin, 'Everywhere');
    const laptop = tenant.token;
    const phone = (
      await world.api.post<TenantLoginResponse>('/api/auth/tenant/login', {
        email: tenant.email,
        password: tenant.password,
      })
    ).body.token;
    const other = await createTenant(world.api, world.admin, 'Unaffected');
    await expectWorking(laptop);
    await expectWorking(phone);
    const stream = await listenSse(world.server.url, { Authorization: `Bearer ${phone}` });
    const otherStream = await listenSse(world.server.url, { Authorization: `Bearer ${other.token}` });

    expect((await world.api.post('/api/auth/logout-all', undefined, { token: laptop })).status).toBe(204);
    expect((await world.api.get('/api/campaign', { token: laptop })).status).toBe(401);
    expect((await world.api.get('/api/campaign', { token: phone })).status).toBe(401);
    expect(await waitFor(() => stream.ended)).toBe(true);
    await expectWorking(other.token);
    expect(otherStream.ended).toBe(false);
    // signing in again works; the revoked token cannot sign out anyone
    expect((await world.api.post('/api/auth/logout-all', undefined, { token: laptop })).status).toBe(401);
    const fresh = await world.api.post<TenantLoginResponse>('/api/auth/tenant/login', {
      email: tenant.email,
      password: tenant.password,
    });
    await expectWorking(fresh.body.token);
    expect((await world.api.post('/api/auth/logout-all')).status).toBe(401);
    await otherStream.close();
    await stream.close();
  });
});

describe('the last active administrator', () => {
  it('cannot be deactivated (409, the account keeps working); with another active admin it can', async () => {
    const lone = await startTestServer();
    try {
      const loneApi = client(lone.url);
      const root = await adminToken(loneApi);
      const [me] = (await loneApi.get<Admin[]>('/api/admin', { token: root })).body;
      const refused = await loneApi.patch(`/api/admin/one/${me!.id}`, { status: 'inactive' }, { token: root });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: 'At least one administrator must stay active', code: 'last_admin' });
      expect((await loneApi.get<Admin[]>('/api/admin', { token: root })).body[0]!.status).toBe('active');
      expect((await loneApi.get('/api/campaign', { token: root })).status).toBe(200);

      const deputy = await loneApi.post<Admin>(
        '/api/admin',
        { name: 'Deputy', username: 'deputy', email: 'd@example.test', phone: '1', password: 'deputy-password' },
        { token: root },
      );
      // an inactive second admin does not count
      await loneApi.patch(`/api/admin/one/${deputy.body.id}`, { status: 'inactive' }, { token: root });
      expect((await loneApi.patch(`/api/admin/one/${me!.id}`, { status: 'inactive' }, { token: root })).status).toBe(
        409,
      );
      await loneApi.patch(`/api/admin/one/${deputy.body.id}`, { status: 'active' }, { token: root });
      expect((await loneApi.patch(`/api/admin/one/${me!.id}`, { status: 'inactive' }, { token: root })).status).toBe(
        200,
      );
      const deputyToken = (
        await loneApi.post<AdminLoginResponse>('/api/auth/admin/login', {
          username: 'deputy',
          password: 'deputy-password',
        })
      ).body.token;
      expect(
        (await loneApi.patch(`/api/admin/one/${deputy.body.id}`, { status: 'inactive' }, { token: deputyToken }))
          .status,
      ).toBe(409);
      // both administrators deactivated at the same time: one of them stays active
      await loneApi.patch(`/api/admin/one/${me!.id}`, { status: 'active' }, { token: deputyToken });
      const both = await Promise.all([
        loneApi.patch(`/api/admin/one/${me!.id}`, { status: 'inactive' }, { token: deputyToken }),
        loneApi.patch(`/api/admin/one/${deputy.body.id}`, { status: 'inactive' }, { token: deputyToken }),
      ]);
      expect(both.filter((reply) => reply.status === 200)).toHaveLength(1);
      // the first request deactivated the admin unless it was refused; the other survivor is the deputy
      const survivor = both[0].status === 200 ? 'deputy' : ADMIN_USERNAME;
      const survivorToken = (
        await loneApi.post<AdminLoginResponse>('/api/auth/admin/login', {
          username: survivor,
          password: survivor === 'deputy' ? 'deputy-password' : ADMIN_PASSWORD,
        })
      ).body.token;
      const list = await loneApi.get<Admin[]>('/api/admin', { token: survivorToken });
      expect(list.body.filter((row) => row.status === 'active').map((row) => row.username)).toEqual([survivor]);
    } finally {
      await lone.destroy();
    }
  }, 120_000);
});
