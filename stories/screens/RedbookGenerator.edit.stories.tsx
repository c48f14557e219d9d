import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GeneratedPost, GeneratorRequest } from '@app/contract';
import { RedbookGenerator } from '@app/screens';
import { theme } from '@app/ui';
import { GENERATED_POSTS, USER_ID } from './fixtures/media';
import { expectToast, serverError } from './fixtures/play';
import { OVER_LIMIT_POSTS, REGENERATED_POST, pickAll, redbookGeneratorMeta } from './fixtures/redbookGeneratorStory';

const meta = {
  title: 'Screens/Tenant/RedbookGenerator',
  component: RedbookGenerator,
  ...redbookGeneratorMeta,
} satisfies Meta<typeof RedbookGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colour a user sees for the theme's danger red, as the browser computes it. */
function danger(): string {
  const red = Number.parseInt(theme.colors.danger.slice(1), 16);
  return `rgb(${(red >> 16) & 255}, ${(red >> 8) & 255}, ${red & 255})`;
}

async function generateAll(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await pickAll(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(canvas.getByText(/^Selected: \d+ \/ \d+$/)).toBeVisible());
}

/** The request of the default form with every asset picked: what Regenerate repeats for one post. */
const FIRST_REQUEST: GeneratorRequest = {
  platform: 'Redbook',
  language: 'Mandarin',
  productType: '',
  productName: '',
  targetAudience: '',
  benefits: '',
  promotion: '',
  location: '',
  tone: '亲切自然',
  voice: 'customer',
  additionalDetails: '',
  count: 3,
  keywords: [],
  campaignId: 'campaign-moon',
  userId: USER_ID,
  assetIds: ['asset-mooncake', 'asset-lantern-video', 'asset-moon-note', 'asset-lantern-poster'],
  save: false,
};

const post = (canvasElement: HTMLElement, n: number) =>
  within(within(canvasElement).getByRole('listitem', { name: `Post ${n}` }));

export const CustomTone: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await pickAll(canvasElement);
    await step('Custom… asks for the tone in the user’s own words', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Tone'), 'Custom…');
      await expect(canvas.getByLabelText(/Custom Tone/)).toHaveValue('');
      await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
      await waitFor(() =>
        expect(canvas.getByText('Type your own tone, or pick one of the listed styles')).toBeVisible(),
      );
      await expect(args.onGenerate).not.toHaveBeenCalled();
    });
    await step('at most 40 characters', async () => {
      await userEvent.type(canvas.getByLabelText(/Custom Tone/), 'x'.repeat(41));
      await waitFor(() => expect(canvas.getByText('Custom Tone must be at most 40 characters')).toBeVisible());
    });
    await step('the typed tone is sent as the tone', async () => {
      await userEvent.clear(canvas.getByLabelText(/Custom Tone/));
      await userEvent.type(canvas.getByLabelText(/Custom Tone/), 'cheeky but kind');
      await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
      await waitFor(() =>
        expect(args.onGenerate).toHaveBeenCalledWith(expect.objectContaining({ tone: 'cheeky but kind' })),
      );
      await expect(args.onGenerate).toHaveBeenCalledWith(
        expect.not.objectContaining({ customTone: 'cheeky but kind' }),
      );
    });
  },
};

export const RegenerateOne: Story = {
  args: {
    onGenerate: fn(async (request: GeneratorRequest): Promise<GeneratedPost[]> =>
      request.count === 1 ? [REGENERATED_POST] : GENERATED_POSTS,
    ),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await generateAll(canvasElement);
    await step('deselect post 2, then write it again: the same request for one post', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select post 2' }));
      await expect(canvas.getByText('Selected: 2 / 3')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Regenerate post 2' }));
      await waitFor(() => expect(args.onGenerate).toHaveBeenCalledTimes(2));
      await expect(args.onGenerate).toHaveBeenNthCalledWith(2, { ...FIRST_REQUEST, count: 1 });
    });
    await step('only post 2 changes; it keeps its asset and is selected again', async () => {
      await waitFor(() =>
        expect(post(canvasElement, 2).getByRole('heading', { name: REGENERATED_POST.title })).toBeVisible(),
      );
      await expect(post(canvasElement, 2).getByText('Asset 3')).toBeVisible();
      await expect(post(canvasElement, 1).getByRole('heading', { name: GENERATED_POSTS[0]?.title })).toBeVisible();
      await expect(canvas.getByText('Selected: 3 / 3')).toBeVisible();
    });
    await step('Save sends the new post 2 with its note, then the picked photos (not the video)', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onSave).toHaveBeenCalledWith(
          expect.arrayContaining([
            expect.objectContaining({
              title: REGENERATED_POST.title,
              assetIds: ['asset-moon-note', 'asset-mooncake', 'asset-lantern-poster'],
            }),
          ]),
        ),
      );
    });
  },
};

