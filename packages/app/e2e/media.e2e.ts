/**
 * Real photos and videos (issue 13): from the campaign details a tenant uploads a phone-size JPEG (3000×2250, the
 * committed fixture) and an MP4; the image tile shows the 320 px thumbnail and the page never downloads the original;
 * the video gets a poster captured in the browser, stored as an image.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIP_URL } from '../../../stories/screens/fixtures/files';
import {
  Api,
  createTenantViaApi,
  dialog,
  expectGone,
  expectVisible,
  connectBrowser,
  openPage,
  screenshot,
  signIn,
  uniqueSuffix,
  type OpenPage,
  type TestTenant,
} from './support/e2e';
import { phonePhoto } from './support/files';

const suffix = uniqueSuffix();

describe('photos and videos from the campaign details', () => {
  let browser: Browser;
  let open: OpenPage;
  let tenant: TestTenant;
  let api: Api;
  let campaignId = '';
  const signedFiles: string[] = [];

  beforeAll(async () => {
    const admin = await Api.asAdmin();
    tenant = await createTenantViaApi(admin, suffix);
    api = await Api.login('tenant', tenant.email, tenant.password);
    const campaign = await api.call<{ id: string }>('POST', '/campaign', {
      name: `Photo Week ${suffix}`,
      description: 'Real photos',
      keyword: ['photos'],
    });
    campaignId = campaign.id;
    await api.call('POST', '/entry', {
      type: 'Redbook',
      accessValue: `@photos-${suffix}`,
      tenantId: tenant.id,
      campaignId,
    });
    browser = await connectBrowser();
    open = await openPage(browser);
    open.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/files/_signed/')) signedFiles.push(url.pathname);
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function addAsset(
    page: Page,
    type: 'image' | 'video',
    file: { name: string; mimeType: string; buffer: Buffer },
  ) {
    await page
      .getByRole('region', { name: 'Asset Library', exact: true })
      .getByRole('button', { name: 'Add Asset' })
      .click();
    const form = dialog(page, 'Add Asset');
    await expectVisible(form);
    await form.getByLabel('Platform', { exact: true }).selectOption({ label: 'Redbook' });
    await form.getByLabel('Asset Type', { exact: true }).selectOption(type);
    await form.getByLabel('File', { exact: true }).setInputFiles(file);
    const save = form.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => save.isEnabled(), { timeout: 30_000 }).toBe(true);
    await save.click();
    await expectGone(form);
  }

  it('uploads a phone-size JPEG: the tile shows its thumbnail and the page downloads no original', async () => {
    const { page } = open;
    await signIn(page, 'tenant', tenant.email, tenant.password);
    await page.goto(`/tenant/campaign-details/${encodeURIComponent(campaignId)}`);
    const photo = phonePhoto('IMG_2041.jpg');
    expect(photo.buffer.length).toBeGreaterThan(1024 * 1024);
    await addAsset(page, 'image', photo);

    const [asset] = await api.call<{ filePath: string; thumbnailPath: string }[]>(
      'GET',
      `/asset?campaignId=${campaignId}`,
    );
    expect(asset!.thumbnailPath).toBe(asset!.filePath.replace(/\.jpg$/, '.w320.webp'));
    signedFiles.length = 0;
    await page.reload();
    const tile = page.getByRole('region', { name: 'Asset Library', exact: true }).getByRole('img', { name: 'Asset 1' });
    await expectVisible(tile);
    await expect.poll(() => tile.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const shown = await tile.evaluate((image) => new URL((image as HTMLImageElement).currentSrc).pathname);
    expect(shown).toMatch(/\.w(320|1280)\.webp$/);
    // the first tile is the page's largest picture on a phone: fetched at once and first (issue 12); later tiles lazy
    expect(await tile.getAttribute('loading')).toBe('eager');
    expect(await tile.getAttribute('fetchpriority')).toBe('high');
    expect(signedFiles.length).toBeGreaterThan(0);
    expect(signedFiles.some((file) => file.endsWith(asset!.filePath))).toBe(false);
    await screenshot(page, 'media-01-photo-thumbnail');
  });

  it('uploads an MP4: a poster is captured in the browser and stored as an image thumbnail', async () => {
    const { page } = open;
    const clip = Buffer.from(CLIP_URL.slice(CLIP_URL.indexOf(',') + 1), 'base64');
    await addAsset(page, 'video', { name: 'walkthrough.mp4', mimeType: 'video/mp4', buffer: clip });
    const assets = await api.call<{ type: string; filePath: string; thumbnailPath: string | null }[]>(
      'GET',
      `/asset?campaignId=${campaignId}`,
    );
    const video = assets.find((asset) => asset.type === 'video');
    expect(video?.filePath).toMatch(/\.mp4$/);
    expect(video?.thumbnailPath).toMatch(/\.jpg$/);
    const player = page.locator('video').first();
    await expect.poll(() => player.getAttribute('poster')).toMatch(/\/files\/_signed\/.+\.jpg/);
    // only its metadata loads before it is played: the length shows over the poster (the clip is one second)
    expect(await player.getAttribute('preload')).toBe('metadata');
    await expectVisible(player.locator('xpath=..').getByText('0:01', { exact: true }));
    await screenshot(page, 'media-02-video-poster');
  });

  it('threw no uncaught errors in the page', () => {
    expect(open.pageErrors).toEqual([]);
  });
});
