import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminList } from '@app/screens';
import { DEFAULT_PAGE_SIZE } from '@app/contract';
import { inLocale } from '../fixtures/locale';
import { cardsPhonePlay } from './fixtures/cards';
import { PHONE_390 } from './fixtures/localePlay';
import { adminListMeta } from './fixtures/adminListStory';

/** The Admin List on a phone (390 px): cards instead of a table, every action in reach, nothing cut. */
const meta = {
  ...adminListMeta,
  title: 'Screens/Admin/AdminList/Cards',
  component: AdminList,
  globals: PHONE_390,
} satisfies Meta<typeof AdminList>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

export const CardsPhone: Story = {
  play: cardsPhonePlay('Admin List', Math.min(meta.args.rows.length, DEFAULT_PAGE_SIZE), 'Edit'),
};

export const CardsPhoneChinese: Story = inLocale<Context, Story>(CardsPhone, 'zh-CN');
export const CardsPhoneMalay: Story = inLocale<Context, Story>(CardsPhone, 'ms');
