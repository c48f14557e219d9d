/**
 * The back-office in the user's language (issue 17): the language switch on the login page, the choice remembered
 * across a reload and a new sign-in, `<html lang>` following it; screenshots of the main screens in Chinese and
 * Malay (test-output/e2e/i18n-*.png).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  adminCredentials,
  createTenantViaApi,
  expectPath,
  expectVisible,
  launchBrowser,
  openPage,
  screenshot,
  uniqueSuffix,
  type OpenPage,
  type TestTenant,
} from './support/e2e';

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the interface language', () => {
  let browser: Browser;
  let tenant: TestTenant;
  let open: OpenPage;

  beforeAll(async () => {
    tenant = await createTenantViaApi(await Api.asAdmin(), uniqueSuffix());
    browser = await launchBrowser();
  });

  afterEach(async () => {
    expect(open.pageErrors).toEqual([]);
    await open.context.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a tenant switches to 中文 on the login page, works in it, and stays in it after a reload', async () => {
    open = await openPage(browser);
    const { page } = open;
    await page.goto('/login/tenant');
    await page.getByLabel('Language').selectOption('zh-CN');
    await expectVisible(page.getByRole('heading', { level: 1, name: '商家登录' }));
    expect(await lang(page)).toBe('zh-CN');
    await screenshot(page, 'i18n-login-zh-CN');
    await page.getByLabel('邮箱').fill(tenant.email);
    await page.getByLabel('密码', { exact: true }).fill(tenant.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/tenant/profile');
    await page.getByRole('link', { name: '活动', exact: true }).click();
    await expectPath(page, '/tenant/campaign');
    await screenshot(page, 'i18n-campaigns-zh-CN');
    await page.reload();
    await expectVisible(page.getByRole('link', { name: '活动', exact: true }));
    expect(await lang(page)).toBe('zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('backoffice.locale'))).toBe('zh-CN');
    await expectVisible(page.getByRole('button', { name: '退出登录' }));
  });

  it('an administrator signs in in Bahasa Melayu and sees the dashboard in it', async () => {
    open = await openPage(browser);
    const { page } = open;
    await page.goto('/login/admin');
    await page.getByLabel('Language').selectOption('ms');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Log Masuk Pentadbir' }));
    expect(await lang(page)).toBe('ms');
    await screenshot(page, 'i18n-login-ms');
    await page.getByLabel('Nama pengguna').fill(adminCredentials.username);
    await page.getByLabel('Kata laluan', { exact: true }).fill(adminCredentials.password);
    await page.getByRole('button', { name: 'Log masuk', exact: true }).click();
    await page.waitForURL('**/admin/dashboard');
    await expectVisible(page.getByRole('link', { name: 'Papan pemuka' }));
    await screenshot(page, 'i18n-dashboard-ms');
  });
});
