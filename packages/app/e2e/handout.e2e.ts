/**
 * Every handed-out post is the right one, on 390 px phones: an owner generates Redbook, Instagram and Google Review
 * posts from one entry's three photos through the generator (each post saved with all three); three customers, on
 * Chinese, English and Malay phones, each get their platform's post in their own language, with all its photos.
 * Each platform also has a post in another language, saved first, so only the language preference hands out the
 * right one.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Content, Language, Platform } from '@app/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  baseURL,
  connectBrowser,
  createTenantViaApi,
  dialog,
  expectGone,
  expectVisible,
  openPage,
  screenshot,
  screenshotsOfFailure,
  signIn,
  uniqueSuffix,
  type OpenPage,
  type TestTenant,
} from './support/e2e';
import { pngFile } from './support/files';

const suffix = uniqueSuffix();
const campaignName = `Handout ${suffix}`;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };

/** What the owner generates, in this order: for each platform a post in another language first, then the one wanted. */
const RUNS: [Platform, Language][] = [
  ['Redbook', 'English'],
  ['Redbook', 'Mandarin'],
  ['Instagram', 'Malay'],
  ['Instagram', 'English'],
  ['Google Review', 'Mandarin'],
  ['Google Review', 'Malay'],
];

/** The customers: their phone's language, the platform they pick (as their page names it), and what they read. */
const CUSTOMERS = [
  {
    locale: 'zh-CN',
    lang: 'zh-CN',
    platform: 'Redbook',
    language: 'Mandarin',
    button: '小红书',
    heading: '你的小红书文案',
  },
  {
    locale: 'en-GB',
    lang: 'en',
    platform: 'Instagram',
    language: 'English',
    button: 'Instagram',
    heading: 'Your Instagram post',
  },
  {
    locale: 'ms-MY',
    lang: 'ms',
    platform: 'Google Review',
    language: 'Malay',
    button: 'Ulasan Google',
    heading: 'Hantaran Ulasan Google anda',
  },
] as const;

/** Uploads a file as the tenant (the file service), answering its key. */
async function uploadFile(token: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const response = await fetch(`${baseURL}/files/public/upload/raw?bucketKey=campaign-media`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

/** A phone's browser in a language: its Accept-Language and navigator.language, 390 × 844, touch. */
async function customerPhone(browser: Browser, locale: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE.viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  });
  context.setDefaultTimeout(20_000);
  return { context, page: await context.newPage() };
}

/** The uuid in a stored key or a picture's URL (`campaign-media/<uuid>.png`, `…/<uuid>.w1280.webp?…`). */
const uuidOf = (text: string) => /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/.exec(text)?.[1];

