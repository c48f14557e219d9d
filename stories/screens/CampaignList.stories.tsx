import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { CampaignList } from '@app/screens';
import { campaigns, manyCampaigns } from './fixtures/lists';
import { expectDialogGone, screenOf, selectRows, serverError } from './fixtures/play';
import { bodyRows, campaignListMeta, openRowMenu } from './fixtures/campaignListStory';

const meta = {
  title: 'Screens/Lists/CampaignList',
  component: CampaignList,
  ...campaignListMeta,
} satisfies Meta<typeof CampaignList>;

export default meta;
type Story = StoryObj<typeof meta>;

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
      await waitFor(() => expect(screenOf(canvasElement).getByRole('menuitem', { name: 'Edit' })).toBeVisible());
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
