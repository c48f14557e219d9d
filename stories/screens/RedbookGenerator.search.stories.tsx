import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RedbookGenerator } from '@app/screens';
import { redbookGeneratorMeta } from './fixtures/redbookGeneratorStory';

const meta = {
  title: 'Screens/Tenant/RedbookGenerator asset search',
  component: RedbookGenerator,
  ...redbookGeneratorMeta,
} satisfies Meta<typeof RedbookGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAssets: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    /** The picker's tiles; the search applies after React's effects, so counts are awaited. */
    const tiles = () => canvas.queryAllByRole('checkbox', { name: /^(Redbook|Instagram) (photo|video|note) \d$/ });
    await step('the picker searches its assets by file name, type or note text', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Assets' }));
      const search = canvas.getByRole('searchbox', { name: 'Search assets' });
      await waitFor(() => expect(tiles()).toHaveLength(4));
      await userEvent.type(search, 'lantern');
      await waitFor(() => expect(tiles()).toHaveLength(2));
      await expect(canvas.getByRole('checkbox', { name: 'Redbook video 2' })).toBeVisible();
      await expect(canvas.getByRole('checkbox', { name: 'Instagram photo 4' })).toBeVisible();
      await userEvent.clear(search);
      await userEvent.type(search, 'note');
      await waitFor(() => expect(tiles()).toHaveLength(1));
    });
    await step('picks made while searching stay, and the count counts every asset', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Redbook note 3' }));
      await expect(canvas.getByText('1 / 4')).toBeVisible();
      await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search assets' }));
      await waitFor(() => expect(tiles()).toHaveLength(4));
      await expect(canvas.getByRole('checkbox', { name: 'Redbook note 3' })).toBeChecked();
    });
    await step('a search that finds nothing says so', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search assets' }), 'durian');
      await expect(await canvas.findByText('No assets match "durian".')).toBeVisible();
      await waitFor(() => expect(tiles()).toHaveLength(0));
    });
  },
};
