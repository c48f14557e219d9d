/**
 * Nothing lost by one tap, and lists as cards, on a 390 px phone: generated posts not saved ask before they are
 * discarded (Esc, and the browser's Back), Back closes a modal instead of leaving the page, and the campaign and
 * content lists are cards whose actions work.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  connectBrowser,
  createTenantViaApi,
  currentPath,
  dialog,
  expectGone,
  expectVisible,
  openPage,
  screenshot,
  signIn,
  uniqueSuffix,
  type TestTenant,
} from './support/e2e';

const suffix = uniqueSuffix();
const PHONE_390 = { viewport: { width: 390, height: 844 }, hasTouch: true };
const DISCARD = /^Discard \d+ unsaved posts?\?$/;

function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The cards of a DataTable on a phone: the list named by its panel's title, one item per row. */
function card(page: Page, list: string, name: string): Locator {
  return page.getByRole('list', { name: list, exact: true }).getByRole('listitem', { name, exact: true });
}

describe('a phone keeps what a tap would lose, and shows lists as cards (390 px)', () => {
  let browser: Browser;
  let tenant: TestTenant;
  let campaignId = '';
  const campaignName = `Kuih Raya ${suffix}`;
  const postTitle = `Kuih bangkit ${suffix}`;

  beforeAll(async () => {
    const admin = await Api.asAdmin();
    tenant = await createTenantViaApi(admin, suffix);
    const owner = await Api.login('tenant', tenant.email, tenant.password);
    const campaign = await owner.call<{ id: string }>('POST', '/campaign', {
      name: campaignName,
      description: 'Hari Raya cookies, baked daily in George Town',
      keyword: ['raya', 'kuih'],
    });
    campaignId = campaign.id;
    await owner.call('POST', '/entry', {
      type: 'Instagram',
      accessValue: `@kuih-${suffix}`,
      tenantId: tenant.id,
      campaignId,
    });
    const [entry] = await owner.call<{ id: string }[]>('GET', `/entry?campaignId=${campaignId}`);
    await owner.call('POST', '/asset', { type: 'note', entryId: entry!.id, noteContent: 'Kuih bangkit, baked daily' });
    await owner.call('POST', '/content/bulk', [
      { campaignId, title: postTitle, text: 'Melt-in-the-mouth kuih bangkit.', keyword: ['raya'], assetIds: [] },
    ]);
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('asks before discarding generated posts, on Esc and on Back, and stays on the campaign', async () => {
    const { context, page, pageErrors } = await openPage(browser, PHONE_390);
    await signIn(page, 'tenant', tenant.email, tenant.password);
    const campaignPath = `/tenant/campaign-details/${campaignId}`;
    await page.goto(campaignPath);
    await region(page, 'Details').getByRole('button', { name: 'Instagram', exact: true }).click();
    await region(page, 'Asset Library').getByRole('checkbox', { name: 'Select asset 1' }).check();
    // a phone's Generate is the bar at the bottom of the screen
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const generator = dialog(page, 'Redbook Generator');
    await expectVisible(generator);
    await expectVisible(generator.getByRole('checkbox', { name: 'Instagram note 1' }));
    await generator.getByRole('button', { name: 'Generate', exact: true }).click();
    await expectVisible(generator.getByRole('region', { name: 'Generated posts' }).getByText(/^Selected: \d+ \/ 3$/));

    await page.keyboard.press('Escape');
    const confirm = page.getByRole('dialog', { name: DISCARD });
    await expectVisible(confirm);
    await screenshot(page, 'phone-cards-discard-390', { fullPage: false });
    await confirm.getByRole('button', { name: 'Keep editing', exact: true }).click();
    await expectGone(confirm);
    await expectVisible(generator.getByRole('region', { name: 'Generated posts' }));

    // the generator's history entry is back once the confirmation has gone
    await expect
      .poll(() => page.evaluate(() => (window.history.state as { modalBack?: string } | null)?.modalBack))
      .toBeTruthy();
    await page.goBack();
    await expectVisible(confirm);
    expect(currentPath(page)).toBe(campaignPath);
    await confirm.getByRole('button', { name: 'Discard', exact: true }).click();
    await expectGone(generator);
    await expectGone(confirm);
    expect(currentPath(page)).toBe(campaignPath);
    await expectVisible(region(page, 'Details'));
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('closes a modal on Back without leaving the page, and shows the lists as cards whose actions work', async () => {
    const { context, page, pageErrors } = await openPage(browser, PHONE_390);
    await signIn(page, 'tenant', tenant.email, tenant.password);
    await page.goto('/tenant/campaign');
    const campaign = card(page, 'Campaign List', campaignName);
    await expectVisible(campaign);
    expect(await page.getByRole('table').count()).toBe(0);
    await screenshot(page, 'phone-cards-campaigns-390');

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const create = dialog(page, 'Create Campaign');
    await expectVisible(create);
    await page.goBack();
    await expectGone(create);
    expect(currentPath(page)).toBe('/tenant/campaign');
    await expectVisible(campaign);

    await campaign.getByRole('button', { name: `Actions for ${campaignName}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const edit = dialog(page, 'Edit Campaign');
    await expectVisible(edit);
    await page.goBack();
    await expectGone(edit);
    expect(currentPath(page)).toBe('/tenant/campaign');
    await campaign.getByRole('button', { name: campaignName, exact: true }).click();
    await expect.poll(() => currentPath(page)).toBe(`/tenant/campaign-details/${campaignId}`);

    await page.goto('/tenant/content');
    const post = card(page, 'Content List', postTitle);
    await expectVisible(post);
    expect(await page.getByRole('table').count()).toBe(0);
    await expectVisible(post.getByText('Used by a customer', { exact: true }));
    await expectVisible(post.getByText('Platform', { exact: true }));
    await expectVisible(post.getByText('Language', { exact: true }));
    await screenshot(page, 'phone-cards-contents-390');
    await post.getByRole('checkbox', { name: `Select ${postTitle}`, exact: true }).check();
    await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Edit', exact: true }).click();
    const editPost = dialog(page, 'Edit Content');
    await expectVisible(editPost);
    await page.keyboard.press('Escape');
    await expectGone(editPost);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
