/**
 * The customer's one tap, server side: only customer-voice posts are handed out, each photo comes as a 320 px
 * thumbnail, a 1280 px view and a share JPEG, a language switch hands out a post in the new language, proof of post
 * is checked and stored (shown to the owner, counted in the funnel, in the contents CSV), and the Google Review post
 * carries the review builder's chips and none of the shop's photos.
 */
import type { Content, FunnelStats, PostedResult } from '@app/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { upload } from './helpers';
import { business, campaignOf, entryOf, phone, postsOf, setUpWorld, world, type Business } from './public-fixture';
import { buildReviewChips } from '../src/qr/review-chips';
import { facebookReviewsUrl } from '../src/qr/facebook';

setUpWorld();

async function bulk(owner: Business, items: Record<string, unknown>[]) {
  const reply = await world.api.post<Content[]>('/api/content/bulk', items, { token: owner.token });
  expect(reply.status, reply.text).toBe(201);
  return reply.body;
}

/** A photo 3000 × 2000 px with EXIF (a camera's), uploaded as an image asset of the entry. */
async function photoOf(owner: Business, entryId: string) {
  const patch = await sharp({
    create: {
      width: 600,
      height: 600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const bytes = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c84' } })
    .composite([{ input: patch, top: 200, left: 300 }])
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'X1' } })
    .jpeg({ quality: 90 })
    .toBuffer();
  expect((await sharp(bytes).metadata()).exif).toBeDefined();
  const key = (await upload(world.server.url, owner.token, bytes, 'photo.jpg')).body.key;
  const reply = await world.api.post<{ id: string }>(
    '/api/asset',
    { type: 'image', entryId, filePath: key },
    { token: owner.token },
  );
  expect(reply.status, reply.text).toBe(201);
  return reply.body;
}

describe("Facebook's two voices", () => {
  it("keeps each post's voice, customer by default, and hands out only customer-voice posts", async () => {
    const owner = await business(world, 'Voice Cafe');
    const campaign = await campaignOf(world, owner.token);
    await entryOf(world, owner, campaign.id, 'Facebook', 'https://www.facebook.com/voicecafe');
    const saved = await bulk(owner, [
      { campaignId: campaign.id, title: 'Ours', text: 'We open at 8', platform: 'Facebook', voice: 'business' },
      { campaignId: campaign.id, title: 'Theirs', text: 'Loved the coffee', platform: 'Facebook' },
    ]);
    expect(saved.map((post) => [post.title, post.voice, post.posted])).toEqual([
      ['Ours', 'business', null],
      ['Theirs', 'customer', null],
    ]);
    // every phone gets the customer's post (or, once it is held, shares it): never the business's own
    const titles = new Set<string | undefined>();
    for (let n = 0; n < 3; n += 1) titles.add((await phone(world).claim(owner.uuid, 'Facebook')).body.post?.title);
    expect([...titles]).toEqual(['Theirs']);
    // an edit can make it the business's; then nothing is left to hand out
    const theirs = saved[1]!;
    const patched = await world.api.patch<Content>(
      `/api/content/one/${theirs.id}`,
      { voice: 'business' },
      { token: owner.token },
    );
    expect(patched.body.voice).toBe('business');
    const after = await phone(world).claim(owner.uuid, 'Facebook');
    expect(after.body).toMatchObject({ post: null, empty: 'none' });
    // a Page URL opens on its reviews tab
    expect(after.body.platform.openUrl).toBe('https://www.facebook.com/voicecafe/reviews');
    expect(after.body.platform.accessValue).toBe('https://www.facebook.com/voicecafe');
    expect(
      (
        await world.api.post('/api/content/bulk', [{ campaignId: campaign.id, text: 'x', voice: 'page' }], {
          token: owner.token,
        })
      ).status,
    ).toBe(400);
  }, 60_000);

  it("builds a Facebook Page's reviews tab, and leaves other links alone", () => {
    expect(facebookReviewsUrl('https://m.facebook.com/Kopi.Corner/')).toBe(
      'https://www.facebook.com/Kopi.Corner/reviews',
    );
    expect(facebookReviewsUrl('https://facebook.com/pg/kopicorner/about')).toBe(
      'https://www.facebook.com/kopicorner/reviews',
    );
    expect(facebookReviewsUrl('https://www.facebook.com/profile.php?id=1000123')).toBe(
      'https://www.facebook.com/profile.php?id=1000123&sk=reviews',
    );
    expect(facebookReviewsUrl('https://www.facebook.com/groups/klfood')).toBeNull();
    expect(facebookReviewsUrl('https://fb.me/kopicorner')).toBeNull();
    expect(facebookReviewsUrl('https://example.com/kopicorner')).toBeNull();
  });
});

