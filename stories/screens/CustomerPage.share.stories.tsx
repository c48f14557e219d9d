import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CustomerPage, textToCopy, type Locale } from '@app/screens';
import {
  GOOGLE_REVIEW_CLAIM,
  POST,
  REDBOOK_CLAIM,
  VIEW,
  customerPageArgs,
  customerPageMeta,
  desktop,
  expectLanguage,
  expectNoSidewaysScroll,
  expectTouchTargets,
  sharingPhone,
} from './fixtures/customerPageStory';

// The same title as CustomerPage.stories.tsx: the share sheet, the review builder and proof of post in this file.
const meta = {
  title: 'Screens/Customer/CustomerPage',
  component: CustomerPage,
  ...customerPageMeta,
  args: { ...customerPageArgs(), screen: { kind: 'post', view: VIEW, claim: REDBOOK_CLAIM } },
} satisfies Meta<typeof CustomerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What each language's page says, for the stories below. */
const WORDS: Record<
  Locale,
  { share: string; copiedText: string; posted: string; send: string; thanks: RegExp; copyOpen: string; had: string }
> = {
  en: {
    share: 'Share photos and text',
    copiedText: 'Text copied: paste it in the app.',
    posted: 'Posted it? Paste the link to your post',
    send: 'Send link',
    thanks: /Thank you! We've got the link/,
    copyOpen: 'Copy and open Google',
    had: 'What you had',
  },
  'zh-CN': {
    share: '分享照片和文字',
    copiedText: '文字已复制：请在 App 里贴上。',
    posted: '发布了吗？贴上你帖子的链接',
    send: '发送链接',
    thanks: /谢谢！我们收到你帖子的链接了/,
    copyOpen: '复制并打开 Google',
    had: '你点了什么',
  },
  ms: {
    share: 'Kongsi gambar dan teks',
    copiedText: 'Teks disalin: tampal dalam aplikasi.',
    posted: 'Dah post? Tampal pautan post anda',
    send: 'Hantar pautan',
    thanks: /Terima kasih! Kami dah terima pautan/,
    copyOpen: 'Salin dan buka Google',
    had: 'Apa yang anda ambil',
  },
};

const shareStory = (locale: Locale): Story => ({
  args: { locale, shareTarget: sharingPhone() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const words = WORDS[locale];
    const target = args.shareTarget as ReturnType<typeof sharingPhone>;
    await step('the share button comes first, before the text card', async () => {
      const share = canvas.getByRole('button', { name: words.share });
      const buttons = canvas.getAllByRole('button');
      await expect(buttons.indexOf(share)).toBeLessThan(
        buttons.findIndex((button) => /Copy|复制|Salin/.test(button.textContent ?? '')),
      );
    });
    await step(
      'a tap copies the text, then hands all photos as image files and the text to the share sheet',
      async () => {
        await userEvent.click(canvas.getByRole('button', { name: words.share }));
        await waitFor(() => expect(target.share).toHaveBeenCalledTimes(1));
        await expect(args.writeClipboard).toHaveBeenCalledWith(textToCopy(POST));
        const data = target.share.mock.calls[0]?.[0] as ShareData;
        await expect(data.text).toBe(textToCopy(POST));
        await expect(data.files?.map((file) => [file.name, file.type.startsWith('image/')])).toEqual([
          ['photo-1.jpg', true],
          ['photo-2.jpg', true],
          ['photo-3.jpg', true],
        ]);
        await waitFor(() => expect(canvas.getByText(words.copiedText)).toBeVisible());
        await expect(args.onRedirect).toHaveBeenCalledWith('share');
      },
    );
    await step('then the page asks for the link to the post', async () => {
      await expect(canvas.getByRole('textbox', { name: words.posted })).toBeVisible();
      await expectLanguage(canvasElement, locale);
      await expectTouchTargets(canvasElement);
      await expectNoSidewaysScroll(canvasElement);
    });
  },
});

export const Share = { ...shareStory('en'), name: 'Share photos and text (phone that shares files)' };
export const ShareChinese = { ...shareStory('zh-CN'), name: 'Share photos and text (中文)' };
export const ShareMalay = { ...shareStory('ms'), name: 'Share photos and text (Malay)' };

