/**
 * Over 300 lines on purpose: one journey whose steps build on each other, read top to bottom.
 *
 * The customer's one tap, on 390 px phones in English, 中文 and Malay. A business offers Instagram (posts with six
 * real-size photos, 3000 × 2250 JPEGs made here from the committed phone photo) and Google Review, in each language.
 * On a phone that can share files (`navigator.share`/`canShare` stubbed to record what they are given), the post
 * opens with at most 150 KB of photos, and from the page's load two taps (the platform, Share) hand the share sheet
 * all six photos as JPEG files of at most 2,560 px and the text, which is on the clipboard too: at most 4 taps. A
 * Google review is built from chips, edited and copied. A link to the post on another host, or `javascript:`, is
 * refused in the page's language and nothing is sent; an Instagram link is stored, shown to the owner as "Posted ↗"
 * (rel noopener noreferrer, no referrer) and counted in the funnel with the shares. A phone that cannot share files
 * keeps Save all, Copy text and Open.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Content, FunnelStats } from '@app/contract';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  baseURL,
  connectBrowser,
  createTenantViaApi,
  expectVisible,
  openPage,
  screenshot,
  screenshotsOfFailure,
  signIn,
  uniqueSuffix,
  type TestTenant,
} from './support/e2e';
import { PHONE_PHOTO, phonePhoto } from './support/files';

const suffix = uniqueSuffix();
const PHOTOS = 6;
const MAX_POST_PHOTO_BYTES = 150 * 1024;
const MAX_TAPS = 4;
const SHARE_MAX_PX = 2560;
const googleUrl = `https://g.page/r/moonlight-${suffix}/review`;

/** What each language's page says, and the posts the business has in it. */
const LANGUAGES = [
  {
    locale: 'en-GB',
    language: 'English',
    instagram: { title: 'Lotus mooncakes at Moonlight', text: 'Picked up the lotus mooncakes today. #mooncake' },
    review: {
      text: 'Lotus paste not too sweet, the staff were friendly, lovely gift box.',
      keyword: ['lotus mooncake'],
    },
    words: {
      heading: 'Your Instagram post',
      share: 'Share photos and text',
      copied: 'Text copied: paste it in the app.',
      posted: 'Posted it? Paste the link to your post',
      send: 'Send link',
      foreign: "That link isn't to a post on Instagram. Paste the link to your post on Instagram.",
      invalid: "That doesn't look like a link. Copy it from the app's Share menu and paste it here.",
      thanks: "Thank you! We've got the link to your post.",
      back: 'All platforms',
      google: 'Google Review',
      had: 'What you had',
      review: 'Your review',
      copyOpen: 'Copy and open Google',
      reviewCopied: 'Review copied. Paste it on Google and add your own photos if you like.',
      own: ' I came with my mum.',
    },
  },
  {
    locale: 'zh-CN',
    language: 'Mandarin',
    instagram: { title: '月光饼家的莲蓉月饼', text: '今天买了莲蓉月饼，包装很精美。#月饼' },
    review: { text: '莲蓉不会太甜，店员很亲切，礼盒很漂亮。', keyword: ['莲蓉月饼'] },
    words: {
      heading: '你的Instagram文案',
      share: '分享照片和文字',
      copied: '文字已复制：请在 App 里贴上。',
      posted: '发布了吗？贴上你帖子的链接',
      send: '发送链接',
      foreign: '这不是 Instagram 帖子的链接。请贴上你在 Instagram 发布的帖子链接。',
      invalid: '这看起来不是链接。请在 App 的分享菜单里复制链接，再贴到这里。',
      thanks: '谢谢！我们收到你帖子的链接了。',
      back: '选择其他平台',
      google: 'Google 评价',
      had: '你点了什么',
      review: '你的评价',
      copyOpen: '复制并打开 Google',
      reviewCopied: '评价已复制。贴到 Google 上，也可以加上你自己拍的照片。',
      own: '我和妈妈一起来的。',
    },
  },
  {
    locale: 'ms-MY',
    language: 'Malay',
    instagram: { title: 'Kuih bulan teratai Moonlight', text: 'Beli kuih bulan teratai hari ini. #kuihbulan' },
    review: {
      text: 'Pes teratai tidak terlalu manis, staf sangat mesra, bungkusan cantik.',
      keyword: ['kuih bulan teratai'],
    },
    words: {
      heading: 'Hantaran Instagram anda',
      share: 'Kongsi gambar dan teks',
      copied: 'Teks disalin: tampal dalam aplikasi.',
      posted: 'Dah post? Tampal pautan post anda',
      send: 'Hantar pautan',
      foreign: 'Pautan itu bukan post di Instagram. Tampal pautan post anda di Instagram.',
      invalid: 'Itu bukan pautan. Salin dari menu Kongsi dalam aplikasi dan tampal di sini.',
      thanks: 'Terima kasih! Kami dah terima pautan post anda.',
      back: 'Semua platform',
      google: 'Ulasan Google',
      had: 'Apa yang anda ambil',
      review: 'Ulasan anda',
      copyOpen: 'Salin dan buka Google',
      reviewCopied: 'Ulasan disalin. Tampal di Google, dan tambah gambar anda sendiri jika mahu.',
      own: ' Saya datang dengan ibu.',
    },
  },
] as const;

