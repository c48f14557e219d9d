import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AssetForm } from '@app/screens';
import { notify } from '@app/ui';
import {
  ASSETS,
  ENTRIES,
  USER_ID,
  oversizedFile,
  resolveFileUrl,
  samplePng,
  textFile,
  uploadAfter,
  uploadFailing,
  uploadForever,
} from './fixtures/media';
import { anyOf, expectToast, screenOf } from './fixtures/play';

const TOO_LARGE = 'File is too large. Max allowed size is 5MB';

/** The asset list's fallback texts; the screens pass their own. */
function describeCreateFailure(error: unknown): string {
  const message = (error as { serverMessage?: string }).serverMessage;
  return message && message.trim() !== '' ? message : 'Create failed.';
}

const meta = {
  title: 'Screens/Lists/AssetForm',
  component: AssetForm,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    notify.clear();
  },
  args: {
    open: true,
    title: 'Create Asset',
    submitLabel: 'Create',
    entries: ENTRIES,
    userId: USER_ID,
    tooLargeMessage: TOO_LARGE,
    onUpload: fn(uploadAfter(300)),
    resolveFileUrl,
    onSubmit: fn(async () => undefined),
    describeFailure: describeCreateFailure,
    onClose: fn(),
  },
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

export const CreateImage: Story = {
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
      await waitFor(() => expect(form.getByText(/Uploading… \d+%/)).toBeVisible());
      await expect(create).toBeDisabled();
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
    await step('a file over 5 MB is refused with the exact message and never uploaded', async () => {
      await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
      await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'image');
      await userEvent.upload(form.getByLabelText('File'), oversizedFile());
      await expect(await form.findByRole('alert')).toHaveTextContent(TOO_LARGE);
      await expect(args.onUpload).not.toHaveBeenCalled();
      await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
    });
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
    await step('a video file is refused for an image asset', async () => {
      await user.upload(form.getByLabelText('File'), new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
      await expect(await form.findByRole('alert')).toHaveTextContent('Invalid file type.');
      await expect(args.onUpload).not.toHaveBeenCalled();
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

const moonImage = ASSETS[0] as (typeof ASSETS)[number];

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
