/** The QR page's API: the link's view, handing out posts (sticky, reserved for 30 minutes), and the redirect. */
import type { ClaimResult, PublicLinkView } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_POST_HELD } from '../src/routes/public';
import { listenSse, upload, waitFor, PNG_BYTES } from './helpers';
import {
  business,
  campaignOf,
  entryOf,
  phone,
  pictureOf,
  postsOf,
  redbookBusiness,
  startWorld,
  type World,
} from './public-fixture';

let world: World;

beforeAll(async () => {
  world = await startWorld();
}, 180_000);
afterAll(() => world?.server.destroy(), 30_000);

const titleOf = (reply: { body: ClaimResult }) => reply.body.post?.title;

describe('GET /api/public/q/{uuid}', () => {
  it("an assigned link shows the business's name, logo and platforms (distinct, SPEC spelling, in the order added)", async () => {
    const logo = (await upload(world.server.url, world.admin, PNG_BYTES, 'logo.png', 'logos')).body.key;
    const owner = await business(world, 'Kopi Corner', logo);
    const first = await campaignOf(world, owner.token, 'Old');
    const second = await campaignOf(world, owner.token, 'New');
    await entryOf(world, owner, first.id, ' google   REVIEW ');
    await entryOf(world, owner, first.id, 'Shopee  Mall');
    await entryOf(world, owner, second.id, 'Google Review');
    await entryOf(world, owner, second.id, 'tiktok');
    const reply = await phone(world).view(owner.uuid);
    expect(reply.status).toBe(200);
    const view = reply.body as Extract<PublicLinkView, { status: 'active' }>;
    expect(view.status).toBe('active');
    expect(view.business.name).toBe('Kopi Corner');
    expect(view.business.logoUrl).toMatch(
      new RegExp(`^${world.server.url}/files/_signed/logos/[0-9a-f-]+\\.png\\?expires=\\d+&signature=`),
    );
    expect(view.platforms).toEqual([
      { name: 'Google Review', icon: 'google-review' },
      { name: 'Shopee Mall', icon: 'custom' },
      { name: 'Tiktok', icon: 'tiktok' },
    ]);
    // the signed logo is served without a sign-in
    const file = await fetch(view.business.logoUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
  });

  it('a logo given as a URL shows only when it is http(s)', async () => {
    const external = await business(world, 'Logo Link', 'https://cdn.example.test/logo.png');
    const view = (await phone(world).view(external.uuid)).body;
    expect(view).toMatchObject({ business: { logoUrl: 'https://cdn.example.test/logo.png' } });
    const none = await business(world, 'No Logo');
    expect((await phone(world).view(none.uuid)).body).toEqual({
      status: 'active',
      business: { name: 'No Logo', logoUrl: null },
      platforms: [],
    });
  });

  it('a vacant link says only that; an unknown or malformed one is 404', async () => {
    const [link] = (
      await world.api.post<{ uuid: string }[]>('/api/link/generate', { count: 1 }, { token: world.admin })
    ).body;
    const customer = phone(world);
    expect(await customer.view(link!.uuid)).toMatchObject({ status: 200, body: { status: 'vacant' } });
    for (const uuid of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '%00', 'x'.repeat(300)]) {
      const reply = await customer.view(uuid);
      expect(reply.status, uuid).toBe(404);
      expect(reply.body).toEqual({ message: 'QR code not found' });
    }
    const deleted = await world.api.del(`/api/link/${link!.uuid}`, undefined, { token: world.admin });
    expect(deleted.status).toBe(200);
    expect((await customer.view(link!.uuid)).status).toBe(404);
  });
});

