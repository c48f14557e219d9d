/**
 * The isolation walk: every public endpoint with the business's own link, another business's link, a vacant link,
 * the ids of every other kind of record and garbage. Each answer has exactly the keys the page needs, and nothing
 * of another record: no ids, no email, phone or address, no other business's anything. The back-office's token or
 * session cookie changes nothing.
 */
import type { Admin, ClaimResult, Link, PublicLinkView, User } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, request, TENANT_PHONE, upload, type Reply } from './helpers';
import {
  business,
  campaignOf,
  entryOf,
  keysOf,
  phone,
  pictureOf,
  postsOf,
  setUpWorld,
  type Business,
  world,
} from './public-fixture';

let mine: Business;
let theirs: Business;
let vacant: string;
/** Every id of every record, and the private fields of both businesses. */
const secrets: string[] = [];
const otherIds: string[] = [];

async function setUp(owner: Business, platform: string) {
  const campaign = await campaignOf(world, owner.token, `${owner.email} campaign`);
  const entry = await entryOf(world, owner, campaign.id, platform, `https://example.test/${owner.id}`);
  const picture = await pictureOf(world, owner, entry.id);
  const posts = await postsOf(world, owner, campaign.id, [picture.id], 3, `${platform} post`);
  const ids = [campaign.id, entry.id, picture.id, ...posts.map((post) => post.id), owner.id];
  secrets.push(...ids, owner.email, owner.token, TENANT_PHONE, '1 Main Street');
  otherIds.push(...ids);
}

setUpWorld();

beforeAll(async () => {
  const logo = (await upload(world.server.url, world.admin, PNG_BYTES, 'logo.png', 'logos')).body.key;
  mine = await business(world, 'Mine', logo);
  theirs = await business(world, 'Theirs');
  await setUp(mine, 'Redbook');
  await setUp(theirs, 'Tiktok');
  const [link] = (await world.api.post<Link[]>('/api/link/generate', { count: 1 }, { token: world.admin })).body;
  vacant = link!.uuid;
  const user = await world.api.post<User>(
    '/api/user',
    { tenantId: mine.id, name: 'U', phone: '0999', email: 'user@example.test' },
    { token: world.admin },
  );
  const admins = (await world.api.get<Admin[]>('/api/admin', { token: world.admin })).body;
  otherIds.push(user.body.id, ...admins.map((admin) => admin.id));
  secrets.push(user.body.id, 'user@example.test', ...admins.flatMap((admin) => [admin.id, admin.email]));
}, 180_000);

/** Nothing private in an answer (its body and its headers). */
function expectNothingPrivate(reply: Reply, except: string[] = []) {
  const seen = `${reply.text}\n${[...reply.headers].map(([name, value]) => `${name}: ${value}`).join('\n')}`;
  for (const secret of secrets) if (!except.includes(secret)) expect(seen, secret).not.toContain(secret);
}

function expectActiveView(view: PublicLinkView, name: string, platforms: string[]) {
  expect(keysOf(view)).toEqual(['business', 'platforms', 'status']);
  if (view.status !== 'active') throw new Error('not active');
  expect(keysOf(view.business)).toEqual(['logoUrl', 'name']);
  expect(view.business.name).toBe(name);
  expect(view.platforms.map((platform) => platform.name)).toEqual(platforms);
  for (const platform of view.platforms) expect(keysOf(platform)).toEqual(['icon', 'name']);
}

function expectClaim(result: ClaimResult) {
  expect(keysOf(result)).toEqual(['empty', 'languageSwitch', 'platform', 'post', 'reviewChips']);
  expect(keysOf(result.platform)).toEqual(['accessValue', 'icon', 'name', 'openUrl']);
  expect(keysOf(result.post)).toEqual([
    'keywords',
    'language',
    'photos',
    'pictures',
    'posted',
    'text',
    'title',
    'voice',
  ]);
  for (const photo of result.post!.photos) {
    expect(keysOf(photo)).toEqual(['height', 'shareName', 'shareUrl', 'thumbUrl', 'thumbWidth', 'viewUrl', 'width']);
  }
  for (const picture of result.post!.pictures) expect(keysOf(picture)).toEqual(['fullUrl', 'height', 'url', 'width']);
}

