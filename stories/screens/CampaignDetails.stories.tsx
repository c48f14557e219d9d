import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CampaignDetails } from '@app/screens';
import { COFFEE_CAMPAIGN, ENTRIES, MOON_CAMPAIGN, MOON_CONTENTS } from './fixtures/media';
import { expectToast } from './fixtures/play';
import { campaignDetailsMeta, contentTitles, region } from './fixtures/campaignDetailsStory';

const meta = {
  title: 'Screens/Tenant/CampaignDetails',
  component: CampaignDetails,
  ...campaignDetailsMeta,
} satisfies Meta<typeof CampaignDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the header reads "Campaign - {name}"', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: /^Campaign - / })).toHaveTextContent(
        'Campaign - 中秋节月饼促销',
      );
    });
    await step('the details card shows the description, keyword badges and one chip per platform', async () => {
      const details = region(canvasElement, 'Details');
      await expect(details.getByText(MOON_CAMPAIGN.description)).toBeVisible();
      for (const keyword of ['中秋', '月饼', '礼盒', 'Mid-Autumn'])
        await expect(details.getByText(keyword)).toBeVisible();
      const chips = within(details.getByRole('group', { name: 'Platforms' })).getAllByRole('button');
      await expect(chips.map((chip) => chip.textContent)).toEqual(['Redbook', 'Instagram', 'Google Review']);
      for (const chip of chips) await expect(chip).toHaveAttribute('aria-pressed', 'false');
    });
    await step('the Asset Library shows each asset with a select checkbox and a delete icon', async () => {
      const library = region(canvasElement, 'Asset Library');
      await expect(library.getAllByRole('checkbox', { name: /^Select asset \d$/ })).toHaveLength(4);
      await expect(library.getAllByRole('button', { name: /^Delete asset \d$/ })).toHaveLength(4);
      await expect(library.getByRole('button', { name: 'Add Asset' })).toBeVisible();
    });
    await step(
      'the Contents card lists every content with its preview, text, badges, en-GB date and status ribbon',
      async () => {
        await expect(contentTitles(canvasElement)).toEqual([
          '中秋送礼首选｜流心奶黄月饼',
          '灯笼夜市打卡攻略',
          'Mid-Autumn gift boxes are here',
          '草稿',
          '会员专属九折',
        ]);
        const first = within(
          region(canvasElement, 'Contents').getByRole('listitem', { name: '中秋送礼首选｜流心奶黄月饼' }),
        );
        await waitFor(() =>
          expect(first.getByRole('img', { name: 'Preview of 中秋送礼首选｜流心奶黄月饼' })).toBeVisible(),
        );
        await expect(first.getByText('20/08/2026')).toBeVisible();
        await expect(first.getByText('送礼')).toBeVisible();
        await expect(first.getByText('active')).toBeVisible();
        const draft = within(region(canvasElement, 'Contents').getByRole('listitem', { name: '草稿' }));
        await expect(draft.getByText('No Preview')).toBeVisible();
        await expect(draft.getByText('No generated content.')).toBeVisible();
        await expect(draft.getByText('archived')).toBeVisible();
      },
    );
    await step('the status filter starts on All', async () => {
      const filters = region(canvasElement, 'Contents').getByRole('group', { name: 'Filter contents by status' });
      await expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
      await expect(within(filters).getByRole('button', { name: 'Active' })).toHaveAttribute('aria-pressed', 'false');
      await expect(within(filters).getByRole('button', { name: 'Archived' })).toHaveAttribute('aria-pressed', 'false');
    });
  },
};

