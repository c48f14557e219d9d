import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, IconButton, Icons, theme, Tooltip } from '@app/ui';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Separate keywords using commas. e.g., food, travel, nature',
    children: <IconButton label="Keyword help" title="" icon={<Icons.Info size={18} aria-hidden="true" />} />,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = 'Separate keywords using commas. e.g., food, travel, nature';

export const Hover: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Keyword help' });
    await step('hidden at first, yet already describing the trigger', async () => {
      await expect(body.queryByRole('tooltip')).toBeNull();
      await expect(trigger).toHaveAccessibleDescription(text);
    });
    await step('visible immediately on hover (show delay 0)', async () => {
      await userEvent.hover(trigger);
      const tooltip = body.getByRole('tooltip');
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toHaveTextContent(text);
      await expect(trigger.getAttribute('aria-describedby')).toContain(tooltip.id);
    });
    await step('rendered in document.body, above the page layers, near the trigger', async () => {
      const tooltip = body.getByRole('tooltip');
      await expect(tooltip.parentElement).toBe(canvasElement.ownerDocument.body);
      await expect(canvasElement.contains(tooltip)).toBe(false);
      await expect(getComputedStyle(tooltip).zIndex).toBe(String(theme.zIndices.tooltip));
      const tip = tooltip.getBoundingClientRect();
      const anchor = trigger.getBoundingClientRect();
      await expect(tip.bottom).toBeLessThanOrEqual(anchor.top);
      await expect(anchor.top - tip.bottom).toBeLessThan(16);
      await expect(Math.abs(tip.left + tip.width / 2 - (anchor.left + anchor.width / 2))).toBeLessThan(2);
    });
    await step('still visible right after unhover, gone ~50 ms later', async () => {
      await userEvent.unhover(trigger);
      await expect(body.getByRole('tooltip')).toBeVisible();
      const left = performance.now();
      await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull(), { interval: 5, timeout: 1000 });
      await expect(performance.now() - left).toBeGreaterThanOrEqual(theme.durations.tooltipHide - 10);
    });
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Keyword help' });
    await step('focus shows it', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await expect(body.getByRole('tooltip')).toBeVisible();
    });
    await step('Escape hides it at once, focus stays', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(body.queryByRole('tooltip')).toBeNull();
      await expect(trigger).toHaveFocus();
    });
    await step('blur hides it after the hide delay', async () => {
      await userEvent.tab({ shift: true });
      await userEvent.tab();
      await expect(body.getByRole('tooltip')).toBeVisible();
      trigger.blur();
      await expect(body.getByRole('tooltip')).toBeVisible();
      await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    });
  },
};

/** The pointer may move onto the tooltip (to read or select it) without it closing. */
export const HoverableContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Keyword help' });
    await userEvent.hover(trigger);
    const tooltip = body.getByRole('tooltip');
    // One pointer move: it leaves the trigger and enters the tooltip.
    await userEvent.hover(tooltip);
    await new Promise((resolve) => setTimeout(resolve, theme.durations.tooltipHide * 3));
    await expect(body.getByRole('tooltip')).toBeVisible();
    await userEvent.unhover(tooltip);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom', content: 'Refresh the list', children: <Button variant="secondary">Refresh</Button> },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Refresh' });
    await userEvent.hover(trigger);
    const tooltip = within(canvasElement.ownerDocument.body).getByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().bottom);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 48, padding: '64px 160px' }}>
      <Tooltip {...args} defaultOpen placement="top" />
      <Tooltip {...args} defaultOpen placement="bottom" content="Below the trigger">
        <Button variant="secondary">Bottom</Button>
      </Tooltip>
    </div>
  ),
};
