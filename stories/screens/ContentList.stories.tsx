import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContentList } from '@app/screens';
import { expectDialogGone, expectToast, screenOf, selectRows } from './fixtures/play';
import { bodyRows, contentListMeta } from './fixtures/contentListStory';
import { contents } from './fixtures/lists';

const meta = {
  title: 'Screens/Lists/ContentList',
  component: ContentList,
  ...contentListMeta,
} satisfies Meta<typeof ContentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('"Content List" shows its columns with row checkboxes', async () => {
      const headers = within(canvas.getByRole('table', { name: 'Content List' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      await expect(headers).toEqual([
        'Select all on this page',
        'Title',
        'Text',
        'Status',
        'Keywords',
        'Platform',
        'Language',
        'Is Redirected',
        'Posted',
        'Created At',
      ]);
      await expect(canvas.getByRole('checkbox', { name: 'Select 月饼礼盒开箱' })).toBeVisible();
    });
    await step('status is a badge, keywords are joined, Is Redirected reads Yes or No, dates are en-GB', async () => {
      const [mooncake, raya] = bodyRows(canvasElement);
      await expect(within(mooncake!).getByText('Active')).toBeVisible();
      await expect(mooncake).toHaveTextContent('月饼, 开箱');
      await expect(within(mooncake!).getAllByRole('cell')[7]).toHaveTextContent(/^No$/);
      await expect(mooncake).toHaveTextContent('20/08/2026');
      await expect(within(raya!).getByText('Archived')).toBeVisible();
      await expect(within(raya!).getAllByRole('cell')[7]).toHaveTextContent(/^Yes$/);
      await expect(raya).toHaveTextContent('05/03/2026');
    });
    await step(
      'a business-voice post says "For our page"; a customer\'s posted link opens without a referrer',
      async () => {
        const [mooncake, raya, coffee] = bodyRows(canvasElement);
        await expect(within(raya!).getByText('For our page')).toBeVisible();
        await expect(within(mooncake!).queryByText('For our page')).toBeNull();
        await expect(within(mooncake!).queryByRole('link', { name: 'Posted ↗' })).toBeNull();
        const posted = within(coffee!).getByRole('link', { name: 'Posted ↗' });
        await expect(posted).toHaveAttribute('href', 'https://www.instagram.com/p/Cold-brew-KL/');
        await expect(posted).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(posted).toHaveAttribute('referrerpolicy', 'no-referrer');
        await expect(posted).toHaveAttribute('target', '_blank');
      },
    );
    await step('Refresh asks for the list again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    });
  },
};

export const BulkDelete: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('Edit needs exactly one selected row; Delete works for any number', async () => {
      const bar = await selectRows(canvasElement, '月饼礼盒开箱', 'Bazaar opening hours');
      await expect(bar.getByText('2 selected')).toBeVisible();
      await expect(bar.queryByRole('button', { name: 'Edit' })).toBeNull();
      await userEvent.click(bar.getByRole('button', { name: 'Delete' }));
    });
    await step('the confirmation reads "Are you sure you want to delete:" followed by the ids', async () => {
      const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Delete contents' }));
      await waitFor(() => expect(dialog.getByText('Are you sure you want to delete:')).toBeVisible());
      const ids = within(dialog.getByRole('list', { name: 'Records to delete' })).getAllByRole('listitem');
      await expect(ids.map((item) => item.textContent)).toEqual(['cnt-mooncake-1', 'cnt-raya-1']);
      await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(['cnt-mooncake-1', 'cnt-raya-1']));
      await expectDialogGone(canvasElement, 'Delete contents');
    });
    await step('a success toast counts them: "2 contents deleted"', async () => {
      await expectToast(canvasElement, '2 contents deleted');
    });
  },
};

export const DeleteFailure: Story = {
  args: {
    onDelete: fn(async () => {
      throw new Error('Request failed with status 500');
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    await step('a failed delete reads "Delete failed." and keeps the dialog', async () => {
      const bar = await selectRows(canvasElement, 'Cold brew is here');
      await userEvent.click(bar.getByRole('button', { name: 'Delete' }));
      const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Delete contents' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screenOf(canvasElement).getByText('Delete failed.')).toBeVisible());
      await expect(args.onDelete).toHaveBeenCalledWith(['cnt-coffee-1']);
      await expect(screenOf(canvasElement).getByRole('dialog', { name: 'Delete contents' })).toBeInTheDocument();
    });
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement, step }) => {
    await step('the table says it is loading', async () => {
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
    });
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, step }) => {
    await step('an empty list says so', async () => {
      await expect(within(canvasElement).getByText('No contents yet.')).toBeVisible();
      await expect(within(canvasElement).getByRole('checkbox', { name: 'Select all on this page' })).toBeDisabled();
    });
  },
};

export const LoadError: Story = {
  args: { rows: [], error: 'Could not load contents.' },
  play: async ({ canvasElement, step }) => {
    await step('a load error shows in the table', async () => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not load contents.');
    });
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the search box asks the list for its matches, from the first page', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search contents' }), '月饼');
      const matching = contents.filter((content) => JSON.stringify(content).includes('月饼'));
      await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(matching.length));
      await expect(args.onQueryChange).toHaveBeenLastCalledWith({
        pageIndex: 0,
        pageSize: 10,
        sort: null,
        search: '月饼',
      });
      await expect(canvas.getByText(`1–${matching.length} of ${matching.length}`)).toBeVisible();
    });
  },
};

export const BulkDeleteNamesEachRecord: Story = {
  play: async ({ canvasElement, step }) => {
    await step('each id of the bulk confirmation has its title beside it', async () => {
      const bar = await selectRows(canvasElement, '月饼礼盒开箱', 'Bazaar opening hours');
      await userEvent.click(bar.getByRole('button', { name: 'Delete' }));
      const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Delete contents' }));
      await waitFor(() => expect(dialog.getByText('Are you sure you want to delete:')).toBeVisible());
      const items = within(dialog.getByRole('list', { name: 'Records to delete' })).getAllByRole('listitem');
      const beside = items.map((item) => getComputedStyle(item, '::after').content);
      await expect(beside).toEqual(['"月饼礼盒开箱"', '"Bazaar opening hours"']);
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    });
  },
};

export const CopyTextAndDownloadPictures: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('one selected content offers Copy text and, with an image, Download pictures', async () => {
      const bar = await selectRows(canvasElement, 'Bazaar opening hours');
      await userEvent.click(bar.getByRole('button', { name: 'Copy text' }));
      await waitFor(() => expect(args.onCopyText).toHaveBeenCalledWith(contents[1]!.text));
      await expectToast(canvasElement, 'Text copied');
      await userEvent.click(bar.getByRole('button', { name: 'Download pictures' }));
      await waitFor(() => expect(args.onDownloadPictures).toHaveBeenCalledTimes(1));
      await expectToast(canvasElement, 'Picture downloaded');
    });
  },
};
