import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LinkAssignBody, LinkGenerateBody, Tenant } from '@app/contract';
import { LinkList } from '@app/screens';
import { notify } from '@app/ui';
import { links, tenants } from './fixtures/admin';
import { expectNoDialog, expectShown, findDialog, type Scope, screenOf, serverError } from './fixtures/play';

const meta = {
  title: 'Screens/Admin/LinkList',
  component: LinkList,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    notify.clear();
    return () => notify.clear();
  },
  args: {
    rows: links,
    tenants,
    onRefresh: fn(),
    onExport: fn(async (): Promise<unknown> => new Blob(['zip'])),
    onGenerate: fn(async (_body: LinkGenerateBody): Promise<unknown> => []),
    onAssign: fn(async (_body: LinkAssignBody): Promise<unknown> => ({})),
    onDelete: fn(async (_uuid: string): Promise<unknown> => ({ deleted: 1 })),
  },
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

const VACANT_UUID = '7f3c9a10-0003-4d7e-9b1a-2c5e8f0a0003';
const ASSIGNED_UUID = '7f3c9a10-0002-4d7e-9b1a-2c5e8f0a0002';

async function openGenerate(canvasElement: HTMLElement): Promise<Scope> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate' }));
  return findDialog(canvasElement, 'Generate QR Code Links');
}

async function openAssign(canvasElement: HTMLElement, name: string): Promise<Scope> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Assign ${name}` }));
  return findDialog(canvasElement, 'Assign Link');
}

async function openDelete(canvasElement: HTMLElement, name: string): Promise<Scope> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Delete ${name}` }));
  return findDialog(canvasElement, 'Delete Link');
}

export const Filled: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const table = () => canvas.getByRole('table', { name: 'QR Code Link List' });
    await step(
      'the table lists the links: Name, Status, URL, Tenant, Created At (sortable) and the row actions',
      async () => {
        const headers = within(table()).getAllByRole('columnheader');
        await expect(headers.map((header) => header.textContent)).toEqual([
          'Name',
          'Status',
          'URL',
          'Tenant',
          'Created At',
          'Actions',
        ]);
        for (const header of headers.slice(0, 5)) await expect(header).toHaveAttribute('aria-sort');
        await expect(headers[5]).not.toHaveAttribute('aria-sort');
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

export const Generate: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openGenerate(canvasElement);
    const count = () => dialog.getByLabelText('Count');
    const submit = () => dialog.getByRole('button', { name: 'Generate' });
    await step('Count is a required number field; Generate starts disabled', async () => {
      await expect(count()).toHaveAttribute('type', 'number');
      await expect(count()).toHaveAttribute('min', '1');
      await expect(count()).toHaveAttribute('max', '100');
      await expect(count()).toHaveAttribute('aria-required', 'true');
      await expect(count()).toHaveValue(null);
      await expect(submit()).toBeDisabled();
    });
    for (const bad of ['0', '101', '-5']) {
      await step(`${bad} is refused: "Count must be a whole number from 1 to 100"`, async () => {
        await userEvent.clear(count());
        await userEvent.type(count(), bad);
        await expectShown(dialog, 'Count must be a whole number from 1 to 100');
        await expect(submit()).toBeDisabled();
      });
    }
    await step('clearing the field keeps Generate disabled', async () => {
      await userEvent.clear(count());
      await expect(submit()).toBeDisabled();
    });
    await step('1 and 100 are accepted; Generate sends { count } as a number and closes', async () => {
      await userEvent.type(count(), '1');
      await expect(submit()).toBeEnabled();
      await userEvent.clear(count());
      await userEvent.type(count(), '100');
      await expect(submit()).toBeEnabled();
      await userEvent.click(submit());
      await waitFor(() => expect(args.onGenerate).toHaveBeenCalledWith({ count: 100 }));
      await expectNoDialog(canvasElement);
    });
  },
};

export const GenerateFailure: Story = {
  args: {
    onGenerate: fn(async (_body: LinkGenerateBody): Promise<unknown> =>
      Promise.reject(serverError('Count must be a whole number from 1 to 100')),
    ),
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await openGenerate(canvasElement);
    await userEvent.type(dialog.getByLabelText('Count'), '25');
    await userEvent.click(dialog.getByRole('button', { name: 'Generate' }));
    await step('a failure shows "Error generating links" and keeps the count', async () => {
      await expectShown(screenOf(canvasElement), 'Error generating links');
      await expect(dialog.getByLabelText('Count')).toHaveValue(25);
    });
  },
};

