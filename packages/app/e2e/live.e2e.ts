/**
 * Live refresh (SPEC section 4, issue 5): open lists follow changes made elsewhere through the server-sent event
 * stream, without a reload. An admin keeps the campaign list open while a tenant, in another browser context,
 * creates a campaign; then the admin's content list follows a content the tenant saves through the API.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  createTenantViaApi,
  dialog,
  expectGone,
  expectVisible,
  launchBrowser,
  openPage,
  rowsOf,
  screenshot,
  signIn,
  signInAsAdmin,
  uniqueSuffix,
  type OpenPage,
  type TestTenant,
} from './support/e2e';

const suffix = uniqueSuffix();

/** Marks the document; the mark is lost if the page reloads. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __e2eSameDocument: true }));
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument === true);
}

describe('live refresh', () => {
  let browser: Browser;
  let admin: OpenPage;
  let tenantPage: OpenPage;
  let tenant: TestTenant;

  beforeAll(async () => {
    tenant = await createTenantViaApi(await Api.asAdmin(), suffix);
    browser = await launchBrowser();
    admin = await openPage(browser);
    tenantPage = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows a campaign created in another browser context in the admin's open list without a reload", async () => {
    const name = `Live Campaign ${suffix}`;
    await signInAsAdmin(admin.page);
    await admin.page
      .getByRole('navigation', { name: 'Admin Panel' })
      .getByRole('link', { name: 'Campaign', exact: true })
      .click();
    await expectVisible(admin.page.getByRole('heading', { name: 'Campaign List' }));
    await markDocument(admin.page);
    expect(await rowsOf(admin.page, 'Campaign List', name).count()).toBe(0);

    const { page } = tenantPage;
    await signIn(page, 'tenant', tenant.email, tenant.password);
    await page
      .getByRole('navigation', { name: 'Tenant Portal' })
      .getByRole('link', { name: 'Campaign', exact: true })
      .click();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const form = dialog(page, 'Create Campaign');
    await form.getByLabel('Campaign Name', { exact: true }).fill(name);
    await form.getByLabel('Description', { exact: true }).fill('Created while the admin watches.');
    await form.getByLabel('Keywords', { exact: true }).fill('live');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expectGone(form);
    await expectVisible(rowsOf(page, 'Campaign List', name));

    await expectVisible(rowsOf(admin.page, 'Campaign List', name));
    expect(await isSameDocument(admin.page)).toBe(true);
    await screenshot(admin.page, 'live-01-admin-campaigns');
  });

  it("shows a content saved elsewhere in the admin's open content list without a reload", async () => {
    const title = `Live Content ${suffix}`;
    await admin.page
      .getByRole('navigation', { name: 'Admin Panel' })
      .getByRole('link', { name: 'Content', exact: true })
      .click();
    await expectVisible(admin.page.getByRole('heading', { name: 'Content List' }));
    expect(await rowsOf(admin.page, 'Content List', title).count()).toBe(0);

    const api = await Api.login('tenant', tenant.email, tenant.password);
    await api.call('POST', '/content', {
      title,
      text: 'Saved through the API.',
      img: null,
      status: 'active',
      isRedirected: false,
      keyword: ['live'],
    });

    await expectVisible(rowsOf(admin.page, 'Content List', title));
    expect(await isSameDocument(admin.page)).toBe(true);
  });

  it('threw no uncaught errors in the pages', () => {
    expect([...admin.pageErrors, ...tenantPage.pageErrors]).toEqual([]);
  });
});
