/** The QR page's API: the link's view, and handing out posts (sticky, reserved for 30 minutes). */
import { mediaVersionKey, type PublicLinkView } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createTenant, upload, PNG_BYTES } from './helpers';
import {
  business,
  campaignOf,
  entryOf,
  phone,
  pictureOf,
  postsOf,
  redbookBusiness,
  setUpWorld,
  titleOf,
  world,
} from './public-fixture';

setUpWorld();

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
    // its thumbnail (the QR page shows the logo small), not the original
    expect(view.business.logoUrl).toMatch(
      new RegExp(`^${world.server.url}/files/_signed/logos/[0-9a-f-]+\\.w320\\.webp\\?expires=\\d+&signature=`),
    );
    expect(view.business.logoUrl).toContain(`/_signed/${mediaVersionKey(logo, 'thumbnail')}?`);
    expect(view.platforms).toEqual([
      { name: 'Google Review', icon: 'google-review' },
      { name: 'Shopee Mall', icon: 'custom' },
      { name: 'Tiktok', icon: 'tiktok' },
    ]);
    // the signed logo is served without a sign-in
    const file = await fetch(view.business.logoUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
  });

  it('a business without a logo shows none', async () => {
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
      expect(reply.body).toEqual({ message: 'QR code not found', code: 'qr_code_not_found' });
    }
    const deleted = await world.api.del(`/api/link/${link!.uuid}`, undefined, { token: world.admin });
    expect(deleted.status).toBe(200);
    expect((await customer.view(link!.uuid)).status).toBe(404);
  });
});

