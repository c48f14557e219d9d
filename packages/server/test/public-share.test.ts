/**
 * Sharing through the phone's share sheet is a use of its own (action share): it marks the post used like Copy and
 * Open, the post keeps the action that used it first, and the funnel counts the share among the uses (`shared`, the
 * CSV's "Shared"), while a copy or an open stays what it was.
 */
import type { Content, FunnelStats } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  business,
  campaignOf,
  entryOf,
  phone,
  pictureOf,
  postsOf,
  setUpWorld,
  world,
  type Business,
} from './public-fixture';

setUpWorld();

/** A business with `count` Instagram posts (each with a photo). */
async function instagramBusiness(name: string, count: number): Promise<{ owner: Business; campaignId: string }> {
  const owner = await business(world, name);
  const campaign = await campaignOf(world, owner.token);
  const entry = await entryOf(world, owner, campaign.id, 'Instagram', 'https://www.instagram.com/sharecafe');
  await postsOf(world, owner, campaign.id, [(await pictureOf(world, owner, entry.id)).id], count);
  return { owner, campaignId: campaign.id };
}

/** A CSV's rows, for fields without commas, quotes or line breaks (the UTF-8 byte order mark left out). */
const rowsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));

describe('POST /api/public/q/{uuid}/redirect with action share', () => {
  it('uses the post, keeps the action that used it, and counts the share in the funnel and its CSV', async () => {
    const { owner, campaignId } = await instagramBusiness('Share Cafe', 3);
    const sharer = phone(world);
    const copier = phone(world);
    const opener = phone(world);
    const shared = await sharer.claim(owner.uuid, 'Instagram', 'Mandarin');
    const copied = await copier.claim(owner.uuid, 'Instagram', 'Malay');
    const opened = await opener.claim(owner.uuid, 'Instagram', 'English');

    expect((await sharer.redirect(owner.uuid, 'Instagram', 'share', 'Mandarin')).status).toBe(204);
    // a copy after the share changes nothing: the post was used by sharing it
    expect((await sharer.redirect(owner.uuid, 'Instagram', 'copy', 'Mandarin')).status).toBe(204);
    expect((await copier.redirect(owner.uuid, 'Instagram', 'copy', 'Malay')).status).toBe(204);
    expect((await opener.redirect(owner.uuid, 'Instagram', 'open', 'English')).status).toBe(204);

    const list = await world.api.get<Content[]>(`/api/content?campaignId=${campaignId}`, { token: owner.token });
    const usedTitles = list.body.filter((post) => post.isRedirected).map((post) => post.title);
    expect(usedTitles.sort()).toEqual(
      [shared.body.post?.title, copied.body.post?.title, opened.body.post?.title].sort(),
    );

    const funnel = await world.api.get<FunnelStats>('/api/stats/funnel', { token: owner.token });
    expect(funnel.status, funnel.text).toBe(200);
    expect(funnel.body.totals).toMatchObject({ claims: 3, redirects: 3, shared: 1 });
    expect(funnel.body.links.find((link) => link.uuid === owner.uuid)).toMatchObject({ redirects: 3, shared: 1 });
    expect(funnel.body.platforms).toEqual([
      expect.objectContaining({ platform: 'Instagram', redirects: 3, shared: 1 }),
    ]);
    const byLanguage = Object.fromEntries(
      funnel.body.languages.map((row) => [row.language, [row.redirects, row.shared]]),
    );
    expect(byLanguage).toEqual({ Mandarin: [1, 1], Malay: [1, 0], English: [1, 0] });
    expect(funnel.body.daily.at(-1)).toMatchObject({ redirects: 3, shared: 1 });

    const funnelCsv = await world.api.get('/api/stats/funnel.csv', { token: owner.token });
    expect(funnelCsv.status).toBe(200);
    const [head, ...rows] = rowsOf(funnelCsv.text);
    const column = (name: string) => head!.indexOf(name);
    expect(column('Shared')).toBe(column('Used') + 1);
    const sharesOf = (language: string) =>
      rows
        .filter((row) => row[column('Platform')] === 'Instagram' && row[column('Language')] === language)
        .map((row) => [row[column('Used')], row[column('Shared')]]);
    expect(sharesOf('Mandarin')).toEqual([['1', '1']]);
    expect(sharesOf('Malay')).toEqual([['1', '0']]);

    // the contents CSV says how each post was used
    const contentsCsv = await world.api.get('/api/content/export.csv', { token: owner.token });
    expect(contentsCsv.status, contentsCsv.text).toBe(200);
    const [contentsHead, ...contentRows] = rowsOf(contentsCsv.text);
    const cell = (row: string[], name: string) => row[contentsHead!.indexOf(name)] ?? '';
    const usedBy = Object.fromEntries(contentRows.map((row) => [cell(row, 'Title'), cell(row, 'Used by')]));
    expect(usedBy).toEqual({
      [shared.body.post!.title]: 'share',
      [copied.body.post!.title]: 'copy',
      [opened.body.post!.title]: 'open',
    });
  }, 60_000);

  it('refuses an action other than copy, open or share, and a share of nothing held', async () => {
    const { owner } = await instagramBusiness('Share Errors', 1);
    expect(
      await world.api.post(`/api/public/q/${owner.uuid}/redirect`, { platform: 'Instagram', action: 'save' }, {}),
    ).toMatchObject({
      status: 400,
      body: { message: 'Action must be copy, open or share', code: 'action_copy_open_share' },
    });
    expect(await phone(world).redirect(owner.uuid, 'Instagram', 'share')).toMatchObject({
      status: 409,
      body: { code: 'no_post_held' },
    });
  });
});
