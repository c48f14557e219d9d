import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AssetForm } from '@app/screens';
import { USER_ID } from './fixtures/media';
import { samplePng, uploadForever } from './fixtures/files';
import { expectToast, screenOf } from './fixtures/play';
import { assetFormMeta, moonImage } from './fixtures/assetFormStory';

const meta = {
  title: 'Screens/Lists/AssetForm',
  component: AssetForm,
  ...assetFormMeta,
} satisfies Meta<typeof AssetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateNote: Story = {
  play: async ({ canvasElement, args, step }) => {
    const screen = screenOf(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Create Asset' });
    const form = within(dialog);
    const create = form.getByRole('button', { name: 'Create' });
    await step('Create is disabled until a platform, a type and a note are given', async () => {
      await expect(create).toBeDisabled();
      await expect(form.queryByLabelText(/Note Content/)).not.toBeInTheDocument();
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
      await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'note');
      await expect(create).toBeDisabled();
    });
    await step('the platforms are the entries, shown by their type', async () => {
      const options = within(form.getByLabelText(/Platform/))
        .getAllByRole('option')
        .map((option) => option.textContent);
      await expect(options).toEqual([
        'Select a platform',
        'Redbook',
        'Instagram',
        'Google Review',
        'Facebook',
        'Tiktok',
      ]);
      const types = within(form.getByLabelText(/Asset Type/))
        .getAllByRole('option')
        .map((option) => option.textContent);
      await expect(types).toEqual(['Select an asset type', 'image', 'video', 'note']);
    });
    await step('a note without a file is sent with its trimmed text and the signed-in uploader', async () => {
      await userEvent.type(form.getByLabelText(/Note Content/), '  中秋节限定：流心奶黄月饼礼盒买二送一  ');
      await waitFor(() => expect(create).toBeEnabled());
      await userEvent.click(create);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          type: 'note',
          entryId: 'entry-redbook',
          filePath: null,
          noteContent: '中秋节限定：流心奶黄月饼礼盒买二送一',
          thumbnailPath: null,
          uploadedBy: USER_ID,
        }),
      );
      await expect(args.onUpload).not.toHaveBeenCalled();
      await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    });
  },
};

export const BlankNote: Story = {
  play: async ({ canvasElement, args, step }) => {
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
    await step('a note of spaces is refused with a clear message', async () => {
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Instagram');
      await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'note');
      await userEvent.type(form.getByLabelText(/Note Content/), '   ');
      await waitFor(() => expect(form.getByText('Note Content is required')).toBeVisible());
      await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const EditImage: Story = {
  args: { title: 'Edit Asset', submitLabel: 'Save', asset: moonImage },
  play: async ({ canvasElement, args, step }) => {
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Asset' }));
    const save = form.getByRole('button', { name: 'Save' });
    await step('the asset is loaded, its file previewed; Save waits for a change', async () => {
      await expect(form.getByLabelText(/Platform/)).toHaveValue('entry-redbook');
      await expect(form.getByLabelText(/Asset Type/)).toHaveValue('image');
      await waitFor(() => expect(form.getByRole('img', { name: 'Preview of the current file' })).toBeVisible());
      await expect(save).toBeDisabled();
    });
    await step('on edit the file is not required again: changing the platform is enough', async () => {
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Instagram');
      await waitFor(() => expect(save).toBeEnabled());
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
      await waitFor(() => expect(save).toBeDisabled());
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Instagram');
      await waitFor(() => expect(save).toBeEnabled());
      await userEvent.click(save);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          type: 'image',
          entryId: 'entry-instagram',
          filePath: 'campaign-media/mooncake-box.png',
          noteContent: null,
          thumbnailPath: 'campaign-media/mooncake-box.png',
          uploadedBy: USER_ID,
        }),
      );
    });
  },
};

export const EditUploadingDisablesSave: Story = {
  args: { title: 'Edit Asset', submitLabel: 'Save', asset: moonImage, onUpload: fn(uploadForever) },
  play: async ({ canvasElement, step }) => {
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Asset' }));
    const save = form.getByRole('button', { name: 'Save' });
    await step('a valid change enables Save', async () => {
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Instagram');
      await waitFor(() => expect(save).toBeEnabled());
    });
    await step('replacing the file disables Save while the new file uploads', async () => {
      await userEvent.upload(form.getByLabelText('File'), samplePng('mooncake-2026.png'));
      await waitFor(() => expect(form.getByText('Uploading… 40%')).toBeVisible());
      await expect(save).toBeDisabled();
    });
  },
};

export const EditSwitchToVideoNeedsFile: Story = {
  args: { title: 'Edit Asset', submitLabel: 'Save', asset: moonImage },
  play: async ({ canvasElement, step }) => {
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Asset' }));
    await step('an image file cannot stand for a video: switching the type asks for a new file', async () => {
      await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'video');
      await expect(form.queryByRole('img', { name: 'Preview of the current file' })).not.toBeInTheDocument();
      await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
  },
};

export const SubmitFailure: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('Bad Request'), { serverMessage: 'Platform must belong to your campaigns' });
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
    await step('the failure is shown and the modal keeps the input', async () => {
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Facebook');
      await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'note');
      await userEvent.type(form.getByLabelText(/Note Content/), 'Free kuih raya tasting');
      await userEvent.click(form.getByRole('button', { name: 'Create' }));
      await expectToast(canvasElement, 'Platform must belong to your campaigns');
      await expect(args.onClose).not.toHaveBeenCalled();
      await expect(form.getByLabelText(/Note Content/)).toHaveValue('Free kuih raya tasting');
    });
  },
};