export const EnglishCampaignEmpty: Story = {
  args: {
    campaign: COFFEE_CAMPAIGN,
    entries: ENTRIES.filter((entry) => entry.campaignId === 'campaign-coffee'),
    assets: [],
    contents: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: /^Campaign - / })).toHaveTextContent(
      'Campaign - Summer Coffee Launch',
    );
    await expect(canvas.getByText('No description available.')).toBeVisible();
    await expect(canvas.getByText('No keyword provided.')).toBeVisible();
    await expect(canvas.getByText('No assets uploaded yet.')).toBeVisible();
    await expect(canvas.getByText('No content found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { campaign: null, isLoading: true, entries: [], assets: [], contents: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const LoadError: Story = {
  args: { campaign: null, error: 'The campaign could not be loaded.', entries: [], assets: [], contents: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The campaign could not be loaded.');
  },
};

export const NotFound: Story = {
  args: { campaign: null, notFound: true, listHref: '/tenant/campaign', entries: [], assets: [], contents: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent('This campaign does not exist or was deleted.');
    await expect(page.getByRole('link', { name: 'Back to Campaign List' })).toHaveAttribute('href', '/tenant/campaign');
    await expect(page.queryByText(/Use Refresh/)).toBeNull();
  },
};

export const PlatformFilter: Story = {
  play: async ({ canvasElement, step }) => {
    const details = region(canvasElement, 'Details');
    await step('a platform chip filters the assets and contents and titles the Contents card', async () => {
      await userEvent.click(details.getByRole('button', { name: 'Instagram' }));
      await expect(details.getByRole('button', { name: 'Instagram' })).toHaveAttribute('aria-pressed', 'true');
      await expect(region(canvasElement, 'Instagram').getByRole('heading', { name: 'Instagram' })).toBeVisible();
      await expect(
        region(canvasElement, 'Asset Library').getAllByRole('checkbox', { name: /^Select asset/ }),
      ).toHaveLength(1);
      await expect(contentTitles(canvasElement, 'Instagram')).toEqual(['Mid-Autumn gift boxes are here']);
    });
    await step('one platform at a time: another chip replaces it', async () => {
      await userEvent.click(details.getByRole('button', { name: 'Redbook' }));
      await expect(details.getByRole('button', { name: 'Redbook' })).toHaveAttribute('aria-pressed', 'true');
      await expect(details.getByRole('button', { name: 'Instagram' })).toHaveAttribute('aria-pressed', 'false');
      await expect(
        region(canvasElement, 'Asset Library').getAllByRole('checkbox', { name: /^Select asset/ }),
      ).toHaveLength(3);
      await expect(contentTitles(canvasElement, 'Redbook')).toEqual([
        '中秋送礼首选｜流心奶黄月饼',
        '灯笼夜市打卡攻略',
        '会员专属九折',
      ]);
    });
    await step('clicking the selected chip again clears the filter', async () => {
      await userEvent.click(details.getByRole('button', { name: 'Redbook' }));
      await expect(details.getByRole('button', { name: 'Redbook' })).toHaveAttribute('aria-pressed', 'false');
      await expect(region(canvasElement, 'Contents').getByRole('heading', { name: 'Contents' })).toBeVisible();
      await expect(contentTitles(canvasElement)).toHaveLength(5);
    });
    await step('a platform without assets shows the empty texts', async () => {
      await userEvent.click(details.getByRole('button', { name: 'Google Review' }));
      await expect(region(canvasElement, 'Asset Library').getByText('No assets uploaded yet.')).toBeVisible();
      await expect(region(canvasElement, 'Google Review').getByText('No content found')).toBeVisible();
    });
  },
};

export const StatusFilter: Story = {
  play: async ({ canvasElement, step }) => {
    const contents = () => region(canvasElement, 'Contents');
    await step('Archived shows only archived contents', async () => {
      await userEvent.click(contents().getByRole('button', { name: 'Archived' }));
      await expect(contents().getByRole('button', { name: 'Archived' })).toHaveAttribute('aria-pressed', 'true');
      await expect(contents().getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
      await expect(contentTitles(canvasElement)).toEqual(['灯笼夜市打卡攻略', '草稿']);
    });
    await step('Active shows only active contents', async () => {
      await userEvent.click(contents().getByRole('button', { name: 'Active' }));
      await expect(contentTitles(canvasElement)).toEqual([
        '中秋送礼首选｜流心奶黄月饼',
        'Mid-Autumn gift boxes are here',
        '会员专属九折',
      ]);
    });
    await step('with a filter set, the empty state names it', async () => {
      await userEvent.click(region(canvasElement, 'Details').getByRole('button', { name: 'Instagram' }));
      await userEvent.click(region(canvasElement, 'Instagram').getByRole('button', { name: 'Archived' }));
      await expect(region(canvasElement, 'Instagram').getByText('No content found for "archived"')).toBeVisible();
    });
    await step('All shows everything again', async () => {
      await userEvent.click(region(canvasElement, 'Details').getByRole('button', { name: 'Instagram' }));
      await userEvent.click(contents().getByRole('button', { name: 'All' }));
      await expect(contentTitles(canvasElement)).toHaveLength(5);
    });
  },
};

export const NoContentForActive: Story = {
  args: { contents: MOON_CONTENTS.filter((content) => content.status === 'archived') },
  play: async ({ canvasElement }) => {
    await userEvent.click(region(canvasElement, 'Contents').getByRole('button', { name: 'Active' }));
    await expect(region(canvasElement, 'Contents').getByText('No content found for "active"')).toBeVisible();
  },
};

export const ChangeContentStatus: Story = {
  play: async ({ canvasElement, args, step }) => {
    const contents = region(canvasElement, 'Contents');
    await step('an active content can be archived from its card', async () => {
      await userEvent.click(contents.getByRole('button', { name: 'Archive 中秋送礼首选｜流心奶黄月饼' }));
      await waitFor(() =>
        expect(args.onUpdateContent).toHaveBeenCalledWith({ id: 'content-1', body: { status: 'archived' } }),
      );
    });
    await step('an archived content can be made active again', async () => {
      await userEvent.click(contents.getByRole('button', { name: 'Activate 灯笼夜市打卡攻略' }));
      await waitFor(() =>
        expect(args.onUpdateContent).toHaveBeenCalledWith({ id: 'content-2', body: { status: 'active' } }),
      );
    });
  },
};

export const ChangeContentStatusFailure: Story = {
  args: {
    onUpdateContent: fn(async () => {
      throw new Error('Request failed with status 500');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(region(canvasElement, 'Contents').getByRole('button', { name: 'Archive 会员专属九折' }));
    await expectToast(canvasElement, 'Update failed.');
  },
};
