/**
 * Photos in one go on a 390 px phone: a shop owner picks three photos at once, one of them a ~10 MB camera photo
 * (made here from random noise with sharp, never committed), which the browser shrinks before uploading; every
 * photo becomes a tile showing its platform, and the next Add Asset offers the same platform and type. Deleting a
 * photo offers Undo: undone, it is still there after a reload; not undone, its DELETE goes out when the time is up.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  connectBrowser,
  createTenantViaApi,
  dialog,
  expectGone,
  expectToast,
  expectVisible,
  openPage,
  screenshot,
  screenshotsOfFailure,
  signIn,
  uniqueSuffix,
  type OpenPage,
  type TestTenant,
} from './support/e2e';
import { phonePhoto, pngFile } from './support/files';

const suffix = uniqueSuffix();
const PHONE_390 = { width: 390, height: 844 };
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

function library(page: Page): Locator {
  return page.getByRole('region', { name: 'Asset Library', exact: true });
}

describe('photos in one go, at 390 px', () => {
  let browser: Browser;
  let open: OpenPage;
  let tenant: TestTenant;
  let api: Api;
  let campaignId = '';
  let instagramId = '';
  let tempDir = '';
  let bigPhoto = '';
  let phonePhotoPath = '';
  let menuBoard = '';
  const uploadSizes: number[] = [];
  const deletes: string[] = [];

  beforeAll(async () => {
    const admin = await Api.asAdmin();
    tenant = await createTenantViaApi(admin, suffix);
    api = await Api.login('tenant', tenant.email, tenant.password);
    campaignId = (
      await api.call<{ id: string }>('POST', '/campaign', {
        name: `Photo Day ${suffix}`,
        description: 'A day of photos',
        keyword: ['photos'],
      })
    ).id;
    await api.call('POST', '/entry', {
      type: 'Redbook',
      accessValue: `@rb-${suffix}`,
      tenantId: tenant.id,
      campaignId,
    });
    instagramId = (
      await api.call<{ id: string }>('POST', '/entry', {
        type: 'Instagram',
        accessValue: `@ig-${suffix}`,
        tenantId: tenant.id,
        campaignId,
      })
    ).id;
    // a camera-size photo over the limit: noise does not compress, so 3300 × 2500 at quality 100 is about 11 MB
    tempDir = mkdtempSync(path.join(tmpdir(), 'photos-e2e-'));
    bigPhoto = path.join(tempDir, 'IMG_4032.jpg');
    const [width, height] = [3300, 2500];
    const noise = randomBytes(width * height * 3);
    writeFileSync(
      bigPhoto,
      await sharp(noise, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 100 })
        .toBuffer(),
    );
    phonePhotoPath = path.join(tempDir, 'IMG_2041.jpg');
    writeFileSync(phonePhotoPath, phonePhoto('IMG_2041.jpg').buffer);
    menuBoard = path.join(tempDir, 'menu-board.png');
    writeFileSync(menuBoard, (await pngFile('menu-board.png')).buffer);

    browser = await connectBrowser();
    open = await openPage(browser, { viewport: PHONE_390, hasTouch: true });
    open.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/public/upload/raw')) uploadSizes.push(request.postDataBuffer()?.length ?? 0);
      if (request.method() === 'DELETE' && url.pathname.includes('/asset/')) deletes.push(url.pathname);
    });
  });

  afterEach(screenshotsOfFailure);

  afterAll(async () => {
    await browser?.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  });

  it('uploads three photos in one pick, the 10 MB one shrunk first; each is a tile with its platform', async () => {
    const { page } = open;
    expect(statSync(bigPhoto).size).toBeGreaterThan(9 * 1024 * 1024);
    await signIn(page, 'tenant', tenant.email, tenant.password);
    await page.goto(`/tenant/campaign-details/${encodeURIComponent(campaignId)}`);
    await library(page).getByRole('button', { name: 'Add Asset' }).tap();
    const form = dialog(page, 'Add Asset');
    await expectVisible(form);
    await form.getByLabel('Platform', { exact: true }).selectOption({ label: 'Instagram' });
    await form.getByLabel('Asset Type', { exact: true }).selectOption('image');
    // paths, not buffers: the browser streams a file from disk, while a buffer crawls through the protocol as base64
    await form.getByLabel('File', { exact: true }).setInputFiles([bigPhoto, phonePhotoPath, menuBoard]);
    const files = form.getByRole('list', { name: 'Chosen files' });
    await expect.poll(() => files.getByRole('listitem').count()).toBe(3);
    await expect.poll(() => files.getByText('Uploaded', { exact: true }).count(), { timeout: 90_000 }).toBe(3);
    await expect.poll(() => form.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'photos-01-three-uploaded-390');
    const save = form.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.tap();
    await expectGone(form);
    await expectToast(page, '3 assets created');

    // what went over the wire: three files, none over the limit (the big one was shrunk in the browser)
    expect(uploadSizes).toHaveLength(3);
    for (const size of uploadSizes) expect(size).toBeLessThanOrEqual(MAX_UPLOAD_BYTES + 64 * 1024);
    const assets = await api.call<{ entryId: string; type: string }[]>('GET', `/asset?campaignId=${campaignId}`);
    expect(assets.map((asset) => [asset.entryId, asset.type])).toEqual([
      [instagramId, 'image'],
      [instagramId, 'image'],
      [instagramId, 'image'],
    ]);
    const tiles = library(page).getByRole('listitem');
    await expect.poll(() => tiles.count()).toBe(3);
    for (const tile of await tiles.all()) await expectVisible(tile.getByText('Instagram', { exact: true }));
    await screenshot(page, 'photos-02-tiles-with-platform-390');
  });

  it('offers the last platform and type again', async () => {
    const { page } = open;
    await library(page).getByRole('button', { name: 'Add Asset' }).tap();
    const form = dialog(page, 'Add Asset');
    await expectVisible(form);
    expect(await form.getByLabel('Platform', { exact: true }).inputValue()).toBe(instagramId);
    expect(await form.getByLabel('Asset Type', { exact: true }).inputValue()).toBe('image');
    await form.getByRole('button', { name: 'Cancel', exact: true }).tap();
    await expectGone(form);
  });

  it('deletes a photo with Undo: undone, it is still there after a reload', async () => {
    const { page } = open;
    const tiles = library(page).getByRole('listitem');
    await library(page).getByRole('button', { name: 'Delete asset 1' }).tap();
    await expect.poll(() => tiles.count()).toBe(2);
    await screenshot(page, 'photos-03-undo-390');
    await page.getByRole('button', { name: 'Undo', exact: true }).tap();
    await expect.poll(() => tiles.count()).toBe(3);
    await page.reload();
    await expectVisible(library(page).getByRole('checkbox', { name: 'Select asset 3' }));
    expect(await tiles.count()).toBe(3);
    expect(deletes).toEqual([]);
  });

  it('deletes a photo for good once the Undo time is over', async () => {
    const { page } = open;
    const tiles = library(page).getByRole('listitem');
    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes('/asset/one/'),
      { timeout: 30_000 },
    );
    await library(page).getByRole('button', { name: 'Delete asset 1' }).tap();
    expect((await deleted).status()).toBeLessThan(300);
    await expectGone(page.getByRole('button', { name: 'Undo', exact: true }));
    await page.reload();
    await expectVisible(library(page).getByRole('checkbox', { name: 'Select asset 2' }));
    expect(await tiles.count()).toBe(2);
    expect(deletes).toHaveLength(1);
  });

  it('threw no uncaught errors in the page', () => {
    expect(open.pageErrors).toEqual([]);
  });
});
