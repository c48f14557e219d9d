import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, PasswordField } from '@app/ui';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', autoComplete: 'current-password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await step('the typed password is masked', async () => {
      await userEvent.type(input, 's3cret!');
      await expect(input).toHaveAttribute('type', 'password');
      await expect(input).toHaveValue('s3cret!');
      await expect(args.onChange).toHaveBeenCalled();
    });
    await step('"Show password" reveals it', async () => {
      const toggle = canvas.getByRole('button', { name: 'Show password' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(toggle);
      await expect(input).toHaveAttribute('type', 'text');
      await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
      await expect(input).toHaveValue('s3cret!');
    });
    await step('"Hide password" masks it again, from the keyboard too', async () => {
      canvas.getByRole('button', { name: 'Hide password' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(input).toHaveAttribute('type', 'password');
      await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
    });
  },
};

export const Required: Story = {
  args: { required: true, hint: 'At least 8 characters.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('At least 8 characters.');
  },
};

export const Invalid: Story = {
  args: { error: 'Password is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password is required');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Password is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'hunter22' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

/** The ref and the name reach the native input, as react-hook-form's `register()` needs. */
export const WithRef: Story = {
  args: { name: 'password' },
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
        <PasswordField {...args} ref={ref} />
        <Button variant="secondary" onClick={() => ref.current?.focus()}>
          Focus the field
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Focus the field' }));
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('name', 'password');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <PasswordField {...args} label="Empty" />
      <PasswordField {...args} label="Filled" defaultValue="hunter22" />
      <PasswordField {...args} label="Required" required hint="At least 8 characters." />
      <PasswordField {...args} label="Invalid" error="Password is required" />
      <PasswordField {...args} label="Disabled" defaultValue="hunter22" disabled />
    </div>
  ),
};
