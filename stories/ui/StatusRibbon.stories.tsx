import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, StatusRibbon, theme } from '@app/ui';

const meta = {
  title: 'UI/StatusRibbon',
  component: StatusRibbon,
  args: { status: 'active' },
  argTypes: { status: { control: 'inline-radio', options: ['active', 'pending', 'archived'] } },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Card title="Weekend special" headingLevel={3}>
        <StatusRibbon {...args} />
        <p style={{ margin: 0 }}>Buy one, get one free at every outlet.</p>
      </Card>
    </div>
  ),
} satisfies Meta<typeof StatusRibbon>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const band = within(canvasElement).getByText('active');
    await expect(band).toBeVisible();
    await expect(band).toHaveTextContent('Status: active');
    await expect(getComputedStyle(band).backgroundColor).toBe(rgb(theme.colors.success));
  },
};

export const Archived: Story = {
  args: { status: 'archived' },
  play: async ({ canvasElement }) => {
    const band = within(canvasElement).getByText('archived');
    await expect(band).toHaveTextContent('Status: archived');
    await expect(getComputedStyle(band).backgroundColor).toBe(rgb(theme.colors.textMuted));
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    const band = within(canvasElement).getByText('pending');
    await expect(band).toHaveTextContent('Status: pending');
    await expect(getComputedStyle(band).backgroundColor).toBe(rgb(theme.colors.warning));
  },
};

export const SitsInTheCorner: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Weekend special' });
    const band = within(card).getByText('active');
    const cardBox = card.getBoundingClientRect();
    const frameBox = (band.parentElement as HTMLElement).getBoundingClientRect();
    // The ribbon sits inside the card's 1px border, flush with its top-right corner.
    await expect(Math.round(frameBox.top - cardBox.top)).toBe(card.clientTop);
    await expect(Math.round(cardBox.right - frameBox.right)).toBe(card.clientLeft);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 16rem)', gap: theme.space.lg }}>
      {(['active', 'archived'] as const).map((status) => (
        <Card key={status} title={`Content ${status}`} headingLevel={3}>
          <StatusRibbon status={status} />
          <p style={{ margin: 0 }}>Buy one, get one free at every outlet.</p>
        </Card>
      ))}
    </div>
  ),
};
