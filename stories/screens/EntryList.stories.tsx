import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EntryList, type Locale } from '@app/screens';
import { notify } from '@app/ui';
import { campaignOptions, entries, tenantOptions } from './fixtures/lists';
import { expectDialogGone, screenOf, type Scope, selectRows, serverError, tableRows } from './fixtures/play';
import { listStoryArgs, serverListRender } from './fixtures/serverList';
import { inLocale } from '../fixtures/locale';
import { openDialogIn, PHONE_390, translated } from './fixtures/localePlay';

const meta = {
  title: 'Screens/Lists/EntryList',
  component: EntryList,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    notify.clear();
    return () => notify.clear();
  },
  render: serverListRender(EntryList, 'entry'),
  args: {
    ...listStoryArgs('entry'),
    rows: entries,
    tenants: tenantOptions,
    campaigns: campaignOptions,
    onRefresh: fn(),
    onCreate: fn(async () => ({ id: 'ent-new' })),
    onUpdate: fn(async () => ({})),
    onDelete: fn(async () => ({ deleted: 1 })),
  },
} satisfies Meta<typeof EntryList>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The play context of this file's stories (for their Chinese and Malay variants). */
type Context = Parameters<NonNullable<Story['play']>>[0];

const CREATE_FAILED = 'Failed to create entry. Please check your input.';

function bodyRows(canvasElement: HTMLElement) {
  return tableRows(canvasElement, 'Entry List');
}

async function openCreate(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create' }));
  return within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Entry' }));
}

async function fillEntry(dialog: Scope) {
  await userEvent.type(dialog.getByLabelText('Access Value'), ' @goldenlotus.my ');
  await userEvent.type(dialog.getByLabelText('Platform (Custom)'), 'Redbook');
  await userEvent.selectOptions(dialog.getByLabelText('Tenant'), '金莲饼家 Golden Lotus Bakery');
  await userEvent.selectOptions(dialog.getByLabelText('Campaign'), '中秋节月饼促销');
}

