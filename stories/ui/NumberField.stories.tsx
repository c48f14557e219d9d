import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, NumberField } from '@app/ui';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Number of links', min: 1, max: 100, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Number of links');
    await step('it is a whole-number input with the range', async () => {
      await expect(input).toHaveAttribute('type', 'number');
      await expect(input).toHaveAttribute('min', '1');
      await expect(input).toHaveAttribute('max', '100');
      await expect(input).toHaveAttribute('step', '1');
    });
    await step('a value inside the range is accepted', async () => {
      await userEvent.type(input, '42');
      await expect(input).toHaveValue(42);
      await expect(input).not.toHaveAttribute('aria-invalid');
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expect(args.onChange).toHaveBeenCalledTimes(2);
    });
    await step('a value above the range is flagged', async () => {
      await userEvent.type(input, '0');
      await expect(input).toHaveValue(420);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByRole('alert')).toHaveTextContent('Must be between 1 and 100');
      await expect(input).toHaveAccessibleDescription('Must be between 1 and 100');
    });
    await step('a value below the range is flagged', async () => {
      await userEvent.clear(input);
      await expect(canvas.queryByRole('alert')).toBeNull();
      await userEvent.type(input, '0');
      await expect(canvas.getByRole('alert')).toHaveTextContent('Must be between 1 and 100');
    });
  },
};

export const OutOfRangeDefault: Story = {
  args: { defaultValue: 150 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Number of links')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Must be between 1 and 100');
  },
};

/** A form's own error (required, for example) takes precedence over the range message. */
export const Invalid: Story = {
  args: { required: true, error: 'Number of links is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Number of links');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Number of links is required');
  },
};

export const Controlled: Story = {
  args: { label: 'Post count', min: 1, max: undefined },
  render: function Render(args) {
    const [value, setValue] = useState('3');
    return (
      <div>
        <NumberField {...args} value={value} onChange={(event) => setValue(event.target.value)} />
        <p>Value: {value}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Post count');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await expect(canvas.getByText('Value: 0')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Must be at least 1');
    await userEvent.clear(input);
    await userEvent.type(input, '500');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Number of links')).toBeDisabled();
  },
};

export const WithRef: Story = {
  args: { name: 'count' },
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
        <NumberField {...args} ref={ref} />
        <Button variant="secondary" onClick={() => ref.current?.focus()}>
          Focus the field
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Focus the field' }));
    await expect(canvas.getByLabelText('Number of links')).toHaveFocus();
    await expect(canvas.getByLabelText('Number of links')).toHaveAttribute('name', 'count');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <NumberField {...args} label="Empty" />
      <NumberField {...args} label="In range" defaultValue={10} />
      <NumberField {...args} label="Out of range" defaultValue={150} />
      <NumberField {...args} label="Required with hint" required hint="From 1 to 100." />
      <NumberField {...args} label="Disabled" defaultValue={10} disabled />
    </div>
  ),
};
