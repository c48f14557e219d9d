import { useRef, useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, TextField } from '@app/ui';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Campaign Name', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const input = within(canvasElement).getByLabelText('Campaign Name');
    await step('typing reaches the native input and onChange', async () => {
      await userEvent.type(input, 'Summer Sale');
      await expect(input).toHaveValue('Summer Sale');
      await expect(args.onChange).toHaveBeenCalledTimes('Summer Sale'.length);
    });
    await step('leaving it reaches onBlur', async () => {
      await userEvent.tab();
      await expect(args.onBlur).toHaveBeenCalledTimes(1);
    });
  },
};

export const Email: Story = {
  args: { label: 'Email', type: 'email', placeholder: 'name@example.com', autoComplete: 'email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

export const WithHint: Story = {
  args: { label: 'Phone', type: 'tel', hint: 'Include the country code.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Phone')).toHaveAccessibleDescription(
      'Include the country code.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Campaign Name')).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Campaign name is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Campaign Name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Campaign name is required');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Campaign name is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Summer Sale' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Campaign Name');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Summer Sale');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <div>
        <TextField {...args} value={value} onChange={(event) => setValue(event.target.value.toUpperCase())} />
        <p>Value: {value}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Campaign Name'), 'sale');
    await expect(canvas.getByLabelText('Campaign Name')).toHaveValue('SALE');
    await expect(canvas.getByText('Value: SALE')).toBeVisible();
  },
};

/** Uncontrolled, with a name and a ref on the native input: what react-hook-form's `register()` relies on. */
export const UncontrolledWithRef: Story = {
  args: { label: 'Email', type: 'email', name: 'email' },
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    const [submitted, setSubmitted] = useState('');
    const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const email = new FormData(event.currentTarget).get('email');
      setSubmitted(typeof email === 'string' ? email : '');
    };
    return (
      <form onSubmit={handleSubmit} style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
        <TextField {...args} ref={ref} />
        <Button variant="secondary" onClick={() => ref.current?.focus()}>
          Focus the field
        </Button>
        <Button type="submit">Submit</Button>
        <output>Submitted: {submitted}</output>
      </form>
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Email');
    await step('the ref is the native input', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Focus the field' }));
      await expect(input).toHaveFocus();
    });
    await step('the name reaches the native input', async () => {
      await userEvent.keyboard('ada@example.com');
      await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
      await expect(canvas.getByText('Submitted: ada@example.com')).toBeVisible();
    });
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <TextField {...args} label="Empty" placeholder="Placeholder" />
      <TextField {...args} label="Filled" defaultValue="Summer Sale" />
      <TextField {...args} label="With hint" hint="A short explanation." />
      <TextField {...args} label="Required" required />
      <TextField {...args} label="Invalid" defaultValue="not-an-email" error="Enter a valid email" />
      <TextField {...args} label="Disabled" defaultValue="Read only" disabled />
    </div>
  ),
};