export const Filled: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('"Entry List" shows Platform, Access Value and Created At with row checkboxes', async () => {
      const headers = within(canvas.getByRole('table', { name: 'Entry List' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      await expect(headers).toEqual(['Select all on this page', 'Platform', 'Access Value', 'Created At']);
      const [redbook] = bodyRows(canvasElement);
      await expect(redbook).toHaveTextContent('Redbook');
      await expect(redbook).toHaveTextContent('https://www.xiaohongshu.com/user/profile/goldenlotus');
      await expect(redbook).toHaveTextContent('19/08/2026');
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
    await step(
      'the modal asks for Access Value, Platform (Custom), Tenant and Campaign; Create is disabled',
      async () => {
        dialog = await openCreate(canvasElement);
        await expect(dialog.getByLabelText('Platform (Custom)')).toHaveAttribute('type', 'text');
        await expect(dialog.getByLabelText('Tenant')).toHaveValue('');
        await expect(
          within(dialog.getByLabelText('Tenant'))
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual(['Select a tenant', '金莲饼家 Golden Lotus Bakery', 'Kampung Kitchen']);
        await expect(within(dialog.getByLabelText('Campaign')).getAllByRole('option')).toHaveLength(5);
        await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      },
    );
    await step('Create is enabled only once all four are set', async () => {
      await userEvent.type(dialog.getByLabelText('Access Value'), ' @goldenlotus.my ');
      await userEvent.type(dialog.getByLabelText('Platform (Custom)'), 'Redbook');
      await userEvent.selectOptions(dialog.getByLabelText('Tenant'), '金莲饼家 Golden Lotus Bakery');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      await userEvent.selectOptions(dialog.getByLabelText('Campaign'), '中秋节月饼促销');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    });
    await step('the body is { type, accessValue, tenantId, campaignId }', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(args.onCreate).toHaveBeenCalledWith({
          type: 'Redbook',
          accessValue: '@goldenlotus.my',
          tenantId: 'tnt-golden-lotus',
          campaignId: 'cmp-mooncake',
        }),
      );
      await expectDialogGone(canvasElement, 'Create Entry');
    });
  },
};

export const CreateInvalid: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('blank texts and an unchosen tenant or campaign are named; Create stays disabled', async () => {
      const dialog = await openCreate(canvasElement);
      await fillEntry(dialog);
      await userEvent.clear(dialog.getByLabelText('Access Value'));
      await userEvent.type(dialog.getByLabelText('Access Value'), '   ');
      await userEvent.clear(dialog.getByLabelText('Platform (Custom)'));
      await userEvent.selectOptions(dialog.getByLabelText('Tenant'), 'Select a tenant');
      await userEvent.selectOptions(dialog.getByLabelText('Campaign'), 'Select a campaign');
      await waitFor(() => expect(dialog.getByText('Access Value is required')).toBeVisible());
      await waitFor(() => expect(dialog.getByText('Platform is required')).toBeVisible());
      await waitFor(() => expect(dialog.getByText('Tenant is required')).toBeVisible());
      await waitFor(() => expect(dialog.getByText('Campaign is required')).toBeVisible());
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
  },
};

export const CreateFailure: Story = {
  args: {
    onCreate: fn(async () => {
      throw serverError('Campaign not found');
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    await step(
      'a failed create reads "Failed to create entry. Please check your input." and keeps the input',
      async () => {
        const dialog = await openCreate(canvasElement);
        await fillEntry(dialog);
        await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
        await waitFor(() => expect(screenOf(canvasElement).getByText(CREATE_FAILED)).toBeVisible());
        await expect(args.onCreate).toHaveBeenCalledTimes(1);
        await expect(dialog.getByLabelText('Access Value')).toHaveValue(' @goldenlotus.my ');
        await expect(screenOf(canvasElement).getByRole('dialog', { name: 'Create Entry' })).toBeInTheDocument();
      },
    );
  },
};

export const Edit: Story = {
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step('Edit on one selected row loads the entry with its tenant and campaign chosen', async () => {
      const bar = await selectRows(canvasElement, 'Facebook https://www.facebook.com/kampungkitchen');
      await userEvent.click(bar.getByRole('button', { name: 'Edit' }));
      dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Entry' }));
      await expect(dialog.getByLabelText('Access Value')).toHaveValue('https://www.facebook.com/kampungkitchen');
      await expect(dialog.getByLabelText('Platform (Custom)')).toHaveValue('Facebook');
      await expect(dialog.getByLabelText('Tenant')).toHaveValue('tnt-kampung-kitchen');
      await expect(dialog.getByLabelText('Campaign')).toHaveValue('cmp-raya');
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
    await step('changing the campaign enables Save, which sends the whole body', async () => {
      await userEvent.selectOptions(dialog.getByLabelText('Campaign'), 'Summer Coffee Launch');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onUpdate).toHaveBeenCalledWith({
          id: 'ent-facebook-kampung',
          body: {
            type: 'Facebook',
            accessValue: 'https://www.facebook.com/kampungkitchen',
            tenantId: 'tnt-kampung-kitchen',
            campaignId: 'cmp-coffee',
          },
        }),
      );
      await expectDialogGone(canvasElement, 'Edit Entry');
    });
  },
};

export const UpdateFailure: Story = {
  args: {
    onUpdate: fn(async () => {
      throw serverError('Tenant not found');
    }),
  },
  play: async ({ canvasElement, step }) => {
    await step("a refused save shows the server's message and keeps the modal", async () => {
      const bar = await selectRows(canvasElement, 'Tiktok @kampungkitchen.my');
      await userEvent.click(bar.getByRole('button', { name: 'Edit' }));
      const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Entry' }));
      await userEvent.type(dialog.getByLabelText('Access Value'), '2');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screenOf(canvasElement).getByText('Tenant not found')).toBeVisible());
      await expect(dialog.getByLabelText('Access Value')).toHaveValue('@kampungkitchen.my2');
    });
  },
};

export const BulkDelete: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('with every row selected Edit is gone and Delete lists the ids', async () => {
      await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Select all on this page' }));
      const bar = within(within(canvasElement).getByRole('region', { name: 'Selection' }));
      await expect(bar.getByText('3 selected')).toBeVisible();
      await expect(bar.queryByRole('button', { name: 'Edit' })).toBeNull();
      await userEvent.click(bar.getByRole('button', { name: 'Delete' }));
      const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Delete entries' }));
      await waitFor(() => expect(dialog.getByText('Are you sure you want to delete:')).toBeVisible());
      const ids = within(dialog.getByRole('list', { name: 'Records to delete' })).getAllByRole('listitem');
      await expect(ids.map((item) => item.textContent)).toEqual([
        'ent-redbook-lotus',
        'ent-facebook-kampung',
        'ent-tiktok-kampung',
      ]);
    });
    await step('confirming deletes them all', async () => {
      const dialog = within(screenOf(canvasElement).getByRole('dialog', { name: 'Delete entries' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
      await waitFor(() =>
        expect(args.onDelete).toHaveBeenCalledWith(['ent-redbook-lotus', 'ent-facebook-kampung', 'ent-tiktok-kampung']),
      );
      await expectDialogGone(canvasElement, 'Delete entries');
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
      await expect(within(canvasElement).getByText('No entries yet.')).toBeVisible();
    });
  },
};

export const LoadError: Story = {
  args: { rows: [], error: 'Could not load entries.' },
  play: async ({ canvasElement, step }) => {
    await step('a load error shows in the table', async () => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not load entries.');
    });
  },
};

export const FilledChinesePhone: Story = inLocale<Context, Story>({ ...Filled, globals: PHONE_390 }, 'zh-CN');
export const FilledMalay: Story = inLocale<Context, Story>(Filled, 'ms');
export const CreateChinese: Story = inLocale<Context, Story>(Create, 'zh-CN', async ({ canvasElement }) => {
  await openDialogIn(canvasElement, 'zh-CN', 'Create', 'Create Entry');
});
export const CreateMalayPhone: Story = inLocale<Context, Story>(
  { ...Create, globals: PHONE_390 },
  'ms',
  async ({ canvasElement }) => {
    await openDialogIn(canvasElement, 'ms', 'Create', 'Create Entry');
  },
);
/** The bulk delete's confirmation in `locale`: the first row selected, then the selection bar's Delete. */
function bulkDeleteIn(locale: Locale) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const [, firstRow] = within(canvasElement).getAllByRole('checkbox');
    if (!firstRow) throw new Error('no row to select');
    await userEvent.click(firstRow);
    const deleteLabel = await translated(locale, 'Delete');
    const deleteButtons = within(canvasElement).getAllByRole('button', { name: deleteLabel });
    await userEvent.click(deleteButtons[0] as HTMLElement);
    await screenOf(canvasElement).findByRole('dialog', { name: await translated(locale, 'Delete entries') });
    await waitFor(() => expect(screenOf(canvasElement).getByRole('dialog')).toBeVisible());
  };
}
export const BulkDeleteChinese: Story = inLocale<Context, Story>(BulkDelete, 'zh-CN', bulkDeleteIn('zh-CN'));
export const BulkDeleteMalayPhone: Story = inLocale<Context, Story>(
  { ...BulkDelete, globals: PHONE_390 },
  'ms',
  bulkDeleteIn('ms'),
);
