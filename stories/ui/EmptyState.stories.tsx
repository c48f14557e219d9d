import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Card, EmptyState, Icons } from '@app/ui';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No content found' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No content found')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithFilter: Story = {
  args: { title: 'No content found for "Archived"' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No content found for "Archived"')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'No assets uploaded yet.',
    icon: <Icons.Image size={22} aria-hidden="true" />,
    description: 'Upload images, videos or notes to use them in generated posts.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No assets uploaded yet.')).toBeVisible();
    await expect(canvas.getByText('Upload images, videos or notes to use them in generated posts.')).toBeVisible();
  },
};

const onCreate = fn<(source: string) => void>();

export const WithAction: Story = {
  args: {
    title: 'No campaigns yet',
    description: 'Create a campaign to start collecting content.',
    action: (
      <Button icon={<Icons.Plus size={16} aria-hidden="true" />} onClick={() => onCreate('create')}>
        Create
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onCreate.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create' }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const WithoutIcon: Story = {
  args: { icon: null, title: 'No QR code assigned' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No QR code assigned')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

export const InACard: Story = {
  render: (args) => (
    <div style={{ maxWidth: '36rem' }}>
      <Card title="Contents">
        <EmptyState {...args} />
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Contents' });
    await expect(within(card).getByText('No content found')).toBeVisible();
  },
};
