import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip, ChipGroup, Icons, theme, type ChipGroupOption, type ChipProps } from '@app/ui';

const meta = {
  title: 'UI/Chip',
  component: Chip,
  args: { children: 'Instagram', selected: false, onToggle: fn() },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chip whose state follows its own clicks, reporting each new state to the spy. */
function ToggleChip(args: ChipProps) {
  const [selected, setSelected] = useState(args.selected);
  const handleToggle = (next: boolean) => {
    setSelected(next);
    args.onToggle?.(next);
  };
  return <Chip {...args} selected={selected} onToggle={handleToggle} />;
}

export const Default: Story = {
  render: (args) => <ToggleChip {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Instagram' });
    await step('it starts off', async () => {
      await expect(chip).toHaveAttribute('aria-pressed', 'false');
    });
    await step('a click turns it on and reports true', async () => {
      await userEvent.click(chip);
      await expect(args.onToggle).toHaveBeenLastCalledWith(true);
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
    });
    await step('a second click turns it off and reports false', async () => {
      await userEvent.click(chip);
      await expect(args.onToggle).toHaveBeenLastCalledWith(false);
      await expect(chip).toHaveAttribute('aria-pressed', 'false');
    });
    await step('Space and Enter toggle it from the keyboard', async () => {
      chip.focus();
      await userEvent.keyboard(' ');
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      await userEvent.keyboard('{Enter}');
      await expect(chip).toHaveAttribute('aria-pressed', 'false');
      await expect(args.onToggle).toHaveBeenCalledTimes(4);
    });
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement, args, step }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Instagram' });
    await step('it shows as pressed with a check mark', async () => {
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      await expect(chip.querySelector('svg')).not.toBeNull();
    });
    await step('a click asks to turn it off', async () => {
      await userEvent.click(chip);
      await expect(args.onToggle).toHaveBeenCalledWith(false);
    });
  },
};

export const WithIcon: Story = {
  args: { icon: <Icons.Image size={14} aria-hidden="true" />, children: 'Images' },
  play: async ({ canvasElement, args }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Images' });
    await userEvent.click(chip);
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Instagram' });
    await expect(chip).toBeDisabled();
    await userEvent.click(chip, { pointerEventsCheck: 0 });
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

const platforms: ChipGroupOption[] = [
  { value: 'redbook', label: 'Redbook' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'tiktok', label: 'Tiktok' },
];

const onPlatformChange = fn();

/** The campaign details screen's platform filter: one platform at a time, or none. */
function PlatformFilter({ initial = null, disabled = false }: { initial?: string | null; disabled?: boolean }) {
  const [value, setValue] = useState<string | null>(initial);
  const handleChange = (next: string | null) => {
    setValue(next);
    onPlatformChange(next);
  };
  return (
    <div style={{ display: 'grid', gap: theme.space.md }}>
      <ChipGroup label="Platform" options={platforms} value={value} onChange={handleChange} disabled={disabled} />
      <p style={{ margin: 0 }}>Showing: {value ?? 'all platforms'}</p>
    </div>
  );
}

export const PlatformChipGroup: Story = {
  render: () => <PlatformFilter />,
  play: async ({ canvasElement, step }) => {
    onPlatformChange.mockClear();
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Platform' });
    const chip = (name: string) => within(group).getByRole('button', { name });
    const pressed = () =>
      within(group)
        .getAllByRole('button', { pressed: true })
        .map((button) => button.textContent);

    await step('no platform is selected at first', async () => {
      await expect(within(group).queryAllByRole('button', { pressed: true })).toHaveLength(0);
      await expect(canvas.getByText('Showing: all platforms')).toBeVisible();
    });
    await step('clicking a chip selects it', async () => {
      await userEvent.click(chip('Instagram'));
      await expect(onPlatformChange).toHaveBeenLastCalledWith('instagram');
      await expect(pressed()).toEqual(['Instagram']);
    });
    await step('clicking another selects only that one', async () => {
      await userEvent.click(chip('Redbook'));
      await expect(onPlatformChange).toHaveBeenLastCalledWith('redbook');
      await expect(pressed()).toEqual(['Redbook']);
      await expect(chip('Instagram')).toHaveAttribute('aria-pressed', 'false');
    });
    await step('clicking the selected chip clears the selection', async () => {
      await userEvent.click(chip('Redbook'));
      await expect(onPlatformChange).toHaveBeenLastCalledWith(null);
      await expect(within(group).queryAllByRole('button', { pressed: true })).toHaveLength(0);
      await expect(canvas.getByText('Showing: all platforms')).toBeVisible();
      await expect(onPlatformChange).toHaveBeenCalledTimes(3);
    });
  },
};

export const PlatformChipGroupDisabled: Story = {
  render: () => <PlatformFilter initial="facebook" disabled />,
  play: async ({ canvasElement }) => {
    onPlatformChange.mockClear();
    const group = within(canvasElement).getByRole('group', { name: 'Platform' });
    const facebook = within(group).getByRole('button', { name: 'Facebook' });
    await expect(facebook).toHaveAttribute('aria-pressed', 'true');
    await expect(facebook).toBeDisabled();
    await userEvent.click(within(group).getByRole('button', { name: 'Tiktok' }), { pointerEventsCheck: 0 });
    await expect(onPlatformChange).not.toHaveBeenCalled();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: theme.space.lg }}>
      <div style={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
        <Chip selected={false}>Off</Chip>
        <Chip selected>On</Chip>
        <Chip selected={false} icon={<Icons.Film size={14} aria-hidden="true" />}>
          With icon
        </Chip>
        <Chip selected={false} disabled>
          Disabled
        </Chip>
        <Chip selected disabled>
          Disabled on
        </Chip>
      </div>
      <ChipGroup label="Platform" options={platforms} value="instagram" onChange={() => undefined} />
      <ChipGroup
        label="Platform (label hidden)"
        hideLabel
        options={platforms}
        value={null}
        onChange={() => undefined}
      />
    </div>
  ),
};
