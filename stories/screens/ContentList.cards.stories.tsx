import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContentList } from '@app/screens';
import { DEFAULT_PAGE_SIZE } from '@app/contract';
import { inLocale } from '../fixtures/locale';
import { expectCards, expectNothingCut, linesOf, selectCard } from './fixtures/cards';
import { PHONE_390 } from './fixtures/localePlay';
import { contentListMeta } from './fixtures/contentListStory';

/** The Content List on a phone (390 px): cards instead of a table, every action in reach, nothing cut. */
const meta = {
  ...contentListMeta,
  title: 'Screens/Lists/ContentList/Cards',
  component: ContentList,
  globals: PHONE_390,
} satisfies Meta<typeof ContentList>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

export const CardsPhone: Story = {
  play: async ({ canvasElement, step }) => {
    const count = Math.min(meta.args.rows.length, DEFAULT_PAGE_SIZE);
    const cards = await expectCards(canvasElement, 'Content List', count);
    const first = cards[0] as HTMLElement;
    await step('no card is wider than the phone, and no text in it is cut', async () => {
      await expectNothingCut(canvasElement, cards);
    });
    await step(
      'each column is a line of its own: Text, Status, Keywords, Platform, Language, Used by a customer, Posted, Created At',
      async () => {
        await expect(Object.keys(linesOf(first))).toEqual([
          'Text',
          'Status',
          'Keywords',
          'Platform',
          'Language',
          'Used by a customer',
          'Posted',
          'Created At',
        ]);
      },
    );
    await step('a post card says its platform, language, status and whether a customer used it', async () => {
      const line = linesOf(first);
      await expect(line['Platform']).not.toBe('');
      await expect(line['Language']).not.toBe('');
      await expect(['Active', 'Archived']).toContain(line['Status']);
      await expect(['Yes', 'No']).toContain(line['Used by a customer']);
    });
    await step('a card is selected by its 44 px checkbox, and the selection bar offers its actions', async () => {
      const bar = await selectCard(canvasElement, first);
      await expect(bar.getByText('1 selected')).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Delete' })).toBeVisible();
    });
  },
};

export const CardsPhoneChinese: Story = inLocale<Context, Story>(CardsPhone, 'zh-CN', async ({ canvasElement }) => {
  const [first] = await expectCards(canvasElement, '内容列表', Math.min(meta.args.rows.length, DEFAULT_PAGE_SIZE));
  // the platform and the post's language by their Chinese names (the stored values stay Redbook and Mandarin)
  await expect(Object.values(linesOf(first as HTMLElement))).toEqual(expect.arrayContaining(['小红书', '华语']));
});
export const CardsPhoneMalay: Story = inLocale<Context, Story>(CardsPhone, 'ms');
