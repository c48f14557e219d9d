import type { Meta, StoryObj } from '@storybook/react-vite';
import { CampaignDetails } from '@app/screens';
import type { Locale } from '@app/screens';
import { inLocale } from '../fixtures/locale';
import { campaignDetailsMeta } from './fixtures/campaignDetailsStory';
import { clicking, generating, PHONE } from './fixtures/localeOpen';

const meta = {
  title: 'Screens/Tenant/CampaignDetails/Translated',
  component: CampaignDetails,
  ...campaignDetailsMeta,
} satisfies Meta<typeof CampaignDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];
/** A story of this meta in Chinese or Malay (`open` first opens a modal or generates). */
const translated = (base: Story, locale: Locale, open?: (context: Context) => Promise<void>): Story =>
  inLocale<Context, Story>(base, locale, open);

export const FilledChinese: Story = translated({}, 'zh-CN');
export const FilledMalay: Story = translated({}, 'ms');
export const FilledChinesePhone: Story = translated({ globals: PHONE }, 'zh-CN');
export const FilledMalayPhone: Story = translated({ globals: PHONE }, 'ms');
export const AddPlatformChinese: Story = translated({}, 'zh-CN', clicking('zh-CN', 'addPlatform'));
export const GeneratorMalayPhone: Story = translated({ globals: PHONE }, 'ms', async (context) => {
  await clicking('ms', 'generate')(context);
  await generating('ms', 'dialog')(context);
});
