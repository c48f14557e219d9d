import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CustomerPage, textToCopy } from '@app/screens';
import {
  NONE_LEFT_CLAIM,
  NO_POSTS_CLAIM,
  NOT_A_URL_CLAIM,
  POST,
  REDBOOK_CLAIM,
  VIEW,
  customerPageArgs,
  customerPageMeta,
  desktop,
  expectLanguage,
  expectNoSidewaysScroll,
  expectTouchTargets,
} from './fixtures/customerPageStory';

// The same title as CustomerPage.stories.tsx: one entry in the catalogue, the post's states in this file.
const meta = {
  title: 'Screens/Customer/CustomerPage',
  component: CustomerPage,
  ...customerPageMeta,
  args: { ...customerPageArgs(), screen: { kind: 'post', view: VIEW, claim: REDBOOK_CLAIM } },
} satisfies Meta<typeof CustomerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PostShown: Story = {
  name: 'Post shown (phone)',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the post for the platform: its title, text, photos and Copy text', async () => {
      await expect(canvas.getByRole('heading', { name: 'Your Redbook post' })).toBeVisible();
      await expect(canvas.getByText(POST.title)).toBeVisible();
      await expect(canvas.getByText(/流心奶黄一口咬下去会爆浆/)).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Copy text' })).toBeVisible();
      const photos = within(canvas.getByRole('region', { name: 'Photos' })).getAllByRole('button', { name: /^Photo / });
      await expect(photos.map((photo) => photo.getAttribute('aria-label'))).toEqual([
        'Photo 1 of 3',
        'Photo 2 of 3',
        'Photo 3 of 3',
      ]);
    });
    await step(
      'the heading can take the focus, so a screen reader starts at the post (the e2e checks it does)',
      async () => {
        await expect(canvas.getByRole('heading', { name: 'Your Redbook post' })).toHaveAttribute('tabindex', '-1');
      },
    );
    await step('Open Redbook goes to the business on the platform, in a new tab', async () => {
      const open = canvas.getByRole('link', { name: 'Open Redbook' });
      await expect(open).toHaveAttribute('href', REDBOOK_CLAIM.platform.openUrl);
      await expect(open).toHaveAttribute('target', '_blank');
      await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
      open.addEventListener('click', (event) => event.preventDefault(), { once: true });
      await userEvent.click(open);
      await expect(args.onRedirect).toHaveBeenCalledWith('open');
    });
    await step('targets are finger-sized and nothing scrolls sideways', async () => {
      await expectTouchTargets(canvasElement);
      await expectNoSidewaysScroll(canvasElement);
    });
  },
};

export const Copied: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Copy text puts the title and text on the clipboard and says so', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy text' }));
      await expect(args.writeClipboard).toHaveBeenCalledWith(`${POST.title}\n\n${POST.text}`);
      await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent('Copied. Paste it into your post.');
      await expect(args.onRedirect).toHaveBeenCalledWith('copy');
    });
  },
};

export const CopyRefused: Story = {
  name: 'Copy refused by the browser',
  args: { writeClipboard: fn(async () => Promise.reject(new Error('NotAllowedError'))) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the text is selected instead, with a word on how to copy it', async () => {
      const document = canvasElement.ownerDocument;
      const execCommand = document.execCommand.bind(document);
      document.execCommand = () => false;
      try {
        await userEvent.click(canvas.getByRole('button', { name: 'Copy text' }));
      } finally {
        document.execCommand = execCommand;
      }
      await expect(canvas.getByRole('status')).toHaveTextContent(/The text is selected/);
      await expect(document.getSelection()?.toString()).toContain('流心奶黄一口咬下去会爆浆');
      await expect(canvas.getByRole('button', { name: 'Copy text' })).toBeVisible();
    });
  },
};

export const PhotoFullSize: Story = {
  name: 'Photo opened full size',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a tap on a photo opens it full size, with Save photo', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Photo 2 of 3' }));
      const dialog = await canvas.findByRole('dialog', { name: 'Photo 2 of 3' });
      const viewer = within(dialog);
      await expect(dialog.querySelector('img')).toHaveAttribute('src', POST.pictures[1]?.fullUrl);
      const save = viewer.getByRole('link', { name: 'Save photo' });
      await expect(save).toHaveAttribute('href', POST.pictures[1]?.fullUrl);
      await expect(save).toHaveAttribute('download');
    });
    await step('the arrows go through the photos', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
      await expect(canvas.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
      await expect(canvas.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeVisible();
      await expectTouchTargets(canvas.getByRole('dialog'));
    });
    await step('Close leaves it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    });
  },
};

