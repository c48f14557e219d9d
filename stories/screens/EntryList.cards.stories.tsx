import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EntryList } from '@app/screens';
import { DEFAULT_PAGE_SIZE } from '@app/contract';
import { inLocale } from '../fixtures/locale';
import { expectCards, expectNothingCut, selectCard } from './fixtures/cards';
import { PHONE_390 } from './fixtures/localePlay';
import EntryListStories from './EntryList.stories';

/** The Entry List on a phone (390 px): cards instead of a table, every action in reach, nothing cut. */
const meta = {
  ...EntryListStories,
  title: 'Screens/Lists/EntryList/Cards',
  component: EntryList,
  globals: PHONE_390,
} satisfies Meta<typeof EntryList>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

export const CardsPhone: Story = {
  play: async ({ canvasElement, step }) => {
    const count = Math.min(meta.args.rows.length, DEFAULT_PAGE_SIZE);
    const cards = await expectCards(canvasElement, 'Entry List', count);
    const first = cards[0] as HTMLElement;
    await step('no card is wider than the phone, and no text in it is cut', async () => {
      await expectNothingCut(canvasElement, cards);
    });
    await step('a card is selected by its 44 px checkbox, and the selection bar offers its actions', async () => {
      const bar = await selectCard(canvasElement, first);
      await expect(bar.getByText('1 selected')).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Delete' })).toBeVisible();
    });
  },
};

export const CardsPhoneChinese: Story = inLocale<Context, Story>(CardsPhone, 'zh-CN');
export const CardsPhoneMalay: Story = inLocale<Context, Story>(CardsPhone, 'ms');