describe('handing out posts by platform and language', () => {
  let browser: Browser;
  let owner: OpenPage;
  let tenant: TestTenant;
  let ownerApi: Api;
  let campaignId = '';
  let linkUrl = '';
  const photoKeys: string[] = [];
  const assetIds: string[] = [];

  beforeAll(async () => {
    const admin = await Api.asAdmin();
    tenant = await createTenantViaApi(admin, suffix, { name: `月光饼家 Moonlight ${suffix}` });
    ownerApi = await Api.login('tenant', tenant.email, tenant.password);
    const [link] = await admin.call<{ uuid: string; full_url: string }[]>('POST', '/link/generate', { count: 1 });
    await admin.call('POST', '/link/assign', { uuid: link!.uuid, tenantId: tenant.id });
    linkUrl = link!.full_url;
    const campaign = await ownerApi.call<{ id: string }>('POST', '/campaign', {
      name: campaignName,
      description: 'Mooncakes for the mid-autumn festival.',
      keyword: ['mooncake', 'mid-autumn'],
    });
    campaignId = campaign.id;
    const entries: Record<string, string> = {};
    for (const type of ['Redbook', 'Instagram', 'Google Review']) {
      const entry = await ownerApi.call<{ id: string }>('POST', '/entry', {
        type,
        accessValue: `https://example.com/${type.replace(/\s/g, '-').toLowerCase()}/${suffix}`,
        tenantId: tenant.id,
        campaignId,
      });
      entries[type] = entry.id;
    }
    // the three photos are all the Redbook entry's
    for (const name of ['mooncake-box', 'lantern-night', 'tea-set']) {
      const key = await uploadFile(ownerApi.token, await pngFile(`${name}.png`, `${name} ${suffix}`));
      const asset = await ownerApi.call<{ id: string }>('POST', '/asset', {
        type: 'image',
        entryId: entries.Redbook,
        filePath: key,
      });
      photoKeys.push(key);
      assetIds.push(asset.id);
    }
    browser = await connectBrowser();
    owner = await openPage(browser, PHONE);
  });

  afterEach(async ({ task }) => {
    await screenshotsOfFailure(task);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const savedContents = async () =>
    (await ownerApi.call<Content[]>('GET', `/content?campaignId=${campaignId}`)).filter(
      (content) => content.campaignId === campaignId,
    );

  it('the owner generates each platform in two languages from the three photos, on a phone', async () => {
    const { page } = owner;
    await signIn(page, 'tenant', tenant.email, tenant.password);
    await page.goto(`/tenant/campaign-details/${campaignId}`);
    await expectVisible(page.getByRole('heading', { level: 2, name: `Campaign - ${campaignName}` }));
    const library = page.getByRole('region', { name: 'Asset Library', exact: true });
    for (const number of [1, 2, 3]) await library.getByRole('checkbox', { name: `Select asset ${number}` }).check();
    // a phone's Generate is the bar at the bottom of the screen
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const generator = dialog(page, 'Redbook Generator');
    await expectVisible(generator);
    const form = generator.getByRole('form', { name: 'Generator' });
    await form.getByLabel('Product Name', { exact: true }).fill('Lotus mooncakes');
    await form.getByLabel('Post Count', { exact: true }).fill('1');
    const results = generator.getByRole('region', { name: 'Generated posts' });
    for (const [index, [platform, language]] of RUNS.entries()) {
      await form.getByLabel('Platform', { exact: true }).selectOption(platform);
      await form.getByLabel('Language', { exact: true }).selectOption(language);
      await form.getByRole('button', { name: 'Generate', exact: true }).click();
      await expectVisible(results.getByText('Selected: 1 / 1', { exact: true }), { timeout: 60_000 });
      await results.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(async () => (await savedContents()).length, { timeout: 20_000 }).toBe(index + 1);
      await expectGone(results.getByText('Selected: 1 / 1', { exact: true }));
    }
    await screenshot(page, 'handout-generator-phone', { fullPage: false });
    await generator.getByRole('button', { name: 'Close', exact: true }).click();
    await expectGone(generator);

    const saved = await savedContents();
    expect(saved.map((content) => [content.platform, content.language]).sort()).toEqual(
      RUNS.map(([platform, language]) => [platform, language]).sort(),
    );
    // every post carries the three photos: the one its card showed first, then the others in the order picked
    for (const content of saved) {
      const [shown, ...others] = content.assetIds;
      expect(assetIds).toContain(shown);
      expect(others).toEqual(assetIds.filter((id) => id !== shown));
    }
    expect(owner.pageErrors).toEqual([]);
  });

  for (const customer of CUSTOMERS) {
    it(`a customer on a ${customer.locale} phone gets the ${customer.language} ${customer.platform} step: the post with its photos, or the review builder`, async () => {
      const wanted = (await savedContents()).find(
        (content) => content.platform === customer.platform && content.language === customer.language,
      )!;
      const { context, page } = await customerPhone(browser, customer.locale);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      try {
        await page.goto(linkUrl);
        // the page speaks the phone's language
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(customer.lang);
        await page.getByRole('button', { name: customer.button, exact: true }).tap();
        await expectVisible(page.getByRole('heading', { level: 2, name: customer.heading }));

        // the post in the phone's language, not the one saved first in another
        if (customer.platform === 'Google Review') {
          // the customer puts their own review together from chips: no finished review, no shop photos
          const chips = page.locator('main button[aria-pressed]');
          await expect.poll(() => chips.count()).toBeGreaterThanOrEqual(1);
          const chip = chips.first();
          await chip.tap();
          await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
          const phrase = (await chip.innerText()).trim();
          await expect.poll(() => page.getByRole('textbox').first().inputValue()).toContain(phrase);
          expect(await page.locator('main ul img').count()).toBe(0);
          expect(await page.locator('main').innerText()).not.toContain(wanted.text.slice(0, 40));
          await screenshot(page, `handout-${customer.locale}`);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
          expect(pageErrors).toEqual([]);
          return;
        }
        await expectVisible(page.getByText(wanted.title, { exact: true }));
        const shown = await page.locator('main').innerText();
        expect(shown).toContain(wanted.text.split('\n')[0]);

        // all three photos, in the post's order, each loaded
        const photos = page.locator('main ul img');
        await expect.poll(() => photos.count()).toBe(3);
        const sources: string[] = [];
        for (const photo of await photos.all()) {
          await photo.scrollIntoViewIfNeeded();
          await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
          sources.push((await photo.getAttribute('src')) ?? '');
        }
        const keyOf = (id: string) => photoKeys[assetIds.indexOf(id)]!;
        expect(sources.map(uuidOf)).toEqual(wanted.assetIds.map(keyOf).map(uuidOf));
        expect(sources.every((source) => source.startsWith(`${baseURL}/files/`))).toBe(true);
        await screenshot(page, `handout-${customer.locale}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
