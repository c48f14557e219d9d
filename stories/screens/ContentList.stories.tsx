import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContentList } from '@app/screens';
import { notify } from '@app/ui';
import { contents } from './fixtures/lists';
import { expectDialogGone, screenOf, type Scope, selectRows, serverError, tableRows } from './fixtures/play';

const meta = {
  title: 'Screens/Lists/ContentList',
  component: ContentList,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    notify.clear();
    return () => notify.clear();
  },
  args: {
    rows: contents,
    onRefresh: fn(),
    onCreate: fn(async () => ({ id: 'cnt-new' })),
    onUpdate: fn(async () => ({})),
    onDelete: fn(async () => ({ deleted: 2 })),
  },
} satisfies Meta<typeof ContentList>;

export default meta;
type Story = StoryObj<typeof meta>;

const TOOLTIP = 'Separate keywords with commas.';

function bodyRows(canvasElement: HTMLElement) {
  return tableRows(canvasElement, 'Content List');
}

async function openCreate(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create' }));
  return within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Content' }));
}

async function openEdit(canvasElement: HTMLElement, title: string) {
  const bar = await selectRows(canvasElement, title);
  await userEvent.click(bar.getByRole('button', { name: 'Edit' }));
  return within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Content' }));
}

export const Filled: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('"Content List" shows the six columns with row checkboxes', async () => {
      const headers = within(canvas.getByRole('table', { name: 'Content List' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      await expect(headers).toEqual([
        'Select all on this page',
        'Title',
        'Text',
        'Status',
        'Keywords',
        'Is Redirected',
        'Created At',
      ]);
      await expect(canvas.getByRole('checkbox', { name: 'Select 月饼礼盒开箱' })).toBeVisible();
    });
    await step('status is a badge, keywords are joined, Is Redirected reads Yes or No, dates are en-GB', async () => {
      const [mooncake, raya] = bodyRows(canvasElement);
      await expect(within(mooncake!).getByText('Active')).toBeVisible();
      await expect(mooncake).toHaveTextContent('月饼, 开箱');
      await expect(within(mooncake!).getAllByRole('cell')[5]).toHaveTextContent(/^No$/);
      await expect(mooncake).toHaveTextContent('20/08/2026');
      await expect(within(raya!).getByText('Archived')).toBeVisible();
      await expect(within(raya!).getAllByRole('cell')[5]).toHaveTextContent(/^Yes$/);
      await expect(raya).toHaveTextContent('05/03/2026');
    });
    await step('Refresh asks for the list again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    });
  },
};

export const Create: Story = {
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step('the modal starts empty with Status "active", Is Redirected off and Create disabled', async () => {
      dialog = await openCreate(canvasElement);
      await expect(dialog.getByLabelText('Title')).toHaveValue('');
      await expect(dialog.getByLabelText('Content Text')).toHaveValue('');
      await expect(dialog.getByLabelText('Status')).toHaveValue('active');
      await expect(dialog.getByRole('option', { name: 'Active' })).toHaveProperty('selected', true);
      const statusSelect: HTMLSelectElement = dialog.getByLabelText('Status');
      await expect(Array.from(statusSelect.options, (option) => option.value)).toEqual(['active', 'archived']);
      await expect(dialog.getByRole('checkbox', { name: 'Is Redirected' })).not.toBeChecked();
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    });
    await step('the Keywords tooltip reads "Separate keywords with commas."', async () => {
      await userEvent.hover(dialog.getByRole('button', { name: 'About keywords' }));
      await expect(await screenOf(canvasElement).findByRole('tooltip')).toHaveTextContent(TOOLTIP);
    });
    await step('Create is enabled once title, text and keywords are filled', async () => {
      await userEvent.type(dialog.getByLabelText('Title'), ' Ramadan opening hours ');
      await userEvent.type(dialog.getByLabelText('Content Text'), 'Open from 6pm until sahur.');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      await userEvent.type(dialog.getByLabelText('Keywords'), 'food, , travel ');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    });
    await step(
      'the body carries the status, the redirect flag, no image and the keywords with empties kept',
      async () => {
        await userEvent.selectOptions(dialog.getByLabelText('Status'), 'archived');
        await userEvent.click(dialog.getByRole('checkbox', { name: 'Is Redirected' }));
        await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
        await waitFor(() =>
          expect(args.onCreate).toHaveBeenCalledWith({
            title: 'Ramadan opening hours',
            text: 'Open from 6pm until sahur.',
            img: null,
            status: 'archived',
            isRedirected: true,
            keyword: ['food', '', 'travel'],
          }),
        );
        await expectDialogGone(canvasElement, 'Create Content');
      },
    );
  },
};

export const CreateDefaults: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('left alone, a new content is active and not redirected', async () => {
      const dialog = await openCreate(canvasElement);
      await userEvent.type(dialog.getByLabelText('Title'), '中秋快乐');
      await userEvent.type(dialog.getByLabelText('Content Text'), '月圆人团圆，礼盒限时优惠。');
      await userEvent.type(dialog.getByLabelText('Keywords'), '中秋,月饼');
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(args.onCreate).toHaveBeenCalledWith({
          title: '中秋快乐',
          text: '月圆人团圆，礼盒限时优惠。',
          img: null,
          status: 'active',
          isRedirected: false,
          keyword: ['中秋', '月饼'],
        }),
      );
    });
  },
};

