import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Select } from '@app/ui';

const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Status', options: statusOptions, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'active' },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('Status');
    await expect(select).toHaveValue('active');
    await userEvent.selectOptions(select, 'Archived');
    await expect(select).toHaveValue('archived');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithPlaceholder: Story = {
  args: {
    label: 'Tenant',
    placeholder: 'Select a tenant',
    options: [
      { value: 't1', label: 'Noodle House' },
      { value: 't2', label: 'Bloom Florist' },
      { value: 't3', label: 'Taken Tenant', disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('Tenant');
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Select a tenant' })).toHaveProperty('selected', true);
    await expect(canvas.getByRole('option', { name: 'Taken Tenant' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Bloom Florist');
    await expect(select).toHaveValue('t2');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Platform',
    placeholder: 'Select a platform',
    required: true,
    error: 'Platform is required',
    options: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('Platform');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(select).toHaveAccessibleDescription('Platform is required');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Platform is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'archived' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Status');
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('archived');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('active');
    return (
      <div>
        <Select {...args} value={value} onChange={(event) => setValue(event.target.value)} />
        <p>Value: {value}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Archived');
    await expect(canvas.getByText('Value: archived')).toBeVisible();
  },
};

export const WithRef: Story = {
  args: { name: 'status' },
  render: function Render(args) {
    const ref = useRef<HTMLSelectElement>(null);
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
        <Select {...args} ref={ref} />
        <Button variant="secondary" onClick={() => ref.current?.focus()}>
          Focus the field
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Focus the field' }));
    await expect(canvas.getByLabelText('Status')).toHaveFocus();
    await expect(canvas.getByLabelText('Status')).toHaveAttribute('name', 'status');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <Select {...args} label="With placeholder" placeholder="Select a status" />
      <Select {...args} label="Selected" defaultValue="archived" />
      <Select {...args} label="Required with hint" required hint="Archived content is hidden." />
      <Select {...args} label="Invalid" placeholder="Select a status" error="Status is required" />
      <Select {...args} label="Disabled" defaultValue="active" disabled />
    </div>
  ),
};
