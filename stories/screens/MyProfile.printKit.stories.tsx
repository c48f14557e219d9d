import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type MyProfile } from '@app/screens';
import { expectToast } from './fixtures/play';
import { PHONE_390 } from './fixtures/localePlay';
import MyProfileStories from './MyProfile.stories';

const meta = {
  ...MyProfileStories,
  title: 'Screens/Tenant/MyProfile/Print kit',
  args: { ...MyProfileStories.args, onPrintKit: fn(async (): Promise<unknown> => undefined) },
} satisfies Meta<typeof MyProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

const qrCard = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'QR Code' }));

export const DownloadsThePrintKit: Story = {
  play: async ({ canvasElement, args, step }) => {
    const card = qrCard(canvasElement);
    await step('the print kit sits beside Download PNG and Print', async () => {
      await expect(card.getByRole('button', { name: 'Download PNG' })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Print kit (PDF)' })).toBeVisible();
    });
    await step("a click downloads the tenant's print kit once", async () => {
      await userEvent.click(card.getByRole('button', { name: 'Print kit (PDF)' }));
      await waitFor(() => expect(args.onPrintKit).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(card.getByRole('button', { name: 'Print kit (PDF)' })).toBeEnabled());
    });
  },
};

export const PrintKitFails: Story = {
  args: { onPrintKit: fn(async (): Promise<unknown> => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(qrCard(canvasElement).getByRole('button', { name: 'Print kit (PDF)' }));
    await expectToast(canvasElement, 'The print kit could not be downloaded.');
  },
};

export const WithoutPrintKit: Story = {
  args: { onPrintKit: undefined },
  play: async ({ canvasElement }) => {
    await expect(qrCard(canvasElement).queryByRole('button', { name: 'Print kit (PDF)' })).not.toBeInTheDocument();
  },
};

export const DownloadsThePrintKitChinesePhone: Story = {
  globals: { ...PHONE_390, locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: '二维码' }));
    await expect(card.getByRole('button', { name: '打印套件（PDF）' })).toBeVisible();
  },
};

export const DownloadsThePrintKitMalay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Kod QR' }));
    await expect(card.getByRole('button', { name: 'Kit cetakan (PDF)' })).toBeVisible();
  },
};
