import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Icons, theme } from '@app/ui';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'active', tone: 'success' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'success', 'danger', 'info', 'warning'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('active');
    await expect(badge).toBeVisible();
    await expect(getComputedStyle(badge).color).toBe(rgb(theme.colors.success));
    await expect(getComputedStyle(badge).backgroundColor).toBe(rgb(theme.colors.successSoft));
  },
};

export const Archived: Story = {
  args: { children: 'archived', tone: 'neutral' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('archived');
    await expect(getComputedStyle(badge).backgroundColor).toBe(rgb(theme.colors.neutralSoft));
  },
};

export const Keywords: Story = {
  args: { tone: 'info', children: 'food' },
  render: (args) => (
    <div style={{ display: 'flex', gap: theme.space.xs, flexWrap: 'wrap' }}>
      {['food', 'travel', 'nature', '美食'].map((keyword) => (
        <Badge key={keyword} {...args}>
          {keyword}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const keyword of ['food', 'travel', 'nature', '美食']) {
      await expect(canvas.getByText(keyword)).toBeVisible();
    }
  },
};

export const WithIcon: Story = {
  args: { tone: 'warning', icon: <Icons.CircleAlert size={12} aria-hidden="true" />, children: 'Vacant' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Vacant');
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LongText: Story = {
  args: {
    tone: 'neutral',
    children: 'A very long keyword that should be truncated with an ellipsis',
    style: { maxWidth: '12rem' },
  },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText(/A very long keyword/);
    await expect(badge.scrollWidth).toBeGreaterThan(badge.clientWidth);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap', alignItems: 'center' }}>
      <Badge tone="neutral">neutral</Badge>
      <Badge tone="success">success</Badge>
      <Badge tone="danger">danger</Badge>
      <Badge tone="info">info</Badge>
      <Badge tone="warning">warning</Badge>
      <Badge tone="success">active</Badge>
      <Badge tone="neutral">archived</Badge>
      <Badge tone="info" icon={<Icons.Info size={12} aria-hidden="true" />}>
        with icon
      </Badge>
    </div>
  ),
};