const pageData = (text: string): unknown =>
  JSON.parse(/<script id="q-data" type="application\/json">([^<]*)<\/script>/.exec(text)![1]!);

describe('the isolation walk', () => {
  it("a link shows its own business only, and hands out that business's posts only", async () => {
    const customer = phone(world);
    const view = await customer.view(mine.uuid);
    expectActiveView(view.body, 'Mine', ['Redbook']);
    expectNothingPrivate(view);
    const page = await customer.page(mine.uuid);
    expect(pageData(page.text)).toEqual({ uuid: mine.uuid, view: view.body });
    expectNothingPrivate(page);
    const claimed = await customer.claim(mine.uuid, 'Redbook');
    expectClaim(claimed.body);
    expect(claimed.body.post!.title).toMatch(/^Redbook post/);
    // the access value is the business's own link, which carries its id in this test
    expectNothingPrivate(claimed, [mine.id]);
    expect(claimed.headers.getSetCookie()).toHaveLength(1);
    expect((await customer.redirect(mine.uuid, 'Redbook')).status).toBe(204);
    // another business's link: its own platform and posts; this one's platform is unknown there
    const other = await customer.view(theirs.uuid);
    expectActiveView(other.body, 'Theirs', ['Tiktok']);
    expect(await customer.claim(theirs.uuid, 'Redbook')).toMatchObject({
      status: 404,
      body: { message: 'Platform not found', code: 'platform_not_found' },
    });
    expect(await customer.redirect(theirs.uuid, 'Redbook')).toMatchObject({ status: 404 });
    // the phone's post of one business is nothing at another: the cookie is scoped to its link
    expect(await customer.redirect(theirs.uuid, 'Tiktok')).toMatchObject({ status: 409 });
    const theirClaim = await customer.claim(theirs.uuid, 'Tiktok');
    expect(theirClaim.body.post!.title).toMatch(/^Tiktok post/);
    expectNothingPrivate(theirClaim, [theirs.id]);
  });

  it('a vacant link says only that it is vacant', async () => {
    const customer = phone(world);
    const view = await customer.view(vacant);
    expect(view.body).toEqual({ status: 'vacant' });
    expect(pageData((await customer.page(vacant)).text)).toEqual({ uuid: vacant, view: { status: 'vacant' } });
    for (const reply of [await customer.claim(vacant, 'Redbook'), await customer.redirect(vacant, 'Redbook')]) {
      expect(reply.status).toBe(409);
      expect(reply.body).toEqual({ message: 'This QR code is not active yet', code: 'qr_code_vacant' });
    }
  });

  it('the id of any other record, or garbage, is not a link: 404 with a message and nothing else', async () => {
    for (const id of [...otherIds, '00000000-0000-0000-0000-000000000000', 'garbage', '..%2F..%2Fadmin', '%E0%A4%A']) {
      // a phone per id: the claims stay within the per-address limit
      const customer = phone(world);
      for (const reply of [
        await customer.view(id),
        await customer.claim(id, 'Redbook'),
        await customer.redirect(id, 'Redbook'),
      ]) {
        expect(reply.status, id).toBe(404);
        expect(reply.body).toEqual({ message: 'QR code not found', code: 'qr_code_not_found' });
        expect(reply.headers.getSetCookie()).toEqual([]);
        expectNothingPrivate(reply, [id]);
      }
      const page = await customer.page(id);
      expect(page.status).toBe(404);
      expect((pageData(page.text) as { view: unknown }).view).toBeNull();
    }
  });

  it("the back-office's token and session cookie are not read: the answers are the same", async () => {
    const plain = await request(world.server.url, 'GET', `/api/public/q/${mine.uuid}`);
    const signedIn = await request(world.server.url, 'GET', `/api/public/q/${mine.uuid}`, {
      token: world.admin,
      headers: { Cookie: `token=${world.admin}; role=admin` },
    });
    expect(signedIn.text).toBe(plain.text);
    const bad = await request(world.server.url, 'GET', `/api/public/q/${mine.uuid}`, { token: 'garbage' });
    expect(bad.status).toBe(200);
  });
});
