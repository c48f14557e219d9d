import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CustomerPage, textToCopy, type Locale } from '@app/screens';
import {
  POST,
  REDBOOK_CLAIM,
  VIEW,
  customerPageArgs,
  customerPageMeta,
  expectLanguage,
  expectNoSidewaysScroll,
  expectTouchTargets,
  smallPhone,
} from './fixtures/customerPageStory';

// The same title as CustomerPage.stories.tsx: what follows a share (shared on a second tap, a share that failed, a
// link given before a reload) in this file.
const meta = {
  title: 'Screens/Customer/CustomerPage',
  component: CustomerPage,
  ...customerPageMeta,
  args: { ...customerPageArgs(), screen: { kind: 'post', view: VIEW, claim: REDBOOK_CLAIM } },
} satisfies Meta<typeof CustomerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What each language's page says after a share. */
const WORDS: Record<
  Locale,
  { share: string; ready: string; copied: string; failed: string; posted: string; thanks: string; saveAll: string }
> = {
  en: {
    share: 'Share photos and text',
    ready: 'Photos ready. Tap Share again.',
    copied: 'Text copied: paste it in the app.',
    failed: "We couldn't share the photos. Use Save all and Copy text below.",
    posted: 'Posted it? Paste the link to your post',
    thanks: "Thank you! We've got the link to your post.",
    saveAll: 'Save all 3 photos',
  },
  'zh-CN': {
    share: '分享照片和文字',
    ready: '照片准备好了，请再点一次分享。',
    copied: '文字已复制：请在 App 里贴上。',
    failed: '照片分享不了，请用下面的“保存全部”和“复制文案”。',
    posted: '发布了吗？贴上你帖子的链接',
    thanks: '谢谢！我们收到你帖子的链接了。',
    saveAll: '保存全部 3 张照片',
  },
  ms: {
    share: 'Kongsi gambar dan teks',
    ready: 'Gambar dah sedia. Tekan Kongsi sekali lagi.',
    copied: 'Teks disalin: tampal dalam aplikasi.',
    failed: 'Gambar tidak dapat dikongsi. Guna “Simpan semua” dan “Salin teks” di bawah.',
    posted: 'Dah post? Tampal pautan post anda',
    thanks: 'Terima kasih! Kami dah terima pautan post anda.',
    saveAll: 'Simpan semua 3 gambar',
  },
};

/**
 * A phone whose share sheet refuses the first call (the photos came after it stopped counting the tap as the
 * customer's) and takes the next one.
 */
function slowTapPhone() {
  let calls = 0;
  return {
    canShare: fn(() => true),
    share: fn(async (_data: ShareData) => {
      calls += 1;
      if (calls === 1) throw new DOMException('Must be handling a user gesture', 'NotAllowedError');
    }),
  };
}

const sharedAgainStory = (locale: Locale): Story => ({
  args: { locale, shareTarget: slowTapPhone() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const words = WORDS[locale];
    const target = args.shareTarget as ReturnType<typeof slowTapPhone>;
    const share = canvas.getByRole('button', { name: words.share });
    await step('the first tap copies the text and keeps the photos, asking for one more tap', async () => {
      await userEvent.click(share);
      await waitFor(() => expect(canvas.getByText(words.ready)).toBeVisible());
      await expect(args.writeClipboard).toHaveBeenCalledWith(textToCopy(POST));
      await expect(args.onRedirect).toHaveBeenCalledWith('share');
    });
    await step('the second tap shares the same photos and text: shared, the text copied', async () => {
      await userEvent.click(share);
      await waitFor(() => expect(target.share).toHaveBeenCalledTimes(2));
      const [first, second] = target.share.mock.calls.map((call) => call[0]);
      await expect(second?.files).toBe(first?.files);
      await expect(second?.files).toHaveLength(POST.photos.length);
      await expect(second?.text).toBe(textToCopy(POST));
      await waitFor(() => expect(canvas.getByText(words.copied)).toBeVisible());
      await expect(canvas.queryByText(words.ready)).toBeNull();
      await expect(canvas.getByRole('textbox', { name: words.posted })).toBeVisible();
      await expectLanguage(canvasElement, locale);
      await expectTouchTargets(canvasElement);
      await expectNoSidewaysScroll(canvasElement);
    });
  },
});

export const SharedOnSecondTap = { ...sharedAgainStory('en'), name: 'Shared on a second tap (slow photos)' };
export const SharedOnSecondTapChinese = { ...sharedAgainStory('zh-CN'), name: 'Shared on a second tap (中文)' };
export const SharedOnSecondTapMalay = {
  ...sharedAgainStory('ms'),
  name: 'Shared on a second tap (Malay, 360 px)',
  globals: smallPhone,
};

const shareFailedStory = (locale: Locale): Story => ({
  args: {
    locale,
    shareTarget: { canShare: () => true, share: fn(async () => Promise.reject(new TypeError('Permission denied'))) },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const words = WORDS[locale];
    await step('a share sheet that fails sends the customer to Save all and Copy text', async () => {
      await userEvent.click(canvas.getByRole('button', { name: words.share }));
      await waitFor(() => expect(canvas.getByText(words.failed)).toBeVisible());
      await expect(canvas.getByRole('button', { name: words.saveAll })).toBeVisible();
      await expectLanguage(canvasElement, locale);
    });
  },
});

export const ShareFailed = { ...shareFailedStory('en'), name: 'Share sheet failed' };
export const ShareFailedChinese = { ...shareFailedStory('zh-CN'), name: 'Share sheet failed (中文)' };
export const ShareFailedMalay = { ...shareFailedStory('ms'), name: 'Share sheet failed (Malay)' };

const postedBeforeStory = (locale: Locale): Story => ({
  args: {
    locale,
    screen: {
      kind: 'post',
      view: VIEW,
      claim: {
        ...REDBOOK_CLAIM,
        post: { ...POST, posted: { url: 'https://www.xiaohongshu.com/explore/64f0c1', at: '2026-12-01T08:00:00Z' } },
      },
    },
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const words = WORDS[locale];
    await step('after a reload, the link this phone gave is thanked for, not asked again', async () => {
      await waitFor(() => expect(canvas.getByText(words.thanks)).toBeVisible());
      await expect(canvas.queryByRole('textbox', { name: words.posted })).toBeNull();
      await expect(args.onPostLink).not.toHaveBeenCalled();
      await expectLanguage(canvasElement, locale);
    });
  },
});

export const PostedBefore = { ...postedBeforeStory('en'), name: 'Link given before a reload' };
export const PostedBeforeChinese = { ...postedBeforeStory('zh-CN'), name: 'Link given before a reload (中文)' };
export const PostedBeforeMalay = { ...postedBeforeStory('ms'), name: 'Link given before a reload (Malay)' };
