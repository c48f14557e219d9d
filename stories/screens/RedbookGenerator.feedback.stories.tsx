import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RedbookGenerator } from '@app/screens';
import { GENERATED_WITH_FAILURE } from './fixtures/media';
import { expectToast, toasts } from './fixtures/play';
import { pickAll, redbookGeneratorMeta } from './fixtures/redbookGeneratorStory';

const meta = {
  title: 'Screens/Tenant/RedbookGenerator/Feedback',
  component: RedbookGenerator,
  ...redbookGeneratorMeta,
} satisfies Meta<typeof RedbookGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GeneratedToast: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Generate says how many posts were written', async () => {
      await pickAll(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
      await waitFor(() => expect(canvas.getByText('Selected: 3 / 3')).toBeVisible());
      await expectToast(canvasElement, '3 posts generated');
    });
  },
};

export const OnlyWrittenPostsCounted: Story = {
  args: { onGenerate: fn(async () => GENERATED_WITH_FAILURE) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a post that failed shows its error in its card and is not counted', async () => {
      await pickAll(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
      await waitFor(() => expect(canvas.getByText('Error: The model did not answer in time')).toBeVisible());
      await expectToast(canvasElement, 'Post generated');
      await expect(toasts(canvasElement).queryByText(/posts generated/)).toBeNull();
    });
  },
};

export const NothingWrittenNoSuccess: Story = {
  args: {
    onGenerate: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a generation that fails says nothing of success', async () => {
      await pickAll(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
      await within(canvas.getByRole('region', { name: 'Generated posts' })).findByRole('alert');
      await expect(toasts(canvasElement).queryByText(/generated/)).toBeNull();
    });
  },
};
