import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LineChart, theme } from '@app/ui';

const days = Array.from({ length: 30 }, (_unused, index) => `${index + 1} Nov`);

const meta = {
  title: 'UI/LineChart',
  component: LineChart,
  args: {
    labels: days,
    series: [
      {
        label: 'Scans',
        color: theme.colors.primary,
        values: days.map((_day, index) => 8 + ((index * 7) % 13)),
      },
      {
        label: 'Used',
        color: theme.colors.info,
        values: days.map((_day, index) => 3 + ((index * 5) % 7)),
      },
    ],
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until uPlot (loaded with the first chart) has drawn into the chart's box, and answers its canvas. */
async function drawnCanvas(canvasElement: HTMLElement): Promise<HTMLCanvasElement> {
  return waitFor(
    () => {
      const canvas = canvasElement.querySelector<HTMLCanvasElement>('[data-chart="line"] canvas');
      if (!canvas) throw new Error('not drawn yet');
      return canvas;
    },
    { timeout: 5000 },
  );
}

/** How many of the canvas' pixels are (nearly) a colour, and the lowest and highest rows they are on. */
function pixelsOf(canvas: HTMLCanvasElement, hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  const { data, width } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? {
    data: [],
    width: 1,
  };
  let count = 0;
  let top = Infinity;
  let bottom = -Infinity;
  for (let at = 0; at < data.length; at += 4) {
    const near = [r, g, b].every((value, channel) => Math.abs((data[at + channel] ?? 0) - (value ?? 0)) < 24);
    if (!near) continue;
    count += 1;
    const row = Math.floor(at / 4 / width);
    top = Math.min(top, row);
    bottom = Math.max(bottom, row);
  }
  return { count, top, bottom };
}

export const Month: Story = {
  name: 'A month of two series',
  play: async ({ canvasElement, step }) => {
    await step('the lines are drawn on a canvas as wide as the box, hidden from assistive technology', async () => {
      const canvas = await drawnCanvas(canvasElement);
      const box = canvasElement.querySelector<HTMLElement>('[data-chart="line"]');
      await expect(box).toHaveAttribute('aria-hidden', 'true');
      await expect(Math.abs(canvas.getBoundingClientRect().width - (box?.clientWidth ?? 0))).toBeLessThan(2);
      await expect(box?.getBoundingClientRect().height).toBe(220);
    });
    await step('each series is drawn in its colour', async () => {
      const canvas = await drawnCanvas(canvasElement);
      await waitFor(() => expect(pixelsOf(canvas, theme.colors.primary).count).toBeGreaterThan(100));
      await expect(pixelsOf(canvas, theme.colors.info).count).toBeGreaterThan(100);
    });
  },
};

export const FewPoints: Story = {
  name: 'A week, points marked, a custom height',
  args: {
    labels: ['17 Nov', '18 Nov', '19 Nov', '20 Nov', '21 Nov', '22 Nov', '23 Nov'],
    series: [{ label: 'Scans', color: theme.colors.primary, values: [4, 2, 6, 3, 12, 15, 7] }],
    height: 160,
  },
  play: async ({ canvasElement, step }) => {
    await step('it takes the height it is given', async () => {
      await drawnCanvas(canvasElement);
      await expect(canvasElement.querySelector('[data-chart="line"]')?.getBoundingClientRect().height).toBe(160);
    });
  },
};

export const AllZero: Story = {
  name: 'Nothing counted yet',
  args: {
    labels: days,
    series: [{ label: 'Scans', color: theme.colors.primary, values: days.map(() => 0) }],
  },
  play: async ({ canvasElement, step }) => {
    await step('a flat line along the bottom of the scale', async () => {
      const canvas = await drawnCanvas(canvasElement);
      await waitFor(() => expect(pixelsOf(canvas, theme.colors.primary).count).toBeGreaterThan(100));
      const line = pixelsOf(canvas, theme.colors.primary);
      await expect(line.bottom - line.top).toBeLessThan(8);
      await expect(line.top).toBeGreaterThan(canvas.height / 2);
    });
  },
};