describe('photos of a handed-out post', () => {
  it('answers a 320 px thumbnail, a 1280 px view and a share JPEG of at most 2,560 px without EXIF', async () => {
    const owner = await business(world, 'Photo Cafe');
    const campaign = await campaignOf(world, owner.token);
    const entry = await entryOf(world, owner, campaign.id, 'Instagram');
    const photos = [await photoOf(owner, entry.id), await photoOf(owner, entry.id)];
    await postsOf(
      world,
      owner,
      campaign.id,
      photos.map((photo) => photo.id),
      1,
    );
    const { body } = await phone(world).claim(owner.uuid, 'Instagram');
    // chips are Google Review's only
    expect(body.reviewChips).toBeNull();
    const shown = body.post!.photos;
    expect(shown).toHaveLength(2);
    let thumbnailBytes = 0;
    for (const [index, photo] of shown.entries()) {
      expect(photo.shareName).toBe(`photo-${index + 1}.jpg`);
      expect([photo.width, photo.height, photo.thumbWidth]).toEqual([2560, 1707, 320]);
      const thumb = Buffer.from(await (await fetch(photo.thumbUrl)).arrayBuffer());
      thumbnailBytes += thumb.byteLength;
      expect((await sharp(thumb).metadata()).width).toBe(320);
      expect((await sharp(Buffer.from(await (await fetch(photo.viewUrl)).arrayBuffer())).metadata()).width).toBe(1280);
      const share = await fetch(photo.shareUrl);
      expect(share.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await share.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 2560, 1707, undefined]);
      expect(bytes.byteLength).toBeLessThan(1_500_000);
    }
    // the post opens with its thumbnails: well under 150 KB
    expect(thumbnailBytes).toBeLessThan(150 * 1024);
  }, 120_000);
});

describe('switching language', () => {
  it('hands out a post in the new language and frees the old one, or keeps it and says so', async () => {
    const owner = await business(world, 'Language Cafe');
    const campaign = await campaignOf(world, owner.token);
    await entryOf(world, owner, campaign.id, 'Redbook');
    await bulk(owner, [
      { campaignId: campaign.id, title: 'English', text: 'e', platform: 'Redbook', language: 'English' },
      { campaignId: campaign.id, title: '中文', text: 'z', platform: 'Redbook', language: 'Mandarin' },
    ]);
    const customer = phone(world);
    expect((await customer.claim(owner.uuid, 'Redbook', 'English')).body).toMatchObject({
      post: { title: 'English', language: 'English' },
      languageSwitch: null,
    });
    const switched = await customer.claim(owner.uuid, 'Redbook', 'Mandarin');
    expect(switched.body).toMatchObject({ post: { title: '中文', language: 'Mandarin' }, languageSwitch: 'switched' });
    // the English post is free again: another phone gets it, not a share of a hold
    expect((await phone(world).claim(owner.uuid, 'Redbook', 'English')).body.post?.title).toBe('English');
    // a reload keeps the new one
    expect((await customer.claim(owner.uuid, 'Redbook', 'Mandarin')).body).toMatchObject({
      post: { title: '中文' },
      languageSwitch: null,
    });
    // no Malay post: the phone keeps its post, and is told
    expect((await customer.claim(owner.uuid, 'Redbook', 'Malay')).body).toMatchObject({
      post: { title: '中文' },
      languageSwitch: 'unavailable',
    });
  }, 60_000);
});

