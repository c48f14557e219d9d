/**
 * Lists in pages (issue 16): with 1,000 contents seeded, the administrator searches the content list (Chinese,
 * Malay and English), pages through the results, reloads and comes Back to the same search and page (both live in
 * the URL), keeps a selection across pages and bulk-deletes it with the ids listed in the confirmation; the list
 * is checked at a phone's width and a desktop's.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  createTenantViaApi,
  currentPath,
  dialog,
  expectGone,
  expectPath,
  expectVisible,
  connectBrowser,
  openPage,
  rowsOf,
  screenshot,
  signInAsAdmin,
  uniqueSuffix,
  type OpenPage,
} from './support/e2e';

const suffix = uniqueSuffix();
const SEEDED = 1000;
const LIST = 'Content List';

/** Every 50th post is about mooncakes (in Chinese), every 7th about kuih raya (in Malay); all carry the suffix. */
function post(campaignId: string, n: number) {
  const topic = n % 50 === 0 ? `中秋月饼礼盒 第${n}号` : n % 7 === 0 ? `Kuih raya istimewa ${n}` : `Daily special ${n}`;
  return {
    campaignId,
    title: `${topic} ${suffix}`,
    text: `Seeded post ${n} of the paging journey.`,
    status: n % 3 === 0 ? 'archived' : 'active',
    isRedirected: false,
    keyword: ['paging', suffix],
    assetIds: [],
  };
}

describe('content list in pages, with search', () => {
  let browser: Browser;
  let open: OpenPage;
  let admin: Api;
  let owner: Api;
  let campaignId = '';

  const total = async (q?: string) =>
    (await admin.call<{ total: number }>('GET', `/content?limit=1${q ? `&q=${encodeURIComponent(q)}` : ''}`)).total;
  const range = (text: string) => open.page.getByText(text, { exact: true });
  const searchBox = () => open.page.getByRole('searchbox', { name: 'Search contents' });

  beforeAll(async () => {
    admin = await Api.asAdmin();
    const tenant = await createTenantViaApi(admin, suffix);
    owner = await Api.login('tenant', tenant.email, tenant.password);
    const campaign = await owner.call<{ id: string }>('POST', '/campaign', {
      name: `Paging ${suffix}`,
      description: 'A thousand posts',
      keyword: ['paging'],
    });
    for (let start = 1; start <= SEEDED; start += 100) {
      const batch = Array.from({ length: 100 }, (_, i) => post(campaign.id, start + i));
      await owner.call('POST', '/content/bulk', batch);
    }
    campaignId = campaign.id;
    browser = await connectBrowser();
    open = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    // the other journeys' lists stay as short as they were (deleting the campaign deletes its contents)
    if (campaignId) await owner.call('DELETE', `/campaign/one/${campaignId}`);
  });

  it('opens the content list on its first page of all the contents', async () => {
    const { page } = open;
    await signInAsAdmin(page);
    await page.goto('/admin/content');
    const all = await total();
    expect(all).toBeGreaterThanOrEqual(SEEDED);
    await expectVisible(range(`1–10 of ${all}`));
    expect(await rowsOf(page, LIST).count()).toBe(10);
  });

  it('finds a Chinese substring and pages through the results; the URL keeps both', async () => {
    const { page } = open;
    const q = `饼礼盒 ${suffix}`;
    const found = await total(q);
    expect(found).toBe(SEEDED / 50);
    await searchBox().fill(q);
    await expectVisible(range(`1–10 of ${found}`));
    expect(new URL(page.url()).searchParams.get('q')).toBe(q);
    expect(await rowsOf(page, LIST, '中秋月饼礼盒').count()).toBe(10);
    await page.getByRole('button', { name: 'Next page', exact: true }).click();
    await expectVisible(range(`11–20 of ${found}`));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await screenshot(page, 'paging-01-search-page-2');

    await page.reload();
    await expectVisible(range(`11–20 of ${found}`));
    expect(await searchBox().inputValue()).toBe(q);

    const listPath = currentPath(page);
    await page
      .getByRole('navigation', { name: 'Admin Panel' })
      .getByRole('link', { name: 'Campaign', exact: true })
      .click();
    await expectPath(page, '/admin/campaign');
    await page.goBack();
    await expectPath(page, '/admin/content');
    expect(currentPath(page)).toBe(listPath);
    await expectVisible(range(`11–20 of ${found}`));
    expect(await searchBox().inputValue()).toBe(q);
  });

  it('finds Malay words in any case, and sorts the results on the server', async () => {
    const { page } = open;
    const q = `KUIH Raya ${suffix}`;
    const found = await total(q);
    expect(found).toBe(Math.floor(SEEDED / 7) - Math.floor(SEEDED / 350));
    await searchBox().fill(q);
    await expectVisible(range(`1–10 of ${found}`));
    const title = page.getByRole('columnheader', { name: 'Title', exact: true });
    await title.getByRole('button').click();
    await expect.poll(() => title.getAttribute('aria-sort')).toBe('ascending');
    await title.getByRole('button').click();
    await expect.poll(() => title.getAttribute('aria-sort')).toBe('descending');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('title:desc');
    // the server's order: case-insensitive text, digit by digit ("994" after "98")
    await expect
      .poll(() => rowsOf(page, LIST).first().getByRole('cell').nth(1).textContent())
      .toBe(`Kuih raya istimewa 994 ${suffix}`);
    await expectVisible(range(`1–10 of ${found}`));
  });

  it('keeps a selection across pages and deletes it, listing every id', async () => {
    const { page } = open;
    const q = `daily special 99 ${suffix}`;
    await searchBox().fill(q);
    const found = await total(q);
    await expectVisible(range(`1–10 of ${found}`));
    const firstRow = rowsOf(page, LIST).first();
    const firstName = (await firstRow.getByRole('cell').nth(1).textContent()) ?? '';
    await firstRow.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Next page', exact: true }).click();
    await expectVisible(range(`11–${Math.min(20, found)} of ${found}`));
    const secondRow = rowsOf(page, LIST).first();
    const secondName = (await secondRow.getByRole('cell').nth(1).textContent()) ?? '';
    await secondRow.getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Selection' });
    await expectVisible(bar.getByText('2 selected', { exact: true }));
    await bar.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = dialog(page, 'Delete contents');
    await expectVisible(confirm.getByText('Are you sure you want to delete:', { exact: true }));
    const listed = await confirm
      .getByRole('list', { name: 'Records to delete' })
      .getByRole('listitem')
      .allTextContents();
    expect(listed).toHaveLength(2);
    await screenshot(page, 'paging-02-delete-across-pages', { fullPage: false });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectGone(confirm);
    await expectVisible(range(`11–${Math.min(20, found - 2)} of ${found - 2}`));
    expect(await total(q)).toBe(found - 2);
    const remaining = await admin.call<{ id: string; title: string }[]>('GET', `/content?q=${encodeURIComponent(q)}`);
    expect(remaining.map((row) => row.title)).not.toContain(firstName);
    expect(remaining.map((row) => row.title)).not.toContain(secondName);
    expect(remaining.map((row) => row.id)).not.toEqual(expect.arrayContaining(listed));
  });

  it('fits a phone (sidebar collapsed, the table scrolls sideways) and a desktop', async () => {
    const { page } = open;
    await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
    for (const [width, name] of [
      [390, 'paging-03-phone'],
      [1440, 'paging-04-desktop'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expectVisible(searchBox());
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, name);
    }
  });

  it('threw no uncaught errors in the page', () => {
    expect(open.pageErrors).toEqual([]);
  });
});