export const RegenerateFailure: Story = {
  args: {
    onGenerate: fn(async (request: GeneratorRequest): Promise<GeneratedPost[]> => {
      if (request.count === 1) throw serverError('The generator is busy. Please try again in a minute.');
      return GENERATED_POSTS;
    }),
  },
  play: async ({ canvasElement }) => {
    await generateAll(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Regenerate post 1' }));
    await expectToast(canvasElement, 'The generator is busy. Please try again in a minute.');
    await expect(post(canvasElement, 1).getByRole('heading', { name: GENERATED_POSTS[0]?.title })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Regenerate post 1' })).toBeEnabled();
  },
};

export const EditBeforeSave: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await generateAll(canvasElement);
    const first = post(canvasElement, 1);
    await step('Edit opens the title, text and keywords of that post', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit post 1' }));
      await expect(first.getByLabelText('Title')).toHaveValue(GENERATED_POSTS[0]?.title);
      await expect(first.getByLabelText('Keywords')).toHaveValue('中秋, 月饼');
    });
    await step('changes show at once, counts included', async () => {
      await userEvent.clear(first.getByLabelText('Title'));
      await userEvent.type(first.getByLabelText('Title'), '我的中秋月饼');
      await userEvent.clear(first.getByLabelText('Text'));
      await userEvent.type(first.getByLabelText('Text'), '今年的中秋月饼。');
      await userEvent.clear(first.getByLabelText('Keywords'));
      await userEvent.type(first.getByLabelText('Keywords'), '中秋, 团圆,');
      await expect(first.getByRole('heading', { name: '我的中秋月饼' })).toBeVisible();
      await expect(first.getByText('Title: 6 / 20')).toBeVisible();
      await expect(first.getByText('Text: 8 / 1,000')).toBeVisible();
    });
    await step('an emptied text cannot be saved, and says so', async () => {
      await userEvent.clear(first.getByLabelText('Text'));
      await expect(first.getByText('Text is required')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
      await userEvent.type(first.getByLabelText('Text'), '今年的中秋月饼。');
      await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    });
    await step('Done closes the editor; Save sends the edited post', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Done editing post 1' }));
      await expect(first.getByText('今年的中秋月饼。')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onSave).toHaveBeenCalledWith(
          expect.arrayContaining([
            expect.objectContaining({
              campaignId: 'campaign-moon',
              userId: USER_ID,
              title: '我的中秋月饼',
              text: '今年的中秋月饼。',
              keyword: ['中秋', '团圆'],
            }),
          ]),
        ),
      );
    });
  },
};

export const CountsOverTheLimit: Story = {
  args: { onGenerate: fn(async () => OVER_LIMIT_POSTS) },
  play: async ({ canvasElement, step }) => {
    await generateAll(canvasElement);
    await step('a post past Redbook’s limits shows its counts in red, and says so', async () => {
      const title = post(canvasElement, 1).getByText(/^Title: 25 \/ 20/);
      const text = post(canvasElement, 1).getByText(/^Text: 1,005 \/ 1,000/);
      await expect(title).toHaveTextContent('Title: 25 / 20 (over the limit)');
      await expect(getComputedStyle(title).color).toBe(danger());
      await expect(getComputedStyle(text).color).toBe(danger());
    });
    await step('a post within them does not; the field it left out is named above the results', async () => {
      const title = post(canvasElement, 2).getByText('Title: 6 / 20');
      await expect(getComputedStyle(title).color).not.toBe(danger());
      await expect(post(canvasElement, 2).getByText('Text: 10 / 1,000')).toBeVisible();
      await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
        'Left out of the posts, as not written in Mandarin: Target Audience. Write them in Mandarin to have them used.',
      );
    });
  },
};

export const GoogleReviewWords: Story = {
  args: {
    onGenerate: fn(async () => [{ title: 'Review', content: 'Lovely mooncakes, will be back.', keywords: [] }]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Platform'), 'Google Review');
    await generateAll(canvasElement);
    const words = post(canvasElement, 1).getByText(/^Words: 5 \/ 40–120/);
    await expect(words).toHaveTextContent('(under the minimum)');
    await expect(getComputedStyle(words).color).toBe(danger());
    await expect(post(canvasElement, 1).queryByText(/^Title:/)).not.toBeInTheDocument();
  },
};
