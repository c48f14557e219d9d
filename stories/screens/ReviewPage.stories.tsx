import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ReviewPage as ReviewPageData } from '@app/contract';
import { ReviewPage } from '@app/screens';
import { notify } from '@app/ui';
import { PHONE_390 } from './fixtures/localePlay';
import { expectToast, findDialog } from './fixtures/play';

const page: ReviewPageData = {
  tenant: { name: 'Golden Lotus 金莲' },
  expiresAt: '2026-12-05T04:00:00.000Z',
  posts: [
    {
      id: 'cnt-1',
      title: '月饼礼盒开箱',
      text: '今年的莲蓉月饼礼盒终于到手了！\n酥皮薄、馅料细腻，送礼自用都合适。',
      platform: 'Redbook',
      language: 'Mandarin',
      createdAt: '2026-11-27T09:00:00.000Z',
    },
    {
      id: 'cnt-2',
      title: 'Kaya toast breakfast set',
      text: 'Crispy kaya toast, soft-boiled eggs and a kopi — the best RM9.90 breakfast in town.',
      platform: 'Instagram',
      language: 'English',
      createdAt: '2026-11-27T09:05:00.000Z',
    },
    {
      id: 'cnt-3',
      title: 'Durian cake',
      text: 'Kek durian musang king yang lembut, dibuat segar setiap pagi.',
      platform: 'Google Review',
      language: 'Malay',
      createdAt: '2026-11-27T09:10:00.000Z',
    },
  ],
};

const meta = {
  title: 'Screens/Public/ReviewPage',
  component: ReviewPage,
  parameters: { layout: 'fullscreen' },
  globals: PHONE_390,
  beforeEach: () => {
    notify.clear();
    return () => notify.clear();
  },
  args: { state: { kind: 'ready', page }, onDecide: fn(async () => ({ decided: [] })) },
} satisfies Meta<typeof ReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No element is wider than the phone. */
async function expectFits(canvasElement: HTMLElement) {
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
}

export const ApproveOne: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the business, how many wait, until when the link works, and each post in full', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Posts for Golden Lotus 金莲' })).toBeVisible();
      await expect(canvas.getByText(/3 post\(s\) waiting for your approval/)).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 2, name: '月饼礼盒开箱' })).toBeVisible();
      await expectFits(canvasElement);
    });
    await step('Approve asks for an optional comment, then sends the one post', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Approve 月饼礼盒开箱' }));
      const dialog = await findDialog(canvasElement, 'Approve 1 post(s)?');
      await userEvent.type(dialog.getByLabelText('Comment (optional)'), 'Perfect');
      await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
      await expect(args.onDecide).toHaveBeenCalledWith({ ids: ['cnt-1'], decision: 'approve', comment: 'Perfect' });
      await expectToast(canvasElement, '1 approved');
    });
  },
};

export const RejectSeveral: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('nothing selected: the bulk buttons wait', async () => {
      await expect(canvas.getByRole('button', { name: 'Reject selected (0)' })).toBeDisabled();
    });
    await step('two selected, Reject sends both with the comment', async () => {
      await userEvent.click(canvas.getByLabelText('Select 月饼礼盒开箱'));
      await userEvent.click(canvas.getByLabelText('Select Durian cake'));
      await userEvent.click(canvas.getByRole('button', { name: 'Reject selected (2)' }));
      const dialog = await findDialog(canvasElement, 'Reject 2 post(s)?');
      await userEvent.type(dialog.getByLabelText('Comment (optional)'), 'Too sweet');
      await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
      await expect(args.onDecide).toHaveBeenCalledWith({
        ids: ['cnt-1', 'cnt-3'],
        decision: 'reject',
        comment: 'Too sweet',
      });
      await expectToast(canvasElement, '2 rejected');
    });
  },
};

export const AlreadyDecided: Story = {
  args: {
    onDecide: fn(async () => {
      throw Object.assign(new Error('conflict'), { code: 'content_not_pending', params: { status: 'active' } });
    }),
  },
  play: async ({ canvasElement, step }) => {
    await step('a post decided meanwhile (409): the page says what it is now', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reject Durian cake' }));
      const dialog = await findDialog(canvasElement, 'Reject 1 post(s)?');
      await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
      await expectToast(
        canvasElement,
        'This post was already decided and is now “Active”. The list shows it as it is now.',
      );
    });
  },
};

export const AllDone: Story = {
  args: { state: { kind: 'ready', page: { ...page, posts: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing is waiting for you. Thank you!')).toBeVisible();
  },
};

export const ExpiredChinese: Story = {
  args: { state: { kind: 'failed', code: 'review_link_expired' } },
  globals: { ...PHONE_390, locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: '此审核链接已过期' })).toBeVisible();
    await expect(alert).toHaveTextContent('未做任何更改');
    await expectFits(canvasElement);
  },
};

export const RevokedMalay: Story = {
  args: { state: { kind: 'failed', code: 'review_link_revoked' } },
  globals: { ...PHONE_390, locale: 'ms' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Pautan semakan ini telah ditarik balik' })).toBeVisible();
  },
};

export const NotValid: Story = {
  args: { state: { kind: 'failed', code: 'review_link_not_found' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'This review link is not valid' }),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { ...PHONE_390, locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Golden Lotus 金莲 的帖子' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '通过 月饼礼盒开箱' })).toBeVisible();
    await expectFits(canvasElement);
  },
};

export const Malay: Story = {
  globals: { ...PHONE_390, locale: 'ms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Siaran untuk Golden Lotus 金莲' })).toBeVisible();
    await expectFits(canvasElement);
  },
};
