import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CampaignList } from '@app/screens';
import { findDialog, selectRows } from './fixtures/play';
import { bodyRows, campaignListMeta, openCreate } from './fixtures/campaignListStory';

const meta = {
  title: 'Screens/Lists/CampaignList/Tenants (admin)',
  component: CampaignList,
  ...campaignListMeta,
  args: {
    ...campaignListMeta.args,
    role: 'admin',
    onOpenCampaign: undefined,
    tenantFilter: {
      tenants: [
        { id: 'tnt-golden-lotus', name: 'Golden Lotus 金莲' },
        { id: 'tnt-kampung-kitchen', name: 'Kampung Kitchen' },
      ],
      value: null,
      onChange: fn(),
    },
  },
} satisfies Meta<typeof CampaignList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TenantColumnFilterAndCreate: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a Tenant column names each campaign\'s business, "Agency" for the agency\'s own', async () => {
      const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
      await expect(headers).toContain('Tenant');
      const rowOf = (name: string) => bodyRows(canvasElement).find((row) => row.textContent?.includes(name));
      await expect(rowOf('中秋节月饼促销')).toHaveTextContent('Golden Lotus 金莲');
      await expect(rowOf('Summer Coffee Launch')).toHaveTextContent('Agency');
    });
    await step('the Tenant filter offers every tenant and reports the choice', async () => {
      const filter = canvas.getByLabelText('Tenant');
      await userEvent.selectOptions(filter, 'Kampung Kitchen');
      await expect(args.tenantFilter?.onChange).toHaveBeenCalledWith('tnt-kampung-kitchen');
    });
    await step('Create asks which tenant the campaign is for, and sends it', async () => {
      const dialog = await openCreate(canvasElement);
      await userEvent.type(dialog.getByLabelText(/Campaign Name/), 'Deepavali Sweets');
      await userEvent.type(dialog.getByLabelText(/Description/), 'Murukku and ladoo boxes.');
      await userEvent.type(dialog.getByLabelText(/Keywords/), 'deepavali, sweets');
      await expect(dialog.getByLabelText('Tenant')).toHaveValue('');
      await userEvent.selectOptions(dialog.getByLabelText('Tenant'), 'Golden Lotus 金莲');
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled());
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(args.onCreate).toHaveBeenCalledWith({
          name: 'Deepavali Sweets',
          description: 'Murukku and ladoo boxes.',
          keyword: ['deepavali', 'sweets'],
          tenantId: 'tnt-golden-lotus',
        }),
      );
    });
  },
};

export const EditKeepsTheTenant: Story = {
  play: async ({ canvasElement }) => {
    const bar = await selectRows(canvasElement, 'Hari Raya Bazaar');
    await userEvent.click(bar.getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog(canvasElement, 'Edit Campaign');
    await expect(dialog.queryByLabelText('Tenant')).toBeNull();
  },
};