/** What the stubbed share sheet was handed: the text, and each file as the page built it. */
interface SharedFile {
  name: string;
  type: string;
  size: number;
  width: number;
  height: number;
  jpeg: boolean;
}
interface Shared {
  text: string | null;
  files: SharedFile[];
}

/**
 * A phone that can share files: `navigator.canShare` says yes to files, `navigator.share` records what it is given
 * (each file decoded, so its pixels and format are known) and resolves as when an app was picked.
 */
const SHARING_PHONE = () => {
  const shares: unknown[] = [];
  Object.defineProperty(window, '__shares', { value: shares });
  const describe = async (file: File) => {
    const bitmap = await createImageBitmap(file);
    const head = new Uint8Array(await file.slice(0, 3).arrayBuffer());
    return {
      name: file.name,
      type: file.type,
      size: file.size,
      width: bitmap.width,
      height: bitmap.height,
      jpeg: head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
    };
  };
  Object.defineProperty(Navigator.prototype, 'canShare', {
    configurable: true,
    value: (data?: ShareData) => Boolean(data?.files?.every((file) => file instanceof File)),
  });
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true,
    value: async (data: ShareData) => {
      shares.push({ text: data.text ?? null, files: await Promise.all((data.files ?? []).map(describe)) });
    },
  });
};

/** A phone that cannot share files (a desktop browser's answer). */
const NO_FILE_SHARING = () => {
  Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => false });
};

interface Phone {
  context: BrowserContext;
  page: Page;
  /** The taps on the page since it loaded. */
  taps: () => number;
  tap: (locator: Locator) => Promise<void>;
  /** Bytes and count of the images that finished loading since `measureImages.start()`. */
  images: { start: () => void; bytes: () => number; count: () => number };
  /** The requests that sent a posted link. */
  postedRequests: string[];
  pageErrors: string[];
}

/** A 390 × 844 phone in a language, with a clipboard; Google's review page answered locally (no internet here). */
async function customerPhone(browser: Browser, locale: string, abilities: () => void): Promise<Phone> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  });
  context.setDefaultTimeout(20_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await context.route(/^https:\/\/g\.page\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Google</title><h1>Review</h1>' }),
  );
  await context.addInitScript(abilities);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const postedRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/posted')) postedRequests.push(request.postData() ?? '');
  });
  let measuring = false;
  let bytes = 0;
  let count = 0;
  page.on('requestfinished', (request) => {
    if (!measuring || request.resourceType() !== 'image') return;
    void request.sizes().then((sizes) => {
      bytes += sizes.responseBodySize;
      count += 1;
    });
  });
  let taps = 0;
  return {
    context,
    page,
    taps: () => taps,
    tap: async (locator) => {
      taps += 1;
      await locator.tap();
    },
    images: {
      start: () => {
        measuring = true;
        bytes = 0;
        count = 0;
      },
      bytes: () => bytes,
      count: () => count,
    },
    postedRequests,
    pageErrors,
  };
}

