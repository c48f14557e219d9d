/**
 * A phone: at 360×740 no page of either role scrolls sideways or cuts a text, in English, Chinese and Malay; the
 * sidebar is a drawer opened from the header that reaches every route (the tenant's Content, Asset and Entry included), and a form opens as a full-screen
 * sheet whose buttons stay in view. At 390×844 a new tenant's first day: a platform added from the campaign details,
 * a real-size photo uploaded, posts generated and saved, one copied; then every main screen of both roles at 390 px.
 * Screenshots at 360 and 390 px go to test-output/e2e/.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  baseURL,
  createTenantViaApi,
  dialog,
  expectGone,
  expectPath,
  expectToast,
  expectVisible,
  connectBrowser,
  openPage,
  screenshot,
  signIn,
  adminCredentials,
  uniqueSuffix,
  type OpenPage,
  type Role,
  type TestTenant,
} from './support/e2e';
import { phonePhoto } from './support/files';

const PHONE = { width: 360, height: 740 };
const PHONE_390 = { width: 390, height: 844 };

const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/campaign',
  '/admin/content',
  '/admin/asset',
  '/admin/entry',
  '/admin/manage-admin',
  '/admin/manage-tenant',
  '/admin/manage-user',
  '/admin/link',
];

let browser: Browser;
let tenant: TestTenant;
let campaignId: string;

beforeAll(async () => {
  browser = await connectBrowser();
  const admin = await Api.asAdmin();
  const suffix = uniqueSuffix();
  tenant = await createTenantViaApi(admin, suffix, { name: `月光饼家 Moonlight Bakery ${suffix}` });
  await admin.call('POST', '/link/generate', { count: 2 });
  const owner = await Api.login('tenant', tenant.email, tenant.password);
  const campaign = await owner.call<{ id: string }>('POST', '/campaign', {
    name: `中秋流心奶黄月饼礼盒限时买二送一 Mid-Autumn ${suffix}`,
    description:
      '中秋节限定：流心奶黄月饼礼盒，奶香浓郁、低糖不腻，Bangsar 门店买二送一。A long description that wraps on a phone.',
    keyword: ['中秋', '月饼', 'mooncake', 'Bangsar'],
  });
  campaignId = campaign.id;
  await owner.call('POST', '/entry', {
    type: 'Redbook',
    accessValue: 'https://www.xiaohongshu.com/user/profile/moonlight-bakery-bangsar',
    tenantId: tenant.id,
    campaignId,
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** A phone signed in as `role`, its interface in `locale` (the language switch's stored choice). */
async function signInOnPhone(role: Role, locale = 'en'): Promise<OpenPage> {
  const opened = await openPage(browser, { viewport: PHONE, hasTouch: true });
  if (role === 'admin') await signIn(opened.page, 'admin', adminCredentials.username, adminCredentials.password);
  else await signIn(opened.page, 'tenant', tenant.email, tenant.password);
  // the next pages open in it
  await opened.page.evaluate((chosen) => localStorage.setItem('backoffice.locale', chosen), locale);
  return opened;
}

/** How far the page reaches past the window's right edge, in pixels (0 when nothing scrolls sideways). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The texts cut on screen: elements that clip their own text (overflow hidden or clip, or an ellipsis) while it is
 * wider or taller than their box, each as `tag "text"`; previews of long texts clamped to a few lines are meant.
 */
function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim() !== '');
        if (!ownText || element.getClientRects().length === 0) return false;
        const style = getComputedStyle(element);
        // a preview of a long text (a description, a post) clamped to a few lines on purpose is not a cut label
        if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') return false;
        const clips = style.textOverflow === 'ellipsis' || /hidden|clip/.test(style.overflowX + style.overflowY);
        const cut =
          element.scrollWidth > element.clientWidth + 1 ||
          (/hidden|clip/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1);
        // what is hidden on purpose (a screen reader's text) is one pixel wide
        return clips && cut && element.clientWidth > 1;
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 60)}"`),
  );
}

/** "Loading…" in the three languages (a list or page that is still waiting for its data). */
const LOADING = /^(Loading|加载中|正在加载|Memuatkan)/;

