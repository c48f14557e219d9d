import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AssetList } from '@app/screens';
import { MOON_NOTE, USER_ID } from './fixtures/media';
import { oversizedFile, samplePng, textFile, uploadFailing } from './fixtures/files';
import { expectNoDialog, expectToast, screenOf } from './fixtures/play';
import { assetListMeta } from './fixtures/assetListStory';

const meta = {
  title: 'Screens/Lists/AssetList',
  component: AssetList,
  ...assetListMeta,
} satisfies Meta<typeof AssetList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateNote: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' });
    const form = within(dialog);
    await step('Create is disabled until the form is valid', async () => {
      await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Facebook');
      await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'note');
      await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
      await userEvent.type(form.getByLabelText(/Note Content/), 'Bazaar opens 5pm daily');
      await waitFor(() => expect(form.getByRole('button', { name: 'Create' })).toBeEnabled());
    });
    await step('Create sends the asset body and closes the modal', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(args.onCreate).toHaveBeenCalledWith({
          type: 'note',
          entryId: 'entry-facebook',
          filePath: null,
          noteContent: 'Bazaar opens 5pm daily',
          thumbnailPath: null,
          uploadedBy: USER_ID,
        }),
      );
      await expectNoDialog(canvasElement);
    });
    await step('opening again remembers the platform and type, and the note starts empty', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
      const again = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
      await expect(again.getByLabelText(/Platform/)).toHaveValue('entry-facebook');
      await expect(again.getByLabelText(/Asset Type/)).toHaveValue('note');
      await expect(again.getByLabelText(/Note Content/)).toHaveValue('');
    });
  },
};

export const CreateVideoWithUpload: Story = {
  play: async ({ canvasElement, args, step }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create' }));
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
    await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Tiktok');
    await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'video');
    await step('a file over 5 MB is refused: "File is too large. Max allowed size is 5MB"', async () => {
      await userEvent.upload(form.getByLabelText('File'), oversizedFile('launch.mp4', 'video/mp4'));
      await expect(await form.findByRole('alert')).toHaveTextContent('File is too large. Max allowed size is 5MB');
    });
    await step('another type is refused: "Invalid file type.", each refused file with its own message', async () => {
      await userEvent.setup({ applyAccept: false }).upload(form.getByLabelText('File'), textFile());
      await waitFor(() => expect(form.getAllByRole('alert')).toHaveLength(2));
      await expect(form.getAllByRole('alert')[1]).toHaveTextContent('Invalid file type.');
      await expect(args.onUpload).not.toHaveBeenCalled();
    });
    await step('a valid video uploads; Create is disabled until the upload ends, then sends the key', async () => {
      await userEvent.upload(
        form.getByLabelText('File'),
        new File([samplePng().slice()], 'Iced Latte.mp4', { type: 'video/mp4' }),
      );
      await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
      await waitFor(() => expect(form.getByRole('button', { name: 'Create' })).toBeEnabled());
      await userEvent.click(form.getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(args.onCreate).toHaveBeenCalledWith({
          type: 'video',
          entryId: 'entry-tiktok',
          filePath: 'campaign-media/iced-latte.mp4',
          noteContent: null,
          thumbnailPath: null,
          uploadedBy: USER_ID,
        }),
      );
    });
  },
};

export const UploadFailure: Story = {
  args: { onUpload: fn(uploadFailing) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create' }));
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
    await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
    await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'image');
    await userEvent.upload(form.getByLabelText('File'), samplePng());
    await expectToast(canvasElement, 'Upload failed.');
    await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

export const CreateFailure: Story = {
  args: {
    onCreate: fn(async () => {
      throw new Error('Request failed with status 500');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create' }));
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
    await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
    await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'note');
    await userEvent.type(form.getByLabelText(/Note Content/), '会员专属九折');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expectToast(canvasElement, 'Create failed.');
    await expect(form.getByLabelText(/Note Content/)).toHaveValue('会员专属九折');
  },
};

export const CreateFailureWithServerMessage: Story = {
  args: {
    onCreate: fn(async () => {
      throw Object.assign(new Error('Bad Request'), { serverMessage: 'Note Content must be at most 20000 characters' });
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create' }));
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
    await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
    await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'note');
    await userEvent.type(form.getByLabelText(/Note Content/), 'Long note');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expectToast(canvasElement, 'Note Content must be at most 20000 characters');
  },
};

export const EditSelected: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Edit shows only while exactly one row is selected', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select note asset-moon-note' }));
      await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select image asset-mooncake' }));
      await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select image asset-mooncake' }));
    });
    await step('Edit loads the asset; Save waits for a change and sends the update', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
      const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Asset' }));
      await expect(form.getByLabelText(/Note Content/)).toHaveValue(MOON_NOTE);
      await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
      await userEvent.clear(form.getByLabelText(/Note Content/));
      await userEvent.type(form.getByLabelText(/Note Content/), '中秋节限定月饼礼盒买二送一');
      await waitFor(() => expect(form.getByRole('button', { name: 'Save' })).toBeEnabled());
      await userEvent.click(form.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onUpdate).toHaveBeenCalledWith({
          id: 'asset-moon-note',
          body: {
            type: 'note',
            entryId: 'entry-redbook',
            filePath: null,
            noteContent: '中秋节限定月饼礼盒买二送一',
            thumbnailPath: null,
            uploadedBy: USER_ID,
          },
        }),
      );
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
  },
};

export const UpdateFailure: Story = {
  args: {
    onUpdate: fn(async () => {
      throw new Error('Request failed with status 500');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select note asset-raya-note' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Asset' }));
    await userEvent.type(form.getByLabelText(/Note Content/), ' Bring a friend!');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Update failed.');
    await expect(screenOf(canvasElement).getByRole('dialog', { name: 'Edit Asset' })).toBeVisible();
  },
};