describe('POST /api/public/q/{uuid}/posted', () => {
  it('stores a link on the platform for the held post, shows it to the owner, counts it and exports it', async () => {
    const owner = await business(world, 'Posted Cafe');
    const campaign = await campaignOf(world, owner.token);
    await entryOf(world, owner, campaign.id, 'Tiktok');
    const [post] = await bulk(owner, [{ campaignId: campaign.id, title: 'Clip', text: 't', platform: 'Tiktok' }]);
    const customer = phone(world);
    const posted = (url: string, platform = 'Tiktok') =>
      customer.send<PostedResult>('POST', `/api/public/q/${owner.uuid}/posted`, { platform, url, language: 'Malay' });
    // nothing held yet
    expect((await posted('https://www.tiktok.com/@me/video/1')).body).toMatchObject({ code: 'no_post_held' });
    await customer.claim(owner.uuid, 'Tiktok', 'Malay');
    // refused: another host, javascript:, garbage, http, too long; nothing stored
    for (const [url, code] of [
      ['https://www.instagram.com/p/abc', 'posted_link_wrong_platform'],
      ['https://tiktok.com.evil.example/x', 'posted_link_wrong_platform'],
      ['javascript:alert(1)', 'posted_link_invalid'],
      ['not a link', 'posted_link_invalid'],
      ['http://www.tiktok.com/@me/video/1', 'posted_link_invalid'],
      [`https://www.tiktok.com/${'a'.repeat(500)}`, 'posted_link_invalid'],
    ] as const) {
      const reply = await posted(url);
      expect(reply.status, url).toBe(400);
      expect(reply.body).toMatchObject({ code });
    }
    expect((await posted('https://www.instagram.com/p/abc')).body).toMatchObject({
      message: 'This link is not on Tiktok. Paste the link to your post there.',
    });
    let list = await world.api.get<Content[]>(`/api/content?campaignId=${campaign.id}`, { token: owner.token });
    expect(list.body[0]!.posted).toBeNull();

    const first = await posted('https://vt.tiktok.com/ZS123/');
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ status: 'stored', url: 'https://vt.tiktok.com/ZS123/' });
    expect((await posted('https://vt.tiktok.com/ZS123/')).body.status).toBe('unchanged');
    expect((await posted('https://www.tiktok.com/@me/video/7')).body.status).toBe('replaced');
    list = await world.api.get<Content[]>(`/api/content?campaignId=${campaign.id}`, { token: owner.token });
    expect(list.body.find((item) => item.id === post!.id)!.posted?.url).toBe('https://www.tiktok.com/@me/video/7');
    const seenByAdmin = await world.api.get<Content[]>(`/api/content?campaignId=${campaign.id}`, {
      token: world.admin,
    });
    expect(seenByAdmin.body[0]!.posted?.url).toBe('https://www.tiktok.com/@me/video/7');
    // the claim tells the phone the link it gave
    expect((await customer.claim(owner.uuid, 'Tiktok', 'Malay')).body.post?.posted?.url).toBe(
      'https://www.tiktok.com/@me/video/7',
    );

    // the funnel's fourth step: once for this phone and post, under its link, platform and language
    const funnel = await world.api.get<FunnelStats>('/api/stats/funnel', { token: owner.token });
    expect(funnel.status, funnel.text).toBe(200);
    expect(funnel.body.totals.posted).toBe(1);
    expect(funnel.body.links.find((link) => link.uuid === owner.uuid)?.posted).toBe(1);
    expect(funnel.body.platforms).toEqual([expect.objectContaining({ platform: 'Tiktok', posted: 1 })]);
    expect(funnel.body.languages.find((row) => row.language === 'Malay')?.posted).toBe(1);
    const funnelCsv = await world.api.get('/api/stats/funnel.csv', { token: owner.token });
    if (funnelCsv.status === 200) expect(funnelCsv.text.split('\n')[0]).toContain('Posted');

    const csv = await world.api.get('/api/content/export.csv', { token: owner.token });
    expect(csv.status, csv.text).toBe(200);
    expect(csv.text).toContain('Posted link');
    expect(csv.text).toContain('https://www.tiktok.com/@me/video/7');
  }, 60_000);

  it("accepts each platform's hosts and Google Maps links", async () => {
    const { postedLinkProblem } = await import('@app/contract');
    const ok: [string, string][] = [
      ['Instagram', 'https://www.instagram.com/p/Cx1/'],
      ['Tiktok', 'https://vm.tiktok.com/ZM1/'],
      ['Redbook', 'https://xhslink.com/a/b'],
      ['Redbook', 'https://www.xiaohongshu.com/explore/1'],
      ['Facebook', 'https://m.facebook.com/story.php?id=1'],
      ['Facebook', 'https://fb.me/abc'],
      ['Google Review', 'https://maps.app.goo.gl/abc'],
      ['Google Review', 'https://goo.gl/maps/abc'],
      ['Google Review', 'https://www.google.com/maps/place/x'],
      ['Google Review', 'https://maps.google.com/?cid=1'],
    ];
    for (const [platform, url] of ok) expect(postedLinkProblem(platform, url), url).toBeNull();
    expect(postedLinkProblem('Google Review', 'https://www.google.com/search?q=x')).toBe('posted_link_wrong_platform');
    expect(postedLinkProblem('Google Review', 'https://goo.gl/abc')).toBe('posted_link_wrong_platform');
    expect(postedLinkProblem('Instagram', 'https://user:pw@instagram.com/p/1')).toBe('posted_link_invalid');
    expect(postedLinkProblem('Kiosk', 'https://example.com/')).toBe('posted_link_wrong_platform');
  });
});

