/**
 * The back-office in the user's language (issue 17): a tenant switches to 中文 on the login page, works through the
 * campaign details and the Redbook generator in it (whose post language stays a choice of its own), switches in the
 * sidebar footer, reloads and stays in 中文; an administrator in Bahasa Melayu deletes a QR-code link after the
 * translated confirmation. Screenshots of the main screens at 1280 and 390 px: test-output/i18n/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  adminCredentials,
  createTenantViaApi,
  currentPath,
  dialog,
  documentaryScreenshots,
  expectGone,
  expectPath,
  expectVisible,
  connectBrowser,
  openPage,
  rowsOf,
  screenshotsOfFailure,
  uniqueSuffix,
  type OpenPage,
  type TestTenant,
} from './support/e2e';
import { REPO_ROOT } from './support/paths';

const SHOTS = path.join(REPO_ROOT, 'test-output', 'i18n');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

function region(page: Page | Locator, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The page does not scroll sideways at this width. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // polled: the layout settles after the window is resized
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/**
 * The screen at 1280 px and at 390 px (then back to the desktop): no sideways scroll on the phone, and with
 * E2E_SCREENSHOTS set a screenshot of each under test-output/i18n/.
 */
async function shots(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const fullPage = options.fullPage ?? true;
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    if (viewport === PHONE) await expectNoSidewaysScroll(page);
    if (!documentaryScreenshots) continue;
    await page.screenshot({
      path: path.join(SHOTS, `${name}-${viewport.width}.png`),
      fullPage,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(DESKTOP);
}

describe('the interface language', () => {
  const suffix = uniqueSuffix();
  const campaign = { name: `中秋月饼 ${suffix}`, description: '中秋节月饼礼盒，送给家人。' };
  let browser: Browser;
  let tenant: TestTenant;
  let admin: Api;
  let open: OpenPage;

  beforeAll(async () => {
    admin = await Api.asAdmin();
    tenant = await createTenantViaApi(admin, suffix);
    const owner = await Api.login('tenant', tenant.email, tenant.password);
    const created = await owner.call<{ id: string }>('POST', '/campaign', {
      name: campaign.name,
      description: campaign.description,
      keyword: ['月饼', '中秋'],
    });
    const entry = await owner.call<{ id: string }>('POST', '/entry', {
      type: 'Redbook',
      accessValue: `@kopi-${suffix}`,
      tenantId: tenant.id,
      campaignId: created.id,
    });
    await owner.call('POST', '/asset', {
      type: 'note',
      entryId: entry.id,
      noteContent: '每晚七点提灯笼游行，柜台免费试吃月饼。',
    });
    browser = await connectBrowser();
  });

  afterEach(async ({ task }) => {
    await screenshotsOfFailure(task);
    expect(open.pageErrors).toEqual([]);
    await open.context.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a tenant switches to 中文, works through a campaign and the generator, and stays in 中文 after a reload', async () => {
    open = await openPage(browser);
    const { page } = open;
    await page.goto('/login/tenant');
    await page.getByLabel('Language').selectOption('zh-CN');
    await expectVisible(page.getByRole('heading', { level: 1, name: '商家登录' }));
    expect(await lang(page)).toBe('zh-CN');
    await shots(page, 'login-zh-CN');
    await page.getByLabel('邮箱').fill(tenant.email);
    await page.getByLabel('密码', { exact: true }).fill(tenant.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/tenant/profile');
    await expectVisible(page.getByRole('heading', { name: '我的资料' }));
    await shots(page, 'profile-zh-CN');

    // the campaign list, then the campaign's details: headings, regions and buttons in Chinese
    await page.getByRole('link', { name: '活动', exact: true }).click();
    await expectPath(page, '/tenant/campaign');
    await expectVisible(page.getByRole('table', { name: '活动列表', exact: true }));
    await shots(page, 'campaigns-zh-CN');
    await rowsOf(page, '活动列表', campaign.name)
      .getByRole('cell', { name: campaign.description, exact: true })
      .click();
    await expect.poll(() => currentPath(page)).toMatch(/^\/tenant\/campaign-details\/[^/]+$/);
    await expectVisible(page.getByRole('heading', { level: 2, name: `活动 - ${campaign.name}` }));
    await expectVisible(region(page, '详情').getByText(campaign.description, { exact: true }));
    const library = region(page, '素材库');
    await expectVisible(library.getByRole('checkbox', { name: '选择素材 1' }));
    await expectVisible(region(page, '内容').getByText('没有找到内容', { exact: true }));
    await shots(page, 'campaign-details-zh-CN');

    // the generator: its labels in Chinese; its post language is its own choice, the interface stays in 中文
    await library.getByRole('checkbox', { name: '选择素材 1' }).check();
    await region(page, '内容').getByRole('button', { name: '生成', exact: true }).click();
    const generator = dialog(page, '小红书文案生成器');
    await expectVisible(generator);
    const postLanguage = generator.getByLabel('语言', { exact: true });
    expect(await postLanguage.inputValue()).toBe('Mandarin');
    await postLanguage.selectOption('Malay');
    expect(await lang(page)).toBe('zh-CN');
    expect(await postLanguage.locator('option:checked').textContent()).toBe('马来语');
    expect(await generator.getByLabel(/^帖子数量/).inputValue()).toBe('3');
    await generator.getByLabel('产品名称', { exact: true }).fill('莲蓉月饼');
    await generator.getByLabel('关键词', { exact: true }).fill('月饼, 中秋');
    await generator.getByRole('button', { name: '生成', exact: true }).click();
    const results = generator.getByRole('region', { name: '生成的帖子' });
    await expectVisible(results.getByText('已选：3 / 3', { exact: true }));
    await expectVisible(results.getByRole('listitem', { name: '帖子 1' }));
    expect(await postLanguage.inputValue()).toBe('Malay');
    await results.scrollIntoViewIfNeeded();
    await shots(page, 'generator-zh-CN', { fullPage: false });
    // the three posts were not saved: closing asks first, in Chinese
    await generator.getByRole('button', { name: '关闭', exact: true }).click();
    const discard = dialog(page, '放弃 3 篇未保存的帖子？');
    await expectVisible(discard.getByRole('button', { name: '继续编辑', exact: true }));
    await discard.getByRole('button', { name: '放弃', exact: true }).click();
    await expectGone(generator);

    // a reload keeps 中文 (remembered in this browser)
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 2, name: `活动 - ${campaign.name}` }));
    expect(await lang(page)).toBe('zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('backoffice.locale'))).toBe('zh-CN');
    await expectVisible(page.getByRole('button', { name: '退出登录', exact: true }));

    // the sidebar footer's switch changes the language in place, and back
    await page.getByLabel('语言', { exact: true }).selectOption('ms');
    await expectVisible(page.getByRole('heading', { level: 2, name: `Kempen - ${campaign.name}` }));
    expect(await lang(page)).toBe('ms');
    await shots(page, 'campaign-details-ms');
    await page.getByLabel('Bahasa', { exact: true }).selectOption('zh-CN');
    await expectVisible(page.getByRole('heading', { level: 2, name: `活动 - ${campaign.name}` }));
    expect(await lang(page)).toBe('zh-CN');
  });

  it('an administrator in Bahasa Melayu deletes a QR-code link after the translated confirmation', async () => {
    const [link] = await admin.call<{ uuid: string; name: string }[]>('POST', '/link/generate', { count: 1 });
    open = await openPage(browser);
    const { page } = open;
    await page.goto('/login/admin');
    await page.getByLabel('Language').selectOption('ms');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Log Masuk Pentadbir' }));
    expect(await lang(page)).toBe('ms');
    await shots(page, 'login-ms');
    await page.getByLabel('Nama pengguna').fill(adminCredentials.username);
    await page.getByLabel('Kata laluan', { exact: true }).fill(adminCredentials.password);
    await page.getByRole('button', { name: 'Log masuk', exact: true }).click();
    await page.waitForURL('**/admin/dashboard');
    await expectVisible(page.getByRole('link', { name: 'Papan pemuka' }));
    await shots(page, 'dashboard-ms');

    await page.getByRole('link', { name: 'Pautan Kod QR', exact: true }).click();
    await expectPath(page, '/admin/link');
    const row = rowsOf(page, 'Senarai Pautan Kod QR', link!.name);
    await expectVisible(row);
    await shots(page, 'links-ms');
    await row.getByRole('button', { name: `Padam ${link!.name}`, exact: true }).click();
    const confirm = dialog(page, 'Padam Pautan');
    await expectVisible(confirm.getByText('Adakah anda pasti mahu memadam pautan ini?', { exact: true }));
    if (documentaryScreenshots) {
      await page.screenshot({ path: path.join(SHOTS, 'delete-link-ms-1280.png'), animations: 'disabled' });
    }
    await confirm.getByRole('button', { name: 'Padam', exact: true }).click();
    await expectVisible(
      page.getByRole('region', { name: 'Pemberitahuan (Alt+T)' }).getByText('Pautan dipadam', { exact: true }),
    );
    await expectGone(confirm);
    await expectGone(row);
    const remaining = await admin.call<{ uuid: string }[]>('GET', '/link');
    expect(remaining.some((other) => other.uuid === link!.uuid)).toBe(false);
  });
});
