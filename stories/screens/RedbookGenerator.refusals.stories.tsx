import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GeneratedPost, GeneratorRefusal, GeneratorRequest } from '@app/contract';
import { RedbookGenerator } from '@app/screens';
import { GENERATED_POSTS } from './fixtures/media';
import { expectToast } from './fixtures/play';
import { pickAll, redbookGeneratorMeta } from './fixtures/redbookGeneratorStory';

const meta = {
  title: 'Screens/Tenant/RedbookGenerator/Refusals',
  component: RedbookGenerator,
  ...redbookGeneratorMeta,
} satisfies Meta<typeof RedbookGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post the server refused, as it answers one: its English error and the reason's code. */
const refusedPost = (refusal: GeneratorRefusal, error: string): GeneratedPost => ({
  title: '',
  content: '',
  keywords: ['中秋'],
  error,
  refusal,
});

const post = (canvasElement: HTMLElement, n: number) =>
  within(within(canvasElement).getByRole('listitem', { name: `Post ${n}` }));

/**
 * Post 2 of a batch is refused for `refusal`: its card says why in a sentence (not the server's English text), it
 * cannot be selected or saved, and it can be written again.
 */
function refusedStory(refusal: GeneratorRefusal, serverText: string, sentence: string): Story {
  return {
    args: { onGenerate: fn(async () => [GENERATED_POSTS[0] as GeneratedPost, refusedPost(refusal, serverText)]) },
    play: async ({ canvasElement, args, step }) => {
      const canvas = within(canvasElement);
      await pickAll(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
      await step('the refused post says why, and what to do', async () => {
        await waitFor(() => expect(post(canvasElement, 2).getByText(`Error: ${sentence}`)).toBeVisible());
        await expect(post(canvasElement, 1).queryByText(/^Error:/)).not.toBeInTheDocument();
      });
      await step('it cannot be saved, but it can be written again', async () => {
        await expect(canvas.getByRole('checkbox', { name: 'Select post 2' })).toBeDisabled();
        await expect(canvas.getByText('Selected: 1 / 2')).toBeVisible();
        await expect(canvas.getByRole('button', { name: 'Regenerate post 2' })).toBeEnabled();
        await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
        await expect(args.onSave).toHaveBeenCalledWith([expect.objectContaining({ title: GENERATED_POSTS[0]?.title })]);
      });
    },
  };
}

export const WrongLanguage = refusedStory(
  'language',
  'The post was not in the language asked for.',
  'This post was refused because it was not written in the language you chose. Regenerate to try again.',
);

export const InventedFacts = refusedStory(
  'facts',
  'The post stated facts that are not in the brief.',
  'This post was refused because it stated facts your form does not give (a price, time, number, link or contact). Add them to the form if they are true, or regenerate.',
);

export const GenuineClaims = refusedStory(
  'claims',
  'The post claimed to be genuine or unsponsored.',
  'This post was refused because it claimed to be genuine, unsponsored or paid for by the writer, which the platforms do not allow. Regenerate to try again.',
);

export const InstructionLike = refusedStory(
  'off-topic',
  'The post was not about this business.',
  'This post was refused because it was not about your business, or it followed an instruction typed in the form. Check the form, then regenerate.',
);

export const ReviewSpam = refusedStory(
  'spam',
  'The review carried emoji or rows of stars.',
  'This post was refused because the review carried emoji or rows of stars. Regenerate to try again.',
);

export const Duplicate = refusedStory(
  'duplicate',
  'The post repeated another of this batch or one saved in the campaign.',
  'This post was refused because it was too close to another post of this batch or one already saved in this campaign. Regenerate for a new one.',
);

export const OutOfTime = refusedStory(
  'time',
  'The generator ran out of time for this post.',
  'This post was refused because the generator ran out of time for it. Regenerate to try again.',
);

export const Unavailable = refusedStory(
  'unavailable',
  'The generator is unavailable. Please try again.',
  'The generator is unavailable. Please try again.',
);

/** Writing one post again is refused too: the toast says why, and the post keeps its text. */
export const RegenerateRefused: Story = {
  args: {
    onGenerate: fn(async (request: GeneratorRequest): Promise<GeneratedPost[]> =>
      request.count === 1
        ? [refusedPost('duplicate', 'The post repeated another of this batch or one saved in the campaign.')]
        : GENERATED_POSTS,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Regenerate post 1' }));
    await expectToast(
      canvasElement,
      'This post was refused because it was too close to another post of this batch or one already saved in this campaign. Regenerate for a new one.',
    );
    await expect(post(canvasElement, 1).getByRole('heading', { name: GENERATED_POSTS[0]?.title })).toBeVisible();
  },
};

/** Malay posts from a form partly typed in English: a note above the results names the fields left out. */
export const FieldsLeftOut: Story = {
  args: {
    onGenerate: fn(async (): Promise<GeneratedPost[]> =>
      GENERATED_POSTS.map((generated, index) => ({
        ...generated,
        // the built-in writer reports them on each post; the photos' notes only when no details were typed
        leftOut: index === 0 ? ['targetAudience', 'benefits'] : ['targetAudience', 'benefits', 'photoNotes'],
      })),
    ),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Language'), 'Malay');
    await pickAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    const results = within(canvas.getByRole('region', { name: 'Generated posts' }));
    await step('one note above the results names every field left out, in the form’s words', async () => {
      const note = await results.findByRole('note');
      await expect(note).toHaveTextContent(
        'Left out of the posts, as not written in Malay: Target Audience, Benefits, and Picked notes. Write them in Malay to have them used.',
      );
      const list = results.getByRole('list');
      // above the posts
      await expect(note.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
    await step('it goes with the posts when they are saved', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(results.queryByRole('note')).not.toBeInTheDocument());
    });
  },
};

/** Posts that used every field: no note. */
export const NothingLeftOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(canvas.getByText('Selected: 3 / 3')).toBeVisible());
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
  },
};
