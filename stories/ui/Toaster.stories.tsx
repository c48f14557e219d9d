import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal, NOTIFICATIONS_LABEL, notify, theme, Toaster } from '@app/ui';
import { expectUncovered } from '../fixtures/geometry';

/**
 * Storybook's preview already mounts one `<Toaster />` around every story (as the app does at its root), so these
 * stories only send notifications through `notify`.
 */
const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  beforeEach: () => {
    notify.clear();
    return () => notify.clear();
  },
  render: () => (
    <div style={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
      <Button onClick={() => notify.success('Campaign created successfully')}>Show success</Button>
      <Button variant="danger" onClick={() => notify.error('Failed to delete campaign')}>
        Show error
      </Button>
      <Button variant="secondary" onClick={() => notify.info('3 links generated')}>
        Show info
      </Button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Success: Story = {
  play: async ({ canvasElement, step }) => {
    const page = body(canvasElement);
    await step('a success notification appears top-right in the notifications region, announced politely', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
      const status = await page.findByRole('status');
      await expect(status).toHaveTextContent('Campaign created successfully');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      const region = page.getByRole('region', { name: NOTIFICATIONS_LABEL });
      await expect(region).toContainElement(status);
      const view = canvasElement.ownerDocument.defaultView as Window;
      const box = status.getBoundingClientRect();
      await expect(box.top).toBeLessThan(view.innerHeight / 2);
      await expect(box.right).toBeGreaterThan(view.innerWidth / 2);
    });
  },
};

export const ErrorNotification: Story = {
  play: async ({ canvasElement, step }) => {
    const page = body(canvasElement);
    await step('an error notification shows its message with the danger accent', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
      const status = await page.findByRole('status');
      await expect(status).toHaveTextContent('Failed to delete campaign');
      const toast = status.closest('li') as HTMLElement;
      const hex = Number.parseInt(theme.colors.danger.slice(1), 16);
      await expect(getComputedStyle(toast).borderLeftColor).toBe(
        `rgb(${(hex >> 16) & 255}, ${(hex >> 8) & 255}, ${hex & 255})`,
      );
    });
  },
};

export const Info: Story = {
  play: async ({ canvasElement, step }) => {
    const page = body(canvasElement);
    await step('an info notification shows its message', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show info' }));
      await expect(await page.findByRole('status')).toHaveTextContent('3 links generated');
    });
  },
};

export const Stacked: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await step('several notifications stack, newest first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
      await waitFor(() => expect(page.getAllByRole('status')).toHaveLength(3));
      await expect(page.getAllByRole('status').map((status) => status.textContent)).toEqual([
        '3 links generated',
        'Failed to delete campaign',
        'Campaign created successfully',
      ]);
    });
  },
};

export const Burst: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await step('a burst of five shows only the newest three, so the page under them stays reachable', async () => {
      for (const name of ['Show success', 'Show error', 'Show info', 'Show success', 'Show error']) {
        await userEvent.click(canvas.getByRole('button', { name }));
      }
      await waitFor(() => expect(page.getAllByRole('status')).toHaveLength(3));
      await expect(page.getAllByRole('status').map((status) => status.textContent)).toEqual([
        'Failed to delete campaign',
        'Campaign created successfully',
        '3 links generated',
      ]);
    });
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement, step }) => {
    const page = body(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    await page.findByRole('status');
    await step('the dismiss button removes the notification', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Dismiss notification' }));
      await waitFor(() => expect(page.queryByText('Campaign created successfully')).not.toBeInTheDocument(), {
        timeout: 2000,
      });
    });
  },
};

export const KeyboardShortcut: Story = {
  play: async ({ canvasElement, step }) => {
    const page = body(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Show error' });
    await userEvent.click(trigger);
    await page.findByRole('status');
    await step('Alt+T moves keyboard focus to the notifications region', async () => {
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Alt>}t{/Alt}');
      await expect(page.getByRole('region', { name: NOTIFICATIONS_LABEL })).toHaveFocus();
    });
    await step("Tab then reaches the notification's dismiss button", async () => {
      await userEvent.tab();
      await expect(page.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    });
    await step('dismissing the last notification sends focus back to where Alt+T was pressed', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(trigger).toHaveFocus();
      await waitFor(() => expect(page.queryByText('Failed to delete campaign')).not.toBeInTheDocument(), {
        timeout: 2000,
      });
    });
  },
};

export const OverAModal: Story = {
  render: () => (
    <Modal open title="Edit Campaign" onClose={() => notify.info('Closed')}>
      <Button onClick={() => notify.error('Campaign name is required')}>Save</Button>
    </Modal>
  ),
  play: async ({ canvasElement, step }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Edit Campaign' });
    await step('a notification raised inside a modal shows above it and Alt+T still reaches it', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await expect(await page.findByRole('status')).toHaveTextContent('Campaign name is required');
      await userEvent.keyboard('{Alt>}t{/Alt}');
      await expect(page.getByRole('region', { name: NOTIFICATIONS_LABEL })).toHaveFocus();
    });
    await step("the notification leaves the modal's close button uncovered and reachable", async () => {
      await expectUncovered(page.getByRole('status'), within(dialog).getByRole('button', { name: 'Close' }));
    });
  },
};

export const OverAModalPhone: Story = {
  ...OverAModal,
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

export const AutoDismiss: Story = {
  play: async ({ canvasElement, step }) => {
    const page = body(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show info' }));
    await page.findByRole('status');
    await step('the notification is still shown after 4 seconds', async () => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await expect(page.getByText('3 links generated')).toBeInTheDocument();
    });
    await step('it disappears once its 5000 ms have passed', async () => {
      await waitFor(() => expect(page.queryByText('3 links generated')).not.toBeInTheDocument(), { timeout: 3000 });
    });
  },
};
