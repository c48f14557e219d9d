/**
 * Handing out the right post (docs/customer-flow.md): by the post's own platform with all its photos, in the phone's
 * language first; holds shared instead of "taken"; "no posts yet" for a platform that never had any; Google reviews
 * without a title; at most LINK_USE_LIMIT posts of a link used in ten minutes; a scan once per phone and day.
 */
import type { Asset, Content, TenantProfileStats } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { business, campaignOf, entryOf, phone, pictureOf, setUpWorld, titleOf, world } from './public-fixture';

setUpWorld();

/** A shop offering Redbook, Instagram and Google Review, whose photos all belong to its Redbook entry. */
async function shop(name: string) {
  const owner = await business(world, name);
  const campaign = await campaignOf(world, owner.token);
  const redbook = await entryOf(world, owner, campaign.id, 'Redbook');
  await entryOf(world, owner, campaign.id, 'Instagram');
  await entryOf(world, owner, campaign.id, 'Google Review');
  const photos: Asset[] = [];
  for (let i = 0; i < 3; i += 1) photos.push(await pictureOf(world, owner, redbook.id));
  const save = async (items: { platform: string; language: string; title: string }[]) => {
    const reply = await world.api.post<Content[]>(
      '/api/content/bulk',
      items.map((item) => ({
        ...item,
        campaignId: campaign.id,
        text: `Text of ${item.title}`,
        assetIds: photos.map((p) => p.id),
      })),
      { token: owner.token },
    );
    expect(reply.status, reply.text).toBe(201);
    return reply.body;
  };
  return { owner, campaign, photos, save };
}

const stats = async (token: string) => (await world.api.get<TenantProfileStats>('/api/stats/mine', { token })).body;

describe('the right post', () => {
  it("by the post's platform (photos of any entry), all its photos in order, in the phone's language first", async () => {
    const { owner, photos, save } = await shop('Three Platforms');
    await save([
      { platform: 'Redbook', language: 'Mandarin', title: 'RB zh' },
      { platform: 'Redbook', language: 'English', title: 'RB en' },
      { platform: 'Instagram', language: 'English', title: 'IG en' },
      { platform: 'Instagram', language: 'Malay', title: 'IG ms' },
      { platform: 'Google Review', language: 'Malay', title: 'GR ms' },
    ]);
    const chinese = await phone(world).claim(owner.uuid, 'Redbook', 'Mandarin');
    expect(titleOf(chinese)).toBe('RB zh');
    const pictures = chinese.body.post!.pictures;
    expect(pictures).toHaveLength(3);
    const keys = pictures.map((picture) => new URL(picture.fullUrl).pathname.split('/').at(-1));
    expect(keys).toEqual(photos.map((photo) => photo.filePath!.split('/').at(-1)));
    expect(titleOf(await phone(world).claim(owner.uuid, 'Instagram', 'Malay'))).toBe('IG ms');
    expect(titleOf(await phone(world).claim(owner.uuid, 'Instagram', 'English'))).toBe('IG en');
    // none left in the language: any
    expect(titleOf(await phone(world).claim(owner.uuid, 'Redbook', 'Malay'))).toBe('RB en');
    // a Google review is handed out without its title
    const review = await phone(world).claim(owner.uuid, 'Google Review', 'English');
    expect(review.body.post).toMatchObject({ title: '', text: 'Text of GR ms' });
    // a review's photos are the reviewer's own: none of the shop's are handed out with it
    expect(review.body.post!.pictures).toEqual([]);
    expect(review.body.post!.photos).toEqual([]);
  }, 60_000);

  it('a post only looked at is shared, never "taken"; copy or open uses it; counts per platform', async () => {
    const { owner, save } = await shop('Shared Holds');
    await save([
      { platform: 'Redbook', language: 'English', title: 'One' },
      { platform: 'Redbook', language: 'English', title: 'Two' },
    ]);
    const [a, b, c] = [phone(world), phone(world), phone(world)];
    // (saved together: either may come first)
    const one = titleOf(await a.claim(owner.uuid, 'Redbook'));
    world.clock.now += 1000;
    const two = titleOf(await b.claim(owner.uuid, 'Redbook'));
    expect([one, two].sort()).toEqual(['One', 'Two']);
    // a reload shows the same post
    expect(titleOf(await a.claim(owner.uuid, 'Redbook'))).toBe(one);
    expect((await stats(owner.token)).supply).toContainEqual({ platform: 'Redbook', available: 0, held: 2, used: 0 });
    // no free post: the oldest hold never copied or opened
    expect(titleOf(await c.claim(owner.uuid, 'Redbook'))).toBe(one);
    expect((await a.redirect(owner.uuid, 'Redbook')).status).toBe(204);
    // the first is used: the next phone shares the second
    expect(titleOf(await phone(world).claim(owner.uuid, 'Redbook'))).toBe(two);
    expect((await stats(owner.token)).supply).toContainEqual({ platform: 'Redbook', available: 0, held: 1, used: 1 });
    expect((await b.redirect(owner.uuid, 'Redbook', 'open')).status).toBe(204);
    const taken = await phone(world).claim(owner.uuid, 'Redbook');
    expect([taken.body.post, taken.body.empty]).toEqual([null, 'taken']);
  }, 60_000);

  it('a platform that never had posts says so ("none"), and the owner is told it runs low at zero', async () => {
    const { owner, campaign, save } = await shop('Empty Platform');
    await save([{ platform: 'Redbook', language: 'English', title: 'Only Redbook' }]);
    const none = await phone(world).claim(owner.uuid, 'Instagram');
    expect(none.status).toBe(200);
    expect([none.body.post, none.body.empty]).toEqual([null, 'none']);
    const mine = await stats(owner.token);
    expect(mine.runningLow).toContainEqual({ platform: 'Instagram', unused: 0, campaignId: campaign.id });
    expect(mine.runningLow).toContainEqual({ platform: 'Google Review', unused: 0, campaignId: campaign.id });
    expect(mine.supply).toContainEqual({ platform: 'Instagram', available: 0, held: 0, used: 0 });
  }, 60_000);

  it('the claim language must be one of the three', async () => {
    const { owner } = await shop('Language Check');
    const reply = await phone(world).claim(owner.uuid, 'Redbook', 'Klingon');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: 'Language must be one of English, Mandarin, Malay' });
  }, 60_000);
});