export const CreateInvalid: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('blank title, text and keywords are named and Create stays disabled', async () => {
      const dialog = await openCreate(canvasElement);
      await userEvent.type(dialog.getByLabelText('Title'), '  ');
      await userEvent.type(dialog.getByLabelText('Content Text'), ' ');
      await userEvent.type(dialog.getByLabelText('Keywords'), ',');
      await waitFor(() => expect(dialog.getByText('Title is required')).toBeVisible());
      await waitFor(() => expect(dialog.getByText('Content Text is required')).toBeVisible());
      await waitFor(() => expect(dialog.getByText('Keywords is required')).toBeVisible());
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      await userEvent.type(dialog.getByLabelText('Title'), '{Enter}');
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
  },
};

export const CreateFailure: Story = {
  args: {
    onCreate: fn(async () => {
      throw serverError('Title must be at most 200 characters');
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step("a refused create shows the server's message and keeps the input", async () => {
      dialog = await openCreate(canvasElement);
      await userEvent.type(dialog.getByLabelText('Title'), 'Cold brew is here');
      await userEvent.type(dialog.getByLabelText('Content Text'), 'Slow-steeped for 18 hours.');
      await userEvent.type(dialog.getByLabelText('Keywords'), 'coffee');
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(screenOf(canvasElement).getByText('Title must be at most 200 characters')).toBeVisible(),
      );
      await expect(dialog.getByLabelText('Title')).toHaveValue('Cold brew is here');
      await expect(screenOf(canvasElement).getByRole('dialog', { name: 'Create Content' })).toBeInTheDocument();
    });
    await step('without a server message the toast reads "Create failed."', async () => {
      args.onCreate.mockImplementation(async () => {
        throw new Error('Request failed with status 500');
      });
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(screenOf(canvasElement).getByText('Create failed.')).toBeVisible());
    });
  },
};

export const Edit: Story = {
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step('Edit on one selected row loads the content', async () => {
      dialog = await openEdit(canvasElement, 'Bazaar opening hours');
      await expect(dialog.getByLabelText('Title')).toHaveValue('Bazaar opening hours');
      await expect(dialog.getByLabelText('Status')).toHaveValue('archived');
      await expect(dialog.getByRole('checkbox', { name: 'Is Redirected' })).toBeChecked();
      await expect(dialog.getByLabelText('Keywords')).toHaveValue('raya, bazaar');
    });
    await step('Save is enabled only while a field differs from the loaded values', async () => {
      const save = dialog.getByRole('button', { name: 'Save' });
      const redirected = dialog.getByRole('checkbox', { name: 'Is Redirected' });
      await expect(save).toBeDisabled();
      await userEvent.click(redirected);
      await expect(save).toBeEnabled();
      await userEvent.click(redirected);
      await waitFor(() => expect(save).toBeDisabled());
      await userEvent.selectOptions(dialog.getByLabelText('Status'), 'active');
      await expect(save).toBeEnabled();
    });
    await step("Save keeps the content's image and sends the whole body", async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onUpdate).toHaveBeenCalledWith({
          id: 'cnt-raya-1',
          body: {
            title: 'Bazaar opening hours',
            text: 'Our Hari Raya bazaar opens every weekend from 5pm to 11pm at Dataran Merdeka.',
            img: 'campaign-media/raya-banner.png',
            status: 'active',
            isRedirected: true,
            keyword: ['raya', 'bazaar'],
          },
        }),
      );
      await expectDialogGone(canvasElement, 'Edit Content');
    });
  },
};

export const UpdateFailure: Story = {
  args: {
    onUpdate: fn(async () => {
      throw new Error('Request failed with status 500');
    }),
  },
  play: async ({ canvasElement, step }) => {
    await step('a failed save reads "Update failed." and keeps the modal open', async () => {
      const dialog = await openEdit(canvasElement, 'Cold brew is here');
      await userEvent.type(dialog.getByLabelText('Title'), ' now');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screenOf(canvasElement).getByText('Update failed.')).toBeVisible());
      await expect(dialog.getByLabelText('Title')).toHaveValue('Cold brew is here now');
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
