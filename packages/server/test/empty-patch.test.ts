/**
 * A PATCH that names no field it knows changes nothing: every PATCH route answers 400 body_nothing_to_change to `{}`
 * and to a body of unknown keys, rather than 200 as if it had changed something, and the record stays as it was.
 */
import type { Admin, Campaign, Content, User } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { business, campaignOf, entryOf, pictureOf, setUpWorld, world } from './public-fixture';

setUpWorld();

describe('a PATCH that changes nothing', () => {
  it('is refused on every record, and the record is unchanged', async () => {
    const token = { token: world.admin };
    const owner = await business(world, 'Empty Patch');
    const campaign = await campaignOf(world, owner.token, 'Untouched');
    const entry = await entryOf(world, owner, campaign.id, 'Redbook');
    const asset = await pictureOf(world, owner, entry.id);
    const admin = await world.api.post<Admin>(
      '/api/admin',
      { name: 'Ann', username: 'empty-patch', email: 'ann@example.test', phone: '1', password: 'password-1' },
      token,
    );
    const user = await world.api.post<User>(
      '/api/user',
      { tenantId: owner.id, name: 'Uma', phone: '5', email: 'uma-empty@example.test' },
      token,
    );
    const content = await world.api.post<Content>(
      '/api/content',
      { title: 'Kept', text: 'Kept text', keyword: ['k'], campaignId: campaign.id },
      token,
    );
    expect(content.status, content.text).toBe(201);
    expect(admin.status, admin.text).toBe(201);
    expect(user.status, user.text).toBe(201);
    const paths = [
      `/api/admin/one/${admin.body.id}`,
      `/api/tenant/one/${owner.id}`,
      `/api/user/one/${user.body.id}`,
      `/api/campaign/one/${campaign.id}`,
      `/api/content/one/${content.body.id}`,
      `/api/entry/one/${entry.id}`,
      `/api/asset/one/${asset.id}`,
    ];
    for (const path of paths) {
      for (const body of [{}, { nickname: 'x' }]) {
        const reply = await world.api.patch(path, body, token);
        expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(reply.body).toMatchObject({ code: 'body_nothing_to_change' });
      }
    }
    // a field it knows still applies
    const renamed = await world.api.patch<Campaign>(`/api/campaign/one/${campaign.id}`, { name: 'Renamed' }, token);
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Renamed');
    const kept = await world.api.get<Content[]>('/api/content', token);
    expect(kept.body.find((post) => post.id === content.body.id)?.title).toBe('Kept');
  }, 120_000);
});