export const NoPostLeft: Story = {
  name: 'No post left',
  args: { screen: { kind: 'post', view: VIEW, claim: NONE_LEFT_CLAIM } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a kind word, and still the way to the platform', async () => {
      await expect(canvas.getByRole('heading', { name: 'All Redbook posts have been taken' })).toBeVisible();
      await expect(canvas.getByText(/we'd still love to see you on Redbook/)).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Open Redbook' })).toHaveAttribute(
        'href',
        REDBOOK_CLAIM.platform.openUrl,
      );
      await expect(canvas.queryByRole('button', { name: 'Copy text' })).toBeNull();
    });
  },
};

export const NoPostsYet: Story = {
  name: 'No posts for the platform yet',
  args: { screen: { kind: 'post', view: VIEW, claim: NO_POSTS_CLAIM } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a platform that never had posts says so, not that they were taken', async () => {
      await expect(canvas.getByRole('heading', { name: 'No posts for Instagram yet' })).toBeVisible();
      await expect(canvas.getByText(/no ready-made posts for Instagram yet/)).toBeVisible();
      await expect(canvas.queryByText(/taken|been used/)).toBeNull();
      await expect(canvas.queryByRole('button', { name: 'Copy text' })).toBeNull();
    });
    await step('the way to the platform stays', async () => {
      await expect(canvas.getByRole('link', { name: 'Open Instagram' })).toHaveAttribute(
        'href',
        NO_POSTS_CLAIM.platform.openUrl,
      );
      await expectNoSidewaysScroll(canvasElement);
    });
  },
};

export const NoPostsYetChinese: Story = {
  name: 'No posts for the platform yet (Chinese)',
  args: { locale: 'zh-CN', screen: { kind: 'post', view: VIEW, claim: NO_POSTS_CLAIM } },
  play: async ({ canvasElement, step }) => {
    await step('said in Chinese', async () => {
      await expectLanguage(canvasElement, 'zh-CN');
      await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
        'Instagram 暂时还没有帖子',
      );
      await expect(within(canvasElement).queryByText(/no ready-made posts/)).toBeNull();
    });
  },
};

export const AccessValueNotALink: Story = {
  name: 'Access value that is not a web address',
  args: { screen: { kind: 'post', view: VIEW, claim: NOT_A_URL_CLAIM } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the value is text to copy, never a link', async () => {
      await expect(canvas.getByText('javascript:alert(1)')).toBeVisible();
      await expect(canvas.queryByRole('link')).toBeNull();
      await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    });
    await step('a post without a real title copies its text alone', async () => {
      await expect(canvas.queryByText('Untitled')).toBeNull();
      await expect(textToCopy(NOT_A_URL_CLAIM.post ?? POST)).toBe(POST.text);
    });
    await step('Copy puts the value on the clipboard and counts as going to the platform', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
      await expect(args.writeClipboard).toHaveBeenCalledWith('javascript:alert(1)');
      await expect(args.onRedirect).toHaveBeenCalledWith('open');
    });
  },
};

export const Back: Story = {
  name: 'Back to the platforms',
  play: async ({ canvasElement, args, step }) => {
    await step('All platforms goes back to the buttons', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'All platforms' }));
      await expect(args.onBack).toHaveBeenCalledTimes(1);
    });
  },
};

export const PostDesktop: Story = {
  name: 'Post shown (desktop)',
  globals: desktop,
  play: async ({ canvasElement, step }) => {
    await step('the post and its photos in one centred column', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { name: 'Your Redbook post' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Open Redbook' })).toBeVisible();
      await expectNoSidewaysScroll(canvasElement);
    });
  },
};

export const PostChinese: Story = {
  name: 'Post in 简体中文',
  args: { locale: 'zh-CN' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the page around the post is Chinese', async () => {
      await expect(canvas.getByRole('heading', { name: '你的小红书文案' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: '复制文案' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: '打开小红书' })).toBeVisible();
      await expectLanguage(canvasElement, 'zh-CN');
    });
  },
};

export const PostMalay: Story = {
  name: 'Post in Bahasa Melayu, none left',
  args: { locale: 'ms', screen: { kind: 'post', view: VIEW, claim: NONE_LEFT_CLAIM } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the kind word is Malay', async () => {
      await expect(canvas.getByRole('heading', { name: 'Semua hantaran Redbook sudah habis' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Buka Redbook' })).toBeVisible();
      await expectLanguage(canvasElement, 'ms');
    });
  },
};
