import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentList } from '@app/screens';
import type { Locale } from '@app/screens';
import { inLocale } from '../fixtures/locale';
import { contentListMeta } from './fixtures/contentListStory';
import { clicking, PHONE } from './fixtures/localeOpen';

const meta = {
  title: 'Screens/Lists/ContentList/Translated',
  component: ContentList,
  ...contentListMeta,
} satisfies Meta<typeof ContentList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];
/** A story of this meta in Chinese or Malay (`open` first opens a modal or generates). */
const translated = (base: Story, locale: Locale, open?: (context: Context) => Promise<void>): Story =>
  inLocale<Context, Story>(base, locale, open);

export const FilledChinese: Story = translated({}, 'zh-CN');
export const FilledMalay: Story = translated({}, 'ms');
export const FilledMalayPhone: Story = translated({ globals: PHONE }, 'ms');
export const CreateChinesePhone: Story = translated({ globals: PHONE }, 'zh-CN', clicking('zh-CN', 'create'));
export const CreateMalay: Story = translated({}, 'ms', clicking('ms', 'create'));