export const ShareCancelled: Story = {
  name: 'Share sheet closed without an app',
  args: {
    shareTarget: {
      canShare: () => true,
      share: fn(async () => Promise.reject(new DOMException('Share canceled', 'AbortError'))),
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('closing the sheet is no error: the text is still copied', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Share photos and text' }));
      await waitFor(() => expect(canvas.getByText('Text copied: paste it in the app.')).toBeVisible());
      await expect(canvas.queryByText(/couldn't share/)).toBeNull();
    });
  },
};

export const NoFileSharing: Story = {
  name: 'Phone that cannot share files (Save all, Copy, Open)',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('no share button; Save all shows its progress and ends saved', async () => {
      await expect(canvas.queryByRole('button', { name: 'Share photos and text' })).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Copy text' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Open Redbook' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Save all 3 photos' }));
      await waitFor(() => expect(canvas.getByText('Photos saved.')).toBeVisible());
    });
    await step('thumbnails use the small versions (srcset)', async () => {
      const thumb = canvas.getByRole('button', { name: 'Photo 1 of 3' }).querySelector('img');
      await expect(thumb).toHaveAttribute('srcset', `${POST.photos[0]?.thumbUrl} 320w`);
    });
  },
};

const reviewStory = (locale: Locale): Story => ({
  args: { locale, screen: { kind: 'post', view: VIEW, claim: GOOGLE_REVIEW_CLAIM } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const words = WORDS[locale];
    const chip = (name: string) => canvas.getByRole('button', { name });
    await step('toggle chips of what they had and what stood out; no shop photos, no stars', async () => {
      await expect(canvas.getByText(words.had)).toBeVisible();
      await expect(chip('oolong tea')).toHaveAttribute('aria-pressed', 'false');
      await expect(canvas.queryByRole('region', { name: /Photos|照片|Gambar/ })).toBeNull();
    });
    await step('tapping chips writes the draft; tapping again takes the phrase out', async () => {
      await userEvent.click(chip('oolong tea'));
      await userEvent.click(chip('friendly staff'));
      await userEvent.click(chip('gift box'));
      await expect(chip('oolong tea')).toHaveAttribute('aria-pressed', 'true');
      const draft = canvas.getByRole('textbox');
      await expect((draft as HTMLTextAreaElement).value).toMatch(/oolong tea.*gift box|friendly staff/);
      await userEvent.click(chip('gift box'));
      await expect((draft as HTMLTextAreaElement).value).not.toContain('gift box');
      await expect((draft as HTMLTextAreaElement).value).toContain('friendly staff');
    });
    await step('the draft is theirs to edit, then Copy and open Google copies it', async () => {
      const draft = canvas.getByRole<HTMLTextAreaElement>('textbox');
      await userEvent.type(draft, ' Came with my mum.');
      const open = canvas.getByRole('link', { name: words.copyOpen });
      await expect(open).toHaveAttribute('href', GOOGLE_REVIEW_CLAIM.platform.openUrl);
      open.addEventListener('click', (event) => event.preventDefault(), { once: true });
      await userEvent.click(open);
      await expect(args.writeClipboard).toHaveBeenCalledWith(expect.stringContaining('Came with my mum.'));
      await expect(args.onRedirect).toHaveBeenCalledWith('open');
      await expectLanguage(canvasElement, locale);
      await expectTouchTargets(canvasElement);
    });
  },
});

export const ReviewBuilder = { ...reviewStory('en'), name: 'Google review builder' };
export const ReviewBuilderChinese = { ...reviewStory('zh-CN'), name: 'Google review builder (中文)' };
export const ReviewBuilderMalay = { ...reviewStory('ms'), name: 'Google review builder (Malay)' };

const proofStory = (locale: Locale): Story => ({
  args: { locale },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const words = WORDS[locale];
    await step('after Copy, a link to the post on the platform is sent and thanked for', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Copy text|复制文案|Salin teks/ }));
      const field = canvas.getByRole('textbox', { name: words.posted });
      await userEvent.type(field, 'https://www.xiaohongshu.com/explore/64f0c1');
      await userEvent.click(canvas.getByRole('button', { name: words.send }));
      await expect(args.onPostLink).toHaveBeenCalledWith('Redbook', 'https://www.xiaohongshu.com/explore/64f0c1');
      await waitFor(() => expect(canvas.getByText(words.thanks)).toBeVisible());
    });
  },
});

export const ProofOfPost = { ...proofStory('en'), name: 'Proof of post' };
export const ProofOfPostChinese = { ...proofStory('zh-CN'), name: 'Proof of post (中文)' };
export const ProofOfPostMalay = { ...proofStory('ms'), name: 'Proof of post (Malay)' };

const REFUSED: Record<Locale, { foreign: RegExp; garbage: RegExp; server: RegExp }> = {
  en: { foreign: /isn't to a post on Redbook/, garbage: /doesn't look like a link/, server: /no longer yours/ },
  'zh-CN': { foreign: /不是 小红书 帖子的链接/, garbage: /看起来不是链接/, server: /不能再加链接/ },
  ms: { foreign: /bukan post di Redbook/, garbage: /bukan pautan/, server: /tidak boleh dipautkan/ },
};

const refusedStory = (locale: Locale): Story => ({
  args: { locale, onPostLink: fn(async () => 'noPost' as const) },
  parameters: {},
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const words = WORDS[locale];
    const refused = REFUSED[locale];
    await userEvent.click(canvas.getByRole('button', { name: /Copy text|复制文案|Salin teks/ }));
    const field = canvas.getByRole('textbox', { name: words.posted });
    const send = async (value: string) => {
      await userEvent.clear(field);
      await userEvent.type(field, value);
      await userEvent.click(canvas.getByRole('button', { name: words.send }));
    };
    await step("another platform's link and garbage are refused here, and not sent", async () => {
      await send('https://www.tiktok.com/@someone/video/1');
      await expect(await canvas.findByRole('alert')).toHaveTextContent(refused.foreign);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await send('javascript:alert(1)');
      await expect(canvas.getByRole('alert')).toHaveTextContent(refused.garbage);
      await expect(args.onPostLink).not.toHaveBeenCalled();
      await expect(field).toHaveValue('javascript:alert(1)');
    });
    await step("the server's refusal is shown too", async () => {
      await send('https://xhslink.com/a/abc');
      await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(refused.server));
    });
  },
});

export const RefusedLink = { ...refusedStory('en'), name: 'Posted link refused' };
export const RefusedLinkChinese = { ...refusedStory('zh-CN'), name: 'Posted link refused (中文)' };
export const RefusedLinkMalay = { ...refusedStory('ms'), name: 'Posted link refused (Malay)', globals: desktop };
