import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDate, joinKeywords } from '@app/contract';
import {
  Button,
  DataTable,
  Icons,
  TablePanel,
  type DataTableColumn,
  type DataTableProps,
  type TablePanelProps,
} from '@app/ui';

interface Campaign {
  id: string;
  name: string;
  description: string;
  keyword: string[];
  createdAt: string;
}

const NAMES = [
  'Spring Launch',
  '春季新品上市',
  'Mid-Autumn Mooncakes',
  '中秋月饼礼盒',
  'Weekday Breakfast Deal',
  '早餐优惠周',
  'Loyalty Stamp Card',
  '会员集章活动',
  'Durian Season',
  '榴莲季',
  'Back to School',
  '开学季文具',
  'Year-End Clearance',
  '年终清仓',
  'Hari Raya Open House',
  '开斋节特惠',
  'Chinese New Year Hampers',
  '新年礼篮',
  'Valentine Dinner',
  '情人节晚餐',
  'Monsoon Comfort Food',
  '雨季暖心餐',
  'Grand Opening Penang',
  '槟城新店开业',
  'Kopi Tasting Week',
  '咖啡品鉴周',
  'Family Day Brunch',
  '家庭日早午餐',
  'Merdeka Sale',
  '国庆促销',
  'Deepavali Sweets',
  '屠妖节甜点',
] as const;

const KEYWORDS = [
  ['food', 'promo'],
  ['新品', '抹茶'],
  ['gift', 'festival'],
  ['coffee'],
  ['family', 'weekend', 'brunch'],
] as const;

/** 32 campaigns created one every few days (deliberately out of order), English and Chinese names. */
const CAMPAIGNS: Campaign[] = NAMES.map((name, index) => ({
  id: `cmp-${String(index + 1).padStart(3, '0')}`,
  name,
  description: index % 5 === 4 ? '' : `${name}: posts, offers and store visits for the season.`,
  keyword: [...(KEYWORDS[index % KEYWORDS.length] ?? [])],
  createdAt: new Date(Date.UTC(2026, 0, 3 + ((index * 7) % 32) * 3, 9, 30)).toISOString(),
}));

/** The campaigns as the table shows them by default: Created At ascending. */
const BY_CREATED = [...CAMPAIGNS].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
const first = (list: readonly Campaign[]): Campaign => list[0] as Campaign;

const COLUMNS: DataTableColumn<Campaign>[] = [
  { id: 'name', header: 'Campaign Name', accessor: (campaign) => campaign.name },
  { id: 'description', header: 'Description', accessor: (campaign) => campaign.description || null },
  { id: 'keyword', header: 'Keywords', accessor: (campaign) => joinKeywords(campaign.keyword), sortable: false },
  {
    id: 'createdAt',
    header: 'Created At',
    accessor: (campaign) => new Date(campaign.createdAt),
    cell: (campaign) => formatDate(campaign.createdAt),
  },
];

const getRowId = (campaign: Campaign) => campaign.id;
const getRowLabel = (campaign: Campaign) => campaign.name;

type CampaignTableProps = DataTableProps<Campaign> & Omit<TablePanelProps, 'children' | 'loading' | 'className'>;

/** The table as the lists show it: in a TablePanel, which gives it its title, Refresh and Create. */
function CampaignTable({ title, onRefresh, onCreate, createLabel, actions, ...table }: CampaignTableProps) {
  return (
    <TablePanel
      title={title}
      onRefresh={onRefresh}
      onCreate={onCreate}
      createLabel={createLabel}
      actions={actions}
      loading={table.isLoading}
    >
      <DataTable {...table} />
    </TablePanel>
  );
}

