import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { QrCode } from '@app/ui';

const meta = {
  title: 'UI/QrCode',
  component: QrCode,
  args: {
    url: 'https://campaigns.example.com/q/3f2a9c41-7d0e-4b8a-9e51-2c6f0d1b7a88',
    emptyText: 'No QR code assigned',
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the QR image appears with its alternative text', async () => {
      const image = await canvas.findByRole('img', { name: `QR code for ${args.url}` });
      await expect(image).toHaveAttribute('width', '200');
      await expect(image).toHaveAttribute('height', '200');
      await expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    });
    await step('it is drawn at 200x200 and actually loads', async () => {
      const image = canvas.getByRole<HTMLImageElement>('img');
      await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
      const box = image.getBoundingClientRect();
      await expect(Math.round(box.width)).toBe(200);
      await expect(Math.round(box.height)).toBe(200);
    });
    await step('no third-party service is involved', async () => {
      await expect(canvas.getByRole('img').getAttribute('src')).not.toMatch(/^https?:/);
    });
  },
};

export const Empty: Story = {
  args: { url: null },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the empty text replaces the image', async () => {
      await expect(canvas.getByText('No QR code assigned')).toBeVisible();
      await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    });
  },
};

export const BlankUrl: Story = {
  args: { url: '   ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No QR code assigned')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const CustomAltText: Story = {
  args: { url: 'https://campaigns.example.com/q/kopi-corner', alt: 'QR code of Kopi Corner' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'QR code of Kopi Corner' })).toBeVisible(),
    );
  },
};

export const TooLongToEncode: Story = {
  args: { url: `https://campaigns.example.com/q/${'x'.repeat(4000)}` },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The QR code could not be created.');
  },
};
