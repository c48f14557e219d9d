import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Content } from '@app/contract';
import { ContentList } from '@app/screens';
import { contentListMeta } from './fixtures/contentListStory';
import { contents } from './fixtures/lists';
import { expectToast, findDialog, selectRows } from './fixtures/play';

const pending: Content[] = [
  { ...contents[0]!, id: 'cnt-pending-1', title: 'Agency draft: mooncake', status: 'pending' },
  { ...contents[0]!, id: 'cnt-pending-2', title: 'Agency draft: lantern night', status: 'pending' },
];

const meta = {
  ...contentListMeta,
  title: 'Screens/Lists/ContentList/Approval',
  component: ContentList,
  args: {
    ...contentListMeta.args,
    rows: [...pending, ...contents],
    onDecide: fn(async () => ({ decided: [] })),
    onExport: fn(async () => undefined),
    loadHistory: fn(async () => [
      {
        action: 'created' as const,
        by: { role: 'admin' as const, name: 'Aisyah' },
        comment: null,
        at: '2026-11-20T02:00:00Z',
      },
      {
        action: 'rejected' as const,
        by: { role: 'review_link' as const, name: 'Golden Lotus 金莲' },
        comment: 'Too sweet',
        at: '2026-11-21T03:30:00Z',
      },
    ]),
  },
} satisfies Meta<typeof ContentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnerApprovesInBulk: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('a pending post says so in the Status column', async () => {
      await expect(within(canvasElement).getAllByText('Waiting for approval')).toHaveLength(2);
    });
    await step('Approve shows only while every selected post is pending', async () => {
      const bar = await selectRows(canvasElement, 'Agency draft: mooncake', '月饼礼盒开箱');
      await expect(bar.queryByRole('button', { name: 'Approve' })).toBeNull();
      await userEvent.click(within(canvasElement).getByLabelText('Select 月饼礼盒开箱'));
    });
    await step('two pending posts approved at once, with a comment', async () => {
      const bar = await selectRows(canvasElement, 'Agency draft: lantern night');
      await userEvent.click(bar.getByRole('button', { name: 'Approve' }));
      const dialog = await findDialog(canvasElement, 'Approve 2 post(s)?');
      await userEvent.type(dialog.getByLabelText('Comment (optional)'), 'Go ahead');
      await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
      await expect(args.onDecide).toHaveBeenCalledWith({
        ids: ['cnt-pending-1', 'cnt-pending-2'],
        decision: 'approve',
        comment: 'Go ahead',
      });
      await expectToast(canvasElement, '2 approved');
    });
  },
};

export const AlreadyDecided: Story = {
  args: {
    onDecide: fn(async () => {
      throw Object.assign(new Error('conflict'), { code: 'content_not_pending', params: { status: 'archived' } });
    }),
  },
  play: async ({ canvasElement, step }) => {
    await step('rejecting a post rejected meanwhile: a 409 says what it is now, in words', async () => {
      const bar = await selectRows(canvasElement, 'Agency draft: mooncake');
      await userEvent.click(bar.getByRole('button', { name: 'Reject' }));
      const dialog = await findDialog(canvasElement, 'Reject 1 post(s)?');
      await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
      await expectToast(
        canvasElement,
        'This post was already decided and is now “Archived”. The list shows it as it is now.',
      );
    });
  },
};

export const HistoryOnThePost: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('the edit form of a pending post says it waits, and shows who did what and when', async () => {
      const bar = await selectRows(canvasElement, 'Agency draft: mooncake');
      await userEvent.click(bar.getByRole('button', { name: 'Edit' }));
      const dialog = await findDialog(canvasElement, 'Edit Content');
      await expect(
        dialog.getByText("Waiting for the owner's approval: the owner approves or rejects it."),
      ).toBeVisible();
      const history = within(dialog.getByRole('region', { name: 'History' }));
      await waitFor(() => expect(history.getByText(/Created by Aisyah/)).toBeVisible());
      await expect(history.getByText(/Rejected by Golden Lotus 金莲 \(review link\)/)).toBeVisible();
      await expect(history.getByText('Too sweet')).toBeVisible();
      await expect(args.loadHistory).toHaveBeenCalledWith('cnt-pending-1');
    });
  },
};

