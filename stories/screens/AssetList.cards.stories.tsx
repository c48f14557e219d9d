import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssetList } from '@app/screens';
import { DEFAULT_PAGE_SIZE } from '@app/contract';
import { inLocale } from '../fixtures/locale';
import { cardsPhonePlay } from './fixtures/cards';
import { PHONE_390 } from './fixtures/localePlay';
import { assetListMeta } from './fixtures/assetListStory';

/** The Asset List on a phone (390 px): cards instead of a table, every action in reach, nothing cut. */
const meta = {
  ...assetListMeta,
  title: 'Screens/Lists/AssetList/Cards',
  component: AssetList,
  globals: PHONE_390,
} satisfies Meta<typeof AssetList>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

export const CardsPhone: Story = {
  play: cardsPhonePlay('Asset List', Math.min(meta.args.rows.length, DEFAULT_PAGE_SIZE), 'Delete'),
};

export const CardsPhoneChinese: Story = inLocale<Context, Story>(CardsPhone, 'zh-CN');
export const CardsPhoneMalay: Story = inLocale<Context, Story>(CardsPhone, 'ms');
