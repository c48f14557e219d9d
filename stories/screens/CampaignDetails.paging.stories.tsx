import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CampaignDetails } from '@app/screens';
import { campaignDetailsMeta, region } from './fixtures/campaignDetailsStory';

const meta = {
  title: 'Screens/Tenant/CampaignDetails in pages',
  component: CampaignDetails,
  ...campaignDetailsMeta,
  args: {
    ...campaignDetailsMeta.args,
    assetPaging: { total: 4, onLoadMore: fn() },
    contentPaging: { total: 250, onLoadMore: fn() },
    onFiltersChange: fn(),
  },
} satisfies Meta<typeof CampaignDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadMoreContents: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('the Contents card says how many of the campaign’s contents it shows, and loads more', async () => {
      const contents = region(canvasElement, 'Contents');
      await expect(contents.getByText('Showing 5 of 250 contents')).toBeVisible();
      await userEvent.click(contents.getByRole('button', { name: 'Load more contents' }));
      await expect(args.contentPaging?.onLoadMore).toHaveBeenCalledTimes(1);
    });
    await step('the Asset Library has them all: no Load more', async () => {
      const library = region(canvasElement, 'Asset Library');
      await expect(library.queryByRole('button', { name: /^Load more/ })).not.toBeInTheDocument();
    });
  },
};

export const LoadingMore: Story = {
  args: { contentPaging: { total: 250, onLoadMore: fn(), loadingMore: true } },
  play: async ({ canvasElement }) => {
    const button = region(canvasElement, 'Contents').getByRole('button', { name: 'Load more contents' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const FiltersAskForTheirPages: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('a status filter tells the app, which loads the pages of that status', async () => {
      const filters = within(
        region(canvasElement, 'Contents').getByRole('group', { name: 'Filter contents by status' }),
      );
      await userEvent.click(filters.getByRole('button', { name: 'Archived' }));
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ entryId: null, status: 'archived' });
    });
    await step('so does a platform', async () => {
      const platforms = within(region(canvasElement, 'Details').getByRole('group', { name: 'Platforms' }));
      await userEvent.click(platforms.getByRole('button', { name: 'Instagram' }));
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ entryId: 'entry-instagram', status: 'archived' });
    });
  },
};
