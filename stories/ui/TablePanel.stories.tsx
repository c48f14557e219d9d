import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, DataTable, Icons, TablePanel, type DataTableColumn } from '@app/ui';

interface Link {
  uuid: string;
  name: string;
  status: string;
}

const LINKS: Link[] = [
  { uuid: 'l-1', name: 'QR-0001', status: 'Vacant' },
  { uuid: 'l-2', name: 'QR-0002', status: 'Assigned' },
  { uuid: 'l-3', name: 'QR-0003', status: 'Vacant' },
];

const COLUMNS: DataTableColumn<Link>[] = [
  { id: 'name', header: 'Name', accessor: (link) => link.name },
  { id: 'status', header: 'Status', accessor: (link) => link.status },
];

const meta = {
  title: 'UI/TablePanel',
  component: TablePanel,
  args: {
    title: 'QR Code Link List',
    onRefresh: fn(),
    onCreate: fn(),
    children: <DataTable columns={COLUMNS} rows={LINKS} getRowId={(link) => link.uuid} />,
  },
} satisfies Meta<typeof TablePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTable: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the title is an h2 that names the panel and its table', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'QR Code Link List' })).toBeVisible();
      await expect(canvas.getByRole('region', { name: 'QR Code Link List' })).toBeVisible();
      await expect(canvas.getByRole('table', { name: 'QR Code Link List' })).toBeVisible();
    });
    await step('Refresh and Create call back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      await expect(args.onRefresh).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
      await expect(args.onCreate).toHaveBeenCalledTimes(1);
    });
  },
};

export const Loading: Story = {
  args: {
    loading: true,
    children: <DataTable columns={COLUMNS} rows={[]} getRowId={(link) => link.uuid} isLoading />,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const WithActions: Story = {
  name: 'Extra actions and a Create label',
  args: {
    createLabel: 'Generate',
    actions: (
      <Button variant="secondary" icon={<Icons.Download size={16} aria-hidden="true" />} onClick={fn()}>
        Export
      </Button>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = within(canvas.getByRole('region', { name: 'QR Code Link List' }))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    await expect(buttons.slice(0, 3)).toEqual(['Export', 'Refresh', 'Generate']);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { onRefresh: undefined, onCreate: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'QR Code Link List' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  },
};
