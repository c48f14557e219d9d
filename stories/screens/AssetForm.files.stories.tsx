import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AssetForm } from '@app/screens';
import { USER_ID } from './fixtures/media';
import { heldUpload, oversizedFile, samplePng, textFile, uploadFailing, uploadForever } from './fixtures/files';
import { anyOf, expectToast, screenOf } from './fixtures/play';
import { assetFormMeta, TOO_LARGE } from './fixtures/assetFormStory';

const meta = {
  title: 'Screens/Lists/AssetForm',
  component: AssetForm,
  ...assetFormMeta,
} satisfies Meta<typeof AssetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const createImageUpload = heldUpload(30, 'campaign-media/mooncake-banner.png');

export const CreateImage: Story = {
  args: { onUpload: fn(createImageUpload.upload) },
  play: async ({ canvasElement, args, step }) => {
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
    const create = form.getByRole('button', { name: 'Create' });
    await step('an image needs a file: Create stays disabled without one', async () => {
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Instagram');
      await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'image');
      await expect(form.queryByLabelText(/Note Content/)).not.toBeInTheDocument();
      await expect(create).toBeDisabled();
    });
    await step('choosing a file uploads it at once, with progress; Create is disabled while it uploads', async () => {
      await userEvent.upload(form.getByLabelText('File'), samplePng());
      await expect(args.onUpload).toHaveBeenCalledWith(expect.objectContaining({ file: anyOf(File) }));
      await expect(form.getByRole('progressbar')).toBeInTheDocument();
      await waitFor(() => expect(form.getByText('Uploading… 30%')).toBeVisible());
      await expect(create).toBeDisabled();
      createImageUpload.release();
    });
    await step('after the upload the preview shows and Create sends the stored key', async () => {
      await waitFor(() => expect(create).toBeEnabled());
      await waitFor(() => expect(form.getByRole('img', { name: 'Preview of mooncake-banner.png' })).toBeVisible());
      await userEvent.click(create);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          type: 'image',
          entryId: 'entry-instagram',
          filePath: 'campaign-media/mooncake-banner.png',
          noteContent: null,
          thumbnailPath: 'campaign-media/mooncake-banner.png',
          uploadedBy: USER_ID,
        }),
      );
    });
  },
};

export const Uploading: Story = {
  args: { onUpload: fn(uploadForever) },
  play: async ({ canvasElement, step }) => {
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
    await step('while the upload runs, its progress shows and Create stays disabled', async () => {
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
      await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'video');
      await userEvent.upload(
        form.getByLabelText('File'),
        new File([samplePng().slice()], 'lantern.mp4', { type: 'video/mp4' }),
      );
      await waitFor(() => expect(form.getByText('Uploading… 40%')).toBeVisible());
      await expect(form.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
      await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
    });
  },
};

export const FileTooLarge: Story = {
  play: async ({ canvasElement, args, step }) => {
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
    await step(
      'a "photo" over 5 MB that cannot be made smaller (no picture in it) is refused with the exact message',
      async () => {
        await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
        await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'image');
        await userEvent.upload(form.getByLabelText('File'), oversizedFile());
        await expect(await form.findByRole('alert')).toHaveTextContent(TOO_LARGE);
        await expect(args.onUpload).not.toHaveBeenCalled();
        await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
      },
    );
  },
};

export const DetailScreenTooLargeMessage: Story = {
  args: { title: 'Add Asset', submitLabel: 'Save', tooLargeMessage: 'Max file size is 5MB' },
  play: async ({ canvasElement, step }) => {
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Add Asset' }));
    await step('the campaign details screen gives its own size message', async () => {
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
      await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'video');
      await userEvent.upload(form.getByLabelText('File'), oversizedFile('lantern.mp4', 'video/mp4'));
      await expect(await form.findByRole('alert')).toHaveTextContent('Max file size is 5MB');
    });
  },
};

export const InvalidFileType: Story = {
  play: async ({ canvasElement, args, step }) => {
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
    // A user can pick "All files" in the system dialog: the browser does not enforce `accept`.
    const user = userEvent.setup({ applyAccept: false });
    await step('a text file is refused with "Invalid file type."', async () => {
      await user.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
      await user.selectOptions(form.getByLabelText(/Asset Type/), 'image');
      await user.upload(form.getByLabelText('File'), textFile());
      await expect(await form.findByRole('alert')).toHaveTextContent('Invalid file type.');
      await expect(args.onUpload).not.toHaveBeenCalled();
    });
    await step('a video file is refused for an image asset, each refused file with its own message', async () => {
      await user.upload(form.getByLabelText('File'), new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
      await waitFor(() => expect(form.getAllByRole('alert')).toHaveLength(2));
      for (const alert of form.getAllByRole('alert')) await expect(alert).toHaveTextContent('Invalid file type.');
      await expect(args.onUpload).not.toHaveBeenCalled();
      await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
    });
  },
};

export const UploadFailure: Story = {
  args: { onUpload: fn(uploadFailing) },
  play: async ({ canvasElement, step }) => {
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
    await step('a failed upload shows "Upload failed." and keeps Create disabled', async () => {
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
      await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'image');
      await userEvent.upload(form.getByLabelText('File'), samplePng());
      await expectToast(canvasElement, 'Upload failed.');
      await expect(form.getByRole('alert')).toHaveTextContent('Upload failed.');
      await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
    });
  },
};
