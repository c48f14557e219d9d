import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog, Icons, theme, type ConfirmDialogProps } from '@app/ui';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'centered' },
  args: {
    open: true,
    title: 'Delete campaign',
    message: 'Are you sure you want to delete this campaign?',
    confirmLabel: 'Delete',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'danger'] },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product's flow: an action button opens the dialog; confirming or cancelling closes it. */
function WithTrigger({ trigger, ...args }: ConfirmDialogProps & { trigger: string }) {
  const [open, setOpen] = useState(false);
  const handleConfirm = () => {
    args.onConfirm();
    setOpen(false);
  };
  const handleCancel = () => {
    args.onCancel();
    setOpen(false);
  };
  return (
    <>
      <Button variant="danger" icon={<Icons.Trash2 size={16} aria-hidden="true" />} onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <ConfirmDialog {...args} open={open} onConfirm={handleConfirm} onCancel={handleCancel} />
    </>
  );
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

export const DeleteCampaign: Story = {
  render: (args) => <WithTrigger {...args} trigger="Delete" />,
  play: async ({ canvasElement, args, step }) => {
    const page = body(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });

    await step("the dialog asks the specification's question and is described by it", async () => {
      await userEvent.click(trigger);
      const dialog = await page.findByRole('dialog', { name: 'Delete campaign' });
      await waitFor(() =>
        expect(within(dialog).getByText('Are you sure you want to delete this campaign?')).toBeVisible(),
      );
      await expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this campaign?');
      await waitFor(() => expect(dialog).toHaveFocus());
    });

    await step('the danger tone shows a destructive confirm button', async () => {
      const confirm = within(page.getByRole('dialog')).getByRole('button', { name: 'Delete' });
      await expect(getComputedStyle(confirm).backgroundColor).toBe(rgb(theme.colors.danger));
    });

    await step('confirming calls onConfirm only', async () => {
      await userEvent.click(within(page.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await expect(args.onCancel).not.toHaveBeenCalled();
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
      await expect(trigger).toHaveFocus();
    });
  },
};

export const DeleteSelectedCampaigns: Story = {
  args: { title: 'Delete campaigns', message: 'Delete selected campaigns?' },
  render: (args) => <WithTrigger {...args} trigger="Delete selected" />,
  play: async ({ canvasElement, args, step }) => {
    const page = body(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete selected' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Delete campaigns' });

    await step('it shows the bulk question', async () => {
      await waitFor(() => expect(within(dialog).getByText('Delete selected campaigns?')).toBeVisible());
    });

    await step('Cancel calls onCancel, closes the dialog and returns focus', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await expect(args.onConfirm).not.toHaveBeenCalled();
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
      await expect(trigger).toHaveFocus();
    });
  },
};

const selectedIds = [
  'c1b2e0f4-6d7a-4b8e-9f10-2a3b4c5d6e7f',
  '8e9f0a1b-2c3d-4e5f-8a7b-9c0d1e2f3a4b',
  '5f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c',
];

export const DeleteIds: Story = {
  args: {
    title: 'Delete contents',
    message: (
      <>
        <p>Are you sure you want to delete:</p>
        <ul
          style={{ margin: 0, paddingLeft: theme.space.xl, fontFamily: theme.fonts.mono, fontSize: theme.fontSizes.sm }}
        >
          {selectedIds.map((id) => (
            <li key={id}>{id}</li>
          ))}
        </ul>
      </>
    ),
  },
  render: (args) => <WithTrigger {...args} trigger="Delete selected" />,
  play: async ({ canvasElement, args, step }) => {
    const page = body(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete selected' }));
    const dialog = await page.findByRole('dialog', { name: 'Delete contents' });

    await step('it lists every id after the question', async () => {
      await waitFor(() => expect(within(dialog).getByText('Are you sure you want to delete:')).toBeVisible());
      const items = within(dialog).getAllByRole('listitem');
      await expect(items.map((item) => item.textContent)).toEqual(selectedIds);
    });

    await step('Esc cancels', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await expect(args.onConfirm).not.toHaveBeenCalled();
    });
  },
};

export const DeleteLink: Story = {
  args: { title: 'Delete QR code link', message: 'Are you sure you want to delete this link?' },
  render: (args) => <WithTrigger {...args} trigger="Delete link" />,
  play: async ({ canvasElement, args, step }) => {
    const page = body(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete link' }));
    const dialog = await page.findByRole('dialog', { name: 'Delete QR code link' });
    await step('the keyboard alone confirms: Tab to the confirm button, then Enter', async () => {
      await waitFor(() => expect(within(dialog).getByText('Are you sure you want to delete this link?')).toBeVisible());
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    });
  },
};

export const DefaultLabelsAndTone: Story = {
  args: {
    title: 'Assign link',
    message: 'Assign this QR code link to the selected tenant?',
    tone: 'default',
    confirmLabel: undefined,
    cancelLabel: undefined,
  },
  play: async ({ canvasElement, args, step }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Assign link' });
    await step('the buttons read Confirm and Cancel, and confirm is a primary button', async () => {
      const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
      await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      await expect(getComputedStyle(confirm).backgroundColor).toBe(rgb(theme.colors.primary));
      await userEvent.click(confirm);
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    });
  },
};

export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ canvasElement, args, step }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Delete campaign' });
    await step('the confirm button is busy and nothing can close the dialog', async () => {
      const confirm = within(dialog).getByRole('button', { name: 'Delete' });
      await expect(confirm).toBeDisabled();
      await expect(confirm).toHaveAttribute('aria-busy', 'true');
      await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
      await userEvent.keyboard('{Escape}');
      await userEvent.click(confirm, { pointerEventsCheck: 0 });
      await expect(args.onCancel).not.toHaveBeenCalled();
      await expect(args.onConfirm).not.toHaveBeenCalled();
      await expect(dialog).toBeInTheDocument();
    });
  },
};
