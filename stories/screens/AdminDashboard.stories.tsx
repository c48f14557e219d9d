import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AdminDashboard } from '@app/screens';
import { ADMIN_STATS, EMPTY_ADMIN_STATS } from './fixtures/stats';

const meta = {
  title: 'Screens/Admin/AdminDashboard',
  component: AdminDashboard,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { stats: ADMIN_STATS },
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled (desktop)',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the dashboard is a region headed "Dashboard"', async () => {
      await expect(canvas.getByRole('region', { name: 'Dashboard' })).toBeVisible();
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
    await step('scans and posts used today, over 7 days and over 30 days', async () => {
      const counts = within(canvas.getByRole('region', { name: 'Scans and posts used' }));
      await expect(counts.getByRole('region', { name: 'Today' })).toHaveTextContent(
        `Scans${ADMIN_STATS.today.scans}Used${ADMIN_STATS.today.redirects}`,
      );
      await expect(counts.getByRole('region', { name: 'Last 7 days' })).toHaveTextContent(
        `Scans${ADMIN_STATS.last7Days.scans}Used${ADMIN_STATS.last7Days.redirects}`,
      );
      await expect(counts.getByRole('region', { name: 'Last 30 days' })).toHaveTextContent(
        `Scans${ADMIN_STATS.last30Days.scans}Used${ADMIN_STATS.last30Days.redirects}`,
      );
    });
    await step('the per-day chart is drawn, with a summary and the numbers by day for a screen reader', async () => {
      const daily = within(canvas.getByRole('region', { name: 'Per day, last 30 days' }));
      await waitFor(() => expect(canvasElement.querySelector('[data-chart="line"] canvas')).not.toBeNull(), {
        timeout: 5000,
      });
      await expect(canvasElement.querySelector('[data-chart="line"]')).toHaveAttribute('aria-hidden', 'true');
      await expect(
        daily.getByText(
          `${ADMIN_STATS.last30Days.scans} scans and ${ADMIN_STATS.last30Days.redirects} posts used in the last 30 days`,
          { exact: false },
        ),
      ).toBeVisible();
      const table = daily.getByRole('table', { name: 'Scans and posts used per day, last 30 days', hidden: true });
      await expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(31);
      await expect(within(table).getByRole('rowheader', { name: '23 Nov', hidden: true })).toBeInTheDocument();
    });
    await step('the top businesses, those running low on posts, and the vacant links', async () => {
      const top = within(canvas.getByRole('table', { name: 'Top businesses, last 30 days' }));
      await expect(top.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        '月光饼家 Moonlight Bakery',
        'Kedai Kopi Ah Seng',
        'Salon Cantik Bangsar',
      ]);
      const low = within(canvas.getByRole('list', { name: 'Fewer than 5 unused posts' }));
      await expect(low.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        '月光饼家 Moonlight Bakery: Redbook has only 2 unused posts left — generate some',
        'Kedai Kopi Ah Seng: Google Review has no posts — generate some',
      ]);
      // an administrator does not generate a business's posts
      await expect(low.queryByRole('link')).toBeNull();
      await expect(canvas.getByRole('region', { name: 'Vacant links' })).toHaveTextContent('7');
    });
  },
};

export const FilledPhone: Story = {
  name: 'Filled (phone)',
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    await step('the widgets stack in one column that fits the phone', async () => {
      const canvas = within(canvasElement);
      const counts = canvas.getByRole('region', { name: 'Scans and posts used' }).getBoundingClientRect();
      const top = canvas.getByRole('region', { name: 'Top businesses' }).getBoundingClientRect();
      await expect(Math.round(top.width)).toBe(Math.round(counts.width));
      const root = canvasElement.ownerDocument.documentElement;
      await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
      await waitFor(() => expect(canvasElement.querySelector('[data-chart="line"] canvas')).not.toBeNull(), {
        timeout: 5000,
      });
    });
  },
};

export const Empty: Story = {
  name: 'Empty (no scans yet)',
  args: { stats: EMPTY_ADMIN_STATS },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('zeros, and each widget says there is nothing yet', async () => {
      await expect(canvas.getByRole('region', { name: 'Today' })).toHaveTextContent('Scans0Used0');
      await expect(canvas.getByText('No scans or posts used in the last 30 days yet.')).toBeVisible();
      await expect(canvas.getByText('No scans in the last 30 days yet.')).toBeVisible();
      await expect(canvas.getByText('Every business has at least 5 unused posts on each platform.')).toBeVisible();
      await expect(canvas.getByRole('region', { name: 'Vacant links' })).toHaveTextContent(
        '1QR code link not assigned to a business yet.',
      );
    });
  },
};

export const HeadingHidden: Story = {
  name: 'Filled, heading for assistive technology only',
  args: { hideHeading: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step(
      'inside a page frame that shows the title, the region keeps its "Dashboard" name without repeating it',
      async () => {
        await expect(canvas.getByRole('region', { name: 'Dashboard' })).toBeVisible();
        const box = canvas.getByRole('heading', { name: 'Dashboard' }).getBoundingClientRect();
        await expect(box.width <= 1 && box.height <= 1).toBe(true);
      },
    );
  },
};

export const Loading: Story = {
  args: { stats: null, isLoading: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('while loading, a status reads "Loading..." and no widget shows', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
      await expect(canvas.queryByRole('region', { name: 'Scans and posts used' })).toBeNull();
    });
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { stats: null, error: 'Could not load the counts. Reload the page to try again.' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a load error is announced instead of the widgets', async () => {
      const alert = canvas.getByRole('alert');
      await expect(alert).toHaveTextContent('The dashboard could not be loaded');
      await expect(alert).toHaveTextContent('Could not load the counts. Reload the page to try again.');
      await expect(canvas.queryByRole('region', { name: 'Scans and posts used' })).toBeNull();
    });
  },
};
