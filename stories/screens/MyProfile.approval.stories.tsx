import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type MyProfile } from '@app/screens';
import { PHONE_390 } from './fixtures/localePlay';
import MyProfileStories from './MyProfile.stories';

const meta = {
  ...MyProfileStories,
  title: 'Screens/Tenant/MyProfile/Waiting posts',
  args: { ...MyProfileStories.args, pendingApprovals: { waiting: 3, reviewHref: '/tenant/content?status=pending' } },
} satisfies Meta<typeof MyProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeWaiting: Story = {
  play: async ({ canvasElement, step }) => {
    const banner = within(within(canvasElement).getByRole('region', { name: 'Posts waiting for your approval' }));
    await step('"3 posts waiting for you", and a way to review them', async () => {
      await expect(banner.getByText('3 posts waiting for you')).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Review them' })).toHaveAttribute(
        'href',
        '/tenant/content?status=pending',
      );
    });
  },
};

export const OneWaitingPhoneChinese: Story = {
  args: { pendingApprovals: { waiting: 1, reviewHref: '/tenant/content?status=pending' } },
  globals: { ...PHONE_390, locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('有 1 篇帖子等待您审核')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去审核' })).toBeVisible();
  },
};

export const NoneWaiting: Story = {
  args: { pendingApprovals: { waiting: 0, reviewHref: '/tenant/content?status=pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Posts waiting for your approval' })).toBeNull();
  },
};