export const ExportRange: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    const dialog = await findDialog(canvasElement, 'Export contents');
    await step('a reversed range is refused before it is sent', async () => {
      await userEvent.type(dialog.getByLabelText('Created from'), '2026-11-20');
      await userEvent.type(dialog.getByLabelText('Created until'), '2026-11-01');
      await expect(dialog.getByText('The start date must be on or before the end date')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    });
    await step('the range is sent', async () => {
      await userEvent.clear(dialog.getByLabelText('Created until'));
      await userEvent.type(dialog.getByLabelText('Created until'), '2026-11-30');
      await userEvent.click(dialog.getByRole('button', { name: 'Download CSV' }));
      await expect(args.onExport).toHaveBeenCalledWith({ from: '2026-11-20', to: '2026-11-30' });
      await expectToast(canvasElement, 'Export downloaded');
    });
  },
};

export const AdminOwnerReview: Story = {
  args: {
    onDecide: undefined,
    tenantFilter: {
      tenants: [{ id: 'tnt-golden-lotus', name: 'Golden Lotus 金莲' }],
      value: 'tnt-golden-lotus',
      onChange: fn(),
    },
    reviewLinks: {
      load: fn(async () => ({
        approvalRequired: true,
        links: [
          {
            id: 'rl-1',
            tenantId: 'tnt-golden-lotus',
            createdAt: '2026-11-20T00:00:00Z',
            expiresAt: '2026-11-27T00:00:00Z',
            revokedAt: null,
          },
        ],
      })),
      create: fn(async () => ({
        id: 'rl-2',
        tenantId: 'tnt-golden-lotus',
        createdAt: '2026-11-28T00:00:00Z',
        expiresAt: '2026-12-05T00:00:00Z',
        revokedAt: null,
        url: 'https://qr.example.my/review/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
      })),
      revoke: fn(async () => undefined),
      setApprovalRequired: fn(async () => undefined),
      copy: fn(async () => undefined),
    },
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the administrator sees no Approve, but Owner review for the filtered tenant', async () => {
      await selectRows(canvasElement, 'Agency draft: mooncake');
      await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Owner review' }));
    });
    const dialog = await findDialog(canvasElement, 'Review by Golden Lotus 金莲');
    await step('the setting, a new link to copy, and the open links to revoke', async () => {
      const setting = await dialog.findByLabelText("New posts written by the agency wait for the owner's approval");
      await waitFor(() => expect(setting).toBeChecked());
      await userEvent.click(setting);
      await expect(args.reviewLinks!.setApprovalRequired).toHaveBeenCalledWith('tnt-golden-lotus', false);
      await userEvent.click(dialog.getByRole('button', { name: 'Create review link' }));
      const address = await dialog.findByLabelText('Send this link to the owner (valid for 7 days)');
      await expect(address).toHaveValue('https://qr.example.my/review/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ');
      await userEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
      await expect(args.reviewLinks!.copy).toHaveBeenCalled();
      await userEvent.click(dialog.getAllByRole('button', { name: 'Revoke' })[0]!);
      await expect(args.reviewLinks!.revoke).toHaveBeenCalledWith('rl-1');
    });
  },
};

/** Every draft approved while the list shows only the waiting ones: it says so, with the filter and its way out. */
export const AllCaughtUp: Story = {
  args: { rows: [], pendingFilter: { onClear: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('All caught up: no post is waiting for approval.')).toBeVisible());
    await expect(canvas.queryByText('No contents yet.')).toBeNull();
    await expect(canvas.getByText('Showing: waiting for approval')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all posts' }));
    await expect(args.pendingFilter?.onClear).toHaveBeenCalledOnce();
  },
};

/** The same on a phone: the filter and its button fit the toolbar. */
export const AllCaughtUpPhone: Story = {
  ...AllCaughtUp,
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('All caught up: no post is waiting for approval.')).toBeVisible());
    const clear = canvas.getByRole('button', { name: 'Show all posts' });
    await expect(clear).toBeVisible();
    await expect(clear.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
