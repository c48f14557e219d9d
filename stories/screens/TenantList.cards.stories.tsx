import type { Meta, StoryObj } from '@storybook/react-vite';
import { TenantList } from '@app/screens';
import { DEFAULT_PAGE_SIZE } from '@app/contract';
import { inLocale } from '../fixtures/locale';
import { cardsPhonePlay } from './fixtures/cards';
import { PHONE_390 } from './fixtures/localePlay';
import { tenantListMeta } from './fixtures/tenantListStory';

/** The Tenant List on a phone (390 px): cards instead of a table, every action in reach, nothing cut. */
const meta = {
  ...tenantListMeta,
  title: 'Screens/Admin/TenantList/Cards',
  component: TenantList,
  globals: PHONE_390,
} satisfies Meta<typeof TenantList>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

export const CardsPhone: Story = {
  play: cardsPhonePlay('Tenant List', Math.min(meta.args.rows.length, DEFAULT_PAGE_SIZE), 'Edit'),
};

export const CardsPhoneChinese: Story = inLocale<Context, Story>(CardsPhone, 'zh-CN');
export const CardsPhoneMalay: Story = inLocale<Context, Story>(CardsPhone, 'ms');
