import type { Meta, StoryObj } from '@storybook/react-vite';
import { CampaignList } from '@app/screens';
import type { Locale } from '@app/screens';
import { inLocale } from '../fixtures/locale';
import { campaignListMeta } from './fixtures/campaignListStory';
import { clicking, PHONE } from './fixtures/localeOpen';

const meta = {
  title: 'Screens/Lists/CampaignList/Translated',
  component: CampaignList,
  ...campaignListMeta,
} satisfies Meta<typeof CampaignList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];
/** A story of this meta in Chinese or Malay (`open` first opens a modal or generates). */
const translated = (base: Story, locale: Locale, open?: (context: Context) => Promise<void>): Story =>
  inLocale<Context, Story>(base, locale, open);

export const TenantChinese: Story = translated({}, 'zh-CN');
export const TenantMalay: Story = translated({}, 'ms');
export const TenantChinesePhone: Story = translated({ globals: PHONE }, 'zh-CN');
export const AdminMalayPhone: Story = translated({ args: { role: 'admin' }, globals: PHONE }, 'ms');
export const CreateChinese: Story = translated({}, 'zh-CN', clicking('zh-CN', 'create'));
export const CreateMalayPhone: Story = translated({ globals: PHONE }, 'ms', clicking('ms', 'create'));
