import { useReducer, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, KeywordsField } from '@app/ui';

const campaignTooltip = 'Separate keywords using commas. e.g., food, travel, nature';

const meta = {
  title: 'UI/KeywordsField',
  component: KeywordsField,
  args: { label: 'Keywords', tooltip: campaignTooltip, onChange: fn() },
} satisfies Meta<typeof KeywordsField>;

export default meta;
type Story = StoryObj<typeof meta>;

function chipTexts(canvasElement: HTMLElement): string[] {
  const list = within(canvasElement).queryByRole('list', { name: 'Keyword preview' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : [];
}

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Keywords');
    await step('no chips while empty', async () => {
      await expect(chipTexts(canvasElement)).toEqual([]);
    });
    await step('chips follow the typed text, trimmed, without empties', async () => {
      await userEvent.type(input, 'food, travel,, nature ,');
      await expect(chipTexts(canvasElement)).toEqual(['food', 'travel', 'nature']);
      await expect(args.onChange).toHaveBeenCalled();
    });
    await step('the field keeps the raw text for the form to split', async () => {
      await expect(input).toHaveValue('food, travel,, nature ,');
    });
  },
};

export const Tooltip: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const info = canvas.getByRole('button', { name: 'About keywords' });
    await step('the info icon describes the rule on hover', async () => {
      await userEvent.hover(info);
      await expect(body.getByRole('tooltip')).toHaveTextContent(campaignTooltip);
      await expect(info).toHaveAccessibleDescription(campaignTooltip);
      await userEvent.unhover(info);
      await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    });
    await step('and on keyboard focus', async () => {
      await userEvent.tab();
      await expect(info).toHaveFocus();
      await expect(body.getByRole('tooltip')).toHaveTextContent(campaignTooltip);
      await userEvent.tab();
      await expect(canvas.getByLabelText('Keywords')).toHaveFocus();
      await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    });
  },
};

export const Filled: Story = {
  args: { defaultValue: 'spring, menu, noodles' },
  play: async ({ canvasElement }) => {
    await expect(chipTexts(canvasElement)).toEqual(['spring', 'menu', 'noodles']);
  },
};

export const Controlled: Story = {
  args: { tooltip: 'Separate keywords with commas.' },
  render: function Render(args) {
    const [value, setValue] = useState('a, b');
    return (
      <div>
        <KeywordsField {...args} value={value} onChange={(event) => setValue(event.target.value)} />
        <button type="button" onClick={() => setValue('')}>
          Reset
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(chipTexts(canvasElement)).toEqual(['a', 'b']);
    await userEvent.type(canvas.getByLabelText('Keywords'), ', c');
    await expect(chipTexts(canvasElement)).toEqual(['a', 'b', 'c']);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(chipTexts(canvasElement)).toEqual([]);
  },
};

/**
 * Uncontrolled with a name and a ref, as react-hook-form's `register()` uses it. Its `reset(values)` writes the DOM
 * value directly and re-renders the form: the chips follow.
 */
export const UncontrolledWithRef: Story = {
  args: { name: 'keywords', defaultValue: 'food' },
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    const handleReset = () => {
      if (ref.current) ref.current.value = 'spring, menu';
      rerender();
    };
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
        <KeywordsField {...args} ref={ref} />
        <Button variant="secondary" onClick={handleReset}>
          Load saved keywords
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Keywords');
    await expect(input).toHaveAttribute('name', 'keywords');
    await expect(chipTexts(canvasElement)).toEqual(['food']);
    await userEvent.click(canvas.getByRole('button', { name: 'Load saved keywords' }));
    await expect(input).toHaveValue('spring, menu');
    await expect(chipTexts(canvasElement)).toEqual(['spring', 'menu']);
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Keywords are required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Keywords');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Keywords are required');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Keywords are required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'food, travel' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Keywords')).toBeDisabled();
    await expect(chipTexts(canvasElement)).toEqual(['food', 'travel']);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <KeywordsField {...args} label="Empty" placeholder="food, travel, nature" />
      <KeywordsField {...args} label="Filled" defaultValue="food, travel,, nature" />
      <KeywordsField {...args} label="Required with hint" required hint="Used by the generator." />
      <KeywordsField {...args} label="Invalid" error="Keywords are required" />
      <KeywordsField {...args} label="Disabled" defaultValue="food, travel" disabled />
    </div>
  ),
};