describe('POST /api/public/q/{uuid}/claim', () => {
  it('hands out a post of that platform with its pictures, and the platform to open', async () => {
    const { owner } = await redbookBusiness(world, 'Claim Cafe', 3);
    const reply = await phone(world).claim(owner.uuid, 'redbook');
    expect(reply.status).toBe(200);
    expect(reply.body.platform).toEqual({
      name: 'Redbook',
      icon: 'redbook',
      openUrl: 'https://example.test/review',
      accessValue: 'https://example.test/review',
    });
    // posts saved together are equally old: any of them
    const title = titleOf(reply) ?? '';
    expect(['Post 1', 'Post 2', 'Post 3']).toContain(title);
    expect(reply.body.post).toMatchObject({ text: `Text of ${title}`, keywords: ['food', 'kl'] });
    const [picture] = reply.body.post!.pictures;
    expect(reply.body.post!.pictures).toHaveLength(1);
    expect(picture).toEqual({ url: picture!.fullUrl, fullUrl: picture!.fullUrl, width: null, height: null });
    expect(picture!.fullUrl).toContain('/files/_signed/');
    const file = await fetch(picture!.fullUrl);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('only posts tied to the platform by an asset of its entry, active and not redirected', async () => {
    const owner = await business(world, 'Tie Cafe');
    const campaign = await campaignOf(world, owner.token);
    const redbook = await entryOf(world, owner, campaign.id, 'Redbook');
    const tiktok = await entryOf(world, owner, campaign.id, 'Tiktok');
    const redbookPicture = await pictureOf(world, owner, redbook.id);
    const tiktokPicture = await pictureOf(world, owner, tiktok.id);
    await postsOf(world, owner, campaign.id, [tiktokPicture.id], 1, 'Tiktok post');
    await postsOf(world, owner, campaign.id, [], 1, 'Bare post');
    const [archived, redirected, good] = await postsOf(
      world,
      owner,
      campaign.id,
      [redbookPicture.id],
      3,
      'Redbook post',
    );
    await world.api.patch(`/api/content/one/${archived!.id}`, { status: 'archived' }, { token: owner.token });
    await world.api.patch(`/api/content/one/${redirected!.id}`, { isRedirected: true }, { token: owner.token });
    const first = await phone(world).claim(owner.uuid, 'Redbook');
    expect(titleOf(first)).toBe(good!.title);
    expect(first.body.post!.pictures).toHaveLength(1);
    const second = await phone(world).claim(owner.uuid, 'Redbook');
    expect(second.status).toBe(200);
    expect(second.body.post).toBeNull();
    expect(titleOf(await phone(world).claim(owner.uuid, 'Tiktok'))).toBe('Tiktok post 1');
  });

  it('the newest campaign that still has a post; else the newest campaign, for its link', async () => {
    const owner = await business(world, 'Two Campaigns');
    const older = await campaignOf(world, owner.token, 'Older');
    const olderEntry = await entryOf(world, owner, older.id, 'Facebook', 'https://facebook.test/older');
    await postsOf(world, owner, older.id, [(await pictureOf(world, owner, olderEntry.id)).id], 1, 'Older');
    const newer = await campaignOf(world, owner.token, 'Newer');
    const newerEntry = await entryOf(world, owner, newer.id, 'facebook', 'https://facebook.test/newer');
    await postsOf(world, owner, newer.id, [(await pictureOf(world, owner, newerEntry.id)).id], 1, 'Newer');

    const first = await phone(world).claim(owner.uuid, 'Facebook');
    expect([titleOf(first), first.body.platform.openUrl]).toEqual(['Newer 1', 'https://facebook.test/newer']);
    const second = await phone(world).claim(owner.uuid, 'Facebook');
    expect([titleOf(second), second.body.platform.openUrl]).toEqual(['Older 1', 'https://facebook.test/older']);
    const none = await phone(world).claim(owner.uuid, 'Facebook');
    expect([none.body.post, none.body.platform.openUrl]).toEqual([null, 'https://facebook.test/newer']);
  });

  it('sticky: the same phone gets the same post back; another phone another post', async () => {
    const { owner } = await redbookBusiness(world, 'Sticky Cafe', 3);
    const mine = phone(world);
    const first = await mine.claim(owner.uuid, 'Redbook');
    const cookie = first.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(
      new RegExp(`^q_phone=[^;]+; Max-Age=1800; Path=/api/public/q/${owner.uuid}; HttpOnly; SameSite=Lax$`),
    );
    expect(titleOf(await mine.claim(owner.uuid, 'Redbook'))).toBe(titleOf(first));
    expect(titleOf(await mine.claim(owner.uuid, ' REDBOOK '))).toBe(titleOf(first));
    const other = await phone(world).claim(owner.uuid, 'Redbook');
    expect(titleOf(other)).not.toBe(titleOf(first));
    // the same phone on another network keeps its post (the cookie, not the address, is the phone)
    const moved = phone(world);
    moved.jar.set(...(cookie.split(';')[0]!.split(/=(.*)/s, 2) as [string, string]));
    expect(titleOf(await moved.claim(owner.uuid, 'Redbook'))).toBe(titleOf(first));
    // a forged cookie is a new phone
    const forger = phone(world);
    forger.jar.set('q_phone', '00000000-0000-4000-8000-000000000000.AAAA');
    const forged = await forger.claim(owner.uuid, 'Redbook');
    expect([titleOf(first), titleOf(other)]).not.toContain(titleOf(forged));
  });

  it('a reservation lasts 30 minutes: then the post goes to the next customer, and the phone gets a new one', async () => {
    const { owner } = await redbookBusiness(world, 'Expiry Cafe', 1);
    const early = phone(world);
    expect(titleOf(await early.claim(owner.uuid, 'Redbook'))).toBe('Post 1');
    const late = phone(world);
    expect((await late.claim(owner.uuid, 'Redbook')).body.post).toBeNull();
    world.clock.now += 29 * 60 * 1000;
    expect((await late.claim(owner.uuid, 'Redbook')).body.post).toBeNull();
    expect(titleOf(await early.claim(owner.uuid, 'Redbook'))).toBe('Post 1');
    world.clock.now += 60 * 1000 + 1;
    expect(titleOf(await late.claim(owner.uuid, 'Redbook'))).toBe('Post 1');
    expect((await early.claim(owner.uuid, 'Redbook')).body.post).toBeNull();
    // the first phone can no longer mark it: it is the other phone's now
    expect(await early.redirect(owner.uuid, 'Redbook')).toMatchObject({ status: 409, body: { message: NO_POST_HELD } });
    expect((await late.redirect(owner.uuid, 'Redbook')).status).toBe(204);
  });

  it('only an http(s) access value becomes openUrl; any other is only text to copy', async () => {
    const owner = await business(world, 'Schemes');
    const campaign = await campaignOf(world, owner.token);
    const values = {
      Web: ['https://maps.example.test/place?id=1', 'https://maps.example.test/place?id=1'],
      Plain: ['http://example.test', 'http://example.test/'],
      Script: ['javascript:alert(document.cookie)', null],
      Spaced: ['JaVaScRiPt:alert(1)', null],
      Controls: ['\u0001javascript:alert(1)', null],
      Split: ['java\nscript:alert(1)', null],
      Data: ['data:text/html,<script>alert(1)</script>', null],
      Ftp: ['ftp://files.example.test/x', null],
      Text: ['Search "Kopi Corner" on the app', null],
      Bare: ['www.example.test/page', null],
      Relative: ['//evil.example.test', null],
    } as const;
    for (const [type, [accessValue]] of Object.entries(values))
      await entryOf(world, owner, campaign.id, type, accessValue);
    for (const [type, [accessValue, openUrl]] of Object.entries(values)) {
      const reply = await phone(world).claim(owner.uuid, type);
      expect(reply.status).toBe(200);
      expect(reply.body.platform, type).toEqual({ name: type, icon: 'custom', openUrl, accessValue });
    }
  });

  it('a platform the business does not offer is 404; a vacant link 409; bad bodies 400', async () => {
    const { owner } = await redbookBusiness(world, 'Errors Cafe', 1);
    const customer = phone(world);
    expect(await customer.claim(owner.uuid, 'Tiktok')).toMatchObject({
      status: 404,
      body: { message: 'Platform not found' },
    });
    const [vacant] = (
      await world.api.post<{ uuid: string }[]>('/api/link/generate', { count: 1 }, { token: world.admin })
    ).body;
    expect(await customer.claim(vacant!.uuid, 'Redbook')).toMatchObject({
      status: 409,
      body: { message: 'This QR code is not active yet' },
    });
    expect(await customer.claim('nope', 'Redbook')).toMatchObject({
      status: 404,
      body: { message: 'QR code not found' },
    });
    const url = `${world.server.url}/api/public/q/${owner.uuid}/claim`;
    const send = (body: string, type = 'application/json') =>
      fetch(url, { method: 'POST', headers: { 'Content-Type': type, 'X-Forwarded-For': customer.address }, body });
    expect((await send('{}')).status).toBe(400);
    expect(await (await send('{"platform":"  "}')).json()).toEqual({ message: 'Platform is required' });
    expect((await send('{"platform":')).status).toBe(400);
    expect((await send('platform=Redbook', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await send(JSON.stringify({ platform: 'x'.repeat(101) }))).status).toBe(400);
  });
});

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
        body: { message: NO_POST_HELD },
      });
      const claimed = await customer.claim(owner.uuid, 'Redbook');
      const reply = await customer.redirect(owner.uuid, 'Redbook', 'copy');
      expect(reply.status).toBe(204);
      expect(reply.text).toBe('');
      expect(await waitFor(() => streams.owner.events.length >= 2 && streams.admin.events.length >= 2)).toBe(true);
      expect(streams.owner.events).toEqual(['content', 'stats']);
      expect(streams.admin.events).toEqual(['content', 'stats']);
      // the second action (open after copy) changes nothing and tells no one
      expect((await customer.redirect(owner.uuid, 'Redbook', 'open')).status).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(streams.owner.events).toEqual(['content', 'stats']);
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
  });

  it('bad bodies are 400, an unknown platform 404', async () => {
    const { owner } = await redbookBusiness(world, 'Redirect Errors', 1);
    const customer = phone(world);
    await customer.claim(owner.uuid, 'Redbook');
    expect(
      await world.api.post(`/api/public/q/${owner.uuid}/redirect`, { platform: 'Redbook', action: 'share' }, {}),
    ).toMatchObject({ status: 400, body: { message: 'Action must be copy or open' } });
    expect((await customer.redirect(owner.uuid, 'Tiktok')).status).toBe(404);
  });
});
