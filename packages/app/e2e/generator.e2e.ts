/**
 * The generator's memory: its form opens filled from the campaign and the profile; a generation's settings are kept on
 * the server per campaign and platform, so a fresh browser opened on `?generate=<Platform>` (the "generate more" link)
 * finds the generator open for that platform with them; the platform chip preselects the generator's platform.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  connectBrowser,
  createTenantViaApi,
  dialog,
  expectGone,
  expectVisible,
  openPage,
  signIn,
  uniqueSuffix,
  type TestTenant,
} from './support/e2e';

const suffix = uniqueSuffix();

function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

const valueOf = (generator: Locator, label: string | RegExp) =>
  generator.getByLabel(label, { exact: typeof label === 'string' }).inputValue();

describe('generator settings', () => {
  let browser: Browser;
  let tenant: TestTenant;
  let campaignId = '';

  beforeAll(async () => {
    const admin = await Api.asAdmin();
    tenant = await createTenantViaApi(admin, suffix);
    const owner = await Api.login('tenant', tenant.email, tenant.password);
    const campaign = await owner.call<{ id: string }>('POST', '/campaign', {
      name: `Raya ${suffix}`,
      description: 'Hari Raya cookies',
      keyword: ['raya', 'kuih'],
    });
    campaignId = campaign.id;
    for (const type of ['Instagram', 'Facebook']) {
      await owner.call('POST', '/entry', { type, accessValue: `@kopi-${suffix}`, tenantId: tenant.id, campaignId });
    }
    const entries = await owner.call<{ id: string; type: string }[]>('GET', `/entry?campaignId=${campaignId}`);
    const instagram = entries.find((entry) => entry.type === 'Instagram');
    await owner.call('POST', '/asset', {
      type: 'note',
      entryId: instagram!.id,
      noteContent: 'Kuih bangkit, baked daily',
    });
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens filled from the profile and the campaign for the chip’s platform, and remembers what was generated', async () => {
    const { page } = await openPage(browser);
    await signIn(page, 'tenant', tenant.email, tenant.password);
    await page.goto(`/tenant/campaign-details/${campaignId}`);
    await region(page, 'Details').getByRole('button', { name: 'Instagram', exact: true }).click();
    await region(page, 'Asset Library').getByRole('checkbox', { name: 'Select asset 1' }).check();
    await region(page, 'Instagram').getByRole('button', { name: 'Generate', exact: true }).click();
    const generator = dialog(page, 'Redbook Generator');
    await expectVisible(generator);
    await expect.poll(() => valueOf(generator, 'Platform')).toBe('Instagram');
    await expect.poll(() => valueOf(generator, 'Product Type')).toBe('Café');
    expect(await valueOf(generator, 'Location')).toBe('8 Lorong Kinta, George Town');
    expect(await valueOf(generator, 'Keywords')).toBe('raya, kuih');

    await generator.getByLabel('Language', { exact: true }).selectOption('English');
    await generator.getByLabel('Product Name', { exact: true }).fill('Kuih Bangkit');
    await generator.getByRole('button', { name: 'Generate', exact: true }).click();
    await expectVisible(generator.getByRole('region', { name: 'Generated posts' }).getByText(/^Selected: \d+ \/ 3$/));
    await page.close();
  });

  it('opens on another device at ?generate=Instagram with those settings, and the link is dropped on close', async () => {
    const { page } = await openPage(browser);
    await signIn(page, 'tenant', tenant.email, tenant.password);
    await page.goto(`/tenant/campaign-details/${campaignId}?generate=Instagram`);
    const generator = dialog(page, 'Redbook Generator');
    await expectVisible(generator);
    expect(await valueOf(generator, 'Platform')).toBe('Instagram');
    await expect.poll(() => valueOf(generator, 'Product Name')).toBe('Kuih Bangkit');
    expect(await valueOf(generator, 'Language')).toBe('English');

    // Facebook has none yet: the form keeps what it holds (a typed field never empties on a platform change)
    await generator.getByLabel('Platform', { exact: true }).selectOption('Facebook');
    await expect.poll(() => valueOf(generator, 'Voice')).toBe('customer');
    expect(await valueOf(generator, 'Product Name')).toBe('Kuih Bangkit');
    expect(await valueOf(generator, 'Language')).toBe('English');

    await generator.getByRole('button', { name: 'Close', exact: true }).click();
    await expectGone(generator);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.close();
  });
});