describe('the view follows the back-office at once (it is cached between changes)', () => {
  it('renames, logos, entries, campaigns, assignments and deletions', async () => {
    const customer = phone(world);
    const [link] = (
      await world.api.post<{ uuid: string }[]>('/api/link/generate', { count: 1 }, { token: world.admin })
    ).body;
    expect((await customer.view(link!.uuid)).body).toEqual({ status: 'vacant' });
    const owner = await createTenant(world.api, world.admin, 'Before');
    await world.api.post('/api/link/assign', { uuid: link!.uuid, tenantId: owner.id }, { token: world.admin });
    const active = async () => (await customer.view(link!.uuid)).body as Extract<PublicLinkView, { status: 'active' }>;
    expect((await active()).business).toEqual({ name: 'Before', logoUrl: null });
    const logo = (await upload(world.server.url, world.admin, PNG_BYTES, 'after.png', 'logos')).body.key;
    await world.api.patch(`/api/tenant/one/${owner.id}`, { name: 'After', logo }, { token: world.admin });
    const after = (await active()).business;
    expect(after.name).toBe('After');
    expect(after.logoUrl).toContain(`/_signed/${mediaVersionKey(logo, 'thumbnail')}?`);
    const campaign = await campaignOf(world, owner.token);
    const entry = await entryOf(world, { ...owner, uuid: link!.uuid }, campaign.id, 'Redbook');
    expect((await active()).platforms).toEqual([{ name: 'Redbook', icon: 'redbook' }]);
    await world.api.patch(`/api/entry/one/${entry.id}`, { type: 'Instagram' }, { token: owner.token });
    expect((await active()).platforms).toEqual([{ name: 'Instagram', icon: 'instagram' }]);
    await world.api.del(`/api/campaign/one/${campaign.id}`, undefined, { token: owner.token });
    expect((await active()).platforms).toEqual([]);
    await world.api.del(`/api/link/${link!.uuid}`, undefined, { token: world.admin });
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
    // shown at display size (1280 px WebP), saved as the original
    expect(picture).toMatchObject({ width: null, height: null });
    expect(picture!.url).toMatch(/\/files\/_signed\/[^?]+\.w1280\.webp\?/);
    expect(picture!.fullUrl).toMatch(/\/files\/_signed\/[^?]+\.png\?/);
    const shown = await fetch(picture!.url);
    expect([shown.status, shown.headers.get('content-type')]).toEqual([200, 'image/webp']);
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
    const customer = phone(world);
    const first = await customer.claim(owner.uuid, 'Redbook');
    expect(titleOf(first)).toBe(good!.title);
    expect(first.body.post!.pictures).toHaveLength(1);
    // only looked at: the next phone shares it
    expect(titleOf(await phone(world).claim(owner.uuid, 'Redbook'))).toBe(good!.title);
    expect((await customer.redirect(owner.uuid, 'Redbook')).status).toBe(204);
    const second = await phone(world).claim(owner.uuid, 'Redbook');
    expect(second.status).toBe(200);
    expect([second.body.post, second.body.empty]).toEqual([null, 'taken']);
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

    const [one, two] = [phone(world), phone(world)];
    const first = await one.claim(owner.uuid, 'Facebook');
    expect([titleOf(first), first.body.platform.openUrl]).toEqual(['Newer 1', 'https://facebook.test/newer']);
    const second = await two.claim(owner.uuid, 'Facebook');
    expect([titleOf(second), second.body.platform.openUrl]).toEqual(['Older 1', 'https://facebook.test/older']);
    await one.redirect(owner.uuid, 'Facebook');
    await two.redirect(owner.uuid, 'Facebook', 'open');
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
    // a forged cookie (the first phone's id with another signature) is a new phone
    const [holder, signature = ''] = mine.jar.get('q_phone')!.split('.');
    const forger = phone(world);
    forger.jar.set('q_phone', `${holder}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    const forged = await forger.claim(owner.uuid, 'Redbook');
    expect([titleOf(first), titleOf(other)]).not.toContain(titleOf(forged));
    expect(titleOf(forged)).toBeDefined();
  });

  it('a hold lasts 30 minutes; a lapsed hold can still be copied, and once used the post is gone', async () => {
    const { owner } = await redbookBusiness(world, 'Expiry Cafe', 2);
    // the two posts were saved in one call (the same created_at): either may come first
    const early = phone(world);
    const first = titleOf(await early.claim(owner.uuid, 'Redbook'));
    const late = phone(world);
    const second = titleOf(await late.claim(owner.uuid, 'Redbook'));
    expect([first, second].sort()).toEqual(['Post 1', 'Post 2']);
    world.clock.now += 29 * 60 * 1000;
    expect(titleOf(await early.claim(owner.uuid, 'Redbook'))).toBe(first);
    world.clock.now += 60 * 1000 + 1;
    // both holds lapsed: free again, the one held first first
    expect(titleOf(await phone(world).claim(owner.uuid, 'Redbook'))).toBe(first);
    // the lapsed hold is still on the early phone's screen: copying it uses it
    expect((await early.redirect(owner.uuid, 'Redbook')).status).toBe(204);
    expect((await late.redirect(owner.uuid, 'Redbook')).status).toBe(204);
    const none = await phone(world).claim(owner.uuid, 'Redbook');
    expect([none.body.post, none.body.empty]).toEqual([null, 'taken']);
    // a phone that never claimed holds nothing
    expect(await phone(world).redirect(owner.uuid, 'Redbook')).toMatchObject({
      status: 409,
      body: { message: 'No post was handed out to this phone for this platform', code: 'no_post_held' },
    });
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
      body: { message: 'Platform not found', code: 'platform_not_found' },
    });
    const [vacant] = (
      await world.api.post<{ uuid: string }[]>('/api/link/generate', { count: 1 }, { token: world.admin })
    ).body;
    expect(await customer.claim(vacant!.uuid, 'Redbook')).toMatchObject({
      status: 409,
      body: { message: 'This QR code is not active yet', code: 'qr_code_vacant' },
    });
    expect(await customer.claim('nope', 'Redbook')).toMatchObject({
      status: 404,
      body: { message: 'QR code not found', code: 'qr_code_not_found' },
    });
    const url = `${world.server.url}/api/public/q/${owner.uuid}/claim`;
    const send = (body: string, type = 'application/json') =>
      fetch(url, { method: 'POST', headers: { 'Content-Type': type, 'X-Forwarded-For': customer.address }, body });
    expect((await send('{}')).status).toBe(400);
    expect(await (await send('{"platform":"  "}')).json()).toEqual({
      message: 'Platform is required',
      code: 'field_required',
      params: { field: 'Platform' },
    });
    expect((await send('{"platform":')).status).toBe(400);
    expect((await send('platform=Redbook', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await send(JSON.stringify({ platform: 'x'.repeat(101) }))).status).toBe(400);
  });
});
