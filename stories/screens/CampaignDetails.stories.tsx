import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { CampaignDetails } from '@app/screens';
import { notify } from '@app/ui';
import type { ContentBulkItem } from '@app/contract';
import {
  COFFEE_CAMPAIGN,
  ENTRIES,
  GENERATED_POSTS,
  MOON_ASSETS,
  MOON_CAMPAIGN,
  MOON_CONTENTS,
  MOON_ENTRIES,
  USER_ID,
  oversizedFile,
  resolveFileUrl,
  uploadAfter,
} from './fixtures/media';
import { expectNoDialog, expectToast, screenOf } from './fixtures/play';

const meta = {
  title: 'Screens/Tenant/CampaignDetails',
  component: CampaignDetails,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    notify.clear();
  },
  args: {
    campaign: MOON_CAMPAIGN,
    entries: MOON_ENTRIES,
    assets: MOON_ASSETS,
    contents: MOON_CONTENTS,
    isLoading: false,
    error: null,
    userId: USER_ID,
    resolveFileUrl,
    onUpload: fn(uploadAfter(200)),
    onCreateAsset: fn(async () => undefined),
    onDeleteAsset: fn(async () => undefined),
    onUpdateContent: fn(async () => undefined),
    onGenerate: fn(async () => GENERATED_POSTS),
    onSaveGenerated: fn(async (_items: ContentBulkItem[]): Promise<unknown> => undefined),
    random: () => 0,
  },
} satisfies Meta<typeof CampaignDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

function region(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole('region', { name }));
}

function contentTitles(canvasElement: HTMLElement, cardTitle = 'Contents'): string[] {
  return region(canvasElement, cardTitle)
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label') ?? '');
}

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

export const AddAsset: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('with a platform chip selected, Add Asset preselects that platform', async () => {
      await userEvent.click(region(canvasElement, 'Details').getByRole('button', { name: 'Instagram' }));
      await userEvent.click(region(canvasElement, 'Asset Library').getByRole('button', { name: 'Add Asset' }));
      const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Add Asset' }));
      await expect(form.getByLabelText(/Platform/)).toHaveValue('entry-instagram');
      await waitFor(() => expect(form.getByRole('button', { name: 'Cancel' })).toBeVisible());
      await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
    await step('the platforms offered are the campaign entries, by type', async () => {
      const form = within(screenOf(canvasElement).getByRole('dialog', { name: 'Add Asset' }));
      const options = within(form.getByLabelText(/Platform/))
        .getAllByRole('option')
        .map((option) => option.textContent);
      await expect(options).toEqual(['Select a platform', 'Redbook', 'Instagram', 'Google Review']);
    });
    await step('a note is saved with the signed-in uploader and the modal closes', async () => {
      const form = within(screenOf(canvasElement).getByRole('dialog', { name: 'Add Asset' }));
      await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'note');
      await userEvent.type(form.getByLabelText(/Note Content/), '灯笼墙 6pm 后最出片');
      await waitFor(() => expect(form.getByRole('button', { name: 'Save' })).toBeEnabled());
      await userEvent.click(form.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onCreateAsset).toHaveBeenCalledWith({
          type: 'note',
          entryId: 'entry-instagram',
          filePath: null,
          noteContent: '灯笼墙 6pm 后最出片',
          thumbnailPath: null,
          uploadedBy: USER_ID,
        }),
      );
      await expectNoDialog(canvasElement);
    });
  },
};

export const AddAssetCancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(region(canvasElement, 'Asset Library').getByRole('button', { name: 'Add Asset' }));
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Add Asset' }));
    await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'note');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expectNoDialog(canvasElement);
    await userEvent.click(region(canvasElement, 'Asset Library').getByRole('button', { name: 'Add Asset' }));
    const again = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Add Asset' }));
    await expect(again.getByLabelText(/Asset Type/)).toHaveValue('');
    await expect(args.onCreateAsset).not.toHaveBeenCalled();
  },
};

export const AddAssetTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(region(canvasElement, 'Asset Library').getByRole('button', { name: 'Add Asset' }));
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Add Asset' }));
    await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
    await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'image');
    await userEvent.upload(form.getByLabelText('File'), oversizedFile());
    await expect(await form.findByRole('alert')).toHaveTextContent('Max file size is 5MB');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const AddAssetFailure: Story = {
  args: {
    onCreateAsset: fn(async () => {
      throw Object.assign(new Error('Bad Request'), { serverMessage: 'Note Content is required' });
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(region(canvasElement, 'Asset Library').getByRole('button', { name: 'Add Asset' }));
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Add Asset' }));
    await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
    await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'note');
    await userEvent.type(form.getByLabelText(/Note Content/), '中秋快乐');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Failed to create asset: Note Content is required');
    await expect(form.getByLabelText(/Note Content/)).toHaveValue('中秋快乐');
  },
};

export const DeleteAsset: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(region(canvasElement, 'Asset Library').getByRole('button', { name: 'Delete asset 2' }));
    await waitFor(() => expect(args.onDeleteAsset).toHaveBeenCalledWith('asset-lantern-video'));
  },
};

export const DeleteAssetFailure: Story = {
  args: {
    onDeleteAsset: fn(async () => {
      throw new Error('Request failed with status 500');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(region(canvasElement, 'Asset Library').getByRole('button', { name: 'Delete asset 1' }));
    await expectToast(canvasElement, 'Delete failed.');
  },
};

export const SelectAssetsAndGenerate: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('selecting assets and pressing Generate opens the Redbook Generator with them', async () => {
      const library = region(canvasElement, 'Asset Library');
      await userEvent.click(library.getByRole('checkbox', { name: 'Select asset 1' }));
      await userEvent.click(library.getByRole('checkbox', { name: 'Select asset 3' }));
      await expect(library.getByRole('checkbox', { name: 'Select asset 1' })).toBeChecked();
      await userEvent.click(region(canvasElement, 'Contents').getByRole('button', { name: 'Generate' }));
      const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Redbook Generator' }));
      await waitFor(() => expect(dialog.getByText('2 / 4')).toBeVisible());
    });
    await step('generating sends the campaign and the signed-in user', async () => {
      const dialog = within(screenOf(canvasElement).getByRole('dialog', { name: 'Redbook Generator' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Generate' }));
      await waitFor(() =>
        expect(args.onGenerate).toHaveBeenCalledWith(
          expect.objectContaining({ campaignId: 'campaign-moon', userId: USER_ID, save: false, count: 3 }),
        ),
      );
      await waitFor(() => expect(dialog.getByText('Selected: 3 / 3')).toBeVisible());
    });
    await step('saving sends the posts with the picked assets', async () => {
      const dialog = within(screenOf(canvasElement).getByRole('dialog', { name: 'Redbook Generator' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(args.onSaveGenerated).toHaveBeenCalledTimes(1));
      const items = mocked(args.onSaveGenerated).mock.calls[0]?.[0] ?? [];
      await expect(items).toHaveLength(3);
      for (const item of items) {
        await expect(item.campaignId).toBe('campaign-moon');
        await expect(item.assetIds).toEqual(['asset-mooncake']);
      }
    });
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
