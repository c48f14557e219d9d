import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LinkList } from '@app/screens';
import { expectShown, screenOf, serverError } from './fixtures/play';
import { linkListMeta, VACANT_UUID } from './fixtures/linkListStory';
import { inLocale } from '../fixtures/locale';
import { PHONE_390 } from './fixtures/localePlay';

const meta = {
  title: 'Screens/Admin/LinkList',
  component: LinkList,
  ...linkListMeta,
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The play context of this file's stories (for their Chinese and Malay variants). */
type Context = Parameters<NonNullable<Story['play']>>[0];

export const Filled: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const table = () => canvas.getByRole('table', { name: 'QR Code Link List' });
    await step(
      'the table lists the links: Name, its Label, Status, URL, Tenant, Created At (sortable) and the row actions',
      async () => {
        const headers = within(table()).getAllByRole('columnheader');
        await expect(headers.map((header) => header.textContent)).toEqual([
          'Name',
          'Label',
          'Status',
          'URL',
          'Tenant',
          'Created At',
          'Actions',
        ]);
        const [name, label, ...rest] = headers;
        for (const header of [name, ...rest.slice(0, 4)]) await expect(header).toHaveAttribute('aria-sort');
        await expect(label).not.toHaveAttribute('aria-sort');
        await expect(headers[6]).not.toHaveAttribute('aria-sort');
      },
    );
    await step('each row shows its status badge, its URL as a link and its tenant or a dash', async () => {
      const rows = within(table()).getAllByRole('row').slice(1);
      await expect(rows[0]).toHaveTextContent('QR-0001');
      await expect(rows[0]).toHaveTextContent('Assigned');
      await expect(rows[0]).toHaveTextContent('金龙茶餐厅');
      await expect(rows[2]).toHaveTextContent('Vacant');
      await expect(rows[2]).toHaveTextContent('—');
      const url = within(rows[2] as HTMLElement).getByRole('link', {
        name: `https://app.example.com/q/${VACANT_UUID}`,
      });
      await expect(url).toHaveAttribute('href', `https://app.example.com/q/${VACANT_UUID}`);
      await expect(url).toHaveAttribute('target', '_blank');
    });
    await step('only Vacant links offer Assign; every link offers Delete', async () => {
      await expect(canvas.queryByRole('button', { name: 'Assign QR-0001' })).toBeNull();
      await expect(canvas.queryByRole('button', { name: 'Assign QR-0002' })).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Assign QR-0003' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Assign QR-0004' })).toBeVisible();
      for (const name of ['QR-0001', 'QR-0002', 'QR-0003', 'QR-0004'])
        await expect(canvas.getByRole('button', { name: `Delete ${name}` })).toBeVisible();
    });
    await step('the toolbar has Export, Refresh and Generate (no separate Create)', async () => {
      await expect(canvas.getByRole('button', { name: 'Export' })).toBeEnabled();
      await expect(canvas.getByRole('button', { name: 'Generate' })).toBeEnabled();
      await expect(canvas.queryByRole('button', { name: 'Create' })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    });
    await step('sorting by Status puts Assigned before Vacant, and back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Status' }));
      await expect(canvas.getByRole('columnheader', { name: 'Status' })).toHaveAttribute('aria-sort', 'ascending');
      await userEvent.click(canvas.getByRole('button', { name: 'Status' }));
      await expect(canvas.getByRole('columnheader', { name: 'Status' })).toHaveAttribute('aria-sort', 'descending');
      await expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('Vacant');
    });
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement, step }) => {
    await step('a loading row reads "Loading..."', async () => {
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
    });
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, step }) => {
    await step('an empty list says so and offers Generate', async () => {
      await expect(within(canvasElement).getByText('No QR code links yet')).toBeVisible();
      await expect(within(canvasElement).getByRole('button', { name: 'Generate' })).toBeEnabled();
    });
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { rows: [], error: 'Could not load QR code links. Check your connection and refresh.' },
  play: async ({ canvasElement, step }) => {
    await step('the load error is shown as an alert', async () => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        'Could not load QR code links. Check your connection and refresh.',
      );
    });
  },
};

export const Export: Story = {
  args: {
    onExport: fn(async (): Promise<unknown> => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return new Blob(['zip']);
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Export reports the intent and is busy until it finishes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
      await expect(args.onExport).toHaveBeenCalledTimes(1);
      await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Export' })).toBeEnabled());
      await expect(screenOf(canvasElement).queryByText('Error exporting QR codes')).toBeNull();
    });
  },
};

export const ExportFailure: Story = {
  args: { onExport: fn(async (): Promise<unknown> => Promise.reject(serverError('Export is not available'))) },
  play: async ({ canvasElement, step }) => {
    await step('a failed export shows "Error exporting QR codes"', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
      await expectShown(screenOf(canvasElement), 'Error exporting QR codes');
    });
  },
};

export const ExportNothing: Story = {
  args: {
    onExport: fn(async (): Promise<unknown> =>
      Promise.reject(
        Object.assign(serverError('There are no QR codes to export yet. Generate some first.'), {
          code: 'links_none_to_export',
        }),
      ),
    ),
  },
  play: async ({ canvasElement, step }) => {
    await step('with no QR code yet, Export says so instead of downloading an empty zip', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
      await expectShown(screenOf(canvasElement), 'There are no QR codes to export yet. Generate some first.');
      await expect(screenOf(canvasElement).queryByText('Error exporting QR codes')).toBeNull();
    });
  },
};

export const FilledChinesePhone: Story = inLocale<Context, Story>({ ...Filled, globals: PHONE_390 }, 'zh-CN');
export const FilledMalayPhone: Story = inLocale<Context, Story>({ ...Filled, globals: PHONE_390 }, 'ms');
