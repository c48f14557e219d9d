import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '@app/ui';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Remember password', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByLabelText('Remember password');
    await step('the label names the checkbox', async () => {
      await expect(canvas.getByRole('checkbox', { name: 'Remember password' })).toBe(box);
      await expect(box).not.toBeChecked();
    });
    await step('clicking the label checks it and reports true', async () => {
      await userEvent.click(canvas.getByText('Remember password'));
      await expect(box).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith(true);
    });
    await step('Space unchecks it and reports false', async () => {
      box.focus();
      await userEvent.keyboard(' ');
      await expect(box).not.toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const Checked: Story = {
  args: { label: 'Is Redirected', defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Is Redirected')).toBeChecked();
  },
};

/** Controlled by its parent, as a form or a table does. */
export const Controlled: Story = {
  args: { label: 'Is Redirected' },
  render: function Render(args) {
    const [checked, setChecked] = useState(false);
    return (
      <div>
        <Checkbox
          {...args}
          checked={checked}
          onChange={(next) => {
            setChecked(next);
            args.onChange?.(next);
          }}
        />
        <p>Value: {checked ? 'Yes' : 'No'}</p>
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Is Redirected'));
    await expect(canvas.getByText('Value: Yes')).toBeVisible();
    await expect(canvas.getByLabelText('Is Redirected')).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** "Select all on page" when some rows on the page are selected. */
export const Indeterminate: Story = {
  args: { label: 'Select all rows on this page', hideLabel: true, indeterminate: true },
  play: async ({ canvasElement, args, step }) => {
    const box = within(canvasElement).getByLabelText<HTMLInputElement>('Select all rows on this page');
    await step('the DOM indeterminate property is set', async () => {
      await expect(box.indeterminate).toBe(true);
      await expect(box).toBePartiallyChecked();
    });
    await step('a click reports checked and the parent decides the next state', async () => {
      await userEvent.click(box);
      await expect(args.onChange).toHaveBeenCalledWith(true);
      // The prop is still true, so the checkbox stays mixed until the parent changes it.
      await expect(box.indeterminate).toBe(true);
    });
  },
};

/** For a table cell: the label is only for assistive technology. */
export const HiddenLabel: Story = {
  args: { label: 'Select row Summer Sale', hideLabel: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Select row Summer Sale' });
    await expect(canvas.getByLabelText('Select row Summer Sale')).toBe(box);
    const text = canvas.getByText('Select row Summer Sale');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByLabelText('Remember password');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Checkbox {...args} label="Unchecked" />
      <Checkbox {...args} label="Checked" defaultChecked />
      <Checkbox {...args} label="Indeterminate" indeterminate />
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="Disabled and checked" disabled defaultChecked />
      <Checkbox {...args} label="Hidden label" hideLabel />
    </div>
  ),
};
