import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GeneratedPost, GeneratorRequest, GeneratorSettings } from '@app/contract';
import { RedbookGenerator } from '@app/screens';
import type { Locale } from '@app/screens';
import { inLocale } from '../fixtures/locale';
import { generating, PHONE } from './fixtures/localeOpen';
import { expectToast } from './fixtures/play';
import { pickAll, redbookGeneratorMeta } from './fixtures/redbookGeneratorStory';

/** Ten posts of a Redbook batch, each its own. */
const TEN: GeneratedPost[] = Array.from({ length: 10 }, (_, index) => ({
  title: `中秋月饼分享 ${index + 1}`,
  content: `🥮这次买了流心奶黄月饼，第${index + 1}盒～切开就流心，和家人一起吃刚刚好。\n\n#中秋 #月饼 #流心奶黄`,
  keywords: ['中秋', '月饼'],
  writer: 'model',
}));

/** The form as last used for Redbook: ten posts. */
const TEN_POSTS: GeneratorSettings = {
  platform: 'Redbook',
  language: 'Mandarin',
  productType: '月饼',
  productName: '流心奶黄月饼',
  targetAudience: '',
  benefits: '',
  promotion: '',
  location: 'Bangsar',
  tone: '亲切自然',
  voice: 'customer',
  additionalDetails: '',
  count: 10,
  keywords: ['中秋'],
};

type OnPost = (index: number, post: GeneratedPost) => void;

/** Posts 1, 3 and 6 are written (in the order 3, 1, 6); the other seven are still being written. */
const threeWritten = () =>
  fn(async (_request: GeneratorRequest, onPost: OnPost) => {
    for (const index of [2, 0, 5]) onPost(index, TEN[index] as GeneratedPost);
    return new Promise<GeneratedPost[]>(() => undefined);
  });

/** Resolves what the stream waits for, once the play function has looked at the posts arrived so far. */
let carryOn: () => void = () => undefined;

const meta = {
  title: 'Screens/Tenant/RedbookGenerator/Progress',
  component: RedbookGenerator,
  ...redbookGeneratorMeta,
  args: {
    ...redbookGeneratorMeta.args,
    platform: 'Redbook',
    lastSettings: TEN_POSTS,
    onGenerateStream: threeWritten(),
  },
} satisfies Meta<typeof RedbookGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole<HTMLElement>('region', { name: 'Generated posts' });

/** Posts appear as they are written, in their order, under "3 of 10" and a bar; saving waits for the last. */
export const PostsArriveOneByOne: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Generate asks for ten posts, as they are written', async () => {
      await pickAll(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
      await waitFor(() => expect(args.onGenerateStream).toHaveBeenCalledOnce());
      await expect(args.onGenerate).not.toHaveBeenCalled();
      const [request] = (args.onGenerateStream as ReturnType<typeof threeWritten>).mock.calls[0] ?? [];
      await expect(request).toMatchObject({ count: 10, platform: 'Redbook', save: false });
    });
    await step('three of ten are shown, in the batch’s order, while the rest are written', async () => {
      const results = within(list(canvasElement));
      await waitFor(() => expect(results.getByText('Writing posts: 3 of 10')).toBeVisible());
      const bar = results.getByRole('progressbar', { name: 'Writing posts: 3 of 10' });
      await expect(bar).toHaveAttribute('aria-valuenow', '3');
      await expect(bar).toHaveAttribute('aria-valuemax', '10');
      const posts = results.getAllByRole('listitem', { name: /^Post \d+$/ });
      await expect(posts.map((post) => post.getAttribute('aria-label'))).toEqual(['Post 1', 'Post 3', 'Post 6']);
      await expect(results.getByText('Selected: 3 / 3')).toBeVisible();
      await expect(results.getByRole('button', { name: 'Save' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
    });
  },
};

/** At 390 px: the count and the bar above the first posts. */
export const PostsArrivePhone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await pickAll(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate' }));
    const results = within(list(canvasElement));
    await waitFor(() => expect(results.getByText('Writing posts: 3 of 10')).toBeVisible());
    await expect(results.getByRole('progressbar')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** The last post ends the progress: every post listed and saved as usual, a choice made meanwhile kept. */
export const AllArrived: Story = {
  beforeEach: () => {
    carryOn = () => undefined;
  },
  args: {
    onGenerateStream: fn(async (_request: GeneratorRequest, onPost: OnPost) => {
      onPost(0, TEN[0] as GeneratedPost);
      onPost(1, TEN[1] as GeneratedPost);
      await new Promise<void>((resolve) => (carryOn = resolve));
      for (let index = 2; index < 10; index++) onPost(index, TEN[index] as GeneratedPost);
      return TEN;
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await pickAll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    const results = within(list(canvasElement));
    await step('post 2 is put aside while the others are written', async () => {
      await waitFor(() => expect(results.getByText('Writing posts: 2 of 10')).toBeVisible());
      await userEvent.click(results.getByRole('checkbox', { name: 'Select post 2' }));
      carryOn();
    });
    await step('all ten: the progress ends, post 2 stays put aside, the rest are selected and saved', async () => {
      await waitFor(() => expect(results.getByText('Selected: 9 / 10')).toBeVisible());
      await expect(results.queryByRole('progressbar')).toBeNull();
      await expect(results.getByRole('checkbox', { name: 'Select post 2' })).not.toBeChecked();
      await expectToast(canvasElement, '10 posts generated');
      await userEvent.click(results.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
      const [items] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] as [{ text: string }[]];
      await expect(items.map((item) => item.text)).toEqual(
        TEN.filter((_, index) => index !== 1).map((post) => post.content),
      );
    });
  },
};

/** The in-progress state in another language: the count and the bar say it in the user's words. */
function inProgress(locale: Exclude<Locale, 'en'>, text: string, phone = false): Story {
  return inLocale<Parameters<NonNullable<Story['play']>>[0], Story>(
    phone ? { globals: PHONE } : {},
    locale,
    async (context) => {
      await generating(locale)(context);
      const shown = await within(context.canvasElement).findByText(text);
      await expect(shown).toBeVisible();
      await expect(within(context.canvasElement).getByRole('progressbar', { name: text })).toBeVisible();
    },
  );
}

export const PostsArriveChinese: Story = inProgress('zh-CN', '正在写帖子：已写好 3 篇，共 10 篇');
export const PostsArriveMalay: Story = inProgress('ms', 'Sedang menulis hantaran: 3 daripada 10');
export const PostsArriveMalayPhone: Story = inProgress('ms', 'Sedang menulis hantaran: 3 daripada 10', true);
