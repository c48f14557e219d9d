import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AssetList } from '@app/screens';
import { ASSETS, USER_ID } from './fixtures/media';
import { assetListMeta, row } from './fixtures/assetListStory';

const meta = {
  title: 'Screens/Lists/AssetList/Tenants (admin)',
  component: AssetList,
  ...assetListMeta,
  args: {
    ...assetListMeta.args,
    rows: ASSETS.map((asset) =>
      asset.id === 'asset-raya-note' ? { ...asset, tenantId: 'tnt-kampung-kitchen' } : asset,
    ),
    tenantFilter: {
      tenants: [
        { id: USER_ID, name: 'Moonlight Bakery 月光' },
        { id: 'tnt-kampung-kitchen', name: 'Kampung Kitchen' },
      ],
      value: null,
      onChange: fn(),
    },
  },
} satisfies Meta<typeof AssetList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TenantColumnAndFilter: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step("a Tenant column before Uploaded At names each asset's business", async () => {
      const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent?.trim());
      await expect(headers.slice(-2)).toEqual(['Tenant', 'Uploaded At']);
      await expect(row(canvasElement, 'asset-moon-note')).toHaveTextContent('Moonlight Bakery 月光');
      await expect(row(canvasElement, 'asset-raya-note')).toHaveTextContent('Kampung Kitchen');
    });
    await step('the Tenant filter reports the chosen tenant', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Tenant'), 'Kampung Kitchen');
      await expect(args.tenantFilter?.onChange).toHaveBeenCalledWith('tnt-kampung-kitchen');
    });
  },
};
