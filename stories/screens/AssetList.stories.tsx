import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { AssetList } from '@app/screens';
import { ASSETS, MOON_NOTE, RAYA_NOTE } from './fixtures/media';
import { resolveNever } from './fixtures/files';
import { expectNoDialog, expectToast, screenOf } from './fixtures/play';
import { assetListMeta, row } from './fixtures/assetListStory';

const meta = {
  title: 'Screens/Lists/AssetList',
  component: AssetList,
  ...assetListMeta,
} satisfies Meta<typeof AssetList>;

export default meta;
type Story = StoryObj<typeof meta>;

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
