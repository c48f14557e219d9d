import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MyProfile } from '@app/screens';
import { TENANT } from './fixtures/media';
import { resolveFileUrl, uploadAfter } from './fixtures/files';
import { TENANT_STATS } from './fixtures/stats';
import { PHONE_390 } from './fixtures/localePlay';
import { expectTranslated } from '../fixtures/locale';

// The same title as MyProfile.stories.tsx: where the QR card stands on a phone and on a desktop.
const meta = {
  title: 'Screens/Tenant/MyProfile',
  component: MyProfile,
  parameters: { layout: 'fullscreen' },
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

/**
 * The QR image, this week's counts and the form's first field, found without their names (the same checks run in
 * every language): the code is the card's 200 px image, the counts its figures, the field the business's name.
 */
async function layoutOf(canvasElement: HTMLElement) {
  const qr = await waitFor(() => {
    const image = canvasElement.querySelector<HTMLImageElement>('img[width="200"][height="200"]');
    if (!image) throw new Error('no QR image yet');
    return image;
  });
  const qrCard = qr.closest('section');
  const form = canvasElement.querySelector('form');
  const name = canvasElement.querySelector<HTMLInputElement>('input[autocomplete="organization"]');
  if (!qrCard || !form || !name) throw new Error('the QR card, the form or its Name field is missing');
  const figures = qrCard.querySelector('dl') ?? qrCard.lastElementChild;
  if (!figures) throw new Error('no counts in the QR card');
  return { qr: qr.getBoundingClientRect(), qrCard, figures, form: form.getBoundingClientRect(), name };
}

async function expectQrFirst(canvasElement: HTMLElement): Promise<void> {
  const { qr, qrCard, figures, form } = await layoutOf(canvasElement);
  const view = canvasElement.ownerDocument.defaultView!;
  // the code and this week's figures come before the long form, the code on the first screen
  await expect(qr.bottom).toBeLessThanOrEqual(form.top);
  await expect(figures.getBoundingClientRect().bottom).toBeLessThanOrEqual(form.top);
  await expect(qr.top).toBeLessThan(view.innerHeight);
  await expect(qrCard.getBoundingClientRect().width).toBeGreaterThan(view.innerWidth * 0.8);
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

export const PhoneQrFirst: Story = {
  name: 'Phone: the QR card first',
  globals: PHONE_390,
  play: async ({ canvasElement, step }) => {
    await step("at 390 px the QR code and this week's counts come before the form", async () => {
      await expectQrFirst(canvasElement);
      const card = within(within(canvasElement).getByRole('region', { name: 'QR Code' }));
      await expect(card.getByRole('region', { name: 'This week' })).toHaveTextContent('This weekScans38Used17');
    });
    await step('the form follows, its fields the whole width', async () => {
      const { name, form } = await layoutOf(canvasElement);
      await expect(name.getBoundingClientRect().width).toBeGreaterThan(form.width * 0.8);
    });
  },
};

export const PhoneQrFirstChinese: Story = {
  name: 'Phone: the QR card first (简体中文)',
  globals: { ...PHONE_390, locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expectQrFirst(canvasElement);
    await expectTranslated(canvasElement, 'zh-CN');
  },
};

export const PhoneQrFirstMalay: Story = {
  name: 'Phone: the QR card first (Bahasa Melayu)',
  globals: { ...PHONE_390, locale: 'ms' },
  play: async ({ canvasElement }) => {
    await expectQrFirst(canvasElement);
    await expectTranslated(canvasElement, 'ms');
  },
};

export const DesktopSideBySide: Story = {
  name: 'Desktop: the form, the QR card beside it',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    await step('at 1440 px the form is on the left and the QR card on the right, side by side', async () => {
      const { qrCard, form } = await layoutOf(canvasElement);
      const card = qrCard.getBoundingClientRect();
      await expect(card.left).toBeGreaterThanOrEqual(form.right);
      await expect(card.top).toBeLessThan(form.bottom);
      await expect(card.width).toBeLessThan(form.width);
    });
  },
};
