import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MyProfile } from '@app/screens';
import { NEW_TENANT, TENANT } from './fixtures/media';
import { resolveFileUrl, uploadAfter } from './fixtures/files';
import { NEW_TENANT_STATS, TENANT_STATS } from './fixtures/stats';
import { inLocale } from '../fixtures/locale';

// The same title as MyProfile.stories.tsx: the QR Code card's counts in this file (the posts: MyProfile.supply).
const meta = {
  title: 'Screens/Tenant/MyProfile',
  component: MyProfile,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    tenant: TENANT,
    onUpload: fn(uploadAfter(300)),
    resolveFileUrl,
    onSave: fn(async () => undefined),
    stats: TENANT_STATS,
  },
} satisfies Meta<typeof MyProfile>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The play context of this file's stories (for their Chinese and Malay variants). */
type Context = Parameters<NonNullable<Story['play']>>[0];

const qrCard = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'QR Code' }));

export const QrCodeCounts: Story = {
  name: 'QR code counts (desktop)',
  play: async ({ canvasElement, step }) => {
    const card = qrCard(canvasElement);
    await step("this week's scans and redirects under the code", async () => {
      await waitFor(() => expect(card.getByRole('img', { name: `QR code for ${TENANT.name}` })).toBeVisible());
      await expect(card.getByRole('region', { name: 'This week' })).toHaveTextContent('This weekScans38Used17');
    });
    await step('the posts per platform have their own card, not the QR card', async () => {
      await expect(card.queryByRole('table')).toBeNull();
    });
  },
};

export const QrCodeCountsPhone: Story = {
  name: 'QR code counts (phone)',
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    await step('the card and its counts fit the phone', async () => {
      await expect(qrCard(canvasElement).getByRole('region', { name: 'This week' })).toBeVisible();
      const root = canvasElement.ownerDocument.documentElement;
      await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    });
  },
};

export const QrCodeCountsEmpty: Story = {
  name: 'QR code counts, nothing yet',
  args: { stats: NEW_TENANT_STATS },
  play: async ({ canvasElement, step }) => {
    await step('zeros, and a word on how posts get handed out', async () => {
      const card = qrCard(canvasElement);
      await expect(card.getByRole('region', { name: 'This week' })).toHaveTextContent('Scans0Used0');
      const posts = within(within(canvasElement).getByRole('region', { name: 'Posts per platform' }));
      await expect(posts.getByText('Add a platform entry to a campaign to hand out posts.')).toBeVisible();
    });
  },
};

export const QrCodeCountsLoading: Story = {
  name: 'QR code counts loading',
  args: { stats: null },
  play: async ({ canvasElement, step }) => {
    await step('the counts say they are on their way', async () => {
      await expect(qrCard(canvasElement).getByText('Loading...')).toHaveAttribute('role', 'status');
    });
  },
};

export const QrCodeCountsError: Story = {
  name: 'QR code counts failed',
  args: { stats: null, statsError: 'Could not load the counts of your QR code.' },
  play: async ({ canvasElement, step }) => {
    await step('the failure is said in the card, the code still shows', async () => {
      const card = qrCard(canvasElement);
      await expect(card.getByRole('alert')).toHaveTextContent('Could not load the counts of your QR code.');
      await waitFor(() => expect(card.getByRole('img', { name: `QR code for ${TENANT.name}` })).toBeVisible());
    });
  },
};

export const NoQrCodeNoCounts: Story = {
  name: 'No QR code, no counts',
  args: { tenant: NEW_TENANT, stats: NEW_TENANT_STATS },
  play: async ({ canvasElement, step }) => {
    await step('without a code there is nothing to count', async () => {
      const card = qrCard(canvasElement);
      await expect(card.getByText('No QR code assigned')).toBeVisible();
      await expect(card.queryByRole('region', { name: 'This week' })).toBeNull();
    });
  },
};

export const QrCodeCountsChinese: Story = {
  ...inLocale<Context, Story>(QrCodeCounts, 'zh-CN'),
  name: 'QR code counts (desktop, Chinese)',
};
export const QrCodeCountsMalayPhone: Story = {
  ...inLocale<Context, Story>(QrCodeCountsPhone, 'ms'),
  name: 'QR code counts (phone, Malay)',
};
