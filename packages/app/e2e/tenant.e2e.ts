/**
 * Over 300 lines on purpose: one journey whose steps build on each other, read top to bottom.
 *
 * The tenant journey (issue 5): sign in; edit the profile and see the QR code; create a campaign, an entry, an image
 * asset and a note asset; open the campaign details; generate three posts from the selected assets and save two;
 * filter Active and Archived; change a content's status; delete an asset.
 * The tenant (with a QR-code link) is set up through the API; the steps share one signed-in page and run in order.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  createTenantViaApi,
  currentPath,
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
  uniqueSuffix,
  type OpenPage,
  type TestTenant,
} from './support/e2e';
import { pngFile } from './support/files';

const suffix = uniqueSuffix();
const campaign = {
  name: `Mooncake Festival ${suffix}`,
  description: 'Mid-Autumn mooncake gift boxes for the family.',
  keywords: 'mooncake, gift ,festival',
};
const entry = { platform: 'Redbook', accessValue: `@kopi-${suffix}` };
const note = 'Lantern walk every night from 7pm, free mooncake tasting at the counter.';

function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

describe('tenant journey', () => {
  let browser: Browser;
  let open: OpenPage;
  let tenant: TestTenant;
  let qrUrl: string;
  let campaignId = '';
  let savedTitles: string[] = [];

  beforeAll(async () => {
    const admin = await Api.asAdmin();
    tenant = await createTenantViaApi(admin, suffix);
    const [link] = await admin.call<{ uuid: string; full_url: string }[]>('POST', '/link/generate', { count: 1 });
    await admin.call('POST', '/link/assign', { uuid: link!.uuid, tenantId: tenant.id });
    qrUrl = link!.full_url;
    browser = await connectBrowser();
    open = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in and lands on the profile, with the QR code of the assigned link', async () => {
    const { page } = open;
    await signIn(page, 'tenant', tenant.email, tenant.password);
    await expectVisible(page.getByRole('heading', { name: 'Tenant Portal' }));
    const menu = page.getByRole('navigation', { name: 'Tenant Portal' }).getByRole('link');
    expect(await menu.allTextContents()).toEqual(['Profile', 'Campaign']);
    expect(await menu.filter({ hasText: 'Profile' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe(tenant.name);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(tenant.email);

    const qr = region(page, 'QR Code').getByRole('img', { name: `QR code for ${tenant.name}` });
    await expectVisible(qr);
    await expect.poll(() => qr.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const box = await qr.boundingBox();
    expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([200, 200]);
    // The QR card names the tenant's link URL.
    await expectVisible(region(page, 'QR Code').getByText(qrUrl));
    await screenshot(page, 'tenant-01-profile');
  });

  it('edits the profile, with a new logo, and the change survives a reload', async () => {
    const { page } = open;
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Phone', { exact: true }).fill('+60 4-999 1234');
    await page.getByLabel('Industry Type', { exact: true }).fill('Bakery & Café');
    await page.getByLabel('Logo file', { exact: true }).setInputFiles(await pngFile('kopi-logo.png'));
    // The circle previews the new logo (a decorative image inside the labelled button).
    await expectVisible(page.getByRole('button', { name: 'Upload logo' }).locator('img'));
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await expectToast(page, 'Profile updated successfully');

    await page.reload();
    await expect.poll(() => page.getByLabel('Phone', { exact: true }).inputValue()).toBe('+60 4-999 1234');
    expect(await page.getByLabel('Industry Type', { exact: true }).inputValue()).toBe('Bakery & Café');
    const logo = page.getByRole('button', { name: 'Upload logo' }).locator('img');
    await expectVisible(logo);
    await expect.poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'tenant-02-profile-saved');
  });

  it('creates a campaign', async () => {
    const { page } = open;
    await page
      .getByRole('navigation', { name: 'Tenant Portal' })
      .getByRole('link', { name: 'Campaign', exact: true })
      .click();
    await expectPath(page, '/tenant/campaign');
    await expectVisible(page.getByRole('heading', { name: 'Campaign List' }));
    await expectVisible(rowsOf(page, 'Campaign List', 'No campaigns yet.'));

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const form = dialog(page, 'Create Campaign');
    await expectVisible(form);
    await form.getByLabel('Campaign Name', { exact: true }).fill(campaign.name);
    await form.getByLabel('Description', { exact: true }).fill(campaign.description);
    await form.getByLabel('Keywords', { exact: true }).fill(campaign.keywords);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expectGone(form);

    const row = rowsOf(page, 'Campaign List', campaign.name);
    await expectVisible(row);
    await expectVisible(row.getByRole('cell', { name: campaign.description, exact: true }));
    await expectVisible(row.getByRole('cell', { name: 'mooncake, gift, festival', exact: true }));
    await expectVisible(row.getByRole('button', { name: `Actions for ${campaign.name}` }));
    await screenshot(page, 'tenant-03-campaigns');
  });

  it('creates an entry for the campaign on a platform', async () => {
    const { page } = open;
    await page.goto('/tenant/entry');
    await expectVisible(page.getByRole('heading', { name: 'Entry List' }));
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const form = dialog(page, 'Create Entry');
    await expectVisible(form);
    await form.getByLabel('Access Value', { exact: true }).fill(entry.accessValue);
    await form.getByLabel('Platform (Custom)', { exact: true }).fill(entry.platform);
    await form.getByLabel('Tenant', { exact: true }).selectOption({ label: tenant.name });
    await form.getByLabel('Campaign', { exact: true }).selectOption({ label: campaign.name });
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expectGone(form);

    const row = rowsOf(page, 'Entry List', entry.accessValue);
    await expectVisible(row);
    await expectVisible(row.getByRole('cell', { name: entry.platform, exact: true }));
    await screenshot(page, 'tenant-04-entries');
  });

  it('creates an image asset (upload) and a note asset', async () => {
    const { page } = open;
    await page.goto('/tenant/asset');
    await expectVisible(page.getByRole('heading', { name: 'Asset List' }));

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    let form = dialog(page, 'Create Asset');
    await expectVisible(form);
    await form.getByLabel('Platform', { exact: true }).selectOption({ label: entry.platform });
    await form.getByLabel('Asset Type', { exact: true }).selectOption('image');
    await form.getByLabel('File', { exact: true }).setInputFiles(await pngFile('mooncake.png'));
    await expectVisible(form.getByRole('img', { name: 'Preview of mooncake.png' }));
    const create = form.getByRole('button', { name: 'Create', exact: true });
    await expect.poll(() => create.isEnabled()).toBe(true);
    await create.click();
    await expectGone(form);

    const imageRow = rowsOf(page, 'Asset List').filter({ has: page.getByRole('cell', { name: 'image', exact: true }) });
    await expectVisible(imageRow);
    const preview = imageRow.getByRole('img');
    await expectVisible(preview);
    await expect.poll(() => preview.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    form = dialog(page, 'Create Asset');
    await expectVisible(form);
    await form.getByLabel('Platform', { exact: true }).selectOption({ label: entry.platform });
    await form.getByLabel('Asset Type', { exact: true }).selectOption('note');
    await form.getByLabel('Note Content', { exact: true }).fill(note);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expectGone(form);

    // A note's preview is its first 50 characters.
    const noteRow = rowsOf(page, 'Asset List').filter({ has: page.getByRole('cell', { name: 'note', exact: true }) });
    await expectVisible(noteRow.getByText(note.slice(0, 50), { exact: true }));
    expect(await rowsOf(page, 'Asset List').count()).toBe(2);
    await screenshot(page, 'tenant-05-assets');
  });

  it('opens the campaign details by clicking its row', async () => {
    const { page } = open;
    await page
      .getByRole('navigation', { name: 'Tenant Portal' })
      .getByRole('link', { name: 'Campaign', exact: true })
      .click();
    await rowsOf(page, 'Campaign List', campaign.name)
      .getByRole('cell', { name: campaign.description, exact: true })
      .click();
    await expect.poll(() => currentPath(page)).toMatch(/^\/tenant\/campaign-details\/[^/]+$/);
    campaignId = decodeURIComponent(currentPath(page).split('/').pop() ?? '');

    await expectVisible(page.getByRole('heading', { level: 2, name: `Campaign - ${campaign.name}` }));
    const details = region(page, 'Details');
    await expectVisible(details.getByText(campaign.description, { exact: true }));
    for (const keyword of ['mooncake', 'gift', 'festival'])
      await expectVisible(details.getByText(keyword, { exact: true }));
    await expectVisible(
      details.getByRole('group', { name: 'Platforms' }).getByRole('button', { name: entry.platform }),
    );

    const library = region(page, 'Asset Library');
    await expectVisible(library.getByRole('checkbox', { name: 'Select asset 1' }));
    await expectVisible(library.getByRole('checkbox', { name: 'Select asset 2' }));
    expect(await library.getByRole('checkbox').count()).toBe(2);
    await expectVisible(library.getByText(note.slice(0, 20)));
    await expectVisible(region(page, 'Contents').getByText('No content found', { exact: true }));
    await screenshot(page, 'tenant-06-campaign-details');

    // The id is in the URL: a reload shows the same campaign.
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 2, name: `Campaign - ${campaign.name}` }));
  });

  it('generates three posts from the selected assets and saves two', async () => {
    const { page } = open;
    const library = region(page, 'Asset Library');
    await library.getByRole('checkbox', { name: 'Select asset 1' }).check();
    await library.getByRole('checkbox', { name: 'Select asset 2' }).check();
    await region(page, 'Contents').getByRole('button', { name: 'Generate', exact: true }).click();

    const generator = dialog(page, 'Redbook Generator');
    await expectVisible(generator);
    await expectVisible(generator.getByText('2 / 2', { exact: true }));
    expect(await generator.getByLabel('Platform', { exact: true }).inputValue()).toBe('Redbook');
    expect(await generator.getByLabel('Language', { exact: true }).inputValue()).toBe('Mandarin');
    expect(await generator.getByLabel(/^Post Count/).inputValue()).toBe('3');
    await generator.getByLabel('Product Name', { exact: true }).fill('Lotus paste mooncake');
    await generator.getByLabel('Keywords', { exact: true }).fill('mooncake, festival');
    await generator.getByRole('button', { name: 'Generate', exact: true }).click();

    const results = generator.getByRole('region', { name: 'Generated posts' });
    await expectVisible(results.getByText('Selected: 3 / 3', { exact: true }));
    const titles: string[] = [];
    for (const n of [1, 2, 3]) {
      const post = results.getByRole('listitem', { name: `Post ${n}` });
      expect(await post.getByRole('checkbox', { name: `Select post ${n}` }).isChecked()).toBe(true);
      titles.push(((await post.getByRole('heading').textContent()) ?? '').trim());
    }
    expect(titles.every((title) => title.length > 0)).toBe(true);
    await results.scrollIntoViewIfNeeded();
    await screenshot(page, 'tenant-07-generator-results', { fullPage: false });

    await results.getByRole('checkbox', { name: 'Select post 3' }).uncheck();
    await expectVisible(results.getByText('Selected: 2 / 3', { exact: true }));
    await results.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Content saved successfully');
    await expectGone(results.getByText(/^Selected:/));
    await generator.getByRole('button', { name: 'Close', exact: true }).click();
    await expectGone(generator);

    savedTitles = titles.slice(0, 2);
    const contents = region(page, 'Contents');
    for (const title of savedTitles) await expectVisible(contents.getByRole('listitem', { name: title, exact: true }));
    await expectGone(contents.getByRole('listitem', { name: titles[2]!, exact: true }));
    expect(await contents.getByRole('listitem').count()).toBe(2);
    await screenshot(page, 'tenant-08-campaign-contents');

    // Saved for this campaign, by the signed-in tenant, with the picked assets; uploads carry the tenant's id too.
    const api = await Api.login('tenant', tenant.email, tenant.password);
    const saved = await api.call<{ title: string; campaignId: string; userId: string; assetIds: string[] }[]>(
      'GET',
      `/content?campaignId=${encodeURIComponent(campaignId)}`,
    );
    expect(saved.map((content) => content.title).sort()).toEqual([...savedTitles].sort());
    const assets = await api.call<{ id: string; uploadedBy: string }[]>(
      'GET',
      `/asset?campaignId=${encodeURIComponent(campaignId)}`,
    );
    for (const content of saved) {
      expect(content).toMatchObject({ campaignId, userId: tenant.id });
      expect(content.assetIds.length).toBeGreaterThan(0);
      for (const id of content.assetIds) expect(assets.map((asset) => asset.id)).toContain(id);
    }
    expect(assets.map((asset) => asset.uploadedBy)).toEqual([tenant.id, tenant.id]);
  });

  it('filters Active and Archived, and archives a content from its card', async () => {
    const { page } = open;
    const contents = region(page, 'Contents');
    const filters = contents.getByRole('group', { name: 'Filter contents by status' });
    const [first, second] = savedTitles as [string, string];

    await filters.getByRole('button', { name: 'Active', exact: true }).click();
    expect(await filters.getByRole('button', { name: 'Active', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    for (const title of savedTitles) await expectVisible(contents.getByRole('listitem', { name: title, exact: true }));
    await filters.getByRole('button', { name: 'Archived', exact: true }).click();
    await expectVisible(contents.getByText('No content found for "archived"', { exact: true }));

    await filters.getByRole('button', { name: 'All', exact: true }).click();
    await contents.getByRole('button', { name: `Archive ${first}` }).click();
    await expectVisible(contents.getByRole('button', { name: `Activate ${first}` }));

    await filters.getByRole('button', { name: 'Archived', exact: true }).click();
    await expectVisible(contents.getByRole('listitem', { name: first, exact: true }));
    await expectGone(contents.getByRole('listitem', { name: second, exact: true }));
    await filters.getByRole('button', { name: 'Active', exact: true }).click();
    await expectVisible(contents.getByRole('listitem', { name: second, exact: true }));
    await expectGone(contents.getByRole('listitem', { name: first, exact: true }));
    await filters.getByRole('button', { name: 'All', exact: true }).click();
  });

  it('edits a content status in the content list', async () => {
    const { page } = open;
    const [first] = savedTitles as [string, string];
    await page.goto('/tenant/content');
    await expectVisible(page.getByRole('heading', { name: 'Content List' }));
    const row = rowsOf(page, 'Content List', first);
    await expectVisible(row.getByText('Archived', { exact: true }));
    await row.getByRole('checkbox', { name: `Select ${first}` }).check();
    await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Edit', exact: true }).click();
    const form = dialog(page, 'Edit Content');
    await expectVisible(form);
    expect(await form.getByLabel('Status', { exact: true }).inputValue()).toBe('archived');
    await form.getByLabel('Status', { exact: true }).selectOption('active');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectGone(form);
    await expectVisible(row.getByText('Active', { exact: true }));
    await screenshot(page, 'tenant-09-contents');
  });

  it('deletes an asset from the campaign details', async () => {
    const { page } = open;
    await page.goto(`/tenant/campaign-details/${encodeURIComponent(campaignId)}`);
    const library = region(page, 'Asset Library');
    await expectVisible(library.getByRole('checkbox', { name: 'Select asset 2' }));
    // the delete goes out once its Undo time is over
    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes('/asset/one/'),
      { timeout: 30_000 },
    );
    await library.getByRole('button', { name: 'Delete asset 2' }).click();
    await expectGone(library.getByRole('checkbox', { name: 'Select asset 2' }));
    expect(await library.getByRole('checkbox').count()).toBe(1);
    expect((await deleted).status()).toBeLessThan(300);
    await page.reload();
    await expectVisible(library.getByRole('checkbox', { name: 'Select asset 1' }));
    expect(await library.getByRole('checkbox').count()).toBe(1);
    await screenshot(page, 'tenant-10-asset-deleted');
  });

  it('threw no uncaught errors in the page', () => {
    expect(open.pageErrors).toEqual([]);
  });
});