describe('the Google review builder', () => {
  it('answers chips and no shop photos on Google Review', async () => {
    const owner = await business(world, 'Review Cafe');
    const campaign = await campaignOf(world, owner.token);
    const entry = await entryOf(world, owner, campaign.id, 'Google Review');
    const photo = await photoOf(owner, entry.id);
    await bulk(owner, [
      {
        campaignId: campaign.id,
        text: 'The nasi lemak was fragrant. Friendly staff, quick service! Give us 5 stars for a free drink.',
        keyword: ['nasi lemak', 'teh tarik'],
        platform: 'Google Review',
        assetIds: [photo.id],
      },
    ]);
    const { body } = await phone(world).claim(owner.uuid, 'Google Review');
    expect(body.post?.photos).toEqual([]);
    expect(body.post?.pictures).toEqual([]);
    expect(body.reviewChips?.products).toEqual(['nasi lemak', 'teh tarik']);
    expect(body.reviewChips?.highlights).toEqual(['The nasi lemak was fragrant', 'Friendly staff', 'quick service']);
  }, 60_000);

  it('never offers a rating or an incentive, and keeps 4 to 8 chips', () => {
    const chips = buildReviewChips({
      productNames: ['Kopi O', 'Roti bakar'],
      keywords: ['general', 'kopi o', 'breakfast'],
      benefits: ['Cosy corner seats', '10% discount for students', 'Friendly aunty at the counter', 'Dapat baucar'],
      text: '5 stars! Great kaya toast. Free refill every morning. The kopi is thick and smooth.',
    });
    expect(chips.products).toEqual(['Kopi O', 'Roti bakar', 'breakfast']);
    expect(chips.highlights).toEqual([
      'Cosy corner seats',
      'Friendly aunty at the counter',
      'Great kaya toast',
      'The kopi is thick and smooth',
    ]);
    const all = [...chips.products, ...chips.highlights];
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.length).toBeLessThanOrEqual(8);
    const zh = buildReviewChips({
      productNames: ['椰浆饭'],
      keywords: [],
      benefits: ['五星服务', '环境舒适'],
      text: '送你优惠券。咖啡很香，服务很快。',
    });
    expect(zh).toEqual({ products: ['椰浆饭'], highlights: ['环境舒适', '咖啡很香', '服务很快'] });
  });
});
