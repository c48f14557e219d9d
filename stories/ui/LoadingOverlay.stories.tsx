import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Card, LoadingOverlay, theme, type LoadingOverlayProps } from '@app/ui';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  args: { visible: true, onTimeout: fn() },
  render: (args) => (
    <div style={{ maxWidth: '32rem' }}>
      <Card title="Campaign List">
        <LoadingOverlay {...args} />
        <ul style={{ margin: 0 }}>
          <li>Summer Sale</li>
          <li>Hari Raya Specials</li>
          <li>Back to School</li>
        </ul>
      </Card>
    </div>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Visible: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a spinner covers its parent and reads "Loading..."', async () => {
      const status = canvas.getByRole('status');
      await expect(status).toHaveTextContent('Loading...');
      await waitFor(() => expect(status).toBeVisible());
      const card = canvas.getByRole('region', { name: 'Campaign List' });
      const overlay = status.getBoundingClientRect();
      await expect(Math.round(overlay.width)).toBe(card.clientWidth);
      await expect(Math.round(overlay.height)).toBe(card.clientHeight);
    });
    await step('it is still shown after 2 seconds', async () => {
      await wait(2000);
      await expect(canvas.getByRole('status')).toBeVisible();
      await expect(args.onTimeout).not.toHaveBeenCalled();
    });
    await step('it hides itself after 3000 ms although visible stays true, and calls onTimeout once', async () => {
      await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), { timeout: 2500 });
      await expect(args.onTimeout).toHaveBeenCalledTimes(1);
      await expect(canvas.getByText('Summer Sale')).toBeVisible();
    });
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Loading...')).not.toBeInTheDocument();
    await expect(args.onTimeout).not.toHaveBeenCalled();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Generating posts...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Generating posts...');
  },
};

/** Loading again after a timeout starts a new 3-second period. */
function Reload(args: LoadingOverlayProps) {
  const [loading, setLoading] = useState(false);
  return (
    <div style={{ display: 'grid', gap: theme.space.md, maxWidth: '32rem' }}>
      <div style={{ display: 'flex', gap: theme.space.sm }}>
        <Button onClick={() => setLoading(true)}>Refresh</Button>
        <Button variant="secondary" onClick={() => setLoading(false)}>
          Finish loading
        </Button>
      </div>
      <Card title="Contents">
        <LoadingOverlay {...args} visible={loading} />
        <p style={{ margin: 0 }}>3 contents</p>
      </Card>
    </div>
  );
}

export const RestartsWhenShownAgain: Story = {
  args: { visible: false, timeoutMs: 600 },
  render: (args) => <Reload {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('finishing before the timeout hides it without calling onTimeout', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
      await wait(200);
      await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
      await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
      await wait(800);
      await expect(args.onTimeout).not.toHaveBeenCalled();
    });
    await step('a new load shows it again and it times out after its own period', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(canvas.getByRole('status')).toBeVisible());
      await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), { timeout: 2000 });
      await expect(args.onTimeout).toHaveBeenCalledTimes(1);
    });
  },
};