/** Uploads a file as the tenant (the file service), answering its key. */
async function uploadFile(token: string, name: string, buffer: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${baseURL}/files/public/upload/raw?bucketKey=campaign-media`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

/**
 * Six camera-size photos, each its own: the committed phone photo in another hue, with a camera's fine detail laid
 * over it (noise a few pixels across, which survives shrinking as a photo's texture does), about 2.3 MB each; their
 * 320 px thumbnails come out at 12–20 KB, as real photos' do.
 */
async function cameraPhotos(): Promise<Buffer[]> {
  const source = phonePhoto('source.jpg').buffer;
  const { width, height } = PHONE_PHOTO;
  return Promise.all(
    Array.from({ length: PHOTOS }, async (_, index) => {
      const detail = await sharp({
        create: {
          width: 600,
          height: 450,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 48 },
        },
      })
        .resize(width, height, { kernel: 'cubic' })
        .png()
        .toBuffer();
      return sharp(source)
        .modulate({ hue: index * 55, saturation: 1 + index * 0.1 })
        .composite([{ input: detail, blend: 'overlay' }])
        .jpeg({ quality: 88 })
        .toBuffer();
    }),
  );
}

describe("the customer's one tap, at 390 px in English, 中文 and Malay", () => {
  let browser: Browser;
  let tenant: TestTenant;
  let ownerApi: Api;
  let campaignId = '';
  let linkUrl = '';
  let linkUuid = '';
  const phones: Phone[] = [];

  beforeAll(async () => {
    const admin = await Api.asAdmin();
    tenant = await createTenantViaApi(admin, suffix, { name: `月光饼家 Moonlight ${suffix}` });
    ownerApi = await Api.login('tenant', tenant.email, tenant.password);
    const [link] = await admin.call<{ uuid: string; full_url: string }[]>('POST', '/link/generate', { count: 1 });
    await admin.call('POST', '/link/assign', { uuid: link!.uuid, tenantId: tenant.id });
    linkUrl = link!.full_url;
    linkUuid = link!.uuid;
    campaignId = (
      await ownerApi.call<{ id: string }>('POST', '/campaign', {
        name: `One tap ${suffix}`,
        description: 'Mooncakes for the mid-autumn festival.',
        keyword: ['Mid-Autumn'],
      })
    ).id;
    const entry = (type: string, accessValue: string) =>
      ownerApi.call<{ id: string }>('POST', '/entry', { type, accessValue, tenantId: tenant.id, campaignId });
    const instagram = await entry('Instagram', `https://www.instagram.com/moonlight${suffix}`);
    await entry('Google Review', googleUrl);
    const assetIds: string[] = [];
    for (const [index, buffer] of (await cameraPhotos()).entries()) {
      expect((await sharp(buffer).metadata()).width).toBe(PHONE_PHOTO.width);
      const key = await uploadFile(ownerApi.token, `IMG_20${index}.jpg`, buffer);
      assetIds.push(
        (await ownerApi.call<{ id: string }>('POST', '/asset', { type: 'image', entryId: instagram.id, filePath: key }))
          .id,
      );
    }
    await ownerApi.call(
      'POST',
      '/content/bulk',
      LANGUAGES.flatMap(({ language, instagram: post, review }) => [
        { campaignId, ...post, platform: 'Instagram', language, keyword: [], assetIds, status: 'active' },
        {
          campaignId,
          title: 'Review',
          text: review.text,
          platform: 'Google Review',
          language,
          keyword: review.keyword,
        },
      ]),
    );
    browser = await connectBrowser();
  }, 240_000);

  afterEach(async ({ task }) => {
    await screenshotsOfFailure(task);
  });

  afterAll(async () => {
    await Promise.all(phones.map((phone) => phone.context.close()));
    await browser?.close();
  });

  for (const { locale, language, instagram, words } of LANGUAGES) {
    it(`${language}: two taps from the scan hand the share sheet all six photos and the text`, async () => {
      const phone = await customerPhone(browser, locale, SHARING_PHONE);
      phones.push(phone);
      const { page } = phone;
      await page.goto(linkUrl);
      await expectVisible(page.getByRole('button', { name: 'Instagram', exact: true }));
      phone.images.start();
      await phone.tap(page.getByRole('button', { name: 'Instagram', exact: true }));
      await expectVisible(page.getByRole('heading', { name: words.heading }));

      // the post opens with its thumbnails: every one loaded, at most 150 KB in all
      const thumbs = page.locator('ul img');
      await thumbs.last().scrollIntoViewIfNeeded();
      await expect.poll(() => thumbs.count()).toBe(PHOTOS);
      await expect
        .poll(() => thumbs.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)))
        .toBe(true);
      await expect.poll(() => phone.images.count()).toBe(PHOTOS);
      expect(phone.images.bytes()).toBeGreaterThan(0);
      expect(phone.images.bytes()).toBeLessThanOrEqual(MAX_POST_PHOTO_BYTES);
      await screenshot(page, `one-tap-${language}-post`);

      await page.evaluate(() => window.scrollTo(0, 0));
      await phone.tap(page.getByRole('button', { name: words.share }));
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares.length))
        .toBe(1);
      expect(phone.taps()).toBeLessThanOrEqual(MAX_TAPS);
      expect(phone.taps()).toBe(2);
      const [shared] = await page.evaluate(() => (window as unknown as { __shares: Shared[] }).__shares);
      const text = `${instagram.title}\n\n${instagram.text}`;
      expect(shared!.text).toBe(text);
      expect(shared!.files.map((file) => file.name)).toEqual(
        Array.from({ length: PHOTOS }, (_, index) => `photo-${index + 1}.jpg`),
      );
      for (const file of shared!.files) {
        expect(file).toMatchObject({ type: 'image/jpeg', jpeg: true });
        expect(Math.max(file.width, file.height)).toBe(SHARE_MAX_PX);
        expect(file.width / file.height).toBeCloseTo(PHONE_PHOTO.width / PHONE_PHOTO.height, 2);
      }
      // the text is on the clipboard too (the apps drop shared text), and the page says so
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
      await expectVisible(page.getByText(words.copied, { exact: true }));
      await screenshot(page, `one-tap-${language}-shared`, { fullPage: false });
    });

    it(`${language}: a foreign link is refused in the page's language; the post's link is stored`, async () => {
      const phone = phones.at(-1)!;
      const { page } = phone;
      const field = page.getByRole('textbox', { name: words.posted });
      const send = async (value: string) => {
        await field.fill(value);
        await phone.tap(page.getByRole('button', { name: words.send }));
      };
      await send('https://www.tiktok.com/@moonlight/video/1');
      await expectVisible(page.getByRole('alert').getByText(words.foreign, { exact: true }));
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await send('javascript:alert(1)');
      await expectVisible(page.getByRole('alert').getByText(words.invalid, { exact: true }));
      await screenshot(page, `one-tap-${language}-refused`, { fullPage: false });
      expect(phone.postedRequests).toEqual([]);
      const stored = await ownerApi.call<Content[]>('GET', `/content?campaignId=${campaignId}`);
      expect(stored.filter((post) => post.language === language).map((post) => post.posted)).toEqual([null, null]);

      const url = `https://www.instagram.com/p/${suffix}${language}/`;
      await send(url);
      await expectVisible(page.getByRole('status').getByText(words.thanks));
      expect(phone.postedRequests).toHaveLength(1);
      const posts = await ownerApi.call<Content[]>('GET', `/content?campaignId=${campaignId}`);
      expect(posts.find((post) => post.language === language && post.platform === 'Instagram')?.posted?.url).toBe(url);
    });

    it(`${language}: a Google review is built from chips, edited in their own words and copied`, async () => {
      const phone = phones.at(-1)!;
      const { page } = phone;
      await phone.tap(page.getByRole('button', { name: words.back }));
      await phone.tap(page.getByRole('button', { name: words.google, exact: true }));
      await expectVisible(page.getByText(words.had, { exact: true }));
      // the review is the customer's own: no shop photos offered on it
      expect(await page.locator('main ul img').count()).toBe(0);
      const chips = page.locator('button[aria-pressed]');
      expect(await chips.count()).toBeGreaterThanOrEqual(2);
      const first = chips.nth(0);
      const second = chips.nth(1);
      const [firstWords, secondWords] = [(await first.innerText()).trim(), (await second.innerText()).trim()];
      const draft = page.getByRole('textbox', { name: words.review });
      await phone.tap(first);
      await phone.tap(second);
      expect(await first.getAttribute('aria-pressed')).toBe('true');
      expect(await draft.inputValue()).toContain(firstWords);
      expect(await draft.inputValue()).toContain(secondWords);
      // tapping again takes the phrase out
      await phone.tap(second);
      expect(await second.getAttribute('aria-pressed')).toBe('false');
      expect(await draft.inputValue()).not.toContain(secondWords);
      await draft.focus();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(words.own);
      const edited = await draft.inputValue();
      expect(edited).toContain(firstWords);
      expect(edited.endsWith(words.own)).toBe(true);
      await screenshot(page, `one-tap-${language}-review`);

      const open = page.getByRole('link', { name: words.copyOpen });
      expect(await open.getAttribute('href')).toBe(googleUrl);
      const google = page.context().waitForEvent('page');
      await phone.tap(open);
      await (await google).close();
      await expectVisible(page.getByText(words.reviewCopied, { exact: true }));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);
      expect(phone.pageErrors).toEqual([]);
    });
  }

  it('the owner sees each posted link as "Posted ↗", opened without a referrer', async () => {
    const owner = await openPage(browser);
    try {
      await signIn(owner.page, 'tenant', tenant.email, tenant.password);
      await owner.page.goto('/tenant/content');
      const links = owner.page.getByRole('link', { name: 'Posted ↗' });
      await expect.poll(() => links.count()).toBe(LANGUAGES.length);
      const hrefs = [];
      for (const link of await links.all()) {
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
        expect(await link.getAttribute('referrerpolicy')).toBe('no-referrer');
        expect(await link.getAttribute('target')).toBe('_blank');
        hrefs.push(await link.getAttribute('href'));
      }
      expect(hrefs.sort()).toEqual(
        LANGUAGES.map(({ language }) => `https://www.instagram.com/p/${suffix}${language}/`).sort(),
      );
      await screenshot(owner.page, 'one-tap-owner-posted');
    } finally {
      await owner.context.close();
    }
  });

  it('the funnel counts the shares among the uses, and each posted link under its language', async () => {
    const funnel = await ownerApi.call<FunnelStats>('GET', '/stats/funnel');
    // each phone: Instagram shared, the Google review copied and opened
    expect(funnel.totals).toMatchObject({ claims: 6, redirects: 6, shared: 3, posted: 3 });
    expect(funnel.links.find((link) => link.uuid === linkUuid)).toMatchObject({ shared: 3, posted: 3 });
    const platforms = Object.fromEntries(funnel.platforms.map((row) => [row.platform, [row.shared, row.posted]]));
    expect(platforms).toEqual({ Instagram: [3, 3], 'Google Review': [0, 0] });
    for (const { language } of LANGUAGES) {
      expect(funnel.languages.find((row) => row.language === language)).toMatchObject({
        scans: 1,
        redirects: 2,
        shared: 1,
        posted: 1,
      });
    }
  });

  it('a phone that cannot share files keeps Save all, Copy text and Open', async () => {
    const assetIds = (await ownerApi.call<Content[]>('GET', `/content?campaignId=${campaignId}`)).find(
      (post) => post.platform === 'Instagram',
    )!.assetIds;
    await ownerApi.call('POST', '/content/bulk', [
      { campaignId, title: 'Saved', text: 'Saved for later', platform: 'Instagram', language: 'English', assetIds },
    ]);
    const phone = await customerPhone(browser, 'en-GB', NO_FILE_SHARING);
    phones.push(phone);
    const { page } = phone;
    await page.goto(linkUrl);
    await phone.tap(page.getByRole('button', { name: 'Instagram', exact: true }));
    await expectVisible(page.getByRole('heading', { name: 'Your Instagram post' }));
    expect(await page.getByRole('button', { name: 'Share photos and text' }).count()).toBe(0);
    await expectVisible(page.getByRole('button', { name: 'Copy text' }));
    await expectVisible(page.getByRole('button', { name: `Save all ${PHOTOS} photos` }));
    await expectVisible(page.getByRole('link', { name: 'Open Instagram' }));
  });
});