async function overflowingRoutes(page: Page, routes: readonly string[], shotPrefix: string): Promise<string[]> {
  const overflowing: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await page.waitForLoadState('networkidle');
    // the page's data has arrived (no list or page still saying it loads), so the check and the picture are of it
    await expect.poll(() => page.getByText(LOADING).filter({ visible: true }).count(), { timeout: 30_000 }).toBe(0);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) overflowing.push(`${route} (+${overflow}px)`);
    for (const text of await clippedTexts(page)) overflowing.push(`${route}: ${text} is cut`);
    // a record's id is left out of the file name, so each run writes over the last one
    await screenshot(page, `${shotPrefix}${route.replace(/\/[0-9a-f-]{36}$/, '').replaceAll('/', '-')}`);
  }
  return overflowing;
}

describe.each(['en', 'zh-CN', 'ms'])('on a phone (360 px), in %s', (locale) => {
  it('no admin page scrolls sideways or cuts a text', async () => {
    const { context, page, pageErrors } = await signInOnPhone('admin', locale);
    expect(await overflowingRoutes(page, ADMIN_ROUTES, `phone-360-${locale}`)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('no tenant page scrolls sideways or cuts a text, campaign details included', async () => {
    const { context, page, pageErrors } = await signInOnPhone('tenant', locale);
    const routes = [
      '/tenant/profile',
      '/tenant/campaign',
      `/tenant/campaign-details/${campaignId}`,
      '/tenant/content',
      '/tenant/asset',
      '/tenant/entry',
    ];
    expect(await overflowingRoutes(page, routes, `phone-360-${locale}`)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('on a phone (360 px)', () => {
  it("the tenant's drawer reaches Content, Asset and Entry, and closes on the way", async () => {
    const { context, page } = await signInOnPhone('tenant');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expectVisible(menuButton);
    expect(await page.getByRole('navigation', { name: 'Tenant Portal' }).count()).toBe(0);
    for (const [label, path] of [
      ['Content', '/tenant/content'],
      ['Asset', '/tenant/asset'],
      ['Entry', '/tenant/entry'],
    ] as const) {
      await menuButton.tap();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expectVisible(drawer);
      await drawer.getByRole('navigation', { name: 'Records' }).getByRole('link', { name: label }).tap();
      await expectPath(page, path);
      await expect.poll(() => drawer.count()).toBe(0);
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    }
    await menuButton.tap();
    await screenshot(page, 'phone-360-tenant-drawer', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    await context.close();
  });

  it('a form is a full-screen sheet whose buttons stay in view', async () => {
    const { context, page } = await signInOnPhone('tenant');
    await page.goto('/tenant/campaign');
    await page.getByRole('button', { name: 'Create', exact: true }).tap();
    const sheet = page.getByRole('dialog', { name: 'Create Campaign' });
    await expectVisible(sheet);
    await expect.poll(async () => (await sheet.boundingBox())?.height).toBe(PHONE.height);
    const create = sheet.getByRole('button', { name: 'Create', exact: true });
    const box = await create.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'phone-360-create-campaign', { fullPage: false });
    await sheet.getByRole('button', { name: 'Cancel' }).tap();
    await expect.poll(() => sheet.count()).toBe(0);
    await context.close();
  });
});

describe('a new tenant on a phone (390×844)', () => {
  let fresh: TestTenant;
  let freshCampaignId: string;

  beforeAll(async () => {
    const admin = await Api.asAdmin();
    const suffix = uniqueSuffix();
    fresh = await createTenantViaApi(admin, suffix, { name: `Kedai Roti Ros ${suffix}` });
    const owner = await Api.login('tenant', fresh.email, fresh.password);
    const campaign = await owner.call<{ id: string }>('POST', '/campaign', {
      name: `Roti Canai Pagi ${suffix}`,
      description: 'Breakfast promotion for the new shop.',
      keyword: ['roti', 'breakfast'],
    });
    freshCampaignId = campaign.id;
  }, 60_000);

  it('signs in, adds a platform from the campaign details, uploads a photo, generates and saves posts, copies one', async () => {
    const { context, page, pageErrors } = await openPage(browser, { viewport: PHONE_390, hasTouch: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signIn(page, 'tenant', fresh.email, fresh.password);
    await page.goto(`/tenant/campaign-details/${freshCampaignId}`);
    const details = page.getByRole('region', { name: 'Details', exact: true });
    await expectVisible(details.getByText('No platform linked to this campaign yet.'));
    await screenshot(page, 'phone-390-new-tenant-01-no-platform');

    // a platform, from the campaign details
    await details.getByRole('button', { name: 'Add Platform' }).tap();
    const platform = dialog(page, 'Add Platform');
    await expectVisible(platform);
    await platform.getByLabel('Platform', { exact: true }).selectOption({ label: 'Redbook' });
    await platform.getByLabel(/^Access Value/).fill('https://www.xiaohongshu.com/user/profile/roti-ros');
    await platform.getByRole('button', { name: 'Add', exact: true }).tap();
    await expectGone(platform);
    await expectVisible(details.getByRole('group', { name: 'Platforms' }).getByText('Redbook', { exact: true }));

    // a real-size photo, as a phone's camera makes it
    const photo = phonePhoto('IMG_0412.jpg');
    expect(photo.buffer.length).toBeGreaterThan(1024 * 1024);
    const library = page.getByRole('region', { name: 'Asset Library', exact: true });
    await library.getByRole('button', { name: 'Add Asset' }).tap();
    const addAsset = dialog(page, 'Add Asset');
    await expectVisible(addAsset);
    await addAsset.getByLabel('Platform', { exact: true }).selectOption({ label: 'Redbook' });
    await addAsset.getByLabel('Asset Type', { exact: true }).selectOption('image');
    await addAsset.getByLabel('File', { exact: true }).setInputFiles(photo);
    const save = addAsset.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => save.isEnabled(), { timeout: 60_000 }).toBe(true);
    await save.tap();
    await expectGone(addAsset);
    const tile = library.getByRole('img', { name: 'Asset 1' });
    await expectVisible(tile);
    await expect.poll(() => tile.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // a phone tile takes the 320 px thumbnail, not the 1280 px version nor the original
    expect(await tile.evaluate((image) => new URL((image as HTMLImageElement).currentSrc).pathname)).toMatch(
      /\.w320\.webp$/,
    );
    await screenshot(page, 'phone-390-new-tenant-02-photo');

    // generate from the photo, save the posts
    await library.getByRole('checkbox', { name: 'Select asset 1' }).check();
    // a phone's Generate is the bar at the bottom of the screen, in reach of a thumb
    await page.getByRole('button', { name: 'Generate', exact: true }).tap();
    const generator = dialog(page, 'Redbook Generator');
    await expectVisible(generator);
    await generator.getByLabel('Product Name', { exact: true }).fill('Roti canai with dhal');
    await generator.getByLabel('Keywords', { exact: true }).fill('roti, breakfast');
    await generator.getByRole('button', { name: 'Generate', exact: true }).tap();
    const results = generator.getByRole('region', { name: 'Generated posts' });
    await expectVisible(results.getByText('Selected: 3 / 3', { exact: true }), { timeout: 60_000 });
    await screenshot(page, 'phone-390-new-tenant-03-generated', { fullPage: false });
    await results.getByRole('button', { name: 'Save', exact: true }).tap();
    await expectToast(page, 'Content saved successfully');
    await generator.getByRole('button', { name: 'Close', exact: true }).tap();
    await expectGone(generator);
    const contents = page.getByRole('region', { name: 'Contents' });
    await expect.poll(() => contents.getByRole('listitem').count()).toBe(3);

    // copy one post: its text is on the clipboard
    const first = contents.getByRole('listitem').first();
    const text = ((await first.locator('p[title]').first().getAttribute('title')) ?? '').trim();
    expect(text.length).toBeGreaterThan(0);
    await first.getByRole('button', { name: /^Copy text of / }).tap();
    await expectToast(page, 'Text copied');
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(text);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'phone-390-new-tenant-04-posts');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('every main screen of both roles at 390 px: none scrolls sideways (screenshots in test-output/e2e)', async () => {
    const tenantPage = await openPage(browser, { viewport: PHONE_390, hasTouch: true });
    await signIn(tenantPage.page, 'tenant', fresh.email, fresh.password);
    const tenantRoutes = [
      '/tenant/profile',
      '/tenant/campaign',
      `/tenant/campaign-details/${freshCampaignId}`,
      '/tenant/content',
      '/tenant/asset',
      '/tenant/entry',
    ];
    expect(await overflowingRoutes(tenantPage.page, tenantRoutes, 'phone-390')).toEqual([]);
    expect(tenantPage.pageErrors).toEqual([]);
    await tenantPage.context.close();
    const adminPage = await openPage(browser, { viewport: PHONE_390, hasTouch: true });
    await signIn(adminPage.page, 'admin', adminCredentials.username, adminCredentials.password);
    expect(await overflowingRoutes(adminPage.page, ADMIN_ROUTES, 'phone-390')).toEqual([]);
    expect(adminPage.pageErrors).toEqual([]);
    await adminPage.context.close();
  });
});
