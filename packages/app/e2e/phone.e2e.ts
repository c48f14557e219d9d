/**
 * A phone (issue 12): at 360×740 no page of either role scrolls sideways, the sidebar is a drawer opened from the
 * header that reaches every route (the tenant's Content, Asset and Entry included), and a form opens as a full-screen
 * sheet whose buttons stay in view. Screenshots at 360 px go to test-output/e2e/.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  createTenantViaApi,
  expectPath,
  expectVisible,
  launchBrowser,
  openPage,
  screenshot,
  signIn,
  adminCredentials,
  uniqueSuffix,
  type OpenPage,
  type Role,
  type TestTenant,
} from './support/e2e';

const PHONE = { width: 360, height: 740 };

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
  browser = await launchBrowser();
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

async function signInOnPhone(role: Role): Promise<OpenPage> {
  const opened = await openPage(browser, { viewport: PHONE, hasTouch: true });
  if (role === 'admin') await signIn(opened.page, 'admin', adminCredentials.username, adminCredentials.password);
  else await signIn(opened.page, 'tenant', tenant.email, tenant.password);
  return opened;
}

/** How far the page reaches past the window's right edge, in pixels (0 when nothing scrolls sideways). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function overflowingRoutes(page: Page, routes: readonly string[], shotPrefix: string): Promise<string[]> {
  const overflowing: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await page.waitForLoadState('networkidle');
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) overflowing.push(`${route} (+${overflow}px)`);
    // a record's id is left out of the file name, so each run writes over the last one
    await screenshot(page, `${shotPrefix}${route.replace(/\/[0-9a-f-]{36}$/, '').replaceAll('/', '-')}`);
  }
  return overflowing;
}

describe('on a phone (360 px)', () => {
  it('no admin page scrolls sideways', async () => {
    const { context, page, pageErrors } = await signInOnPhone('admin');
    expect(await overflowingRoutes(page, ADMIN_ROUTES, 'phone-360')).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('no tenant page scrolls sideways, campaign details included', async () => {
    const { context, page, pageErrors } = await signInOnPhone('tenant');
    const routes = [
      '/tenant/profile',
      '/tenant/campaign',
      `/tenant/campaign-details/${campaignId}`,
      '/tenant/content',
      '/tenant/asset',
      '/tenant/entry',
    ];
    expect(await overflowingRoutes(page, routes, 'phone-360')).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

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
