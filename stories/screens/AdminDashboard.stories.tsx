import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminDashboard } from '@app/screens';

const meta = {
  title: 'Screens/Admin/AdminDashboard',
  component: AdminDashboard,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the dashboard is a region headed "Dashboard" with an empty widget grid', async () => {
      await expect(canvas.getByRole('region', { name: 'Dashboard' })).toBeVisible();
      const heading = canvas.getByRole('heading', { name: 'Dashboard' });
      await expect(heading).toBeVisible();
      await expect(heading.getBoundingClientRect().width).toBeGreaterThan(1);
      await expect(canvas.getByText('No widgets yet')).toBeVisible();
      await expect(canvas.getByText('Widgets added to the dashboard will appear here.')).toBeVisible();
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

export const HeadingHidden: Story = {
  name: 'Empty, heading for assistive technology only',
  args: { hideHeading: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step(
      'inside a page frame that shows the title, the region keeps its "Dashboard" name without repeating it',
      async () => {
        await expect(canvas.getByRole('region', { name: 'Dashboard' })).toBeVisible();
        const box = canvas.getByRole('heading', { name: 'Dashboard' }).getBoundingClientRect();
        await expect(box.width <= 1 && box.height <= 1).toBe(true);
        await expect(canvas.getByText('No widgets yet')).toBeVisible();
      },
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('while loading, a status reads "Loading..." and no empty state shows', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
      await expect(canvas.queryByText('No widgets yet')).toBeNull();
    });
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { error: 'Network error: the server did not answer.' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a load error is announced instead of the empty state', async () => {
      const alert = canvas.getByRole('alert');
      await expect(alert).toHaveTextContent('The dashboard could not be loaded');
      await expect(alert).toHaveTextContent('Network error: the server did not answer.');
      await expect(canvas.queryByText('No widgets yet')).toBeNull();
    });
  },
};

export const WithWidgets: Story = {
  name: 'Filled (layout of future widgets)',
  args: {
    widgets: [
      {
        key: 'campaigns',
        title: 'Campaigns',
        content: <p>中秋节月饼促销 · Hari Raya Bazaar · Summer Coffee Launch</p>,
      },
      { key: 'tenants', title: 'Tenants', content: <p>4 tenants, 2 with a QR code link</p> },
      { key: 'links', title: 'QR Code Links', content: <p>2 Vacant</p> },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('each widget is a titled card in the grid, and the empty state is gone', async () => {
      await expect(canvas.getByRole('region', { name: 'Campaigns' })).toHaveTextContent('中秋节月饼促销');
      await expect(canvas.getByRole('region', { name: 'Tenants' })).toBeVisible();
      await expect(canvas.getByRole('region', { name: 'QR Code Links' })).toBeVisible();
      await expect(canvas.queryByText('No widgets yet')).toBeNull();
    });
  },
};
