import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatDate } from '@app/contract';
import { Button, Icons } from '@app/ui';
import {
  bodyRows,
  BY_CREATED,
  CAMPAIGNS,
  CampaignTable,
  campaignTableMeta,
  first,
  firstCellText,
} from './fixtures/campaignTable';

const meta = {
  title: 'UI/DataTable',
  component: CampaignTable,
  ...campaignTableMeta,
} satisfies Meta<typeof CampaignTable>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    // the pager comes with the rows: shown below a short "Loading..." it would jump down the screen when they arrive
    await expect(canvas.queryByLabelText('Rows per page')).not.toBeInTheDocument();
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

/** On a phone the rows are cards, with no headings to click: a "Sort by" list orders them. */
export const SortingCardsPhone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Campaign List' });
    const firstCard = () => within(list).getAllByRole('listitem')[0];
    const sortBy = canvas.getByRole('combobox', { name: 'Sort by' });
    const byName = [...CAMPAIGNS].sort((a, b) =>
      a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }),
    );
    await step("the cards show the table's sort, oldest first", async () => {
      await expect(sortBy).toHaveDisplayValue('Created At, ascending');
      await expect(firstCard()).toHaveAccessibleName(first(BY_CREATED).name);
    });
    await step('the unsortable Keywords column is not offered', async () => {
      const options = within(sortBy)
        .getAllByRole('option')
        .map((option) => option.textContent);
      await expect(options).not.toContain('Keywords, ascending');
      await expect(options).toContain('Campaign Name, descending');
    });
    await step('choosing a column and direction reorders the cards', async () => {
      await userEvent.selectOptions(sortBy, 'Campaign Name, descending');
      await expect(firstCard()).toHaveAccessibleName(byName[byName.length - 1]?.name ?? '');
      await userEvent.selectOptions(sortBy, 'Created At, descending');
      await expect(firstCard()).toHaveAccessibleName(BY_CREATED[BY_CREATED.length - 1]?.name ?? '');
    });
    await step('the list is 44 px tall to tap, and nothing is wider than the phone', async () => {
      await expect(sortBy.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      const doc = canvasElement.ownerDocument;
      await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth);
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
