import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkList } from '@app/screens';
import { DEFAULT_PAGE_SIZE } from '@app/contract';
import { inLocale } from '../fixtures/locale';
import { expectCards, expectNothingCut } from './fixtures/cards';
import { PHONE_390 } from './fixtures/localePlay';
import { linkListMeta } from './fixtures/linkListStory';

/** The QR Code Link List on a phone (390 px): cards instead of a table, every action in reach, nothing cut. */
const meta = {
  ...linkListMeta,
  title: 'Screens/Admin/LinkList/Cards',
  component: LinkList,
  globals: PHONE_390,
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

export const CardsPhone: Story = {
  play: async ({ canvasElement, step }) => {
    const count = Math.min(meta.args.rows.length, DEFAULT_PAGE_SIZE);
    const cards = await expectCards(canvasElement, 'QR Code Link List', count);
    const first = cards[0] as HTMLElement;
    await step('no card is wider than the phone, and no text in it is cut', async () => {
      await expectNothingCut(canvasElement, cards);
    });
    await step("the row's own buttons are on its card", async () => {
      await expect(within(first).getAllByRole('button').length).toBeGreaterThan(0);
    });
  },
};

export const CardsPhoneChinese: Story = inLocale<Context, Story>(CardsPhone, 'zh-CN');
export const CardsPhoneMalay: Story = inLocale<Context, Story>(CardsPhone, 'ms');
