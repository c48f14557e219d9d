import type { Meta, StoryObj } from '@storybook/react-vite';
import jsQR from 'jsqr';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { type MyProfile } from '@app/screens';
import { TENANT } from './fixtures/media';
import { PHONE_390 } from './fixtures/localePlay';
import MyProfileStories from './MyProfile.stories';

const meta = {
  ...MyProfileStories,
  title: 'Screens/Tenant/MyProfile/QR code',
} satisfies Meta<typeof MyProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pixels of a PNG `data:` URL. */
async function pixelsOf(url: string): Promise<ImageData> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** How many dark pixels the rows from `top` to `bottom` hold. */
function darkPixels(pixels: ImageData, top: number, bottom: number): number {
  let dark = 0;
  for (let y = top; y < bottom; y += 1) {
    for (let x = 0; x < pixels.width; x += 1) if (pixels.data[(y * pixels.width + x) * 4]! < 128) dark += 1;
  }
  return dark;
}

export const DownloadAndPrint: Story = {
  play: async ({ canvasElement, step }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'QR Code' }));
    await step(
      "Download PNG saves the code, ready to print: it scans as the shop's URL, its name under it",
      async () => {
        const saved: HTMLAnchorElement[] = [];
        const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
          this: HTMLAnchorElement,
        ) {
          saved.push(this);
        });
        try {
          await userEvent.click(card.getByRole('button', { name: 'Download PNG' }));
          await waitFor(() => expect(saved).toHaveLength(1));
        } finally {
          click.mockRestore();
        }
        const file = saved[0]!;
        await expect(file.download).toBe('qr-月光饼家-Moonlight-Bakery.png');
        await expect(file.href).toMatch(/^data:image\/png;base64,/);
        const pixels = await pixelsOf(file.href);
        await expect(jsQR(pixels.data, pixels.width, pixels.height)?.data).toBe(TENANT.qrcode_url);
        // a quiet zone of four modules: the first rows are white
        await expect(darkPixels(pixels, 0, 30)).toBe(0);
        // the name is printed in the band under the code
        await expect(pixels.height).toBeGreaterThan(pixels.width);
        await expect(darkPixels(pixels, pixels.width, pixels.height)).toBeGreaterThan(500);
      },
    );
    await step("Print opens the print dialog with only the code's card", async () => {
      const print = spyOn(window, 'print').mockImplementation(() => undefined);
      try {
        await userEvent.click(card.getByRole('button', { name: 'Print' }));
        await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
        const sheet = canvasElement.ownerDocument.querySelector('body > [data-qr-print] img');
        await expect(sheet).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
        // on the screen the print sheet stays hidden
        await expect(sheet).not.toBeVisible();
        await userEvent.click(card.getByRole('button', { name: 'Print' }));
        await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
      } finally {
        print.mockRestore();
      }
    });
  },
};

export const DownloadAndPrintMalayPhone: Story = {
  globals: { ...PHONE_390, locale: 'ms' },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Kod QR' }));
    await expect(card.getByRole('button', { name: 'Muat turun PNG' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cetak' })).toBeVisible();
  },
};