describe('drain resistance', () => {
  it('at most 20 posts of a link used in ten minutes; then a used post, nothing consumed, and the dashboard is told', async () => {
    const { owner, save } = await shop('Drained');
    await save(Array.from({ length: 25 }, (_, i) => ({ platform: 'Redbook', language: 'English', title: `P${i}` })));
    for (let i = 0; i < 20; i += 1) {
      const customer = phone(world);
      expect((await customer.claim(owner.uuid, 'Redbook')).body.post).not.toBeNull();
      expect((await customer.redirect(owner.uuid, 'Redbook')).status).toBe(204);
    }
    // over the limit: the next customers still get a post, an already used one, and copying it consumes nothing
    const late = phone(world);
    const lateClaim = await late.claim(owner.uuid, 'Redbook');
    expect(lateClaim.body.post).not.toBeNull();
    expect((await late.redirect(owner.uuid, 'Redbook')).status).toBe(204);
    expect((await phone(world).claim(owner.uuid, 'Redbook')).body.post).not.toBeNull();
    const mine = await stats(owner.token);
    expect(mine.supply).toContainEqual({ platform: 'Redbook', available: 5, held: 0, used: 20 });
    expect(mine.unusualActivity.map((item) => item.uuid)).toEqual([owner.uuid]);
    // ten minutes later posts may be used again
    world.clock.now += 10 * 60_000 + 1;
    const later = phone(world);
    expect((await later.claim(owner.uuid, 'Redbook')).body.post).not.toBeNull();
    expect((await later.redirect(owner.uuid, 'Redbook')).status).toBe(204);
    expect((await stats(owner.token)).supply).toContainEqual({ platform: 'Redbook', available: 4, held: 0, used: 21 });
  }, 120_000);

  it('a scan counts once per phone a day, not per page load', async () => {
    const owner = await business(world, 'Reloads');
    const before = (await stats(owner.token)).thisWeek.scans;
    const customer = phone(world);
    for (let i = 0; i < 3; i += 1) expect((await customer.page(owner.uuid)).status).toBe(200);
    await phone(world).page(owner.uuid);
    expect((await stats(owner.token)).thisWeek.scans).toBe(before + 2);
  }, 60_000);
});
