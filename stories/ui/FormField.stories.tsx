import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField } from '@app/ui';

/** FormField is the wrapper every field uses; here it wraps a plain input through its render prop. */
const meta = {
  title: 'UI/FormField',
  component: FormField,
  args: {
    label: 'Campaign Name',
    children: (control) => <input {...control} name="name" />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Campaign Name');
    await expect(input).toHaveAttribute('name', 'name');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  args: { hint: 'Shown in the campaign list.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Campaign Name');
    await expect(input).toHaveAccessibleDescription('Shown in the campaign list.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Campaign Name');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: { hint: 'Shown in the campaign list.', error: 'Campaign name is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Campaign Name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Campaign name is required');
    await expect(input).toHaveAccessibleDescription('Shown in the campaign list. Campaign name is required');
  },
};

/** An id the caller already describes the control with is kept before the hint and error. */
export const WithCallerDescription: Story = {
  args: {
    id: 'campaign-name',
    describedBy: 'campaign-note',
    error: 'Campaign name is required',
    children: (control) => (
      <>
        <input {...control} />
        <span id="campaign-note">Visible to tenants.</span>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Campaign Name');
    await expect(input).toHaveAttribute('id', 'campaign-name');
    await expect(input).toHaveAttribute('aria-describedby', 'campaign-note campaign-name-error');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <FormField {...args} label="Plain" />
      <FormField {...args} label="With hint" hint="A short explanation." />
      <FormField {...args} label="Required" required />
      <FormField {...args} label="Invalid" error="This field is required" />
      <FormField {...args} label="Disabled" disabled children={(control) => <input {...control} disabled />} />
    </div>
  ),
};