export const Assign: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await openAssign(canvasElement, 'QR-0003');
    await step('the modal names the link and offers only tenants that hold no link', async () => {
      await expect(dialog.getByText('QR-0003')).toBeVisible();
      await expect(dialog.getByText(`https://app.example.com/q/${VACANT_UUID}`)).toBeVisible();
      const select = dialog.getByLabelText<HTMLSelectElement>('Tenant');
      await expect(Array.from(select.options).map((option) => option.text)).toEqual([
        'Select a tenant',
        'Bazaar Raya Sdn Bhd',
        'Summer Coffee Roasters',
      ]);
      await expect(dialog.getByRole('button', { name: 'Assign' })).toBeDisabled();
    });
    await step('choosing a tenant and Assign send { uuid, tenantId } and close', async () => {
      await userEvent.selectOptions(dialog.getByLabelText('Tenant'), 'Summer Coffee Roasters');
      await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
      await waitFor(() => expect(args.onAssign).toHaveBeenCalledWith({ uuid: VACANT_UUID, tenantId: 't-3' }));
      await expectNoDialog(canvasElement);
    });
  },
};

const everyTenantLinked: Tenant[] = tenants.map((tenant, index) => ({
  ...tenant,
  links:
    tenant.links.length > 0
      ? tenant.links
      : [
          {
            uuid: `held-${index}`,
            name: `QR-90${index}`,
            status: 'Assigned',
            full_url: `https://app.example.com/q/held-${index}`,
          },
        ],
}));

export const AssignNoTenantLeft: Story = {
  args: { tenants: everyTenantLinked },
  play: async ({ canvasElement, step }) => {
    const dialog = await openAssign(canvasElement, 'QR-0004');
    await step('when every tenant holds a link, there is nobody to choose and Assign stays disabled', async () => {
      await expect(dialog.getByText('Every tenant already holds a link.')).toBeVisible();
      const select = dialog.getByLabelText<HTMLSelectElement>('Tenant');
      await expect(select.options).toHaveLength(1);
      await expect(dialog.getByRole('button', { name: 'Assign' })).toBeDisabled();
    });
  },
};

export const AssignFailure: Story = {
  args: {
    onAssign: fn(async (_body: LinkAssignBody): Promise<unknown> => Promise.reject(serverError('Link is not vacant'))),
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await openAssign(canvasElement, 'QR-0004');
    await userEvent.selectOptions(dialog.getByLabelText('Tenant'), 'Bazaar Raya Sdn Bhd');
    await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await step('a failure shows "Error assigning link" and keeps the choice', async () => {
      await expectShown(screenOf(canvasElement), 'Error assigning link');
      await expect(dialog.getByLabelText('Tenant')).toHaveValue('t-4');
    });
  },
};

export const Delete: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('Delete asks "Are you sure you want to delete this link?"; Cancel deletes nothing', async () => {
      const dialog = await openDelete(canvasElement, 'QR-0002');
      await expect(dialog.getByText('Are you sure you want to delete this link?')).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await expectNoDialog(canvasElement);
      await expect(args.onDelete).not.toHaveBeenCalled();
    });
    await step('confirming sends the link uuid and closes the dialog', async () => {
      const dialog = await openDelete(canvasElement, 'QR-0002');
      await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(ASSIGNED_UUID));
      await expect(args.onDelete).toHaveBeenCalledTimes(1);
      await expectNoDialog(canvasElement);
    });
  },
};

export const DeleteFailure: Story = {
  args: { onDelete: fn(async (_uuid: string): Promise<unknown> => Promise.reject(serverError('Link not found'))) },
  play: async ({ canvasElement, step }) => {
    const dialog = await openDelete(canvasElement, 'QR-0003');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await step('a failure shows "Error deleting link"; the dialog stays to retry or cancel', async () => {
      await expectShown(screenOf(canvasElement), 'Error deleting link');
      await expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled();
    });
  },
};
