import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { CampaignList } from '@app/screens';
import { notify } from '@app/ui';
import { campaigns, manyCampaigns } from './fixtures/lists';
import { expectDialogGone, screenOf, type Scope, selectRows, serverError, tableRows } from './fixtures/play';

const meta = {
  title: 'Screens/Lists/CampaignList',
  component: CampaignList,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    notify.clear();
    return () => notify.clear();
  },
  args: {
    role: 'tenant',
    rows: campaigns,
    onRefresh: fn(),
    onCreate: fn(async () => ({ id: 'cmp-new' })),
    onUpdate: fn(async () => ({})),
    onDelete: fn(async (_ids: string[]): Promise<unknown> => ({ deleted: 1 })),
    onOpenCampaign: fn(),
  },
} satisfies Meta<typeof CampaignList>;

export default meta;
type Story = StoryObj<typeof meta>;

const TOOLTIP = 'Separate keywords using commas. e.g., food, travel, nature';

function bodyRows(canvasElement: HTMLElement) {
  return tableRows(canvasElement, 'Campaign List');
}

async function openCreate(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create' }));
  return within(await screenOf(canvasElement).findByRole('dialog', { name: 'Create Campaign' }));
}

async function openRowMenu(canvasElement: HTMLElement, name: string, item: 'Edit' | 'Delete') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Actions for ${name}` }));
  const menu = within(await screenOf(canvasElement).findByRole('menu', { name: `Actions for ${name}` }));
  await userEvent.click(menu.getByRole('menuitem', { name: item }));
}

/* ------------------------------------------------------------------------------------------------ tenant */

export const TenantFilled: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('"Campaign List" shows the four columns, sorted by Created At ascending', async () => {
      await expect(canvas.getByRole('heading', { name: 'Campaign List' })).toBeVisible();
      const headers = within(canvas.getByRole('table', { name: 'Campaign List' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      await expect(headers).toEqual(['Campaign Name', 'Description', 'Keywords', 'Created At', 'Actions']);
      await expect(canvas.getByRole('columnheader', { name: 'Created At' })).toHaveAttribute('aria-sort', 'ascending');
      const rows = bodyRows(canvasElement);
      await expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
        '新春团圆饭套餐',
        'Hari Raya Bazaar',
        'Summer Coffee Launch',
        '中秋节月饼促销',
      ]);
    });
    await step('keywords are joined by comma and dates are en-GB', async () => {
      const mooncake = bodyRows(canvasElement)[3];
      await expect(mooncake).toHaveTextContent('月饼, 中秋节, 礼盒');
      await expect(mooncake).toHaveTextContent('18/08/2026');
    });
    await step('a tenant has no row checkboxes', async () => {
      await expect(canvas.queryByRole('checkbox')).toBeNull();
    });
    await step('clicking a row opens the campaign details', async () => {
      await userEvent.click(
        canvas.getByRole('cell', { name: 'Cold brew and iced latte launch across the Klang Valley outlets.' }),
      );
      await expect(args.onOpenCampaign).toHaveBeenCalledTimes(1);
      await expect(args.onOpenCampaign).toHaveBeenCalledWith(campaigns[2]);
    });
    await step('opening a row menu does not open the campaign', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Actions for Hari Raya Bazaar' }));
      await expect(await screenOf(canvasElement).findByRole('menuitem', { name: 'Edit' })).toBeVisible();
      await expect(screenOf(canvasElement).getByRole('menuitem', { name: 'Delete' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect(args.onOpenCampaign).toHaveBeenCalledTimes(1);
    });
    await step('Refresh asks for the list again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    });
  },
};

export const TenantEdit: Story = {
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step('the row menu\'s Edit opens the campaign with its keywords joined by ", "', async () => {
      await openRowMenu(canvasElement, 'Hari Raya Bazaar', 'Edit');
      dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Campaign' }));
      await expect(dialog.getByLabelText('Campaign Name')).toHaveValue('Hari Raya Bazaar');
      await expect(dialog.getByLabelText('Description')).toHaveValue(
        'Weekend bazaar stalls with kuih raya, rendang and festive bundles.',
      );
      await expect(dialog.getByLabelText('Keywords')).toHaveValue('raya, bazaar, kuih');
    });
    await step('Save stays disabled until a field differs from the loaded values', async () => {
      const save = dialog.getByRole('button', { name: 'Save' });
      await expect(save).toBeDisabled();
      const keywords = dialog.getByLabelText('Keywords');
      await userEvent.type(keywords, ', sale');
      await expect(save).toBeEnabled();
      await userEvent.type(keywords, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
      await waitFor(() => expect(save).toBeDisabled());
      await userEvent.type(keywords, ', ramadan ');
      await expect(save).toBeEnabled();
    });
    await step('Save sends the id and the whole body, keywords split and trimmed', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onUpdate).toHaveBeenCalledWith({
          id: 'cmp-raya',
          body: {
            name: 'Hari Raya Bazaar',
            description: 'Weekend bazaar stalls with kuih raya, rendang and festive bundles.',
            keyword: ['raya', 'bazaar', 'kuih', 'ramadan'],
          },
        }),
      );
      await expect(args.onCreate).not.toHaveBeenCalled();
      await expectDialogGone(canvasElement, 'Edit Campaign');
    });
  },
};

export const TenantDelete: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('Delete asks "Are you sure you want to delete this campaign?"; Cancel keeps it', async () => {
      await openRowMenu(canvasElement, '中秋节月饼促销', 'Delete');
      const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Delete campaign' }));
      await waitFor(() => expect(dialog.getByText('Are you sure you want to delete this campaign?')).toBeVisible());
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await expectDialogGone(canvasElement, 'Delete campaign');
      await expect(args.onDelete).not.toHaveBeenCalled();
    });
    await step('confirming deletes that one campaign and closes the dialog', async () => {
      await openRowMenu(canvasElement, '中秋节月饼促销', 'Delete');
      const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Delete campaign' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(['cmp-mooncake']));
      await expect(args.onDelete).toHaveBeenCalledTimes(1);
      await expectDialogGone(canvasElement, 'Delete campaign');
      await expect(args.onOpenCampaign).not.toHaveBeenCalled();
    });
  },
};

export const DeleteFailure: Story = {
  args: {
    onDelete: fn(async (_ids: string[]): Promise<unknown> => {
      throw serverError('Campaign has contents and cannot be deleted');
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    await step("a refused delete shows the server's message and keeps the dialog open", async () => {
      await openRowMenu(canvasElement, 'Summer Coffee Launch', 'Delete');
      const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Delete campaign' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
      await waitFor(() =>
        expect(screenOf(canvasElement).getByText('Campaign has contents and cannot be deleted')).toBeVisible(),
      );
      await expect(args.onDelete).toHaveBeenCalledWith(['cmp-coffee']);
      await expect(screenOf(canvasElement).getByRole('dialog', { name: 'Delete campaign' })).toBeInTheDocument();
      await expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled();
    });
  },
};

/* ------------------------------------------------------------------------------------------------ admin */

export const AdminFilled: Story = {
  args: { role: 'admin' },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('an admin gets row checkboxes and no row menu', async () => {
      await expect(canvas.getByRole('checkbox', { name: 'Select Hari Raya Bazaar' })).toBeVisible();
      await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: /^Actions for/ })).toBeNull();
      await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    });
    await step('clicking a row does not open the campaign', async () => {
      await userEvent.click(canvas.getByRole('cell', { name: 'Summer Coffee Launch' }));
      await expect(args.onOpenCampaign).not.toHaveBeenCalled();
      await expect(canvas.queryByRole('button', { name: 'Summer Coffee Launch' })).toBeNull();
    });
  },
};

export const AdminSelection: Story = {
  args: { role: 'admin' },
  play: async ({ canvasElement, args, step }) => {
    await step('with exactly one row selected the bar offers Edit and Delete', async () => {
      const bar = await selectRows(canvasElement, 'Hari Raya Bazaar');
      await expect(bar.getByText('1 selected')).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Edit' })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Delete' })).toBeVisible();
    });
    await step('with two rows selected Edit disappears', async () => {
      const bar = await selectRows(canvasElement, '中秋节月饼促销');
      await expect(bar.getByText('2 selected')).toBeVisible();
      await expect(bar.queryByRole('button', { name: 'Edit' })).toBeNull();
      await expect(bar.getByRole('button', { name: 'Delete' })).toBeVisible();
    });
    await step('Delete asks "Delete selected campaigns?" and deletes every selected id', async () => {
      const bar = within(within(canvasElement).getByRole('region', { name: 'Selection' }));
      await userEvent.click(bar.getByRole('button', { name: 'Delete' }));
      const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Delete campaigns' }));
      await waitFor(() => expect(dialog.getByText('Delete selected campaigns?')).toBeVisible());
      await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
      const ids = mocked(args.onDelete).mock.calls[0]?.[0] ?? [];
      await expect([...ids].sort()).toEqual(['cmp-mooncake', 'cmp-raya']);
      await expectDialogGone(canvasElement, 'Delete campaigns');
    });
  },
};

export const AdminEdit: Story = {
  args: { role: 'admin' },
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step('Edit on the one selected row opens it in the modal', async () => {
      const bar = await selectRows(canvasElement, 'Summer Coffee Launch');
      await userEvent.click(bar.getByRole('button', { name: 'Edit' }));
      dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Campaign' }));
      await expect(dialog.getByLabelText('Campaign Name')).toHaveValue('Summer Coffee Launch');
      await expect(dialog.getByLabelText('Keywords')).toHaveValue('coffee, summer, cold brew');
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
    await step('blanking the name shows its message and disables Save', async () => {
      await userEvent.clear(dialog.getByLabelText('Campaign Name'));
      await waitFor(() => expect(dialog.getByText('Campaign Name is required')).toBeVisible());
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
    await step('a new name is saved', async () => {
      await userEvent.type(dialog.getByLabelText('Campaign Name'), '  Summer Coffee Launch 2026 ');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onUpdate).toHaveBeenCalledWith({
          id: 'cmp-coffee',
          body: {
            name: 'Summer Coffee Launch 2026',
            description: 'Cold brew and iced latte launch across the Klang Valley outlets.',
            keyword: ['coffee', 'summer', 'cold brew'],
          },
        }),
      );
      await expectDialogGone(canvasElement, 'Edit Campaign');
    });
  },
};

export const UpdateFailure: Story = {
  args: {
    role: 'admin',
    onUpdate: fn(async () => {
      throw new Error('Request failed with status 500');
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    await step('a failed save without a server message reads "Update failed." and keeps the input', async () => {
      const bar = await selectRows(canvasElement, '新春团圆饭套餐');
      await userEvent.click(bar.getByRole('button', { name: 'Edit' }));
      const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Campaign' }));
      await userEvent.type(dialog.getByLabelText('Description'), ' 限量供应。');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screenOf(canvasElement).getByText('Update failed.')).toBeVisible());
      await expect(args.onUpdate).toHaveBeenCalledTimes(1);
      await expect(dialog.getByLabelText('Description')).toHaveValue(
        '农历新年团圆饭预订，包含八道菜与甜品。 限量供应。',
      );
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    });
  },
};

/* ------------------------------------------------------------------------------------------------ create */

export const Create: Story = {
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step('Create opens an empty "Create Campaign" modal with Create disabled', async () => {
      dialog = await openCreate(canvasElement);
      await expect(dialog.getByLabelText('Campaign Name')).toHaveValue('');
      await expect(dialog.getByLabelText('Description')).toHaveValue('');
      await expect(dialog.getByLabelText('Keywords')).toHaveValue('');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    });
    await step('the Keywords tooltip explains the commas', async () => {
      await userEvent.hover(dialog.getByRole('button', { name: 'About keywords' }));
      await expect(await screenOf(canvasElement).findByRole('tooltip')).toHaveTextContent(TOOLTIP);
      await expect(dialog.getByRole('button', { name: 'About keywords' })).toHaveAccessibleDescription(TOOLTIP);
    });
    await step('Create stays disabled until all three fields are filled', async () => {
      const create = dialog.getByRole('button', { name: 'Create' });
      await userEvent.type(dialog.getByLabelText('Campaign Name'), ' Hari Raya Bazaar 2027 ');
      await expect(create).toBeDisabled();
      await userEvent.type(dialog.getByLabelText('Description'), 'Festive stalls at Kampung Baru.');
      await expect(create).toBeDisabled();
      await userEvent.type(dialog.getByLabelText('Keywords'), 'food, , travel ');
      await expect(create).toBeEnabled();
    });
    await step('the body has the trimmed texts and the keywords split and trimmed, empties kept', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(args.onCreate).toHaveBeenCalledWith({
          name: 'Hari Raya Bazaar 2027',
          description: 'Festive stalls at Kampung Baru.',
          keyword: ['food', '', 'travel'],
        }),
      );
      await expect(args.onCreate).toHaveBeenCalledTimes(1);
      await expectDialogGone(canvasElement, 'Create Campaign');
    });
  },
};

export const CreateInvalid: Story = {
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step(
      'blank fields (spaces only, or only commas for keywords) are named and Create stays disabled',
      async () => {
        dialog = await openCreate(canvasElement);
        await userEvent.type(dialog.getByLabelText('Campaign Name'), '   ');
        await userEvent.type(dialog.getByLabelText('Description'), '  ');
        await userEvent.type(dialog.getByLabelText('Keywords'), ' , ,');
        await waitFor(() => expect(dialog.getByText('Campaign Name is required')).toBeVisible());
        await waitFor(() => expect(dialog.getByText('Description is required')).toBeVisible());
        await waitFor(() => expect(dialog.getByText('Keywords is required')).toBeVisible());
        await expect(dialog.getByLabelText('Keywords')).toHaveAttribute('aria-invalid', 'true');
        await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      },
    );
    await step('submitting with Enter sends nothing', async () => {
      await userEvent.type(dialog.getByLabelText('Campaign Name'), '{Enter}');
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
    await step('one real keyword among empties is enough', async () => {
      await userEvent.type(dialog.getByLabelText('Campaign Name'), 'Summer');
      await userEvent.type(dialog.getByLabelText('Description'), 'Iced drinks');
      await userEvent.type(dialog.getByLabelText('Keywords'), ' latte');
      await waitFor(() => expect(dialog.queryByText('Keywords is required')).toBeNull());
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    });
  },
};

export const CreateFailure: Story = {
  args: {
    onCreate: fn(async () => {
      throw serverError('Campaign name already exists');
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    let dialog!: Scope;
    await step("a refused create shows the server's message and keeps the modal and its input", async () => {
      dialog = await openCreate(canvasElement);
      await userEvent.type(dialog.getByLabelText('Campaign Name'), '中秋节月饼促销');
      await userEvent.type(dialog.getByLabelText('Description'), '重复的活动');
      await userEvent.type(dialog.getByLabelText('Keywords'), '月饼');
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(screenOf(canvasElement).getByText('Campaign name already exists')).toBeVisible());
      await expect(screenOf(canvasElement).getByRole('dialog', { name: 'Create Campaign' })).toBeInTheDocument();
      await expect(dialog.getByLabelText('Campaign Name')).toHaveValue('中秋节月饼促销');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    });
    await step('without a server message the toast reads "Create failed."', async () => {
      args.onCreate.mockImplementation(async () => {
        throw new TypeError('Failed to fetch');
      });
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(screenOf(canvasElement).getByText('Create failed.')).toBeVisible());
      await expect(args.onCreate).toHaveBeenCalledTimes(2);
    });
  },
};

export const Creating: Story = {
  args: { onCreate: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args, step }) => {
    await step('while the create call runs the submit button is busy and the modal cannot be closed', async () => {
      const dialog = await openCreate(canvasElement);
      await userEvent.type(dialog.getByLabelText('Campaign Name'), 'Summer Coffee Launch');
      await userEvent.type(dialog.getByLabelText('Description'), 'Cold brew launch');
      await userEvent.type(dialog.getByLabelText('Keywords'), 'coffee');
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-busy', 'true'));
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
      await expect(args.onCreate).toHaveBeenCalledTimes(1);
    });
  },
};

export const ClosingResets: Story = {
  play: async ({ canvasElement, step }) => {
    await step('Cancel discards what was typed', async () => {
      const dialog = await openCreate(canvasElement);
      await userEvent.type(dialog.getByLabelText('Campaign Name'), 'Draft name');
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await expectDialogGone(canvasElement, 'Create Campaign');
    });
    await step('opening Create again starts empty', async () => {
      const dialog = await openCreate(canvasElement);
      await expect(dialog.getByLabelText('Campaign Name')).toHaveValue('');
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    });
    await step('after closing an edit, Create starts empty too', async () => {
      await userEvent.keyboard('{Escape}');
      await expectDialogGone(canvasElement, 'Create Campaign');
      await openRowMenu(canvasElement, 'Hari Raya Bazaar', 'Edit');
      const edit = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Campaign' }));
      await userEvent.click(edit.getByRole('button', { name: 'Cancel' }));
      await expectDialogGone(canvasElement, 'Edit Campaign');
      const dialog = await openCreate(canvasElement);
      await expect(dialog.getByLabelText('Campaign Name')).toHaveValue('');
      await expect(dialog.getByLabelText('Keywords')).toHaveValue('');
    });
  },
};

/* ------------------------------------------------------------------------------------------------ states */

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement, step }) => {
    await step('the table says it is loading', async () => {
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
      await expect(within(canvasElement).getByRole('button', { name: 'Refresh' })).toBeDisabled();
    });
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, step }) => {
    await step('an empty list says so and still offers Create', async () => {
      await expect(within(canvasElement).getByText('No campaigns yet.')).toBeVisible();
      await expect(within(canvasElement).getByRole('button', { name: 'Create' })).toBeEnabled();
    });
  },
};

export const LoadError: Story = {
  args: { rows: [], error: 'Could not load campaigns.' },
  play: async ({ canvasElement, args, step }) => {
    await step('a load error shows in the table and Refresh tries again', async () => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not load campaigns.');
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh' }));
      await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    });
  },
};

export const Paginated: Story = {
  args: { role: 'admin', rows: manyCampaigns },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('ten rows a page, oldest first', async () => {
      await expect(bodyRows(canvasElement)).toHaveLength(10);
      await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Weekly Special 01');
      await expect(canvas.getByText('1–10 of 14')).toBeVisible();
    });
    await step('the next page shows the rest', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(bodyRows(canvasElement)).toHaveLength(4);
      await expect(canvas.getByText('11–14 of 14')).toBeVisible();
    });
  },
};