const meta = {
  title: 'UI/DataTable',
  component: CampaignTable,
  args: {
    title: 'Campaign List',
    columns: COLUMNS,
    rows: CAMPAIGNS,
    getRowId,
    getRowLabel,
    initialSort: { columnId: 'createdAt', direction: 'asc' },
    onRefresh: fn(),
    onCreate: fn(),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof CampaignTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data rows of the table body (the state rows have one cell spanning all columns). */
function bodyRows(canvasElement: HTMLElement): HTMLTableRowElement[] {
  return Array.from(canvasElement.querySelectorAll<HTMLTableRowElement>('tbody tr'));
}

function firstCellText(canvasElement: HTMLElement, column = 0): string {
  const row = bodyRows(canvasElement)[0];
  return row?.querySelectorAll('td')[column]?.textContent ?? '';
}

export const CampaignList: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the toolbar shows the title, Refresh and Create', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Campaign List' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled();
      await expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled();
    });
    await step('the first page shows 10 of the 32 campaigns, oldest first', async () => {
      await expect(canvas.getByRole('table', { name: 'Campaign List' })).toBeVisible();
      await expect(bodyRows(canvasElement)).toHaveLength(10);
      await expect(canvas.getByText('1–10 of 32')).toBeVisible();
      await expect(canvas.getByRole('columnheader', { name: 'Created At' })).toHaveAttribute('aria-sort', 'ascending');
      await expect(firstCellText(canvasElement)).toBe(first(BY_CREATED).name);
      await expect(firstCellText(canvasElement, 3)).toBe(formatDate(first(BY_CREATED).createdAt));
      await expect(firstCellText(canvasElement, 3)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    });
    await step('Chinese names and keywords joined by commas are shown', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '30');
      await expect(canvas.getByText('春季新品上市')).toBeVisible();
      await expect(canvas.getAllByText('新品, 抹茶').length).toBeGreaterThan(0);
    });
    await step('the unsortable Keywords column has no sort button', async () => {
      const keywords = canvas.getByRole('columnheader', { name: 'Keywords' });
      await expect(keywords).not.toHaveAttribute('aria-sort');
      await expect(within(keywords).queryByRole('button')).not.toBeInTheDocument();
    });
    await step('no selection controls unless asked for', async () => {
      await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
      await expect(args.onSelectionChange).not.toHaveBeenCalled();
    });
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data')).toBeVisible();
    await expect(canvas.getByText('0–0 of 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

export const EmptyWithCustomText: Story = {
  args: { rows: [], emptyText: 'No campaigns yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No campaigns yet.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: [], error: 'Could not load the campaigns.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the campaigns.');
    await expect(canvas.queryByText('No data')).not.toBeInTheDocument();
  },
};

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

/** A list whose Delete really removes rows, as the product's does after the server answers. */
function DeletingList(props: CampaignTableProps) {
  const [rows, setRows] = useState<readonly Campaign[]>(props.rows);
  const handleDelete = (ids: string[]) =>
    setRows((current) => current.filter((campaign) => !ids.includes(campaign.id)));
  return (
    <CampaignTable
      {...props}
      rows={rows}
      bulkActions={[{ label: 'Delete', variant: 'danger', onClick: handleDelete }]}
    />
  );
}

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

export const Sorting: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const nameHeader = () => canvas.getByRole('columnheader', { name: 'Campaign Name' });
    const byName = [...CAMPAIGNS].sort((a, b) =>
      a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }),
    );
    await step('unsorted columns say so', async () => {
      await expect(nameHeader()).toHaveAttribute('aria-sort', 'none');
      await expect(firstCellText(canvasElement)).toBe(first(BY_CREATED).name);
    });
    await step('a click sorts ascending', async () => {
      await userEvent.click(within(nameHeader()).getByRole('button'));
      await expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending');
      await expect(canvas.getByRole('columnheader', { name: 'Created At' })).toHaveAttribute('aria-sort', 'none');
      await expect(firstCellText(canvasElement)).toBe(first(byName).name);
    });
    await step('a second click sorts descending', async () => {
      await userEvent.click(within(nameHeader()).getByRole('button'));
      await expect(nameHeader()).toHaveAttribute('aria-sort', 'descending');
      await expect(firstCellText(canvasElement)).toBe(byName[byName.length - 1]?.name);
    });
    await step('a third click removes the sort', async () => {
      await userEvent.click(within(nameHeader()).getByRole('button'));
      await expect(nameHeader()).toHaveAttribute('aria-sort', 'none');
      await expect(firstCellText(canvasElement)).toBe(first(CAMPAIGNS).name);
    });
    await step('empty descriptions sort last, from the keyboard too', async () => {
      const description = canvas.getByRole('columnheader', { name: 'Description' });
      within(description).getByRole('button').focus();
      await userEvent.keyboard('{Enter}');
      await expect(description).toHaveAttribute('aria-sort', 'ascending');
      await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
      await expect(bodyRows(canvasElement).at(-1)?.querySelectorAll('td')[1]?.textContent).toBe('');
    });
  },
};

export const Pagination: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const pageSize = canvas.getByLabelText<HTMLSelectElement>('Rows per page');
    await step('10 rows per page by default, with the sizes of the product', async () => {
      await expect(pageSize).toHaveValue('10');
      await expect(Array.from(pageSize.options).map((option) => option.value)).toEqual(['10', '15', '20', '25', '30']);
      await expect(bodyRows(canvasElement)).toHaveLength(10);
      await expect(canvas.getByRole('button', { name: 'First page' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    });
    await step('20 rows per page', async () => {
      await userEvent.selectOptions(pageSize, '20');
      await expect(bodyRows(canvasElement)).toHaveLength(20);
      await expect(canvas.getByText('1–20 of 32')).toBeVisible();
    });
    await step('the next page holds the remaining 12', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(bodyRows(canvasElement)).toHaveLength(12);
      await expect(canvas.getByText('21–32 of 32')).toBeVisible();
      await expect(firstCellText(canvasElement)).toBe(BY_CREATED[20]?.name);
      await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
    });
    await step('First page and Last page jump', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
      await expect(canvas.getByText('1–20 of 32')).toBeVisible();
      await userEvent.selectOptions(pageSize, '15');
      await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
      await expect(canvas.getByText('31–32 of 32')).toBeVisible();
      await expect(bodyRows(canvasElement)).toHaveLength(2);
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

export const ToolbarActions: Story = {
  name: 'Toolbar: refresh, create and extra actions',
  args: {
    title: 'QR Code Links',
    createLabel: 'Create link',
    actions: (
      <>
        <Button variant="secondary" icon={<Icons.Download size={16} aria-hidden="true" />} onClick={fn()}>
          Export
        </Button>
        <Button variant="secondary" icon={<Icons.Sparkles size={16} aria-hidden="true" />} onClick={fn()}>
          Generate
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Refresh', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    });
    await step('Create, with its own label', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
      await expect(args.onCreate).toHaveBeenCalledTimes(1);
    });
    await step('the extra actions sit in the toolbar', async () => {
      await expect(canvas.getByRole('heading', { name: 'QR Code Links' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Export' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Generate' })).toBeVisible();
    });
  },
};

export const WithoutToolbarButtons: Story = {
  args: { onRefresh: undefined, onCreate: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  },
};
