/**
 * Over 300 lines on purpose: one journey whose steps build on each other, read top to bottom.
 *
 * The customer side of a QR code (issue 11): an admin generates a link and assigns it to a business; the business
 * adds a Redbook entry, uploads a real-size photo and saves generated posts; a customer on a phone scans the code,
 * picks Redbook, copies the text and taps Open. The business's open content list shows the post redirected without
 * a reload, and both dashboards count the scan and the redirect. The same phone gets its post back after a reload;
 * a second customer gets another one.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
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
  rowsOf,
  screenshot,
  signIn,
  signInAsAdmin,
  uniqueSuffix,
  type OpenPage,
  type TestTenant,
} from './support/e2e';
import { PHONE_PHOTO, phonePhoto } from './support/files';

const suffix = uniqueSuffix();
const campaignName = `Kopi Week ${suffix}`;
const redbookUrl = `https://www.xiaohongshu.com/user/profile/kopi-${suffix}`;

interface LinkRow {
  uuid: string;
  name: string;
  full_url: string;
}

/** The scans and uses a region of figures shows ("Scans 12 Used 5"). */
async function figures(region: Locator): Promise<{ scans: number; redirects: number }> {
  const text = (await region.textContent()) ?? '';
  const number = (label: string) => Number(new RegExp(`${label}([\\d,]+)`).exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
  return { scans: number('Scans'), redirects: number('Used') };
}

const todayOf = (page: Page) =>
  page.getByRole('region', { name: 'Scans and posts used' }).getByRole('region', { name: 'Today' });
const thisWeekOf = (page: Page) =>
  page.getByRole('region', { name: 'QR Code' }).getByRole('region', { name: 'This week' });

/** A phone's browser: its own cookies, 390×844, touch, English, with a clipboard; Redbook's site answered locally. */
async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });
  context.setDefaultTimeout(20_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // Open Redbook leaves for the platform's site; the test machine has no internet, so its page is answered here.
  await context.route(/^https:\/\/www\.xiaohongshu\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Redbook</title><h1>Redbook</h1>' }),
  );
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** The card of the post handed out: its title and text, and Copy text. */
const postCard = (page: Page) => page.getByRole('button', { name: /^(Copy text|Copied)$/ }).locator('..');

/** Opens the QR code's page and picks Redbook; answers the post as shown (title and text). */
async function claimRedbookPost(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Redbook', exact: true }).tap();
  await expectVisible(page.getByRole('heading', { name: 'Your Redbook post' }));
  return postCard(page).locator('p').first().locator('..').innerText();
}

describe('customer journey', () => {
  let browser: Browser;
  let admin: OpenPage;
  let business: OpenPage;
  let tenant: TestTenant;
  let link: LinkRow;
  const photo = phonePhoto('kopi-counter.jpg');
  let claimedTitle = '';
  let claimedText = '';
  let claimedPost = '';
  let customerErrors: string[] = [];
  let adminBefore = { scans: 0, redirects: 0 };

  beforeAll(async () => {
    const api = await Api.asAdmin();
    tenant = await createTenantViaApi(api, suffix, { name: `Kedai Kopi Ah Seng ${suffix}` });
    const tenantApi = await Api.login('tenant', tenant.email, tenant.password);
    await tenantApi.call('POST', '/campaign', {
      name: campaignName,
      description: 'A week of kopi and kaya toast specials.',
      keyword: ['kopi', 'kaya toast'],
    });
    browser = await connectBrowser();
    admin = await openPage(browser);
    business = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('an admin generates a QR-code link and assigns it to the business', async () => {
    const { page } = admin;
    const api = await Api.asAdmin();
    const before = await api.call<LinkRow[]>('GET', '/link');
    await signInAsAdmin(page);
    await page.goto('/admin/link');
    await expectVisible(page.getByRole('heading', { name: 'QR Code Link List' }));
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const form = dialog(page, 'Generate QR Code Links');
    await form.getByLabel('Count', { exact: true }).fill('1');
    await form.getByRole('button', { name: 'Generate', exact: true }).click();
    await expectGone(form);

    const created = (await api.call<LinkRow[]>('GET', '/link')).filter(
      (row) => !before.some((old) => old.uuid === row.uuid),
    );
    expect(created).toHaveLength(1);
    link = created[0]!;
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('30');
    await page.getByRole('button', { name: `Assign ${link.name}` }).click();
    const assign = dialog(page, 'Assign Link');
    await assign.getByLabel('Tenant', { exact: true }).selectOption({ label: tenant.name });
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await expectGone(assign);
    await expectVisible(rowsOf(page, 'QR Code Link List', link.name).getByText(tenant.name, { exact: true }));
    expect(link.full_url).toBe(`${baseURL}/q/${link.uuid}`);
  });

  it('the business adds a Redbook entry, uploads a real-size photo and saves generated posts', async () => {
    const { page } = business;
    // a phone camera's photo: over the 1 MB a JSON body may hold
    expect(photo.buffer.length).toBeGreaterThan(1024 * 1024);
    expect(await sharp(photo.buffer).metadata()).toMatchObject({
      width: PHONE_PHOTO.width,
      height: PHONE_PHOTO.height,
    });

    await signIn(page, 'tenant', tenant.email, tenant.password);
    await page.goto('/tenant/entry');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const entry = dialog(page, 'Create Entry');
    await entry.getByLabel('Access Value', { exact: true }).fill(redbookUrl);
    await entry.getByLabel('Platform (Custom)', { exact: true }).fill('Redbook');
    await entry.getByLabel('Tenant', { exact: true }).selectOption({ label: tenant.name });
    await entry.getByLabel('Campaign', { exact: true }).selectOption({ label: campaignName });
    await entry.getByRole('button', { name: 'Create', exact: true }).click();
    await expectGone(entry);
    await expectVisible(rowsOf(page, 'Entry List', redbookUrl));

    await page.goto('/tenant/asset');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const asset = dialog(page, 'Create Asset');
    await asset.getByLabel('Platform', { exact: true }).selectOption({ label: 'Redbook' });
    await asset.getByLabel('Asset Type', { exact: true }).selectOption('image');
    await asset.getByLabel('File', { exact: true }).setInputFiles(photo);
    const create = asset.getByRole('button', { name: 'Create', exact: true });
    await expect.poll(() => create.isEnabled(), { timeout: 60_000 }).toBe(true);
    await create.click();
    await expectGone(asset);
    await expectVisible(rowsOf(page, 'Asset List').getByRole('cell', { name: 'image', exact: true }));

    await page.goto('/tenant/campaign');
    await rowsOf(page, 'Campaign List', campaignName).getByRole('cell', { name: campaignName, exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 2, name: `Campaign - ${campaignName}` }));
    const library = page.getByRole('region', { name: 'Asset Library', exact: true });
    await library.getByRole('checkbox', { name: 'Select asset 1' }).check();
    await page.getByRole('region', { name: 'Contents', exact: true }).getByRole('button', { name: 'Generate' }).click();
    const generator = dialog(page, 'Redbook Generator');
    await generator.getByLabel('Product Name', { exact: true }).fill('Kopi peng and kaya toast');
    await generator.getByRole('button', { name: 'Generate', exact: true }).click();
    const results = generator.getByRole('region', { name: 'Generated posts' });
    await expectVisible(results.getByText('Selected: 3 / 3', { exact: true }));
    await results.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Content saved successfully');
    await generator.getByRole('button', { name: 'Close', exact: true }).click();
    await expectGone(generator);
    await expect.poll(() => page.getByRole('region', { name: 'Contents' }).getByRole('listitem').count()).toBe(3);
  });

  it('a customer on a phone opens the QR code, picks Redbook, copies the text and taps Open', async () => {
    // The business keeps its content list open, and the admin the dashboard, while the customer scans.
    await business.page.goto('/tenant/content');
    await expectVisible(business.page.getByRole('heading', { name: 'Content List' }));
    await business.page.evaluate(() => Object.assign(window, { __e2eSameDocument: true }));
    await admin.page.goto('/admin/dashboard');
    await expectVisible(todayOf(admin.page));
    adminBefore = await figures(todayOf(admin.page));

    const customer = await phone(browser);
    customerErrors = customer.pageErrors;
    const { page } = customer;
    const response = await page.goto(link.full_url);
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expectVisible(page.getByRole('heading', { level: 1, name: tenant.name }));
    expect(await page.title()).toBe(tenant.name);
    await screenshot(page, 'customer-01-platforms');

    await page.getByRole('button', { name: 'Redbook', exact: true }).tap();
    const heading = page.getByRole('heading', { name: 'Your Redbook post' });
    await expectVisible(heading);
    // the view changed under the customer's finger: the post's heading takes the focus
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    const shown = postCard(page).locator('p');
    claimedTitle = ((await shown.nth(0).textContent()) ?? '').trim();
    claimedText = ((await shown.nth(1).textContent()) ?? '').trim();
    claimedPost = await shown.nth(0).locator('..').innerText();
    expect(claimedTitle.length).toBeGreaterThan(0);
    expect(claimedText.length).toBeGreaterThan(20);

    const photos = page.getByRole('region', { name: 'Photos' });
    const thumb = photos.getByRole('button', { name: 'Photo 1 of 1' }).locator('img');
    await thumb.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumb.evaluate((image) => (image as HTMLImageElement).naturalWidth), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await screenshot(page, 'customer-02-post');

    await page.getByRole('button', { name: 'Photo 1 of 1' }).tap();
    const viewer = page.getByRole('dialog', { name: 'Photo 1 of 1' });
    await expectVisible(viewer);
    expect(await viewer.getByRole('link', { name: 'Save photo' }).getAttribute('download')).not.toBeNull();
    await viewer.getByRole('button', { name: 'Close' }).tap();
    await expectGone(viewer);

    await page.getByRole('button', { name: 'Copy text' }).tap();
    await expectVisible(page.getByRole('button', { name: 'Copied' }));
    await expectVisible(page.getByText('Copied. Paste it into your post.'));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(claimedText.split('\n')[0]!);
    if (claimedTitle) expect(copied.startsWith(claimedTitle)).toBe(true);

    const open = page.getByRole('link', { name: 'Open Redbook' });
    expect(await open.getAttribute('href')).toBe(redbookUrl);
    const [platform] = await Promise.all([customer.context.waitForEvent('page'), open.tap()]);
    await platform.waitForLoadState();
    expect(platform.url()).toBe(redbookUrl);
    await platform.close();
    await screenshot(page, 'customer-03-copied');
    await customer.context.close();
  });

  it('shows the business its post redirected without a reload, and both dashboards count the scan and the redirect', async () => {
    const row = rowsOf(business.page, 'Content List', claimedTitle);
    await expect
      .poll(async () => (await row.getByRole('cell').allTextContents()).includes('Yes'), { timeout: 20_000 })
      .toBe(true);
    expect(await business.page.evaluate(() => (window as { __e2eSameDocument?: boolean }).__e2eSameDocument)).toBe(
      true,
    );
    expect(await rowsOf(business.page, 'Content List').filter({ hasText: 'Yes' }).count()).toBe(1);
    await screenshot(business.page, 'customer-04-content-redirected');

    await expect
      .poll(() => figures(todayOf(admin.page)), { timeout: 20_000 })
      .toEqual({ scans: adminBefore.scans + 1, redirects: adminBefore.redirects + 1 });
    await screenshot(admin.page, 'customer-05-admin-dashboard');

    await business.page
      .getByRole('navigation', { name: 'Tenant Portal' })
      .getByRole('link', { name: 'Profile', exact: true })
      .click();
    await expectPath(business.page, '/tenant/profile');
    await expect.poll(() => figures(thisWeekOf(business.page))).toEqual({ scans: 1, redirects: 1 });
    const runningLow = business.page.getByRole('region', { name: 'Running low' }).getByRole('listitem');
    await expect
      .poll(() => runningLow.allTextContents())
      .toEqual([expect.stringContaining('Redbook has only 2 unused posts left — generate some')]);
    await screenshot(business.page, 'customer-06-tenant-profile');
  });

  it('gives the same phone its post back after a reload, and a second customer a different post', async () => {
    const second = await phone(browser);
    const post = await claimRedbookPost(second.page, link.full_url);
    expect(post).not.toBe(claimedPost);
    await second.page.reload();
    await second.page.getByRole('button', { name: 'Redbook', exact: true }).tap();
    await expectVisible(second.page.getByRole('heading', { name: 'Your Redbook post' }));
    expect(await postCard(second.page).locator('p').first().locator('..').innerText()).toBe(post);
    await screenshot(second.page, 'customer-07-second-customer');
    customerErrors.push(...second.pageErrors);
    await second.context.close();

    // the business's profile, open all along, counts the second phone's scan live, once: its reload is the same
    // phone on the same day
    await expect
      .poll(() => figures(thisWeekOf(business.page)), { timeout: 20_000 })
      .toEqual({
        scans: 2,
        redirects: 1,
      });
  });

  it('threw no uncaught errors in the pages', () => {
    expect(customerErrors).toEqual([]);
    expect(admin.pageErrors).toEqual([]);
    expect(business.pageErrors).toEqual([]);
  });
});
