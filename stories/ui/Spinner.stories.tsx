import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, theme } from '@app/ui';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { size: 16, tone: 'inherit' },
  argTypes: { tone: { control: 'inline-radio', options: ['inherit', 'primary'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

/** The spinner itself: decorative, turning once per theme.durations.spin. */
function spinnerOf(canvasElement: HTMLElement): HTMLElement {
  const spinner = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]');
  if (!spinner) throw new Error('No spinner rendered');
  return spinner;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = spinnerOf(canvasElement);
    await expect(spinner).toBeVisible();
    await expect(spinner.querySelector('svg')).toHaveAttribute('width', '16');
    await expect(getComputedStyle(spinner).animationDuration).toBe(`${theme.durations.spin / 1000}s`);
    await expect(getComputedStyle(spinner).animationIterationCount).toBe('infinite');
  },
};

export const Primary: Story = {
  args: { tone: 'primary', size: 24 },
  play: async ({ canvasElement }) => {
    const spinner = spinnerOf(canvasElement);
    await expect(getComputedStyle(spinner).color).toBe(rgb(theme.colors.primary));
    await expect(spinner.querySelector('svg')).toHaveAttribute('width', '24');
  },
};

/** As the product uses it: the words beside it say what is loading, the spinner is not read. */
export const WithStatusText: Story = {
  render: (args) => (
    <p role="status" style={{ display: 'inline-flex', alignItems: 'center', gap: theme.space.sm, margin: 0 }}>
      <Spinner {...args} />
      Generating posts…
    </p>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Generating posts…');
    await expect(within(status).queryByRole('img')).not.toBeInTheDocument();
    await expect(spinnerOf(canvasElement)).toHaveAttribute('aria-hidden', 'true');
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: theme.space.lg, color: theme.colors.textMuted }}>
      <Spinner />
      <Spinner size={18} />
      <Spinner size={24} tone="primary" />
      <span style={{ color: theme.colors.danger }}>
        <Spinner size={24} />
      </span>
    </div>
  ),
};
