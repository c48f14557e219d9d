import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, TextArea } from '@app/ui';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Description', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByLabelText('Description');
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(textarea).toHaveAttribute('rows', '4');
    await userEvent.type(textarea, 'Line one{Enter}Line two');
    await expect(textarea).toHaveValue('Line one\nLine two');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { label: 'Note Content', hint: 'The first 50 characters show in the list.', rows: 6 },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByLabelText('Note Content');
    await expect(textarea).toHaveAttribute('rows', '6');
    await expect(textarea).toHaveAccessibleDescription('The first 50 characters show in the list.');
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Description is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByLabelText('Description');
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAttribute('aria-required', 'true');
    await expect(textarea).toHaveAccessibleDescription('Description is required');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Description is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Cannot change this' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Description')).toBeDisabled();
  },
};

export const WithRef: Story = {
  args: { name: 'description' },
  render: function Render(args) {
    const ref = useRef<HTMLTextAreaElement>(null);
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
        <TextArea {...args} ref={ref} />
        <Button variant="secondary" onClick={() => ref.current?.focus()}>
          Focus the field
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Focus the field' }));
    await expect(canvas.getByLabelText('Description')).toHaveFocus();
    await expect(canvas.getByLabelText('Description')).toHaveAttribute('name', 'description');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <TextArea {...args} label="Empty" placeholder="Write something…" />
      <TextArea {...args} label="Filled" defaultValue={'A spring campaign for the new menu.\nSecond line.'} />
      <TextArea {...args} label="Required with hint" required hint="A short explanation." />
      <TextArea {...args} label="Invalid" error="Description is required" />
      <TextArea {...args} label="Disabled" defaultValue="Read only" disabled />
    </div>
  ),
};
