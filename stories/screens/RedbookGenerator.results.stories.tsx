import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RedbookGenerator } from '@app/screens';
import { theme } from '@app/ui';
import { GENERATED_POSTS, GENERATED_WITH_FAILURE, USER_ID } from './fixtures/media';
import { expectToast } from './fixtures/play';
import { pickAll, redbookGeneratorMeta } from './fixtures/redbookGeneratorStory';

const meta = {
  title: 'Screens/Tenant/RedbookGenerator',
  component: RedbookGenerator,
  ...redbookGeneratorMeta,
} satisfies Meta<typeof RedbookGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GenerateAndSave: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('fill in the form and pick every asset', async () => {
      await userEvent.type(canvas.getByLabelText('Product Type'), '月饼');
      await userEvent.type(canvas.getByLabelText('Product Name'), '流心奶黄月饼');
      await userEvent.type(canvas.getByLabelText('Target Audience'), '25-40岁上班族');
      await userEvent.type(canvas.getByLabelText('Benefits'), '奶香浓郁，低糖');
      await userEvent.type(canvas.getByLabelText('Promotion'), '买二送一');
      await userEvent.type(canvas.getByLabelText('Location'), '吉隆坡 Bangsar');
      await userEvent.selectOptions(canvas.getByLabelText('Tone'), '种草安利');
      await userEvent.clear(canvas.getByLabelText(/Post Count/));
      await userEvent.type(canvas.getByLabelText(/Post Count/), '2');
      await userEvent.type(canvas.getByLabelText('Keywords'), ' 中秋, , 月饼 ,');
      await pickAll(canvasElement);
    });
    await step(
      'Generate sends the request: keywords split, trimmed, empties removed; the picked assets; save false',
      async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
        await waitFor(() =>
          expect(args.onGenerate).toHaveBeenCalledWith({
            platform: 'Redbook',
            language: 'Mandarin',
            productType: '月饼',
            productName: '流心奶黄月饼',
            targetAudience: '25-40岁上班族',
            benefits: '奶香浓郁，低糖',
            promotion: '买二送一',
            location: '吉隆坡 Bangsar',
            tone: '种草安利',
            additionalDetails: '',
            count: 2,
            keywords: ['中秋', '月饼'],
            // not a Facebook post: the customer's voice, as a request that does not say
            voice: 'customer',
            campaignId: 'campaign-moon',
            userId: USER_ID,
            assetIds: ['asset-mooncake', 'asset-lantern-video', 'asset-moon-note', 'asset-lantern-poster'],
            save: false,
          }),
        );
      },
    );
    await step('the results all start selected, each with one of the picked assets', async () => {
      await waitFor(() => expect(canvas.getByText('Selected: 3 / 3')).toBeVisible());
      const posts = canvas.getAllByRole('listitem', { name: /^Post \d$/ });
      await expect(posts).toHaveLength(3);
      for (const name of ['Select post 1', 'Select post 2', 'Select post 3']) {
        await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
      }
      await expect(within(posts[0] as HTMLElement).getByText('Asset 1')).toBeVisible();
      await expect(within(posts[1] as HTMLElement).getByText('Asset 3')).toBeVisible();
      await expect(within(posts[2] as HTMLElement).getByText('Asset 4')).toBeVisible();
      await expect(within(posts[2] as HTMLElement).getByRole('heading', { name: 'Untitled' })).toBeVisible();
    });
    await step('deselecting one updates the count', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select post 2' }));
      await expect(canvas.getByText('Selected: 2 / 3')).toBeVisible();
    });
    await step(
      'Save sends the selected posts, each with its asset then the other picked photos, then clears the list',
      async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
        await waitFor(() =>
          expect(args.onSave).toHaveBeenCalledWith([
            {
              campaignId: 'campaign-moon',
              userId: USER_ID,
              title: '中秋必囤｜这盒流心月饼真的绝了🥮',
              text: (GENERATED_POSTS[0] as { content: string }).content,
              status: 'active',
              isRedirected: false,
              keyword: ['中秋', '月饼'],
              assetIds: ['asset-mooncake', 'asset-lantern-poster'],
              platform: 'Redbook',
              language: 'Mandarin',
            },
            {
              campaignId: 'campaign-moon',
              userId: USER_ID,
              title: 'Untitled',
              text: (GENERATED_POSTS[2] as { content: string }).content,
              status: 'active',
              isRedirected: false,
              keyword: ['general'],
              assetIds: ['asset-lantern-poster', 'asset-mooncake'],
              platform: 'Redbook',
              language: 'Mandarin',
            },
          ]),
        );
        await waitFor(() => expect(canvas.queryByText(/^Selected:/)).not.toBeInTheDocument());
        await expect(canvas.queryAllByRole('listitem', { name: /^Post \d$/ })).toHaveLength(0);
      },
    );
  },
};

export const RemoveAll: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await pickAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(canvas.getByText('Selected: 3 / 3')).toBeVisible());
    await step('Remove All deselects every result, keeping the list, and Save is disabled', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove All' }));
      await expect(canvas.getByText('Selected: 0 / 3')).toBeVisible();
      await expect(canvas.getAllByRole('listitem', { name: /^Post \d$/ })).toHaveLength(3);
      await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
      await expect(args.onSave).not.toHaveBeenCalled();
    });
  },
};

export const Generating: Story = {
  args: { onGenerate: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Generating posts…');
    await expect(canvas.getByRole('button', { name: 'Generate' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

export const GenerationFailure: Story = {
  args: {
    onGenerate: fn(async () => {
      throw Object.assign(new Error('Request failed with status 503'), {
        serverMessage: 'The generator is busy. Please try again in a minute.',
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    const alert = await within(canvas.getByRole('region', { name: 'Generated posts' })).findByRole('alert');
    await expect(alert).toHaveTextContent('The generator is busy. Please try again in a minute.');
    const red = Number.parseInt(theme.colors.danger.slice(1), 16);
    await expect(getComputedStyle(alert).color).toBe(`rgb(${(red >> 16) & 255}, ${(red >> 8) & 255}, ${red & 255})`);
  },
};

export const FailedItem: Story = {
  args: { onGenerate: fn(async () => GENERATED_WITH_FAILURE) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(canvas.getByText('Error: The model did not answer in time')).toBeVisible());
    await expect(canvas.getByRole('checkbox', { name: 'Select post 2' })).toBeDisabled();
    await expect(canvas.getByText('Selected: 1 / 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith([
        expect.objectContaining({ title: '中秋必囤｜这盒流心月饼真的绝了🥮' }),
      ]),
    );
  },
};

export const SaveFailure: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('Request failed with status 500');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Failed to save content.');
    await expect(canvas.getByText('Selected: 3 / 3')).toBeVisible();
  },
};
