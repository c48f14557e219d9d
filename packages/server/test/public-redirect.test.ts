/** POST /api/public/q/{uuid}/redirect: the phone copied its post, opened the platform or shared it. */
import { describe, expect, it } from 'vitest';
import { listenSse, waitFor } from './helpers';
import { business, phone, redbookBusiness, setUpWorld, titleOf, world } from './public-fixture';

setUpWorld();

describe('POST /api/public/q/{uuid}/redirect', () => {
  it("marks the phone's post redirected once and tells the business and the administrators, no one else", async () => {
    const { owner, posts } = await redbookBusiness(world, 'Redirect Cafe', 2);
    const outsider = await business(world, 'Outsider');
    const streams = {
      owner: await listenSse(world.server.url, { Authorization: `Bearer ${owner.token}` }),
      admin: await listenSse(world.server.url, { Authorization: `Bearer ${world.admin}` }),
      outsider: await listenSse(world.server.url, { Authorization: `Bearer ${outsider.token}` }),
    };
    try {
      const customer = phone(world);
      // nothing handed out to this phone yet
      expect(await customer.redirect(owner.uuid, 'Redbook')).toMatchObject({
        status: 409,
        body: { message: 'No post was handed out to this phone for this platform', code: 'no_post_held' },
      });
      const claimed = await customer.claim(owner.uuid, 'Redbook');
      // the platform chosen is a step of the funnel: the dashboards' counts changed
      expect(await waitFor(() => streams.owner.events.length >= 1 && streams.admin.events.length >= 1)).toBe(true);
      const reply = await customer.redirect(owner.uuid, 'Redbook', 'copy');
      expect(reply.status).toBe(204);
      expect(reply.text).toBe('');
      expect(await waitFor(() => streams.owner.events.length >= 3 && streams.admin.events.length >= 3)).toBe(true);
      expect(streams.owner.events).toEqual(['stats', 'content', 'stats']);
      expect(streams.admin.events).toEqual(['stats', 'content', 'stats']);
      // the second action (open after copy) changes nothing and tells no one
      expect((await customer.redirect(owner.uuid, 'Redbook', 'open')).status).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(streams.owner.events).toEqual(['stats', 'content', 'stats']);
      expect(streams.outsider.events).toEqual([]);

      const list = await world.api.get<{ title: string; isRedirected: boolean }[]>(
        `/api/content?campaignId=${posts[0]!.campaignId}`,
        { token: owner.token },
      );
      expect(list.body.map((post) => [post.title, post.isRedirected]).sort()).toEqual([
        ['Post 1', titleOf(claimed) === 'Post 1'],
        ['Post 2', titleOf(claimed) === 'Post 2'],
      ]);
      // within 30 minutes the phone still gets its (used) post back
      expect(titleOf(await customer.claim(owner.uuid, 'Redbook'))).toBe(titleOf(claimed));
      // another phone cannot mark anything it was not handed
      expect((await phone(world).redirect(owner.uuid, 'Redbook')).status).toBe(409);
    } finally {
      await Promise.all(Object.values(streams).map((stream) => stream.close()));
    }
  }, 60_000);

  it('bad bodies are 400, an unknown platform 404', async () => {
    const { owner } = await redbookBusiness(world, 'Redirect Errors', 1);
    const customer = phone(world);
    await customer.claim(owner.uuid, 'Redbook');
    expect(
      await world.api.post(`/api/public/q/${owner.uuid}/redirect`, { platform: 'Redbook', action: 'save' }, {}),
    ).toMatchObject({
      status: 400,
      body: { message: 'Action must be copy, open or share', code: 'action_copy_open_share' },
    });
    expect((await customer.redirect(owner.uuid, 'Tiktok')).status).toBe(404);
  });
});
