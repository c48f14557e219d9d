import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Icons, SEARCH_DEBOUNCE_MS } from '@app/ui';
import { bodyRows, BY_CREATED, firstCellText } from './fixtures/campaignTable';
import { FIRST_QUERY, LOAD_ERROR, ServerTable, serverTableMeta } from './fixtures/serverTable';

const meta = {
  title: 'UI/DataTable server mode',
  component: ServerTable,
  ...serverTableMeta,
} satisfies Meta<typeof ServerTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const byName = [...BY_CREATED].sort((a, b) =>
  a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }),
);

export const LoadingTheNextPage: Story = {
  args: { latencyMs: 700 },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const table = () => canvas.getByRole('table', { name: 'Campaign List' });
    await step('the first page loads', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
      await waitFor(() => expect(canvas.getByText('1–10 of 32')).toBeVisible(), { timeout: 3000 });
      await expect(firstCellText(canvasElement)).toBe(BY_CREATED[0]?.name);
    });
    await step('Next keeps the page on screen, busy, while the next one loads', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...FIRST_QUERY, pageIndex: 1 });
      await expect(bodyRows(canvasElement)).toHaveLength(10);
      await expect(firstCellText(canvasElement)).toBe(BY_CREATED[0]?.name);
      await expect(table()).toHaveAttribute('aria-busy', 'true');
      await expect(canvas.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
      await expect(canvas.queryByText('Loading...')).not.toBeInTheDocument();
    });
    await step('then shows it', async () => {
      await waitFor(() => expect(firstCellText(canvasElement)).toBe(BY_CREATED[10]?.name), { timeout: 3000 });
      await expect(canvas.getByText('11–20 of 32')).toBeVisible();
      await expect(table()).not.toHaveAttribute('aria-busy');
      await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    });
    await step('a header click asks the server for that sort, from the first page', async () => {
      const header = canvas.getByRole('columnheader', { name: 'Campaign Name' });
      await userEvent.click(within(header).getByRole('button'));
      await expect(args.onQueryChange).toHaveBeenLastCalledWith({
        ...FIRST_QUERY,
        sort: { columnId: 'name', direction: 'asc' },
      });
      await waitFor(() => expect(firstCellText(canvasElement)).toBe(byName[0]?.name), { timeout: 3000 });
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expect(canvas.getByText('1–10 of 32')).toBeVisible();
    });
    await step('a page size asks for that many', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '30');
      await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(30), { timeout: 3000 });
      await expect(canvas.getByText('1–30 of 32')).toBeVisible();
    });
  },
};

export const EmptySearchResult: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search campaigns' });
    await step('a search that finds nothing says so', async () => {
      await userEvent.type(search, 'zzz');
      await waitFor(() => expect(canvas.getByText('No results for "zzz".')).toBeVisible(), {
        timeout: SEARCH_DEBOUNCE_MS * 5,
      });
      await expect(canvas.getByText('0–0 of 0')).toBeVisible();
      await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...FIRST_QUERY, search: 'zzz' });
      await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
    });
    await step('Clear search shows the whole list again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
      await expect(search).toHaveValue('');
      await waitFor(() => expect(canvas.getByText('1–10 of 32')).toBeVisible());
    });
    await step('a Chinese word finds its campaign', async () => {
      await userEvent.type(search, '月饼');
      await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeVisible(), { timeout: SEARCH_DEBOUNCE_MS * 5 });
      await expect(firstCellText(canvasElement)).toBe('中秋月饼礼盒');
    });
  },
};

export const LoadError: Story = {
  args: { failWhen: (query) => query.pageIndex === 1 },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a page the server cannot give shows the error instead of rows', async () => {
      await waitFor(() => expect(canvas.getByText('1–10 of 32')).toBeVisible());
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(LOAD_ERROR));
      await expect(bodyRows(canvasElement)).toHaveLength(1);
    });
    await step('the pages that load still do', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
      await waitFor(() => expect(firstCellText(canvasElement)).toBe(BY_CREATED[0]?.name));
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    });
  },
};

export const SelectionKeptAcrossPages: Story = {
  args: {
    selectable: true,
    bulkActions: [
      { label: 'Delete', variant: 'danger', icon: <Icons.Trash2 size={16} aria-hidden="true" />, onClick: fn() },
    ],
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const [one, two] = BY_CREATED;
    const eleventh = BY_CREATED[10];
    await step('two rows on the first page and one on the second', async () => {
      await waitFor(() => expect(canvas.getByText('1–10 of 32')).toBeVisible());
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${one?.name}` }));
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${two?.name}` }));
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(firstCellText(canvasElement, 1)).toBe(eleventh?.name));
      await expect(canvas.getByText('2 selected')).toBeVisible();
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${eleventh?.name}` }));
      await expect(canvas.getByText('3 selected')).toBeVisible();
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith([one?.id, two?.id, eleventh?.id]);
    });
    await step('back on the first page its two rows are still ticked', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
      await waitFor(() => expect(firstCellText(canvasElement, 1)).toBe(one?.name));
      await expect(canvas.getByRole('checkbox', { name: `Select ${one?.name}` })).toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: `Select ${two?.name}` })).toBeChecked();
      const all = canvas.getByRole<HTMLInputElement>('checkbox', { name: 'Select all on this page' });
      await expect(all.indeterminate).toBe(true);
    });
    await step('Delete gets the ids of every page, in the order they were picked', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
      await expect(args.bulkActions?.[0]?.onClick).toHaveBeenCalledWith([one?.id, two?.id, eleventh?.id]);
    });
    await step('a search keeps the selection too', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search campaigns' }), '月饼');
      await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeVisible(), { timeout: SEARCH_DEBOUNCE_MS * 5 });
      await expect(canvas.getByText('3 selected')).toBeVisible();
    });
  },
};
