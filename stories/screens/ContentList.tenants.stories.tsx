import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContentList } from '@app/screens';
import { bodyRows, contentListMeta } from './fixtures/contentListStory';
import { contents } from './fixtures/lists';

const meta = {
  title: 'Screens/Lists/ContentList/Tenants (admin)',
  component: ContentList,
  ...contentListMeta,
  args: {
    ...contentListMeta.args,
    // an agency post (no tenant) beside the tenants' own
    rows: [...contents, { ...contents[2]!, id: 'cnt-agency-1', title: 'Agency tips', tenantId: null }],
    tenantFilter: {
      tenants: [
        { id: 'tnt-golden-lotus', name: 'Golden Lotus 金莲' },
        { id: 'tnt-kampung-kitchen', name: 'Kampung Kitchen' },
      ],
      value: null,
      onChange: fn(),
    },
  },
} satisfies Meta<typeof ContentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TenantColumnAndFilter: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step(
      'a Tenant column before Created At names each post\'s business, "Agency" for the agency\'s',
      async () => {
        const headers = within(canvas.getByRole('table', { name: 'Content List' }))
          .getAllByRole('columnheader')
          .map((header) => header.textContent);
        await expect(headers.slice(-2)).toEqual(['Tenant', 'Created At']);
        const rowOf = (title: string) => bodyRows(canvasElement).find((row) => row.textContent?.includes(title));
        await expect(rowOf('月饼礼盒开箱')).toHaveTextContent('Golden Lotus 金莲');
        await expect(rowOf('Bazaar opening hours')).toHaveTextContent('Kampung Kitchen');
        await expect(rowOf('Agency tips')).toHaveTextContent('Agency');
      },
    );
    await step('the Tenant filter reports the chosen tenant', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Tenant'), 'Golden Lotus 金莲');
      await expect(args.tenantFilter?.onChange).toHaveBeenCalledWith('tnt-golden-lotus');
    });
  },
};
