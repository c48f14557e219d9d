import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '@app/contract';
import { Icons } from '@app/ui';
import {
  bodyRows,
  BY_CREATED,
  CAMPAIGNS,
  CampaignTable,
  campaignTableMeta,
  DeletingList,
  first,
} from './fixtures/campaignTable';

const meta = {
  title: 'UI/DataTable',
  component: CampaignTable,
  ...campaignTableMeta,
} satisfies Meta<typeof CampaignTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelectableWithBulkActions: Story = {
  args: {
    selectable: true,
    bulkActions: [
      {
        label: 'Edit',
        icon: <Icons.Pencil size={16} aria-hidden="true" />,
        visible: (ids) => ids.length === 1,
        onClick: fn(),
      },
      { label: 'Delete', variant: 'danger', icon: <Icons.Trash2 size={16} aria-hidden="true" />, onClick: fn() },
    ],
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const [edit, remove] = args.bulkActions ?? [];
    const [one, two] = BY_CREATED;
    await step('no selection bar before anything is selected', async () => {
      await expect(canvas.queryByText(/selected$/)).not.toBeInTheDocument();
    });
    await step('select one row: Edit is offered', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${one?.name}` }));
      await expect(canvas.getByText('1 selected')).toBeVisible();
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith([one?.id]);
      await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
      await expect(edit?.onClick).toHaveBeenCalledWith([one?.id]);
    });
    await step('the header checkbox is mixed while some of the page is selected', async () => {
      const all = canvas.getByRole<HTMLInputElement>('checkbox', { name: 'Select all on this page' });
      await expect(all.indeterminate).toBe(true);
      await expect(all).not.toBeChecked();
    });
    await step('select a second row: Edit disappears, Delete gets both ids', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${two?.name}` }));
      await expect(canvas.getByText('2 selected')).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
      await expect(remove?.onClick).toHaveBeenCalledWith(expect.arrayContaining([one?.id, two?.id]));
      await expect(remove?.onClick).toHaveBeenLastCalledWith(
        CAMPAIGNS.filter((campaign) => campaign.id === one?.id || campaign.id === two?.id).map(
          (campaign) => campaign.id,
        ),
      );
    });
    await step('select all on this page selects the 10 rows of the page', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
      await expect(canvas.getByText('10 selected')).toBeVisible();
      const pageIds = BY_CREATED.slice(0, 10).map((campaign) => campaign.id);
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith(expect.arrayContaining(pageIds));
      const all = canvas.getByRole<HTMLInputElement>('checkbox', { name: 'Select all on this page' });
      await expect(all).toBeChecked();
      await expect(all.indeterminate).toBe(false);
      for (const row of bodyRows(canvasElement)) await expect(within(row).getByRole('checkbox')).toBeChecked();
    });
    await step('the selection is kept by id across pages', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      const all = canvas.getByRole<HTMLInputElement>('checkbox', { name: 'Select all on this page' });
      await expect(all).not.toBeChecked();
      await expect(all.indeterminate).toBe(false);
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${BY_CREATED[10]?.name}` }));
      await expect(canvas.getByText('11 selected')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
      await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).toBeChecked();
    });
    await step('the header checkbox deselects the page again', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
      await expect(canvas.getByText('1 selected')).toBeVisible();
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith([BY_CREATED[10]?.id]);
    });
    await step('Clear selection empties it and hides the bar', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
      await expect(canvas.queryByText(/selected$/)).not.toBeInTheDocument();
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    });
  },
};

export const DefaultRowLabels: Story = {
  args: { selectable: true, getRowLabel: undefined, rowActions: [{ label: 'Edit', onClick: fn() }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select row 1' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select row 10' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actions for row 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select row 11' })).toBeVisible();
  },
};

export const SelectionPrunedWhenRowsDisappear: Story = {
  args: { selectable: true, rows: CAMPAIGNS.slice(0, 12) },
  render: (args) => <DeletingList {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('select everything on the last page and delete it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
      await expect(canvas.getByText('11–12 of 12')).toBeVisible();
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
      await expect(canvas.getByText('2 selected')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    });
    await step('the deleted ids leave the selection and the page moves back', async () => {
      await waitFor(() => expect(args.onSelectionChange).toHaveBeenLastCalledWith([]));
      await expect(canvas.queryByText(/selected$/)).not.toBeInTheDocument();
      await expect(canvas.getByText('1–10 of 10')).toBeVisible();
      await expect(bodyRows(canvasElement)).toHaveLength(10);
    });
  },
};

export const RowActionsMenu: Story = {
  args: {
    rowActions: [
      { label: 'Edit', icon: <Icons.Pencil size={16} aria-hidden="true" />, onClick: fn() },
      { label: 'Delete', tone: 'danger', icon: <Icons.Trash2 size={16} aria-hidden="true" />, onClick: fn() },
    ],
    onRowClick: fn(),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const [edit, remove] = args.rowActions ?? [];
    const target = first(BY_CREATED);
    const trigger = canvas.getByRole('button', { name: `Actions for ${target.name}` });
    await step('the menu button is closed', async () => {
      await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(body.queryByRole('menu')).not.toBeInTheDocument();
    });
    await step('a click opens it with the first item focused', async () => {
      await userEvent.click(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const menu = await body.findByRole('menu', { name: `Actions for ${target.name}` });
      await expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Edit', 'Delete']);
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    });
    await step('Escape closes it and gives focus back', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(body.queryByRole('menu')).not.toBeInTheDocument();
      await expect(trigger).toHaveFocus();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
    await step('a click outside closes it', async () => {
      await userEvent.click(trigger);
      await body.findByRole('menu');
      await userEvent.click(canvas.getByRole('heading', { name: 'Campaign List' }));
      await expect(body.queryByRole('menu')).not.toBeInTheDocument();
    });
    await step('from the keyboard: arrows move, Enter chooses Delete', async () => {
      trigger.focus();
      await userEvent.keyboard('{ArrowDown}');
      const menu = await body.findByRole('menu');
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(remove?.onClick).toHaveBeenCalledTimes(1);
      await expect(remove?.onClick).toHaveBeenCalledWith(target);
      await expect(edit?.onClick).not.toHaveBeenCalled();
      await expect(body.queryByRole('menu')).not.toBeInTheDocument();
      await expect(trigger).toHaveFocus();
    });
    await step('a click on an item runs it without opening the row', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await body.findByRole('menuitem', { name: 'Edit' }));
      await expect(edit?.onClick).toHaveBeenCalledWith(target);
      await expect(args.onRowClick).not.toHaveBeenCalled();
    });
  },
};

export const RowClick: Story = {
  args: { onRowClick: fn(), selectable: true },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const [one, two] = BY_CREATED;
    await step('a click anywhere on a row opens it', async () => {
      const row = bodyRows(canvasElement)[0] as HTMLTableRowElement;
      await userEvent.click(within(row).getByText(formatDate(one?.createdAt)));
      await expect(args.onRowClick).toHaveBeenCalledTimes(1);
      await expect(args.onRowClick).toHaveBeenCalledWith(one);
    });
    await step('the first cell is a button for keyboard users', async () => {
      canvas.getByRole('button', { name: two?.name }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onRowClick).toHaveBeenCalledTimes(2);
      await expect(args.onRowClick).toHaveBeenLastCalledWith(two);
    });
    await step('ticking the row checkbox does not open the row', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${one?.name}` }));
      await expect(canvas.getByText('1 selected')).toBeVisible();
      await expect(args.onRowClick).toHaveBeenCalledTimes(2);
    });
  },
};
