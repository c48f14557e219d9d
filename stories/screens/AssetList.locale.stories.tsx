import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssetList } from '@app/screens';
import type { Locale } from '@app/screens';
import { inLocale } from '../fixtures/locale';
import { assetListMeta } from './fixtures/assetListStory';
import { clicking, PHONE } from './fixtures/localeOpen';

const meta = {
  title: 'Screens/Lists/AssetList/Translated',
  component: AssetList,
  ...assetListMeta,
} satisfies Meta<typeof AssetList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];
/** A story of this meta in Chinese or Malay (`open` first opens a modal or generates). */
const translated = (base: Story, locale: Locale, open?: (context: Context) => Promise<void>): Story =>
  inLocale<Context, Story>(base, locale, open);

export const FilledChinese: Story = translated({}, 'zh-CN');
export const FilledMalay: Story = translated({}, 'ms');
export const FilledChinesePhone: Story = translated({ globals: PHONE }, 'zh-CN');
export const CreateMalayPhone: Story = translated({ globals: PHONE }, 'ms', clicking('ms', 'create'));
export const CreateChinese: Story = translated({}, 'zh-CN', clicking('zh-CN', 'create'));
