import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, Icons } from '@app/ui';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Refresh', icon: <Icons.RefreshCw size={18} aria-hidden="true" />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('it is found by its accessible name', async () => {
      const button = canvas.getByRole('button', { name: 'Refresh' });
      await expect(button).toHaveAttribute('title', 'Refresh');
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
  },
};

export const Danger: Story = {
  args: { label: 'Delete asset', tone: 'danger', icon: <Icons.Trash2 size={18} aria-hidden="true" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delete asset' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
