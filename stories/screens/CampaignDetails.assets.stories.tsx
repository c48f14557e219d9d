import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { CampaignDetails } from '@app/screens';
import { USER_ID } from './fixtures/media';
import { oversizedFile } from './fixtures/files';
import { expectNoDialog, expectToast, screenOf } from './fixtures/play';
import { campaignDetailsMeta, region } from './fixtures/campaignDetailsStory';

const meta = {
  title: 'Screens/Tenant/CampaignDetails',
  component: CampaignDetails,
  ...campaignDetailsMeta,
} satisfies Meta<typeof CampaignDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

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
  play: async ({ canvasElement, args, step }) => {
    const library = region(canvasElement, 'Asset Library');
    await step('the delete icon hides the tile at once and offers Undo; nothing is deleted yet', async () => {
      await userEvent.click(library.getByRole('button', { name: 'Delete asset 2' }));
      await expect(library.getAllByRole('button', { name: /^Delete asset \d$/ })).toHaveLength(3);
      await expect(screenOf(canvasElement).getByText('Asset deleted')).toBeVisible();
      await expect(screenOf(canvasElement).getByRole('button', { name: 'Undo' })).toBeVisible();
      await expect(args.onDeleteAsset).not.toHaveBeenCalled();
    });
    await step('when the Undo time is over, the DELETE is sent and Undo goes away', async () => {
      await waitFor(() => expect(args.onDeleteAsset).toHaveBeenCalledWith('asset-lantern-video'), { timeout: 15_000 });
      await expect(args.onDeleteAsset).toHaveBeenCalledTimes(1);
      await expect(screenOf(canvasElement).queryByRole('button', { name: 'Undo' })).toBeNull();
    });
  },
};

export const DeleteAssetFailure: Story = {
  args: {
    onDeleteAsset: fn(async () => {
      throw new Error('Request failed with status 500');
    }),
  },
  play: async ({ canvasElement }) => {
    const library = region(canvasElement, 'Asset Library');
    await userEvent.click(library.getByRole('button', { name: 'Delete asset 1' }));
    await expect(library.getAllByRole('button', { name: /^Delete asset \d$/ })).toHaveLength(3);
    // after the Undo time the DELETE fails: the tile comes back and the failure is said
    await waitFor(() => expect(library.getAllByRole('button', { name: /^Delete asset \d$/ })).toHaveLength(4), {
      timeout: 15_000,
    });
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
    await step(
      'generating sends the campaign, the signed-in user and the picked assets (their notes inform the posts)',
      async () => {
        const dialog = within(screenOf(canvasElement).getByRole('dialog', { name: 'Redbook Generator' }));
        await userEvent.click(dialog.getByRole('button', { name: 'Generate' }));
        await waitFor(() =>
          expect(args.onGenerate).toHaveBeenCalledWith(
            expect.objectContaining({
              campaignId: 'campaign-moon',
              userId: USER_ID,
              save: false,
              count: 3,
              assetIds: ['asset-mooncake', 'asset-moon-note'],
            }),
          ),
        );
        await waitFor(() => expect(dialog.getByText('Selected: 3 / 3')).toBeVisible());
      },
    );
    await step('saving sends each post with its assigned photo; the picked note is not saved with them', async () => {
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
