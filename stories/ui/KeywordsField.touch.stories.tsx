import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { KeywordsField } from '@app/ui';

const campaignTooltip = 'Separate keywords using commas. e.g., food, travel, nature';

const meta = {
  title: 'UI/KeywordsField/Touch',
  component: KeywordsField,
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: { label: 'Keywords', tooltip: campaignTooltip, onChange: fn() },
} satisfies Meta<typeof KeywordsField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A finger's tap as a phone's browser reports it: the touch's pointer events, then the mouse events and focus it
 * emulates for pages written for a mouse, then the click.
 */
function tap(element: HTMLElement): void {
  const touch = { bubbles: true, cancelable: true, composed: true, pointerType: 'touch', isPrimary: true };
  element.dispatchEvent(new PointerEvent('pointerover', touch));
  element.dispatchEvent(new PointerEvent('pointerenter', { ...touch, bubbles: false }));
  element.dispatchEvent(new PointerEvent('pointerdown', touch));
  element.dispatchEvent(new PointerEvent('pointerup', touch));
  element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  element.focus();
  element.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
  element.click();
}

export const TapOpensTheRule: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const info = canvas.getByRole('button', { name: 'About keywords' });
    await step('a tap on the info icon shows the rule', async () => {
      tap(info);
      await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent(campaignTooltip));
    });
    await step('a second tap hides it', async () => {
      tap(info);
      await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    });
    await step('a tap anywhere else hides it too', async () => {
      tap(info);
      await waitFor(() => expect(body.getByRole('tooltip')).toBeVisible());
      tap(canvas.getByLabelText('Keywords'));
      await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
      await expect(canvas.getByLabelText('Keywords')).toHaveFocus();
    });
  },
};
