import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge, Button, Card, ChipGroup, EmptyState, IconButton, Icons, StatusRibbon, theme } from '@app/ui';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Details',
    children: 'Weekend promotions for every outlet in Kuala Lumpur.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Details' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
    await expect(within(region).getByText('Weekend promotions for every outlet in Kuala Lumpur.')).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, children: 'A plain surface without a header.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.getByText('A plain surface without a header.')).toBeVisible();
  },
};

const onAddAsset = fn<(source: string) => void>();

export const WithActions: Story = {
  args: {
    title: 'Asset Library',
    headingLevel: 3,
    actions: (
      <Button size="sm" icon={<Icons.Plus size={16} aria-hidden="true" />} onClick={() => onAddAsset('add')}>
        Add Asset
      </Button>
    ),
    children: <EmptyState title="No assets uploaded yet." />,
  },
  play: async ({ canvasElement, step }) => {
    onAddAsset.mockClear();
    const region = within(canvasElement).getByRole('region', { name: 'Asset Library' });
    await step('the title is a level-3 heading and the empty body says so', async () => {
      await expect(within(region).getByRole('heading', { level: 3, name: 'Asset Library' })).toBeVisible();
      await expect(within(region).getByText('No assets uploaded yet.')).toBeVisible();
    });
    await step('the header action works', async () => {
      await userEvent.click(within(region).getByRole('button', { name: 'Add Asset' }));
      await expect(onAddAsset).toHaveBeenCalledTimes(1);
    });
  },
};

function CampaignDetailsCard() {
  const [platform, setPlatform] = useState<string | null>(null);
  return (
    <Card title="Details">
      <div style={{ display: 'grid', gap: theme.space.lg }}>
        <p style={{ margin: 0 }}>Weekend promotions for every outlet in Kuala Lumpur.</p>
        <div style={{ display: 'flex', gap: theme.space.xs, flexWrap: 'wrap' }}>
          {['food', 'travel', 'weekend'].map((keyword) => (
            <Badge key={keyword} tone="info">
              {keyword}
            </Badge>
          ))}
        </div>
        <ChipGroup
          label="Platform"
          options={[
            { value: 'redbook', label: 'Redbook' },
            { value: 'instagram', label: 'Instagram' },
          ]}
          value={platform}
          onChange={setPlatform}
        />
      </div>
    </Card>
  );
}

export const CampaignDetails: Story = {
  render: () => <CampaignDetailsCard />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Details' });
    await expect(within(region).getByText('travel')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Redbook' }));
    await expect(within(region).getByRole('button', { name: 'Redbook' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ContentCard: Story = {
  args: {
    title: 'Weekend special',
    headingLevel: 3,
    children: (
      <>
        <StatusRibbon status="active" />
        <div
          style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: theme.space.md }}
        >
          <p style={{ margin: 0 }}>周末限定优惠，来店即享买一送一！</p>
          <IconButton label="Delete content" tone="danger" icon={<Icons.Trash2 size={18} aria-hidden="true" />} />
        </div>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Weekend special' });
    await expect(within(region).getByText('active')).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Delete content' })).toBeEnabled();
  },
};
