import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AssetForm } from '@app/screens';
import { USER_ID } from './fixtures/media';
import { samplePng, sampleJpeg } from './fixtures/files';
import { expectToast, screenOf } from './fixtures/play';
import { assetFormMeta } from './fixtures/assetFormStory';
import { PHONE } from './fixtures/localeOpen';
import { apiFailure, failingOnce, heldUploads, noisePhoto } from './fixtures/photos';

const meta = {
  title: 'Screens/Lists/AssetForm/Photos',
  component: AssetForm,
  ...assetFormMeta,
} satisfies Meta<typeof AssetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const MB = 1024 * 1024;
const QUOTA = 'Storage is full: each business may keep 2 GiB of files. Delete assets you no longer need and try again.';

async function openForm(canvasElement: HTMLElement) {
  const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
  await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
  await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'image');
  return form;
}

const held = heldUploads();

export const SeveralPhotos: Story = {
  args: { onUpload: fn(held.upload) },
  play: async ({ canvasElement, args, step }) => {
    held.reset();
    const form = await openForm(canvasElement);
    const create = form.getByRole('button', { name: 'Create' });
    const files = [samplePng('cake-1.png'), samplePng('cake-2.png'), sampleJpeg('shop-front.jpg')];
    await step('three photos in one pick: each is listed, the first uploads while the others wait', async () => {
      await userEvent.upload(form.getByLabelText('File'), files);
      const list = within(form.getByRole('list', { name: 'Chosen files' }));
      await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(3));
      await waitFor(() => expect(list.getByText('Uploading… 30%')).toBeVisible());
      await expect(list.getAllByText('Waiting…')).toHaveLength(2);
      await expect(list.getAllByRole('progressbar')).toHaveLength(1);
      await expect(create).toBeDisabled();
    });
    await step('each file goes in turn; Create waits for the last one', async () => {
      held.release();
      await waitFor(() => expect(form.getAllByText('Uploaded')).toHaveLength(1));
      await waitFor(() => expect(form.getByText('Uploading… 30%')).toBeVisible());
      await expect(create).toBeDisabled();
      held.release();
      await waitFor(() => expect(form.getAllByText('Uploaded')).toHaveLength(2));
      held.release();
      await waitFor(() => expect(form.getAllByText('Uploaded')).toHaveLength(3));
      await waitFor(() => expect(create).toBeEnabled());
    });
    await step('Create makes one asset per photo, all of the chosen platform and type', async () => {
      await userEvent.click(create);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(3));
      for (const name of ['cake-1.png', 'cake-2.png', 'shop-front.jpg']) {
        await expect(args.onSubmit).toHaveBeenCalledWith({
          type: 'image',
          entryId: 'entry-redbook',
          filePath: `campaign-media/${name}`,
          noteContent: null,
          thumbnailPath: `campaign-media/${name}`,
          uploadedBy: USER_ID,
        });
      }
      await expectToast(canvasElement, '3 assets created');
      await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    });
  },
};

export const SeveralPhotosPhone: Story = { ...SeveralPhotos, globals: PHONE };

export const LargePhotoShrunk: Story = {
  args: {
    onUpload: fn(async ({ file }: { file: File; onProgress: (percent: number) => void }) =>
      Promise.resolve(`campaign-media/${file.name.toLowerCase()}`),
    ),
  },
  play: async ({ canvasElement, args, step }) => {
    const form = await openForm(canvasElement);
    const photo = await noisePhoto('IMG_2041.png');
    await expect(photo.size).toBeGreaterThan(5 * MB);
    await step('a photo over 5 MB is made smaller in the browser, not refused', async () => {
      await userEvent.upload(form.getByLabelText('File'), photo);
      await waitFor(() => expect(form.getByText('Uploaded')).toBeVisible(), { timeout: 20_000 });
      await expect(form.queryByRole('alert')).toBeNull();
    });
    await step('what is uploaded is a JPEG within 5 MB whose long edge is 2560 px', async () => {
      const [[{ file }]] = args.onUpload.mock.calls as unknown as [[{ file: File }]];
      await expect(file.name).toBe('IMG_2041.jpg');
      await expect(file.type).toBe('image/jpeg');
      await expect(file.size).toBeLessThanOrEqual(5 * MB);
      const bitmap = await createImageBitmap(file);
      await expect([bitmap.width, bitmap.height]).toEqual([2560, 914]);
      await expect(form.getByText(/^IMG_2041\.png · /)).toBeVisible();
      await waitFor(() => expect(form.getByRole('button', { name: 'Create' })).toBeEnabled());
    });
  },
};

export const VideoTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
    await userEvent.selectOptions(form.getByLabelText(/Platform/), 'Redbook');
    await userEvent.selectOptions(form.getByLabelText(/Asset Type/), 'video');
    await userEvent.upload(
      form.getByLabelText('File'),
      new File([new Uint8Array(6 * MB)], 'shop-tour.mp4', { type: 'video/mp4' }),
    );
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'File is too large. Max allowed size is 5MB. Videos must be 5 MB or smaller: trim or compress the video, then choose it again.',
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

export const RetryAfterQuota: Story = {
  args: { onUpload: fn(failingOnce(apiFailure(413, 'storage_full', { quota: '2 GiB' }), 'cake-2.png')) },
  play: async ({ canvasElement, args, step }) => {
    const form = await openForm(canvasElement);
    const create = form.getByRole('button', { name: 'Create' });
    await step('a failed file says why (the server refused it: storage is full), the others upload', async () => {
      await userEvent.upload(form.getByLabelText('File'), [samplePng('cake-1.png'), samplePng('cake-2.png')]);
      await expect(await form.findByRole('alert')).toHaveTextContent(QUOTA);
      await expectToast(canvasElement, QUOTA);
      await waitFor(() => expect(form.getByText('Uploaded')).toBeVisible());
      await expect(form.queryByText('Upload failed.')).toBeNull();
      await expect(create).toBeDisabled();
    });
    await step('Retry uploads that file again; then Create saves both', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Retry cake-2.png' }));
      await waitFor(() => expect(form.getAllByText('Uploaded')).toHaveLength(2));
      await waitFor(() => expect(create).toBeEnabled());
      await userEvent.click(create);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    });
  },
};

export const RetryAfterQuotaPhone: Story = { ...RetryAfterQuota, globals: PHONE };

export const ServerSaysWrongType: Story = {
  args: { onUpload: fn(failingOnce(apiFailure(415, 'invalid_file_type'), 'renamed.png')) },
  play: async ({ canvasElement, step }) => {
    const form = await openForm(canvasElement);
    await step('a file the server finds is no picture says "Invalid file type.", not "Upload failed."', async () => {
      await userEvent.upload(form.getByLabelText('File'), samplePng('renamed.png'));
      await expect(await form.findByRole('alert')).toHaveTextContent('Invalid file type.');
      await expect(form.queryByText('Upload failed.')).toBeNull();
    });
    await step('a failed file can also be removed, which leaves nothing to create', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Remove renamed.png' }));
      await expect(form.queryByRole('list', { name: 'Chosen files' })).toBeNull();
      await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
    });
  },
};
