import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Checkbox, Chip, IconButton, Icons, theme } from '@app/ui';

/** Buttons of every size, to measure what a finger gets on a phone and what a mouse gets on a desktop. */
function ButtonSizes() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: theme.space.sm }}>
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">Large</Button>
      <IconButton size="sm" label="Small icon" icon={<Icons.X size={16} aria-hidden="true" />} />
      <IconButton size="md" label="Medium icon" icon={<Icons.X size={18} aria-hidden="true" />} />
      <Checkbox label="Select row" hideLabel />
      <Checkbox label="Remember password" />
      <Chip selected={false}>Redbook</Chip>
    </div>
  );
}

const meta = {
  title: 'UI/Touch targets',
  component: ButtonSizes,
  globals: { viewport: { value: 'phone360', isRotated: false } },
} satisfies Meta<typeof ButtonSizes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The box a finger can hit for a checkbox: its label, which wraps the box and its text. */
function checkboxTarget(canvasElement: HTMLElement, name: string): DOMRect {
  const box = within(canvasElement).getByRole('checkbox', { name });
  return (box.closest('label') as HTMLElement).getBoundingClientRect();
}

function heightOf(canvasElement: HTMLElement, name: string): number {
  return within(canvasElement).getByRole('button', { name }).getBoundingClientRect().height;
}

export const Phone: Story = {
  play: async ({ canvasElement, step }) => {
    await step('on a phone every button is at least 44 px tall, a large one keeps its 48 px', async () => {
      for (const name of ['Small', 'Medium', 'Small icon', 'Medium icon']) {
        await expect(heightOf(canvasElement, name)).toBe(44);
      }
      await expect(heightOf(canvasElement, 'Large')).toBe(48);
      const icon = within(canvasElement).getByRole('button', { name: 'Small icon' });
      await expect(icon.getBoundingClientRect().width).toBe(44);
    });
    await step('a checkbox (its label) and a chip are at least 44 × 44 px', async () => {
      for (const name of ['Select row', 'Remember password']) {
        const target = checkboxTarget(canvasElement, name);
        await expect(target.height).toBeGreaterThanOrEqual(44);
        await expect(target.width).toBeGreaterThanOrEqual(44);
      }
      const chip = within(canvasElement).getByRole('button', { name: 'Redbook' }).getBoundingClientRect();
      await expect(chip.height).toBeGreaterThanOrEqual(44);
      await expect(chip.width).toBeGreaterThanOrEqual(44);
    });
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    await step('on a desktop the sizes stay 32, 40 and 48 px', async () => {
      await expect(heightOf(canvasElement, 'Small')).toBe(32);
      await expect(heightOf(canvasElement, 'Medium')).toBe(40);
      await expect(heightOf(canvasElement, 'Large')).toBe(48);
      await expect(heightOf(canvasElement, 'Small icon')).toBe(32);
      await expect(heightOf(canvasElement, 'Medium icon')).toBe(40);
    });
    await step('a checkbox and a chip keep their desktop size', async () => {
      await expect(checkboxTarget(canvasElement, 'Select row').height).toBeLessThan(44);
      await expect(heightOf(canvasElement, 'Redbook')).toBe(32);
    });
  },
};
