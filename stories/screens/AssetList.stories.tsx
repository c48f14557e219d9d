import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { AssetList } from '@app/screens';
import { notify } from '@app/ui';
import {
  ASSETS,
  ENTRIES,
  MOON_NOTE,
  RAYA_NOTE,
  USER_ID,
  oversizedFile,
  resolveFileUrl,
  resolveNever,
  samplePng,
  textFile,
  uploadAfter,
  uploadFailing,
} from './fixtures/media';
import { expectNoDialog, expectToast, screenOf } from './fixtures/play';

const meta = {
  title: 'Screens/Lists/AssetList',
  component: AssetList,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    notify.clear();
  },
  args: {
    rows: ASSETS,
    entries: ENTRIES,
    userId: USER_ID,
    isLoading: false,
    error: null,
    onRefresh: fn(),
    onCreate: fn(async () => undefined),
    onUpdate: fn(async () => undefined),
    onDelete: fn(async (_ids: string[]): Promise<unknown> => undefined),
    onUpload: fn(uploadAfter(200)),
    resolveFileUrl,
  },
} satisfies Meta<typeof AssetList>;

export default meta;
type Story = StoryObj<typeof meta>;

function row(canvasElement: HTMLElement, assetId: string): HTMLElement {
  const checkbox = within(canvasElement).getByRole('checkbox', { name: new RegExp(`^Select \\w+ ${assetId}$`) });
  return checkbox.closest('tr') as HTMLElement;
}

export const Filled: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the list has its title and the columns Type, Preview, Uploaded At', async () => {
      await expect(canvas.getByRole('heading', { name: 'Asset List' })).toBeVisible();
      const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent?.trim());
      await expect(headers).toEqual(expect.arrayContaining(['Type', 'Preview', 'Uploaded At']));
    });
    await step('a note previews exactly its first 50 characters (Mandarin and English)', async () => {
      const moon = Array.from(MOON_NOTE).slice(0, 50).join('');
      await expect(within(row(canvasElement, 'asset-moon-note')).getByText(moon).textContent).toBe(moon);
      await expect(within(row(canvasElement, 'asset-raya-note')).getByText(RAYA_NOTE.slice(0, 50)).textContent).toBe(
        RAYA_NOTE.slice(0, 50),
      );
    });
    await step('an image and a video preview their resolved files; a missing file reads "No file"', async () => {
      const image = await within(row(canvasElement, 'asset-mooncake')).findByRole('img', {
        name: 'Preview of asset asset-mooncake',
      });
      await expect(image).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
      await waitFor(() =>
        expect(row(canvasElement, 'asset-lantern-video').querySelector('video')).toHaveAttribute(
          'src',
          expect.stringContaining('data:video/mp4'),
        ),
      );
      await expect(within(row(canvasElement, 'asset-missing-file')).getByText('No file')).toBeVisible();
    });
    await step('Uploaded At is an en-GB date and Type the asset type', async () => {
      await expect(within(row(canvasElement, 'asset-mooncake')).getByText('05/08/2026')).toBeVisible();
      await expect(within(row(canvasElement, 'asset-mooncake')).getByText('image')).toBeVisible();
    });
  },
};

export const PreviewsLoading: Story = {
  args: { resolveFileUrl: resolveNever, rows: ASSETS.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const loading = within(canvasElement).getAllByText('Loading...');
    await expect(loading).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No assets yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { rows: [], error: 'The assets could not be loaded.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The assets could not be loaded.')).toBeVisible();
  },
};

export const Refresh: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

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
    await step('opening again starts from an empty form', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
      const again = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Asset' }));
      await expect(again.getByLabelText(/Platform/)).toHaveValue('');
      await expect(again.getByLabelText(/Asset Type/)).toHaveValue('');
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
    await step('another type is refused: "Invalid file type."', async () => {
      await userEvent.setup({ applyAccept: false }).upload(form.getByLabelText('File'), textFile());
      await expect(await form.findByRole('alert')).toHaveTextContent('Invalid file type.');
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

export const BulkDelete: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the confirmation lists the selected ids', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select image asset-mooncake' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select note asset-raya-note' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
      const dialog = within(await screenOf(canvasElement).findByRole('dialog'));
      await waitFor(() => expect(dialog.getByText('Are you sure you want to delete:')).toBeVisible());
      await waitFor(() => expect(dialog.getByText('asset-mooncake')).toBeVisible());
      await waitFor(() => expect(dialog.getByText('asset-raya-note')).toBeVisible());
    });
    await step('confirming deletes exactly those ids', async () => {
      await userEvent.click(
        within(screenOf(canvasElement).getByRole('dialog')).getByRole('button', { name: 'Delete' }),
      );
      await waitFor(() =>
        expect(args.onDelete).toHaveBeenCalledWith(expect.arrayContaining(['asset-mooncake', 'asset-raya-note'])),
      );
      await expect(mocked(args.onDelete).mock.calls[0]?.[0]).toHaveLength(2);
      await expectNoDialog(canvasElement);
    });
  },
};

export const DeleteFailure: Story = {
  args: {
    onDelete: fn(async (_ids: string[]): Promise<unknown> => {
      throw new Error('Request failed with status 500');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select image asset-latte' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screenOf(canvasElement).findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await expectToast(canvasElement, 'Delete failed.');
  },
};
