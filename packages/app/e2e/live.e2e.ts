/**
 * Live refresh (SPEC section 4, issue 5): open lists follow changes made elsewhere through the server-sent event
 * stream, without a reload. An admin keeps the campaign list open while a tenant, in another browser context,
 * creates a campaign; then the admin's content list follows a content the tenant saves through the API. The tab
 * that makes a change fetches each changed list once: after its call, not again for the server's echo of it.
 */
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  createTenantViaApi,
  dialog,
  expectGone,
  expectVisible,
  connectBrowser,
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

const isApiGet = (apiPath: string) => (response: Response) =>
  response.request().method() === 'GET' && new URL(response.url()).pathname === apiPath;

/** Loads a page of the product afresh and waits until its campaign list has loaded and its event stream is open. */
async function openCampaignList(page: Page, path: string): Promise<void> {
  const listed = page.waitForResponse(isApiGet('/api/campaign'));
  const streaming = page.waitForResponse(isApiGet('/api/sse'));
  await page.goto(path);
  await Promise.all([listed, streaming]);
  await expectVisible(page.getByRole('heading', { name: 'Campaign List' }));
}

/** The campaign list's row of one campaign (an empty list's message, which repeats a searched name, is no row of it). */
const campaignRow = (page: Page, name: string): Locator =>
  rowsOf(page, 'Campaign List').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Creates a campaign through the open campaign list's Create form and waits for its row. */
async function createCampaignInForm(page: Page, name: string, description: string): Promise<void> {
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const form = dialog(page, 'Create Campaign');
  await form.getByLabel('Campaign Name', { exact: true }).fill(name);
  await form.getByLabel('Description', { exact: true }).fill(description);
  await form.getByLabel('Keywords', { exact: true }).fill('live');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expectGone(form);
  await expectVisible(campaignRow(page, name));
}

/** Counts the page's GET /api/campaign requests from now on. */
function countCampaignListGets(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/campaign') count += 1;
  });
  return () => count;
}

/** Time for a refetch that an event would (wrongly) start to show up after the event has arrived. */
const ECHO_SETTLE_MS = 1000;

describe('live refresh', () => {
  let browser: Browser;
  let admin: OpenPage;
  let tenantPage: OpenPage;
  let tenant: TestTenant;

  beforeAll(async () => {
    tenant = await createTenantViaApi(await Api.asAdmin(), suffix);
    browser = await connectBrowser();
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
    // the list filtered to this name: earlier journeys' campaigns fill its first pages (oldest first)
    await admin.page.getByRole('searchbox', { name: 'Search campaigns' }).fill(name);
    await expect.poll(() => new URL(admin.page.url()).searchParams.get('q')).toBe(name);
    await markDocument(admin.page);
    expect(await campaignRow(admin.page, name).count()).toBe(0);

    const { page } = tenantPage;
    await signIn(page, 'tenant', tenant.email, tenant.password);
    await page
      .getByRole('navigation', { name: 'Tenant Portal' })
      .getByRole('link', { name: 'Campaign', exact: true })
      .click();
    await createCampaignInForm(page, name, 'Created while the admin watches.');

    await expectVisible(campaignRow(admin.page, name));
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
    // the list filtered to this title: earlier journeys' contents fill its first pages
    await admin.page.getByRole('searchbox', { name: 'Search contents' }).fill(title);
    await expect.poll(() => new URL(admin.page.url()).searchParams.get('q')).toBe(title);
    const titled = rowsOf(admin.page, 'Content List').filter({
      has: admin.page.getByRole('cell', { name: title, exact: true }),
    });
    expect(await titled.count()).toBe(0);

    const api = await Api.login('tenant', tenant.email, tenant.password);
    await api.call('POST', '/content', {
      title,
      text: 'Saved through the API.',
      img: null,
      status: 'active',
      isRedirected: false,
      keyword: ['live'],
    });

    await expectVisible(titled);
    expect(await isSameDocument(admin.page)).toBe(true);
  });

  it('fetches the campaign list once in the tab that creates a campaign, while another context refreshes live', async () => {
    const name = `Counted Campaign ${suffix}`;
    const { page } = tenantPage;
    // the admin's list filtered to this name, as above
    await openCampaignList(admin.page, `/admin/campaign?q=${encodeURIComponent(name)}`);
    await openCampaignList(page, '/tenant/campaign');
    await markDocument(page);
    const creatorGets = countCampaignListGets(page);
    const watcherGets = countCampaignListGets(admin.page);

    await createCampaignInForm(page, name, 'Counted while the admin watches.');
    // the admin's list follows through the event, so the server has told every stream by now (the creator's tab is
    // left out: it refreshed after its own call)
    await expectVisible(campaignRow(admin.page, name));
    await page.waitForTimeout(ECHO_SETTLE_MS);
    expect(creatorGets()).toBe(1);
    expect(watcherGets()).toBe(1);

    // the creator's own stream is open: a campaign the same tenant creates elsewhere appears there live, fetched once
    const elsewhere = `Elsewhere Campaign ${suffix}`;
    const api = await Api.login('tenant', tenant.email, tenant.password);
    await api.call('POST', '/campaign', { name: elsewhere, description: 'From another session.', keyword: ['live'] });
    await expectVisible(campaignRow(page, elsewhere));
    await page.waitForTimeout(ECHO_SETTLE_MS);
    expect(creatorGets()).toBe(2);
    expect(await isSameDocument(page)).toBe(true);
  });

  it('threw no uncaught errors in the pages', () => {
    expect([...admin.pageErrors, ...tenantPage.pageErrors]).toEqual([]);
  });
});
